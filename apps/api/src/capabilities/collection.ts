import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCollectionService, type CollectionService } from '@kokoelma/collection';
import { instrumentSearch } from '../plugins/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The collection: search, records, predictions (searches counted in the metrics). */
    collection: CollectionService & { clearCache(): void };
    /** Empties the caches of collection answers and pages (the collection changed). */
    collectionChanged: () => void;
  }
}

/**
 * The collection capability: one collection service over the database, its searches
 * measured. What changed the collection outside a request (the demo images' palettes drawn
 * after start-up, the update queue) calls `collectionChanged`, which empties the caches
 * that hold collection answers and pages.
 */
async function collectionCapability(app: FastifyInstance) {
  const collection = instrumentSearch(
    createCollectionService(app.database.db, {
      searchCacheSeconds: app.config.SEARCH_CACHE_SECONDS,
    }),
    app.metrics,
  );
  app.decorate('collection', collection);
  app.decorate('collectionChanged', () => {
    collection.clearCache();
    app.pageCache.clear();
  });
}

export const collectionPlugin = fp(collectionCapability, {
  name: 'collection',
  dependencies: ['config', 'database', 'metrics', 'page-cache'],
});
