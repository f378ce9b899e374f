import type { FastifyInstance } from 'fastify';
import { parseImageRequest, type ImageStore } from '@kokoelma/collection';
import { createReadStream } from 'node:fs';
import { LOCAL_IMAGE_BASE } from '../capabilities/images';
import { routePlugin } from './route-plugin';

/**
 * GET {imageBase}/1/{format}/{width}/{filename}: the image at one of the allowed widths,
 * resized once and cached on disk. Immutable for a year (the URL names the version);
 * embeddable by other sites (Cross-Origin-Resource-Policy: cross-origin).
 */
export function imageRoutesPlugin(store: ImageStore) {
  return async function plugin(app: FastifyInstance) {
    app.get<{ Params: { version: string; format: string; width: string; filename: string } }>(
      `${LOCAL_IMAGE_BASE}/:version/:format/:width/:filename`,
      {
        schema: {
          params: {
            type: 'object',
            properties: {
              version: { type: 'string', const: '1' },
              format: { type: 'string', maxLength: 8 },
              width: { type: 'string', maxLength: 8 },
              filename: { type: 'string', maxLength: 64 },
            },
            required: ['version', 'format', 'width', 'filename'],
          },
        },
      },
      async (request, reply) => {
        // A malformed part throws ImageRequestError, which the error handler makes a 400.
        const image = await store.get(parseImageRequest(request.params));
        if (!image) {
          return reply
            .status(404)
            .send({ error: 'not_found', message: `No image ${request.params.filename}` });
        }
        reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .header('Access-Control-Allow-Origin', '*')
          .header('ETag', image.etag);
        if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
        // From the cache, or rendered in memory when the cache could not store it.
        const body = image.path !== null ? createReadStream(image.path) : image.data;
        return reply.type(image.contentType).send(body);
      },
    );
  };
}

/** `/images/…` from the local image store (not with IMAGE_BASE_URL). */
export const imageRoutesGroup = routePlugin(
  async (app) => {
    const { local } = app.images;
    if (local) await app.register(imageRoutesPlugin(local.store));
  },
  'image-routes',
  ['images'],
);
