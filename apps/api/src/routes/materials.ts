import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { materialsRoute } from '@kokoelma/contract/site';
import type { CollectionService } from '@kokoelma/collection';
import { DEFAULT_LANGUAGE } from '@kokoelma/domain';
import { ANONYMOUS_API_CACHE } from '../plugins/http-cache';
import { routePlugin } from './route-plugin';

/** GET /api/materials?lang=: the materials facet's values with counts (spec §7). */
export function materialsRoutesPlugin(collection: Pick<CollectionService, 'materials'>) {
  return async function plugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.route({
      ...materialsRoute,
      handler: async (request, reply) => {
        // Cached like GET /api/filters: the counts change only with an import or update.
        reply.header('cache-control', ANONYMOUS_API_CACHE);
        return collection.materials(request.query.lang ?? DEFAULT_LANGUAGE);
      },
    });
  };
}

export const materialsRoutesGroup = routePlugin(
  async (app) => {
    await app.register(materialsRoutesPlugin(app.collection));
  },
  'materials-routes',
  ['collection'],
);
