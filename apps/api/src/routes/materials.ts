import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { materialsRoute } from '@kokoelma/contract/site';
import { materialsFacet } from '@kokoelma/collection';
import type { Tables } from '@kokoelma/db';
import { DEFAULT_LANGUAGE } from '@kokoelma/domain';
import { ANONYMOUS_API_CACHE } from '../plugins/http-cache';

/** GET /api/materials?lang=: the materials facet's values with counts (spec §7). */
export function materialsRoutesPlugin(db: Kysely<Tables>) {
  return async function plugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.route({
      ...materialsRoute,
      handler: async (request, reply) => {
        // Cached like GET /api/filters: the counts change only with an import or update.
        reply.header('cache-control', ANONYMOUS_API_CACHE);
        return materialsFacet(db, request.query.lang ?? DEFAULT_LANGUAGE);
      },
    });
  };
}
