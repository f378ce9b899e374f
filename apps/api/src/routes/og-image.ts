import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  ALLOWED_IMAGE_WIDTHS,
  cachedRendition,
  parseImageRequest,
  sharedWhileRunning,
  type CacheErrorHandler,
  type CachedImage,
  type ImageRequest,
  type ImageStore,
} from '@kokoelma/collection';
import { contentApiRoutes } from '@kokoelma/contract/site';
import { OG_IMAGE_SIZE } from '@kokoelma/domain';
import { routePlugin } from './route-plugin';

/**
 * Where the og:image comes from: the site's own image store (local originals), or the
 * museum's image server (`IMAGE_BASE_URL`), which publishes fixed widths and no crops.
 */
export type OgImageSource =
  | {
      readonly kind: 'store';
      readonly store: ImageStore;
      readonly cacheDir: string;
      /** The crop could not be cached (disk full, read-only): served from memory. */
      readonly onCacheError?: CacheErrorHandler;
    }
  | { readonly kind: 'image-server'; readonly imageBase: string };

/**
 * The store's rendition the crop is cut from: wide enough that even a panorama three times
 * as wide as tall still covers 650 px in height, and one of the widths the store keeps.
 */
const SOURCE_WIDTH =
  ALLOWED_IMAGE_WIDTHS.find((width) => width >= 2000) ?? Math.max(...ALLOWED_IMAGE_WIDTHS);

/** Bumped when the crop or the encoder settings change, so ETags change with them. */
const OG_VERSION = 1;

// Link previews are fetched by other sites' crawlers (and shown in their pages), so the
// image is embeddable anywhere; it changes only when the object's image does.
function embeddable(reply: FastifyReply, maxAge: number): FastifyReply {
  return reply
    .header('Cache-Control', `public, max-age=${maxAge}`)
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .header('Access-Control-Allow-Origin', '*');
}

const DAY = 86_400;

/** Cuts the 1100 × 650 og:image from a store rendition, cached on disk like the store's. */
function createOgImageRenderer(
  store: ImageStore,
  cacheDir: string,
  onCacheError?: CacheErrorHandler,
) {
  const once = sharedWhileRunning<CachedImage>();

  // `attention` keeps the most salient part of the work (colour, contrast, faces) in the
  // frame rather than its geometric centre; cover fills both sides exactly.
  const crop = (source: string | Buffer) =>
    sharp(source)
      .resize(OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height, {
        fit: 'cover',
        position: sharp.strategy.attention,
      })
      .jpeg({ quality: 85, mozjpeg: true });

  async function cachedOrRendered(source: CachedImage, target: string): Promise<CachedImage> {
    const etag = `"og-${source.etag.replaceAll('"', '')}-${OG_VERSION}"`;
    const sourcePath = source.path;
    // The store could not cache its rendition either: crop the bytes it rendered.
    if (sourcePath === null) {
      onCacheError?.({ path: target, error: new Error('source not cached') });
      const data = await crop(source.data ?? Buffer.alloc(0)).toBuffer();
      return { path: null, data, etag, contentType: 'image/jpeg' };
    }
    // The store renders its rendition again when the original changes; so does this.
    const rendition = await cachedRendition({
      target,
      source: sourcePath,
      toFile: (path) => crop(sourcePath).toFile(path),
      toBuffer: () => crop(sourcePath).toBuffer(),
      ...(onCacheError ? { onCacheError } : {}),
    });
    return rendition.path === null
      ? { path: null, data: rendition.data, etag, contentType: 'image/jpeg' }
      : { path: rendition.path, etag, contentType: 'image/jpeg' };
  }

  return {
    /** The og:image of the request's image; null when the store has no such original. */
    async get(request: ImageRequest): Promise<CachedImage | null> {
      const source = await store.get(request);
      if (!source) return null;
      const target = join(cacheDir, `${request.imageId}.jpg`);
      // Concurrent requests for one image share a single crop.
      return once(target, () => cachedOrRendered(source, target));
    },
  };
}

/**
 * GET /og-image/{filename}: the link-preview image of an object image (spec §2: og:image
 * 1100 × 650). From the local store, the image cropped to exactly that size; with the
 * museum's image server, which has no crops, a redirect to its 1100-wide rendition (link
 * previews crop it themselves). `filename` is checked like the image route's: an image id
 * and an original extension, else 400.
 */
export function ogImageRoutesPlugin(source: OgImageSource) {
  const renderer =
    source.kind === 'store'
      ? createOgImageRenderer(source.store, source.cacheDir, source.onCacheError)
      : undefined;
  const imageServer =
    source.kind === 'image-server' ? source.imageBase.replace(/\/+$/, '') : undefined;
  return async function plugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.route({
      ...contentApiRoutes.ogImage,
      handler: async (request, reply) => {
        const { filename } = request.params;
        // A malformed name throws ImageRequestError, which the error handler makes a 400.
        const image = parseImageRequest({ format: 'jpg', width: SOURCE_WIDTH, filename });
        if (imageServer !== undefined) {
          const url = `${imageServer}/1/jpg/${OG_IMAGE_SIZE.width}/${filename}`;
          return embeddable(reply, DAY).redirect(url, 302);
        }
        const og = renderer ? await renderer.get(image) : null;
        if (!og) {
          return reply.status(404).send({ error: 'not_found', message: `No image ${filename}` });
        }
        embeddable(reply, 30 * DAY).header('ETag', og.etag);
        if (request.headers['if-none-match'] === og.etag) return reply.status(304).send();
        const body = og.path !== null ? createReadStream(og.path) : og.data;
        return reply.type(og.contentType).send(body);
      },
    });
  };
}

/** `/og-image/…`: from the local store, or a redirect to the image server. */
export const ogImageRoutesGroup = routePlugin(
  async (app) => {
    const { local } = app.images;
    if (local) {
      await app.register(
        ogImageRoutesPlugin({
          kind: 'store',
          store: local.store,
          cacheDir: local.ogCacheDir,
          onCacheError: local.onCacheError,
        }),
      );
    } else if (app.config.IMAGE_BASE_URL) {
      await app.register(
        ogImageRoutesPlugin({ kind: 'image-server', imageBase: app.config.IMAGE_BASE_URL }),
      );
    }
  },
  'og-image-routes',
  ['images'],
);
