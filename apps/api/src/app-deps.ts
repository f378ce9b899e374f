import type { RouteOptions } from 'fastify';
import type { Database } from '@kokoelma/db';
import type { ServerReporter } from './error-reporting';
import type { BuildInfo } from './plugins/app-config';

/** What the composition root needs besides configuration. */
export interface AppDeps {
  build: BuildInfo;
  /** Serve the built web app (off in tests that exercise the API alone). */
  serveWeb?: boolean;
  /** An open database to use instead of the configured one (tests); the caller closes it. */
  database?: Database;
  /** Where server errors are reported (Sentry when configured); default: the log only. */
  reporter?: ServerReporter;
  /** Shed load with 503 when the event loop lags (`npm start`, and tests of it). */
  shedLoad?: boolean;
  /** Generate the demo collection when the database is empty (`npm start`, not tests). */
  seedDemo?: boolean;
  /** Sees every route as it is registered (the fuzz test proves it covers them all). */
  onRoute?: (route: RouteOptions) => void;
}
