import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import {
  createCollectionService,
  createImageStore,
  demoCollectionInfo,
  seedDemoCollection,
} from '@kokoelma/collection';
import { MIGRATIONS, type Database } from '@kokoelma/db';
import type { Config } from './config';
import { createPageDataSource } from './pages/page-data';
import { databasePluginFp } from './plugins/database';
import { pageDataRoutesPlugin } from './routes/page-data';
import { collectionRoutesPlugin } from './routes/collection';
import { LOCAL_IMAGE_BASE, imageRoutesPlugin } from './routes/images';
import { sitemapXmlPlugin } from './routes/sitemap-xml';
import { registerErrorHandling } from './errors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { healthRoutesPlugin, type BuildInfo } from './routes/health';

/** What the composition root needs besides configuration. */
export interface AppDeps {
  build: BuildInfo;
  /** Serve the built web app (off in tests that exercise the API alone). */
  serveWeb?: boolean;
  /** An open database to use instead of the configured one (tests); the caller closes it. */
  database?: Database;
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
  registerErrorHandling(app);
  await app.register(securityHeadersPlugin, { secure: config.secure });
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
  const collection = createCollectionService(app.database.db, {
    searchCacheSeconds: config.SEARCH_CACHE_SECONDS,
  });
  await app.register(
    healthRoutesPlugin(deps.build, async () => ({ database: await databaseReady(app.database) })),
  );
  const db = app.database.db;
  const pages = createPageDataSource(collection, {
    isDemo: async () => (await demoCollectionInfo(db)) !== null,
    imageBase: config.IMAGE_BASE_URL ?? LOCAL_IMAGE_BASE,
    publicUrl: config.publicUrl,
  });
  await app.register(collectionRoutesPlugin(collection));
  await app.register(pageDataRoutesPlugin(pages));
  await app.register(sitemapXmlPlugin(collection, config.publicUrl));
  if (!config.IMAGE_BASE_URL) {
    const images = join(config.DATA_DIR, 'images');
    const store = createImageStore({
      originalsDir: join(images, 'originals'),
      cacheDir: join(images, 'cache'),
    });
    await app.register(imageRoutesPlugin(store));
  }
  if (deps.serveWeb !== false) {
    await app.register(webAppPlugin, {
      distDir: config.WEB_DIST,
      publicUrl: config.publicUrl,
      client: pages,
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
