import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { registerErrorHandling } from './errors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { healthRoutesPlugin, type BuildInfo } from './routes/health';

/** What the composition root needs besides configuration. */
export interface AppDeps {
  build: BuildInfo;
  /** Serve the built web app (off in tests that exercise the API alone). */
  serveWeb?: boolean;
}

/**
 * The composition root: external plugins first (security headers), then the app's own
 * routes, then the web app as the catch-all. Tests build it and use `app.inject`.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: true,
    // Bodies of the public API are small JSON documents.
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
  });
  registerErrorHandling(app);
  await app.register(securityHeadersPlugin, { secure: config.secure });
  await app.register(healthRoutesPlugin(deps.build, () => ({ server: true })));
  if (deps.serveWeb !== false) {
    await app.register(webAppPlugin, { distDir: config.WEB_DIST, publicUrl: config.publicUrl });
  }
  return app;
}
