import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { ServerReporter } from '../error-reporting';
import type { Tracing } from '../tracing';

/** What /version reports about the running build. */
export interface BuildInfo {
  name: string;
  version: string;
  commit: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration (`loadConfig`): every capability reads its settings here. */
    config: Config;
    /** What /version reports and error reports name as the release. */
    build: BuildInfo;
    /** Where server errors are reported (Sentry when configured, else the log only). */
    reporter: ServerReporter;
    /** OpenTelemetry, or null without OTEL_EXPORTER_OTLP_ENDPOINT. */
    tracing: Tracing | null;
  }
}

export interface AppConfigOptions {
  config: Config;
  build: BuildInfo;
  reporter: ServerReporter;
  tracing: Tracing | null;
}

/**
 * The first plugin: the configuration and the server's own reporters on the instance, so
 * that capabilities and route groups read them from `app` instead of being handed them.
 */
async function appConfig(app: FastifyInstance, options: AppConfigOptions) {
  app.decorate('config', options.config);
  app.decorate('build', options.build);
  app.decorate('reporter', options.reporter);
  app.decorate('tracing', options.tracing);
}

export const appConfigPlugin = fp(appConfig, { name: 'config' });
