import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IIIF_PATH } from '@kokoelma/domain';

/**
 * What every IIIF answer shares: readable by viewers on any origin (CORS, also on
 * errors, so a viewer can show why), embeddable anywhere (CORP), and a preflight answer
 * for viewers that send extra headers. Registered inside each IIIF plugin, so it applies
 * to their routes only.
 */
export function iiifCors(app: FastifyInstance, options: { preflight: boolean }) {
  app.addHook('onRequest', async (_request, reply) => {
    reply
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  if (!options.preflight) return;
  app.options(`${IIIF_PATH}/*`, async (request, reply) =>
    reply
      .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
      .header(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] ?? 'Accept',
      )
      .header('Access-Control-Max-Age', '86400')
      .status(204)
      .send(),
  );
}

/**
 * The media type of a IIIF JSON-LD answer: JSON-LD with the API's profile (Image 3 §5.1,
 * Presentation 3 §6.1), unless the client's Accept asks for plain JSON and not JSON-LD.
 */
function mediaType(request: FastifyRequest, jsonLd: string): string {
  const accept = request.headers.accept;
  if (!accept || /application\/ld\+json|\*\/\*|application\/\*/.test(accept)) return jsonLd;
  return /application\/json/.test(accept) ? 'application/json' : jsonLd;
}

/**
 * Sends a IIIF document as written (its key order matters: @context first), with a
 * strong ETag of its bytes (304 to a match), the cache lifetime given (public, unless
 * `cacheControl` says otherwise), and Vary: Accept since the media type follows the
 * Accept header.
 */
export function sendJsonLd(
  request: FastifyRequest,
  reply: FastifyReply,
  document: unknown,
  options: { jsonLd: string; maxAge: number; cacheControl?: string },
) {
  const body = JSON.stringify(document);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  reply
    .header('Cache-Control', options.cacheControl ?? `public, max-age=${options.maxAge}`)
    .header('ETag', etag)
    .header('Vary', 'Accept');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(mediaType(request, options.jsonLd)).send(body);
}
