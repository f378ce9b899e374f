import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGalleryService, type FullGalleryService } from '@kokoelma/galleries/server';

declare module 'fastify' {
  interface FastifyInstance {
    /** Galleries and favourites: ownership, curation, sharing. */
    galleries: FullGalleryService;
  }
}

/** The galleries capability: adding an artwork checks that the collection has it. */
async function galleriesCapability(app: FastifyInstance) {
  const { collection } = app;
  app.decorate(
    'galleries',
    createGalleryService(app.database.db, {
      publicUrl: app.config.publicUrl,
      // Ids only: a merge of 1,000 favourites need not read 1,000 records.
      objects: async (ids) => (await collection.existingIds(ids)).map((id) => ({ id })),
    }),
  );
}

export const galleriesPlugin = fp(galleriesCapability, {
  name: 'galleries',
  dependencies: ['config', 'database', 'collection'],
});
