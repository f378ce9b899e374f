import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import {
  createIiifImageService,
  createImageStore,
  type IiifImageService,
  type ImageStore,
} from '@kokoelma/collection';
import { imageCacheWarning } from '../image-cache-errors';

/** Where local images are served: the `{imageBase}` of the spec's image URL pattern. */
export const LOCAL_IMAGE_BASE = '/images';

/** The site's own images, rendered from the originals under DATA_DIR. */
export interface LocalImages {
  readonly store: ImageStore;
  /** The IIIF Image API over the same originals. */
  readonly iiif: IiifImageService;
  /** Where the og:image crops are kept. */
  readonly ogCacheDir: string;
  /** A rendition the cache disk could not take (served from memory): logged, rate-limited. */
  readonly onCacheError: (event: { path: string; error: unknown }) => void;
}

export interface Images {
  /** The `{imageBase}` pages use: IMAGE_BASE_URL, or the site's own path. */
  readonly base: string;
  /** The same as an absolute URL (public API, IIIF manifests). */
  readonly absoluteBase: string;
  /** The site's own images, or null with IMAGE_BASE_URL (the museum's image server). */
  readonly local: LocalImages | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    images: Images;
  }
}

/**
 * The images capability: without IMAGE_BASE_URL, the image store over the originals, the
 * IIIF Image API beside it and the og:image cache, all caching under `DATA_DIR/images/cache`
 * (a full or read-only cache disk: images are rendered in memory, and the log says so).
 */
async function imagesCapability(app: FastifyInstance) {
  const { config } = app;
  let local: LocalImages | null = null;
  if (!config.IMAGE_BASE_URL) {
    const images = join(config.DATA_DIR, 'images');
    const onCacheError = imageCacheWarning(app.log);
    const store = createImageStore({
      originalsDir: join(images, 'originals'),
      cacheDir: join(images, 'cache'),
      onCacheError,
    });
    // Its tiles are kept beside the store's cache.
    const iiif = createIiifImageService({
      store,
      cacheDir: join(images, 'cache', 'iiif'),
      onCacheError,
      onRendered: (event) => app.log.debug(event, 'IIIF image rendered'),
    });
    local = { store, iiif, ogCacheDir: join(images, 'cache', 'og'), onCacheError };
  }
  app.decorate('images', {
    base: config.IMAGE_BASE_URL ?? LOCAL_IMAGE_BASE,
    absoluteBase: config.IMAGE_BASE_URL ?? `${config.publicUrl}${LOCAL_IMAGE_BASE}`,
    local,
  });
}

export const imagesPlugin = fp(imagesCapability, {
  name: 'images',
  dependencies: ['config'],
});
