import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import {
  createCollectionService,
  createIiifImageService,
  refreshDerivedData,
  updatePalettes,
  createImageStore,
  demoCollectionInfo,
  seedDemoCollection,
} from '@kokoelma/collection';
import {
  createAccountsService,
  createApiKeyService,
  emailVerificationState,
} from '@kokoelma/accounts';
import { createGalleryService } from '@kokoelma/galleries/server';
import { isGalleryEmbedPath } from '@kokoelma/galleries';
import { MIGRATIONS, type Database } from '@kokoelma/db';
import type { LogEvent } from 'kysely';
import { fastifyTrustProxy, type Config } from './config';
import { createPageDataSource } from './pages/page-data';
import { databasePluginFp } from './plugins/database';
import { accountsPluginFp, sessionLifetimes } from './plugins/accounts';
import { requestViewer } from './plugins/session';
import { rateLimitStore, redisPluginFp } from './plugins/redis';
import { pageDataRoutesPlugin } from './routes/page-data';
import { collectionRoutesPlugin } from './routes/collection';
import { galleryRoutesPlugin } from './routes/galleries';
import { oembedRoutesPlugin } from './routes/oembed';
import { createOutboxSender } from './mail/outbox-sender';
import { apiKeyRoutesPlugin } from './routes/apikey';
import { LOCAL_IMAGE_BASE, imageRoutesPlugin } from './routes/images';
import { sitemapXmlPlugin } from './routes/sitemap-xml';
import { registerErrorHandling } from './errors';
import { loggingOptions } from './logging';
import { overloadPlugin } from './plugins/overload';
import { silentReporter, type ServerReporter } from './error-reporting';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { createPreviewAccess, previewRoutesPlugin } from './plugins/preview';
import {
  emailVerificationRoutesPlugin,
  pageLanguage,
  queueVerificationEmail,
} from './mail/email-verification';
import { withCollectionErrorPhoto } from './error-photo';
import { createMetrics, instrumentSearch, metricsPluginFp, within } from './plugins/metrics';
import { readImportRuns } from './import-runs';
import { createTracing, traceRequests } from './tracing';
import { imageCacheWarning } from './image-cache-errors';
import { databaseUnavailablePages, watchDataSource } from './plugins/database-unavailable';
import { createPageCache, httpCachePlugin } from './plugins/http-cache';
import { healthRoutesPlugin, type BuildInfo } from './routes/health';
import { contentProviderFromConfig } from '@kokoelma/cms/server';
import { cmsEnvironment, contentSources } from './content-config';
import { contentRoutesPlugin } from './routes/content';
import { contentApiRoutesPlugin } from './routes/content-api';
import { ogImageRoutesPlugin } from './routes/og-image';
import { iiifImageRoutesPlugin } from './routes/iiif-image';
import { iiifManifestRoutesPlugin } from './routes/iiif-manifests';
import { iiifImageBase, iiifImageBaseForPages } from './iiif-config';
import { cmsAssetRoutesPlugin, localAssetFilesDir } from './routes/cms-assets';
import { PUBLIC_API_MOUNT, publicApiPlugin } from './routes/v1/public-api';
import { materialsRoutesPlugin } from './routes/materials';
import { imageDownloadRoutesPlugin } from './routes/image-download';
import { updateQueueRoutesPlugin } from './routes/update-queue';
import { createUpdateQueueWorker } from './update-queue-worker';

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

