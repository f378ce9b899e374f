import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { API_KEY_HEADER, METADATA_LICENSE, PUBLIC_API_PREFIX } from '@kokoelma/contract';

/** The version of the API contract (the document), not of the server build. */
export const PUBLIC_API_VERSION = '1.0.0';

/** What the document says that the route schemas cannot. */
export interface OpenApiFacts {
  publicUrl: string;
  rateLimit: { max: number; timeWindow: number };
  /** Requests per client address and window without a key. */
  keylessMax: number;
  /** Where a developer requests a key. */
  keyPageUrl: string;
  /** The developer documentation page (English). */
  docsUrl: string;
}

/**
 * @fastify/swagger in dynamic mode, registered inside the /api/v1 scope, so that it
 * sees only the public API's routes and documents them from their own schemas: the
 * document cannot describe a route, parameter or field that the server does not have.
 */
export function openApiOptions(facts: OpenApiFacts): FastifyDynamicSwaggerOptions {
  const seconds = Math.round(facts.rateLimit.timeWindow / 1000);
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kokoelma public API',
        version: PUBLIC_API_VERSION,
        summary: 'Read-only access to the collection of the Finnish National Gallery',
        description: [
          'Objects, search, people and a bulk export of the collection, as JSON.',
          `The read routes answer without a key: ${facts.keylessMax} requests per ${seconds} seconds from one client address (an IPv6 client's /64 counts as one). A key in the \`${API_KEY_HEADER}\` header raises that to ${facts.rateLimit.max} requests per ${seconds} seconds per key (and per account and per address); the export needs one. Request a key at ${facts.keyPageUrl}.`,
          'Beyond a limit the answer is 429 with Retry-After (seconds). Every answer states its limit in the IETF RateLimit-Policy and RateLimit fields (`"keyless";q=30;w=60`, `"keyless";r=29;t=60`: quota, window, remaining, seconds to reset), and in X-RateLimit-Limit, -Remaining and -Reset.',
          '`GET /objects?since=` is the change feed: every object created, updated or deleted since then (deleted ones as tombstones), and a deleted object answers 410.',
          `The metadata is ${METADATA_LICENSE.name} (${METADATA_LICENSE.url}); every image carries its own licence in \`images[].license\`.`,
          'Errors are JSON `{error, message}`: `error` is a stable code, `message` a sentence for people.',
        ].join('\n\n'),
        license: { name: `Metadata: ${METADATA_LICENSE.name}`, url: METADATA_LICENSE.url },
      },
      externalDocs: { description: 'Developer documentation', url: facts.docsUrl },
      servers: [{ url: facts.publicUrl }],
      tags: [
        { name: 'objects', description: 'Collection objects: artworks, photographs, letters …' },
        { name: 'search', description: 'The site’s search engine' },
        { name: 'people', description: 'Artists, photographers and others connected to objects' },
        { name: 'export', description: 'The whole collection in one streamed download' },
        { name: 'meta', description: 'This document' },
      ],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: API_KEY_HEADER,
            description: `Your API key, for the higher limits (and the export). Unknown or revoked: 401.`,
          },
        },
      },
      // Without a key, or with one (the routes' own `security` say which they need).
      security: [{}, { apiKey: [] }],
    },
    // Only the public API, even if a route from elsewhere were to reach this scope.
    transform: ({ schema, url }) => ({
      schema: url.startsWith(`${PUBLIC_API_PREFIX}/`) ? schema : { ...schema, hide: true },
      url,
    }),
    // Shared shapes keep their names (PublicObject, ErrorResponse) in components.schemas.
    refResolver: {
      buildLocalReference: (json, _base, _fragment, i) =>
        typeof json['$id'] === 'string' ? json['$id'] : `def-${i}`,
    },
  };
}
