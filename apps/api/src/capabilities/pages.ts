import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { demoCollectionInfo } from '@kokoelma/collection';
import { iiifImageBaseForPages } from '../iiif-config';
import { createPageDataSource, type PageDataSource } from '../pages/page-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every page's data (`pages/page-data.ts`), the site facts, additional results. */
    pages: PageDataSource;
  }
}

/**
 * The pages capability: the page-data source over the collection, the content and the
 * galleries, which the page-data route and the server render both read.
 */
async function pagesCapability(app: FastifyInstance) {
  const { config, collection, galleries, content } = app;
  const db = app.database.db;
  app.decorate(
    'pages',
    createPageDataSource(collection, {
      isDemo: async () => (await demoCollectionInfo(db)) !== null,
      imageBase: app.images.base,
      iiifImageBase: iiifImageBaseForPages(config),
      publicUrl: config.publicUrl,
      publicApi: { rateLimit: apiRateLimit(app) },
      galleries,
      content: content.provider,
      ...(config.COOKIEBOT_ID ? { cookieDeclarationId: config.COOKIEBOT_ID } : {}),
      onContentError: (error, where) =>
        app.log.error({ err: error, where }, 'CMS content not shown'),
    }),
  );
}

/** One source for the limit the public API enforces and the developer page states. */
export function apiRateLimit(app: FastifyInstance) {
  return {
    max: app.config.API_RATE_LIMIT_MAX,
    keylessMax: app.config.API_KEYLESS_RATE_LIMIT_MAX,
    windowSeconds: app.config.API_RATE_LIMIT_WINDOW_SECONDS,
  };
}

export const pagesPlugin = fp(pagesCapability, {
  name: 'pages',
  dependencies: ['config', 'database', 'images', 'collection', 'content', 'galleries'],
});
