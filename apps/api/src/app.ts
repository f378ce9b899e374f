import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { CAPABILITIES } from './capabilities';
import { fastifyTrustProxy, type Config } from './config';
import { loggingOptions } from './logging';
import { registerServerPlugins } from './plugins/server-plugins';
import { webAppRoutesGroup } from './plugins/web-app';
import { ROUTE_GROUPS } from './routes/groups';

export type { AppDeps } from './app-deps';

/**
 * The composition root, in three tiers (ARCHITECTURE.md, "The composition root"):
 * 1. the server's own machinery and external plugins (`plugins/server-plugins.ts`);
 * 2. the capabilities (`capabilities/`), each a named plugin that builds its service once
 *    and decorates the app with it (`app.collection`, `app.galleries`, …);
 * 3. the routes (`routes/groups.ts`): each route file's plugin, reading those services
 *    from the instance; the web app's catch-all last.
 * Every capability and group declares what it needs: a wrong order fails at start-up.
 * Tests build it and use `app.inject`.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config.LOG_LEVEL, config.trustProxy !== false),
    // Only the proxies TRUST_PROXY names may say who the client is (X-Forwarded-For):
    // by default nobody, so a forged header changes nothing (the sign-in limit per IP).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Bodies of the public API are small JSON documents.
    bodyLimit: 1_048_576,
    // Slow and idle clients hold a socket, never a worker: headers and whole requests must
    // arrive in time (checked every second), idle and kept-alive sockets are closed.
    ...httpTimeouts(config),
    // Start-up may migrate and generate the demo collection inside the database plugin,
    // which takes as long as it takes on a slow machine: no plugin time-out.
    pluginTimeout: 0,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // Unknown properties are an error (400), not silently dropped.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  await registerServerPlugins(app, config, deps);
  for (const capability of CAPABILITIES) await app.register(capability);
  for (const group of ROUTE_GROUPS) await app.register(group);
  if (deps.serveWeb !== false) await app.register(webAppRoutesGroup);
  return app;
}

/** Fastify's and Node's HTTP server time-outs, from the configuration. */
export function httpTimeouts(config: Config) {
  return {
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: config.HTTP_IDLE_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      // How often Node looks for requests past their headers or request time-out
      // (default 30 s, which would let a slow client overstay its time-out by that much).
      connectionsCheckingInterval: 1000,
    },
  };
}
