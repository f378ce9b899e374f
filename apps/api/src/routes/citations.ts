import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CITATION_FORMATS, collectionRoutes, pathTo } from '@kokoelma/contract/site';
import type { CollectionService } from '@kokoelma/collection';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@kokoelma/domain';
import {
  CITATION_MEDIA,
  accessDate,
  citationFileName,
  citationText,
} from '../citations/citation-formats';
import { ANONYMOUS_API_CACHE } from '../plugins/http-cache';
import { routePlugin } from './route-plugin';

export interface CitationRouteOptions {
  /** The site's public address, before the object page's path. */
  publicUrl: string;
  /** The clock of the access date (tests pass a fixed one). */
  now?: () => Date;
}

/** Why a citation request was refused, in words a researcher's script can show. */
function badRequest(query: Record<string, unknown>, params: Record<string, unknown>): string {
  const format = query['format'];
  if (format === undefined) {
    return `Say which format: ?format=${CITATION_FORMATS.join(', ')}.`;
  }
  if (!(CITATION_FORMATS as readonly unknown[]).includes(format)) {
    return `Unknown citation format "${String(format)}": use ${CITATION_FORMATS.join(', ')}.`;
  }
  const lang = query['lang'];
  if (lang !== undefined && !(LANGUAGES as readonly unknown[]).includes(lang)) {
    return `Unknown language "${String(lang)}": use ${LANGUAGES.join(', ')}.`;
  }
  const unknown = Object.keys(query).filter((key) => key !== 'format' && key !== 'lang');
  if (unknown.length > 0) return `Unknown parameter ${unknown[0]}: only format and lang.`;
  return `No object ${String(params['id'])}: an object id is a positive whole number.`;
}

/**
 * GET /api/objects/{id}/citation?format=&lang=: the object cited in BibTeX, RIS or
 * CSL-JSON, as a download named after the object, in the media type of its format.
 */
export function citationRoutesPlugin(collection: CollectionService, options: CitationRouteOptions) {
  const now = options.now ?? (() => new Date());
  return async function plugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.route({
      ...collectionRoutes.citation,
      // The schema's own message ("querystring/format must be equal to constant") tells a
      // visitor little: the handler says what was wrong and what is accepted.
      attachValidation: true,
      handler: async (request, reply) => {
        if (request.validationError) {
          const message = badRequest(
            (request.query ?? {}) as Record<string, unknown>,
            (request.params ?? {}) as Record<string, unknown>,
          );
          return reply.status(400).send({ error: 'bad_request', message });
        }
        const { id } = request.params;
        const { format, lang = DEFAULT_LANGUAGE } = request.query;
        const object = await collection.object(id);
        if (!object) {
          return reply.status(404).send({ error: 'not_found', message: `No object ${id}` });
        }
        const url = `${options.publicUrl}${pathTo('object', { lang, id })}`;
        const text = citationText(format, object, { lang, url, accessed: accessDate(now()) });
        return (
          reply
            .header('cache-control', ANONYMOUS_API_CACHE)
            .header('content-disposition', `attachment; filename="${citationFileName(id, format)}"`)
            .type(`${CITATION_MEDIA[format].type}; charset=utf-8`)
            // The text is the file: a JSON media type must not make Fastify quote it again.
            .serializer((payload: unknown) => payload as string)
            .send(text)
        );
      },
    });
  };
}

/** The object citations. */
export const citationRoutesGroup = routePlugin(
  async (app) => {
    await app.register(citationRoutesPlugin(app.collection, { publicUrl: app.config.publicUrl }));
  },
  'citation-routes',
  ['collection'],
);
