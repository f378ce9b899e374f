import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import {
  ALLOWED_IMAGE_WIDTHS,
  attachmentDisposition,
  downloadFilename,
  parseImageRequest,
  type CollectionService,
  type ImageStore,
} from '@kokoelma/collection';
import { imageDownloadRoute } from '@kokoelma/contract/site';
import { DEFAULT_LANGUAGE, licenceAllowsDownload } from '@kokoelma/domain';
import { routePlugin } from './route-plugin';

/** The widest rendition the image service keeps: a download is at most this wide. */
const DOWNLOAD_WIDTH = Math.max(...ALLOWED_IMAGE_WIDTHS);

/** Where the file comes from: the site's own image store, or the museum's image server. */
export type ImageDownloadSource =
  | { readonly kind: 'store'; readonly store: ImageStore }
  | { readonly kind: 'image-server'; readonly imageBase: string };

/** The image server's widest published rendition that the original fills. */
function publishedWidth(width: number): number {
  return width >= 4000 ? 4000 : width >= 2000 ? 2000 : 1000;
}

/**
 * GET /image-download/{filename}: the image as a file to keep, where its licence allows.
 * The file name is checked as the image routes check it (an image id and an original
 * extension; anything else, a traversal included, is a 400 before any lookup); the
 * image's licence is read from the object that shows it. From the local store the
 * widest rendition (the store's cached JPEG, never enlarged) is sent as an attachment;
 * with the museum's image server, which sets its own headers, a redirect to its widest
 * rendition there.
 */
export function imageDownloadRoutesPlugin(
  collection: Pick<CollectionService, 'imageOwner'>,
  source: ImageDownloadSource,
) {
  const imageServer =
    source.kind === 'image-server' ? source.imageBase.replace(/\/+$/, '') : undefined;
  return async function plugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.route({
      ...imageDownloadRoute,
      handler: async (request, reply) => {
        const { filename } = request.params;
        // A malformed name throws ImageRequestError, which the error handler makes a 400.
        const wanted = parseImageRequest({ format: 'jpg', width: DOWNLOAD_WIDTH, filename });
        const owner = await collection.imageOwner(wanted.imageId);
        if (!owner) {
          return reply.status(404).send({ error: 'not_found', message: `No image ${filename}` });
        }
        if (!licenceAllowsDownload(owner.image.license)) {
          const licence = owner.image.license?.trim() || 'no licence';
          return reply.status(403).send({
            error: 'forbidden',
            message: `Image ${filename} cannot be downloaded: its licence (${licence}) does not allow reuse.`,
          });
        }
        // The licence may change with an update: kept an hour, not forever.
        reply.header('cache-control', 'public, max-age=3600');
        if (imageServer !== undefined) {
          const width = publishedWidth(owner.image.width);
          return reply.redirect(`${imageServer}/1/jpg/${width}/${filename}`, 302);
        }
        const file = source.kind === 'store' ? await source.store.get(wanted) : null;
        if (!file) {
          return reply.status(404).send({ error: 'not_found', message: `No image ${filename}` });
        }
        const name = downloadFilename(owner, request.query.lang ?? DEFAULT_LANGUAGE, 'jpg');
        reply
          .header('content-disposition', attachmentDisposition(name))
          .header('x-content-type-options', 'nosniff')
          .header('etag', file.etag);
        if (request.headers['if-none-match'] === file.etag) return reply.status(304).send(null);
        const body = file.path !== null ? createReadStream(file.path) : file.data;
        return reply.type(file.contentType).send(body);
      },
    });
  };
}

/** `/image-download/…`: from the local store, or a redirect to the image server. */
export const imageDownloadRoutesGroup = routePlugin(
  async (app) => {
    const { collection, config } = app;
    const { local } = app.images;
    if (local) {
      await app.register(
        imageDownloadRoutesPlugin(collection, { kind: 'store', store: local.store }),
      );
    } else if (config.IMAGE_BASE_URL) {
      await app.register(
        imageDownloadRoutesPlugin(collection, {
          kind: 'image-server',
          imageBase: config.IMAGE_BASE_URL,
        }),
      );
    }
  },
  'image-download-routes',
  ['images', 'collection'],
);