/**
 * The composition root: external plugins first (security headers), then the app's own
 * routes, then the web app as the catch-all. Tests build it and use `app.inject`.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config.LOG_LEVEL),
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
  const reporter = deps.reporter ?? silentReporter;
  registerErrorHandling(app, reporter);
  databaseUnavailablePages(app);
  // OpenTelemetry spans, only with OTEL_EXPORTER_OTLP_ENDPOINT (tracing.ts).
  const tracing = createTracing({
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: config.OTEL_SERVICE_NAME,
    version: deps.build.commit ?? deps.build.version,
  });
  if (tracing) traceRequests(app, tracing);
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
  const pageCache = createPageCache({
    seconds: config.PAGE_CACHE_SECONDS,
    onLookup: (hit) => metrics.pageCacheLookup(hit),
  });
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
  // Sessions and the origin check come before every other route, so all of them see both.
  // /api/auth/me shows the gallery count; adding an artwork checks the collection has it.
  const galleries = createGalleryService(app.database.db, {
    publicUrl: config.publicUrl,
    // Ids only: a merge of 1,000 favourites need not read 1,000 records.
    objects: async (ids) => (await collection.existingIds(ids)).map((id) => ({ id })),
  });
  const accounts = createAccountsService(app.database.db, {
    lifetimes: sessionLifetimes(config),
    countGalleries: (userId) => galleries.countGalleries(userId),
  });
  await app.register(redisPluginFp, { url: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  // With SMTP, the site mails for a user only once their address is verified: a new local
  // account is sent a verification link (in the page's language). The mailer is told
  // once it exists (below).
  let notifyMailer: () => void = () => undefined;
  await app.register(accountsPluginFp, {
    config,
    accounts,
    rateLimitStore: rateLimitStore(app, 'auth-limit:'),
    ...(config.SMTP_URL
      ? {
          onRegistered: async (request: FastifyRequest, user: { id: string }) => {
            const mail = {
              db: app.database.db,
              publicUrl: config.publicUrl,
              notify: () => notifyMailer(),
            };
            // The account exists either way: a failed queue is logged, the user can re-send.
            await queueVerificationEmail(mail, user.id, pageLanguage(request)).catch(
              (error: unknown) => app.log.error({ err: error }, 'verification e-mail not queued'),
            );
          },
        }
      : {}),
  });
  // API keys of the public API: the key screen's routes here; the public API checks keys
  // with `apiKeys.verify(raw)`.
  const apiKeys = createApiKeyService(app.database.db, { approval: config.API_KEY_APPROVAL });
  await app.register(apiKeyRoutesPlugin({ apiKeys }));
  const collection = instrumentSearch(
    createCollectionService(app.database.db, {
      searchCacheSeconds: config.SEARCH_CACHE_SECONDS,
    }),
    metrics,
  );
  const readiness = async () => ({
    accepting: !app.lifecycle.draining,
    database: app.databaseState.ready && (await databaseReady(app.database)),
  });
  await app.register(healthRoutesPlugin(deps.build, readiness));
  metrics.watch({
    database: app.database,
    ready: readiness,
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
  const db = app.database.db;
  // Failures the spec's fallbacks hide (an empty menu, no article) are still logged.
  const cms = contentProviderFromConfig(cmsEnvironment(config), {
    onError: (error, operation) => app.log.warn({ err: error, operation }, 'CMS fallback used'),
    log: (level, data) => app.log.info({ level, data }, 'Contentful SDK'),
    onStale: (error, operation) =>
      app.log.warn({ err: error, operation }, 'CMS unavailable: the last good copy served'),
  });
  // One source for the limit the public API enforces and the developer page states.
  const apiRateLimit = {
    max: config.API_RATE_LIMIT_MAX,
    windowSeconds: config.API_RATE_LIMIT_WINDOW_SECONDS,
  };
  const pages = createPageDataSource(collection, {
    isDemo: async () => (await demoCollectionInfo(db)) !== null,
    imageBase: config.IMAGE_BASE_URL ?? LOCAL_IMAGE_BASE,
    iiifImageBase: iiifImageBaseForPages(config),
    publicUrl: config.publicUrl,
    publicApi: { rateLimit: apiRateLimit },
    galleries,
    content: cms.provider,
    ...(config.COOKIEBOT_ID ? { cookieDeclarationId: config.COOKIEBOT_ID } : {}),
    onContentError: (error, where) => app.log.error({ err: error, where }, 'CMS content not shown'),
  });
  await app.register(collectionRoutesPlugin(collection));
  await app.register(materialsRoutesPlugin(db));
  await app.register(
    publicApiPlugin({
      collection,
      verifyKey: (raw) => apiKeys.verify(raw),
      rateLimit: { max: apiRateLimit.max, timeWindow: apiRateLimit.windowSeconds * 1000 },
      rateLimitStore: rateLimitStore(app, 'api-limit:'),
      exportsPerHour: config.API_EXPORT_PER_HOUR,
      links: {
        publicUrl: config.publicUrl,
        imageBase: config.IMAGE_BASE_URL ?? `${config.publicUrl}${LOCAL_IMAGE_BASE}`,
      },
    }),
    PUBLIC_API_MOUNT,
  );
  const mailer = config.SMTP_URL
    ? createOutboxSender(db, {
        smtpUrl: config.SMTP_URL,
        from: config.SMTP_FROM ?? `Kokoelma <noreply@${new URL(config.publicUrl).hostname}>`,
        log: app.log,
        onResult: (result) => metrics.outboxResult(result),
        ...(tracing ? { trace: tracing.inSpan } : {}),
        retryAfterSeconds: config.OUTBOX_RETRY_SECONDS,
        intervalMs: Math.min(30_000, config.OUTBOX_RETRY_SECONDS * 1000),
      })
    : null;
  if (mailer) app.addHook('onClose', () => mailer.close());
  if (mailer) notifyMailer = () => mailer.notify();
  await app.register(
    emailVerificationRoutesPlugin({
      db,
      publicUrl: config.publicUrl,
      notify: mailer ? () => mailer.notify() : null,
      resendsPerHour: 3,
      store: rateLimitStore(app, 'verify-limit:'),
    }),
  );
  await app.register(
    galleryRoutesPlugin(galleries, {
      objects: (ids) => collection.objects(ids),
      publicUrl: config.publicUrl,
      ...(mailer ? { onEmailQueued: () => mailer.notify() } : {}),
      // Mail is sent for verified addresses only (OIDC accounts count as verified).
      ...(mailer
        ? {
            emailVerified: async (userId: string) =>
              (await emailVerificationState(db, userId)).verified,
          }
        : {}),
      shareEmailLimits: {
        perIpPerHour: config.SHARE_EMAIL_PER_IP_PER_HOUR,
        perHour: config.SHARE_EMAIL_PER_HOUR,
        store: rateLimitStore(app, 'share-limit:'),
      },
    }),
  );
  // oEmbed answers for public galleries, so other sites embed one by pasting its link.
  await app.register(
    oembedRoutesPlugin({
      galleries,
      objects: (ids) => collection.objects(ids),
      publicUrl: config.publicUrl,
    }),
  );
  // Drafts (?preview=true) need the CMS preview link's signed cookie once a real CMS is
  // configured (or a preview secret is); the local content keeps preview open.
  const previewOptions = { secret: config.CONTENTFUL_PREVIEW_SECRET, secure: config.secure };
  const preview = createPreviewAccess({
    ...previewOptions,
    gated: cms.kind !== 'local' || config.CONTENTFUL_PREVIEW_SECRET !== undefined,
  });
  const previewAllowed = (request: FastifyRequest) => preview.allowed(request);
  await app.register(previewRoutesPlugin(previewOptions));
  await app.register(pageDataRoutesPlugin(pages, previewAllowed));
  await app.register(
    contentRoutesPlugin({
      source: pages,
      // A content change reaches the next page view: the CMS cache and the page cache go.
      clearCache: () => {
        cms.clearCache();
        pageCache.clear();
      },
      webhookSecret: config.CONTENTFUL_WEBHOOK_SECRET,
      previewAllowed,
    }),
  );
  await app.register(contentApiRoutesPlugin(cms.provider, preview));
  // What changed the collection outside a request (the demo images' palettes drawn after
  // start-up): the caches that hold collection answers and pages are emptied.
  app.decorate('collectionChanged', () => {
    collection.clearCache();
    pageCache.clear();
  });
  // The update queue (spec §7): the museum's systems send changes; applied in the
  // background, in order, and the caches that hold what changed are emptied.
  const updates = config.UPDATE_QUEUE_SECRET
    ? createUpdateQueueWorker(db, {
        log: app.log,
        onCollectionChanged: () => {
          collection.clearCache();
          pageCache.clear();
        },
        onContentChanged: () => {
          cms.clearCache();
          pageCache.clear();
        },
        refreshDerived: async (changedObjectIds) => {
          await refreshDerivedData(db);
          // Search by colour: the palettes of the changed records' first images on this
          // server's disk (the other objects' palettes are where the import left them).
          if (!config.IMAGE_BASE_URL) {
            const palettes = await updatePalettes(
              db,
              join(config.DATA_DIR, 'images', 'originals'),
              {
                objectIds: changedObjectIds,
              },
            );
            if (palettes.computed > 0) collection.clearCache();
          }
        },
        refreshIntervalMs: config.UPDATE_QUEUE_REFRESH_SECONDS * 1000,
      })
    : null;
  if (updates) {
    app.addHook('onClose', () => updates.close());
    // Items left pending by a stop or by another instance are applied once the app is up.
    app.addHook('onReady', async () => updates.notify());
  }
  await app.register(
    updateQueueRoutesPlugin({
      db,
      secret: config.UPDATE_QUEUE_SECRET,
      maxBytes: config.UPDATE_QUEUE_MAX_BYTES,
      onQueued: () => updates?.notify(),
    }),
  );
  if (cms.kind === 'local') {
    await app.register(
      cmsAssetRoutesPlugin({
        collection,
        imageBase: config.IMAGE_BASE_URL ?? LOCAL_IMAGE_BASE,
        filesDir: localAssetFilesDir(),
      }),
    );
  }
  await app.register(sitemapXmlPlugin(collection, config.publicUrl, galleries));
  if (!config.IMAGE_BASE_URL) {
    const images = join(config.DATA_DIR, 'images');
    // A full or read-only cache disk: images are rendered in memory, and the log says so.
    const onCacheError = imageCacheWarning(app.log);
    const store = createImageStore({
      originalsDir: join(images, 'originals'),
      cacheDir: join(images, 'cache'),
      onCacheError,
    });
    await app.register(imageRoutesPlugin(store));
    const ogCacheDir = join(images, 'cache', 'og');
    await app.register(
      ogImageRoutesPlugin({ kind: 'store', store, cacheDir: ogCacheDir, onCacheError }),
    );
    await app.register(imageDownloadRoutesPlugin(db, { kind: 'store', store }));
    // IIIF Image API over the same originals; its tiles are kept beside the store's cache.
    const iiifService = createIiifImageService({
      store,
      cacheDir: join(images, 'cache', 'iiif'),
      onCacheError,
      onRendered: (event) => app.log.debug(event, 'IIIF image rendered'),
    });
    await app.register(
      iiifImageRoutesPlugin({ service: iiifService, publicUrl: config.publicUrl }),
    );
  } else {
    await app.register(
      ogImageRoutesPlugin({ kind: 'image-server', imageBase: config.IMAGE_BASE_URL }),
    );
    await app.register(
      imageDownloadRoutesPlugin(db, { kind: 'image-server', imageBase: config.IMAGE_BASE_URL }),
    );
  }
  await app.register(
    iiifManifestRoutesPlugin({
      collection,
      sharedGallery: (slug) => galleries.getShared(slug, null),
      links: {
        publicUrl: config.publicUrl,
        imageBase: config.IMAGE_BASE_URL ?? `${config.publicUrl}${LOCAL_IMAGE_BASE}`,
        iiifImageBase: iiifImageBase(config),
      },
    }),
  );
  if (deps.serveWeb !== false) {
    await app.register(webAppPlugin, {
      distDir: config.WEB_DIST,
      ...(config.WEB_DEV_ROOT ? { devRoot: config.WEB_DEV_ROOT } : {}),
      pageCache,
      previewAllowed,
      publicUrl: config.publicUrl,
      client: watchDataSource(pages),
      reporter,
      // Without a configured photo, the error page shows one from the collection.
      publicConfig: withCollectionErrorPhoto(app, collection, {
        sentryDsn: config.SENTRY_DSN ?? null,
        sentryEnvironment: config.SENTRY_ENVIRONMENT ?? null,
        release: deps.build.commit ?? deps.build.version,
        gtmId: config.GTM_ID ?? null,
        cookiebotId: config.COOKIEBOT_ID ?? null,
        apiKeySignIn: config.github ? 'github' : config.oidc ? 'oidc' : 'local',
        errorPhoto:
          config.ERROR_PAGE_PHOTO_URL && config.ERROR_PAGE_PHOTO_CREDIT
            ? { url: config.ERROR_PAGE_PHOTO_URL, credit: config.ERROR_PAGE_PHOTO_CREDIT }
            : null,
      }),
      currentUser: async (request) => {
        const session = await request.currentSession();
        return session ? app.accounts.currentUser(session.user) : null;
      },
      viewerId: requestViewer,
    });
  }
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Empties the caches of collection answers and pages (see buildApp). */
    collectionChanged: () => void;
  }
}
