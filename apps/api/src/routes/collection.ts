import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { collectionRoutes } from '@kokoelma/contract/site';
import type { CollectionService } from '@kokoelma/collection';
import { DEFAULT_LANGUAGE, PAGE_SIZE } from '@kokoelma/domain';
import { ANONYMOUS_API_CACHE } from '../plugins/http-cache';
import { routePlugin } from './route-plugin';

/** The collection API: search, more results, one object, predictions. */
export function collectionRoutesPlugin(collection: CollectionService) {
  return async function plugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.route({
      ...collectionRoutes.search,
      handler: async (request) => {
        const { lang, offset, ...params } = request.body;
        const result = await collection.search(params, lang, offset ?? 0);
        return { ...result, searchParams: params };
      },
    });
    app.route({
      ...collectionRoutes.additional,
      handler: async (request) => {
        const { ids } = request.body;
        return collection.objects(ids);
      },
    });
    app.route({
      ...collectionRoutes.object,
      handler: async (request, reply) => {
        const { id } = request.body;
        const object = await collection.object(id);
        if (!object) {
          return reply.status(404).send({ error: 'not_found', message: `No object ${id}` });
        }
        return object;
      },
    });
    app.route({
      ...collectionRoutes.predictions,
      handler: async (request) => {
        const { search, lang } = request.body;
        return collection.predictions(search, lang ?? DEFAULT_LANGUAGE);
      },
    });
    app.route({
      ...collectionRoutes.filters,
      handler: async (request, reply) => {
        reply.header('cache-control', ANONYMOUS_API_CACHE);
        return collection.filters(request.query.lang ?? DEFAULT_LANGUAGE);
      },
    });
    app.route({
      ...collectionRoutes.sitemap,
      handler: async (request, reply) => {
        const { lang = DEFAULT_LANGUAGE, page = 1 } = request.query;
        reply.header('cache-control', ANONYMOUS_API_CACHE);
        const result = await collection.sitemap(lang, page, PAGE_SIZE);
        if (page > result.pages) {
          return reply.status(404).send({ error: 'not_found', message: `No page ${page}` });
        }
        return result;
      },
    });
  };
}

/** Search, objects, predictions and filters. */
export const collectionRoutesGroup = routePlugin(
  async (app) => {
    await app.register(collectionRoutesPlugin(app.collection));
  },
  'collection-routes',
  ['collection'],
);
