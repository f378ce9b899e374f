import type { FastifyInstance } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import { isGalleryEmbedPath } from '@kokoelma/galleries';
import { MIGRATIONS, type Database } from '@kokoelma/db';
import { seedDemoCollection } from '@kokoelma/collection';
import type { LogEvent } from 'kysely';
import type { AppDeps } from '../app-deps';
import type { Config } from '../config';
import { contentSources } from '../content-config';
import { silentReporter } from '../error-reporting';
import { registerErrorHandling } from '../errors';
import { readImportRuns } from '../import-runs';
import { createTracing, traceRequests } from '../tracing';
import { appConfigPlugin } from './app-config';
import { hostCheckPluginFp } from './host-check';
import { databaseUnavailablePages } from './database-unavailable';
import { databasePluginFp } from './database';
import { httpCachePlugin, pageCachePluginFp } from './http-cache';
import { createMetrics, metricsPluginFp, within } from './metrics';
import { overloadPlugin } from './overload';
import { redisPluginFp } from './redis';
import { securityHeadersPlugin } from './security-headers';

/**
 * Tier 1 of the composition root: the server's own machinery, external plugins first —
 * configuration, error handling, tracing, ETags, compression, metrics, the page cache,
 * load shedding, security headers, the database and Redis. Nothing here knows a
 * capability; capabilities (`capabilities/`) build on what this registers.
 */
export async function registerServerPlugins(
  app: FastifyInstance,
  config: Config,
  deps: AppDeps,
): Promise<void> {
  // OpenTelemetry spans, only with OTEL_EXPORTER_OTLP_ENDPOINT (tracing.ts).
  const tracing = createTracing({
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: config.OTEL_SERVICE_NAME,
    version: deps.build.commit ?? deps.build.version,
  });
  const reporter = deps.reporter ?? silentReporter;
  await app.register(appConfigPlugin, { config, build: deps.build, reporter, tracing });
  registerErrorHandling(app, reporter);
  databaseUnavailablePages(app);
  if (tracing) traceRequests(app, tracing, config.trustProxy !== false);
  await app.register(httpCachePlugin);
  // Every answer the client can take compressed is (JSON, XML, text), brotli first; pages,
  // which are compressed per answer with their nonce, and pre-compressed static files
  // come with their Content-Encoding already and pass as they are.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
  // Prometheus metrics: every answer counted; GET /metrics only with METRICS_TOKEN.
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  await app.register(metricsPluginFp, { metrics, token: config.METRICS_TOKEN });
  await app.register(pageCachePluginFp);
  // Every answer names its request id, so a visitor's report can be found in the logs.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(overloadPlugin, {
    // Tests build apps that block the loop on purpose (imports) and then ask at once.
    maxEventLoopDelayMs: deps.shedLoad ? config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS : 0,
    maxQueueMs: deps.shedLoad ? config.OVERLOAD_MAX_QUEUE_MS : 0,
    maxInFlight: deps.shedLoad ? config.OVERLOAD_MAX_IN_FLIGHT : 0,
    retryAfterSeconds: config.OVERLOAD_RETRY_AFTER_SECONDS,
    logBlockedLoopMs: config.LOG_EVENT_LOOP_BLOCK_MS,
  });
  await app.register(securityHeadersPlugin, {
    secure: config.secure,
    contentSources: contentSources(config),
    // Only a gallery's embed view may be framed by other sites.
    frameable: isGalleryEmbedPath,
  });
  // With PUBLIC_URL, only the site's own host (and ALLOWED_HOSTS) is answered.
  await app.register(hostCheckPluginFp, {
    publicUrl: config.PUBLIC_URL,
    allowedHosts: config.ALLOWED_HOSTS,
  });
  // A PostgreSQL server not reachable yet: the app starts anyway, serves 503 and seeds
  // once the database arrives (plugins/database.ts).
  await app.register(databasePluginFp, {
    config,
    ...(deps.database ? { database: deps.database } : {}),
    ...(tracing
      ? {
          onQuery: (event: LogEvent) =>
            tracing.query(event, config.DATABASE_URL ? 'postgresql' : 'pglite'),
        }
      : {}),
    ...(deps.seedDemo
      ? {
          afterMigrate: async (database: Database) => {
            const count = config.DEMO_COLLECTION_SIZE;
            const started = Date.now();
            const summary = await seedDemoCollection(database.db, { count });
            if (summary) {
              app.log.info(
                { imported: summary.imported, ms: Date.now() - started },
                'generated the demo collection (an empty database on first start)',
              );
            }
          },
        }
      : {}),
  });
  await app.register(redisPluginFp, { url: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  metrics.watch({
    database: app.database,
    ready: () => readiness(app),
    // Read at scrape time, each bounded: a scrape must answer while the database does not.
    outboxDepth: () =>
      within(
        app.database.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('sent_at', 'is', null)
          .executeTakeFirst()
          .then((row) => Number(row?.n ?? 0)),
        500,
        null,
      ),
    importRuns: () => within(readImportRuns(app.database.db), 500, null),
  });
}

/** Readiness: accepting traffic (not draining) and the database migrated and answering. */
export async function readiness(app: FastifyInstance): Promise<Record<string, boolean>> {
  return {
    accepting: !app.lifecycle.draining,
    database: app.databaseState.ready && (await databaseReady(app.database)),
  };
}

/** How long readiness waits for the database's answer (a probe must not hang). */
const READY_TIMEOUT_MS = 1000;

/**
 * Ready when the database answers within READY_TIMEOUT_MS and every migration this build
 * knows is applied.
 */
async function databaseReady(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const answered = database.db
    .selectFrom('kokoelma_migrations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then(
      (row) => Number(row.n) >= MIGRATIONS.length,
      () => false,
    );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
