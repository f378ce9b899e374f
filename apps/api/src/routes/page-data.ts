import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { pageDataRoute, siteRoute } from '@kokoelma/contract';
import type { PageDataSource } from '../pages/page-data';

/** GET /api/pagedata (client-side navigation) and GET /api/site. */
export function pageDataRoutesPlugin(source: PageDataSource) {
  return async function plugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.route({
      ...pageDataRoute,
      handler: async (request, reply) => {
        const data = await source.pageData(request.query.path, request.query.query ?? '');
        if (!data) {
          return reply
            .status(404)
            .send({ error: 'not_found', message: `No page at ${request.query.path}` });
        }
        return data;
      },
    });
    app.route({ ...siteRoute, handler: async () => source.site() });
  };
}
