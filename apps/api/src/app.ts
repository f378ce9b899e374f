import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import {
  createCollectionService,
  createImageStore,
  demoCollectionInfo,
  seedDemoCollection,
} from '@kokoelma/collection';
import { createAccountsService } from '@kokoelma/accounts';
import { createGalleryService } from '@kokoelma/galleries/server';
import { MIGRATIONS, type Database } from '@kokoelma/db';
import type { Config } from './config';
import { createPageDataSource } from './pages/page-data';
import { databasePluginFp } from './plugins/database';
import { accountsPluginFp, sessionLifetimes } from './plugins/accounts';
import { pageDataRoutesPlugin } from './routes/page-data';
import { collectionRoutesPlugin } from './routes/collection';
import { galleryRoutesPlugin } from './routes/galleries';
import { LOCAL_IMAGE_BASE, imageRoutesPlugin } from './routes/images';
import { sitemapXmlPlugin } from './routes/sitemap-xml';
import { registerErrorHandling } from './errors';
import { silentReporter, type ServerReporter } from './error-reporting';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { healthRoutesPlugin, type BuildInfo } from './routes/health';
import { contentProviderFromConfig } from '@kokoelma/cms/server';
import { cmsEnvironment, contentSources } from './content-config';
import { contentRoutesPlugin } from './routes/content';
import { contentApiRoutesPlugin } from './routes/content-api';
import { ogImageRoutesPlugin } from './routes/og-image';
import { cmsAssetRoutesPlugin, localAssetFilesDir } from './routes/cms-assets';

/** What the composition root needs besides configuration. */
export interface AppDeps {
  build: BuildInfo;
  /** Serve the built web app (off in tests that exercise the API alone). */
  serveWeb?: boolean;
  /** An open database to use instead of the configured one (tests); the caller closes it. */
  database?: Database;
  /** Where server errors are reported (Sentry when configured); default: the log only. */
  reporter?: ServerReporter;
  /** Generate the demo collection when the database is empty (`npm start`, not tests). */
  seedDemo?: boolean;
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
    // Unknown properties are an error (400), not silently dropped.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  });
  const reporter = deps.reporter ?? silentReporter;
  registerErrorHandling(app, reporter);
  await app.register(securityHeadersPlugin, {
    secure: config.secure,
    contentSources: contentSources(config),
  });
  await app.register(databasePluginFp, {
    config,
    ...(deps.database ? { database: deps.database } : {}),
  });
  if (deps.seedDemo) {
    const count = config.DEMO_COLLECTION_SIZE;
    const started = Date.now();
    const summary = await seedDemoCollection(app.database.db, { count });
    if (summary) {
      app.log.info(
        { imported: summary.imported, ms: Date.now() - started },
        'generated the demo collection (an empty database on first start)',
      );
    }
  }
  // Sessions and the origin check come before every other route, so all of them see both.
  // /api/auth/me shows the gallery count; adding an artwork checks the collection has it.
  const galleries = createGalleryService(app.database.db, {
    publicUrl: config.publicUrl,
    objects: (ids) => collection.objects(ids),
  });
  const accounts = createAccountsService(app.database.db, {
    lifetimes: sessionLifetimes(config),
    countGalleries: (userId) => galleries.countGalleries(userId),
  });
  await app.register(accountsPluginFp, { config, accounts });
  const collection = createCollectionService(app.database.db, {
    searchCacheSeconds: config.SEARCH_CACHE_SECONDS,
  });
  await app.register(
    healthRoutesPlugin(deps.build, async () => ({ database: await databaseReady(app.database) })),
  );
  const db = app.database.db;
  // Failures the spec's fallbacks hide (an empty menu, no article) are still logged.
  const cms = contentProviderFromConfig(cmsEnvironment(config), {
    onError: (error, operation) => app.log.warn({ err: error, operation }, 'CMS fallback used'),
    log: (level, data) => app.log.info({ level, data }, 'Contentful SDK'),
  });
  const pages = createPageDataSource(collection, {
    isDemo: async () => (await demoCollectionInfo(db)) !== null,
    imageBase: config.IMAGE_BASE_URL ?? LOCAL_IMAGE_BASE,
    publicUrl: config.publicUrl,
    content: cms.provider,
    ...(config.COOKIEBOT_ID ? { cookieDeclarationId: config.COOKIEBOT_ID } : {}),
    onContentError: (error, where) => app.log.error({ err: error, where }, 'CMS content not shown'),
  });
  await app.register(collectionRoutesPlugin(collection));
  await app.register(galleryRoutesPlugin(galleries));
  await app.register(pageDataRoutesPlugin(pages));
  await app.register(
    contentRoutesPlugin({
      source: pages,
      clearCache: cms.clearCache,
      webhookSecret: config.CONTENTFUL_WEBHOOK_SECRET,
    }),
  );
  await app.register(contentApiRoutesPlugin(cms.provider));
  if (cms.kind === 'local') {
    await app.register(
      cmsAssetRoutesPlugin({
        collection,
        imageBase: config.IMAGE_BASE_URL ?? LOCAL_IMAGE_BASE,
        filesDir: localAssetFilesDir(),
      }),
    );
  }
  await app.register(sitemapXmlPlugin(collection, config.publicUrl));
  if (!config.IMAGE_BASE_URL) {
    const images = join(config.DATA_DIR, 'images');
    const store = createImageStore({
      originalsDir: join(images, 'originals'),
      cacheDir: join(images, 'cache'),
    });
    await app.register(imageRoutesPlugin(store));
    const ogCacheDir = join(images, 'cache', 'og');
    await app.register(ogImageRoutesPlugin({ kind: 'store', store, cacheDir: ogCacheDir }));
  } else {
    await app.register(
      ogImageRoutesPlugin({ kind: 'image-server', imageBase: config.IMAGE_BASE_URL }),
    );
  }
  if (deps.serveWeb !== false) {
    await app.register(webAppPlugin, {
      distDir: config.WEB_DIST,
      ...(config.WEB_DEV_ROOT ? { devRoot: config.WEB_DEV_ROOT } : {}),
      publicUrl: config.publicUrl,
      client: pages,
      reporter,
      publicConfig: {
        sentryDsn: config.SENTRY_DSN ?? null,
        sentryEnvironment: config.SENTRY_ENVIRONMENT ?? null,
        release: deps.build.commit ?? deps.build.version,
        gtmId: config.GTM_ID ?? null,
        cookiebotId: config.COOKIEBOT_ID ?? null,
        errorPhoto:
          config.ERROR_PAGE_PHOTO_URL && config.ERROR_PAGE_PHOTO_CREDIT
            ? { url: config.ERROR_PAGE_PHOTO_URL, credit: config.ERROR_PAGE_PHOTO_CREDIT }
            : null,
      },
      currentUser: async (request) => {
        const session = await request.currentSession();
        return session ? app.accounts.currentUser(session.user) : null;
      },
    });
  }
  return app;
}

/** Ready when the database answers and every migration this build knows is applied. */
async function databaseReady(database: Database): Promise<boolean> {
  try {
    const row = await database.db
      .selectFrom('kokoelma_migrations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n) >= MIGRATIONS.length;
  } catch {
    return false;
  }
}
