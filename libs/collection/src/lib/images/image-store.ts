import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import type { ImageFormat } from '@kokoelma/domain';
import { ORIGINAL_EXTENSIONS, parseImageId } from './image-request';
import { cachedRendition, sharedWhileRunning } from './rendition-cache';
import type { ImageRequest, OriginalExtension } from './image-request';

/** A variant ready to send: the file (or its bytes), its validator and its type. */
export interface CachedImage {
  /**
   * The variant's file in the cache; null when it could not be stored there (a full or
   * read-only disk), and `data` holds the variant rendered in memory instead.
   */
  readonly path: string | null;
  readonly data?: Buffer;
  /** Strong, quoted ETag: changes when the original or the variant's settings change. */
  readonly etag: string;
  readonly contentType: string;
}

export interface ImageStoreOptions {
  /** Where originals live, named `{imageId}.{jpg|jpeg|png|webp}`. */
  readonly originalsDir: string;
  /** Where variants are kept, as `1/{format}/{width}/{imageId}.{format}`. */
  readonly cacheDir: string;
  /** Called after a variant is rendered and stored (for logs and metrics). */
  readonly onVariantCreated?: (event: {
    request: ImageRequest;
    path: string;
    durationMs: number;
  }) => void;
  /**
   * A variant could not be stored in the cache (disk full, read-only, no permission): it
   * was rendered in memory and served without caching. For the log.
   */
  readonly onCacheError?: (event: { path: string; error: unknown }) => void;
}

export interface ImageStore {
  /** The variant for `request`, rendered on first use; null when there is no such original. */
  get(request: ImageRequest): Promise<CachedImage | null>;
  /** Pixel size of the original as displayed (EXIF orientation applied); null when unknown. */
  info(imageId: string | number): Promise<{ width: number; height: number } | null>;
  /**
   * The original's file, for renderers beside the store (the IIIF image service), with a
   * version that changes whenever the file does (its mtime and size); null when none.
   */
  original(imageId: string | number): Promise<OriginalFile | null>;
}

/** An original image file and a token that changes with its content. */
export interface OriginalFile {
  readonly path: string;
  readonly version: string;
}

const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** Bumped when encoder settings change, so ETags (and clients' caches) change with them. */
const ENCODER_VERSION = 1;

/** Encodes in the requested format with the qualities the site uses. */
function encode(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'webp':
      return image.webp({ quality: 80 });
    case 'avif':
      return image.avif({ quality: 50 });
  }
}

/** Stats of a regular file, or undefined when there is none at `path`. */
async function fileStats(path: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

interface Original {
  readonly path: string;
  readonly stats: Stats;
}

/** The original, trying the extension the URL names first (it usually is the one). */
async function findOriginal(
  originalsDir: string,
  imageId: string,
  preferred?: OriginalExtension,
): Promise<Original | undefined> {
  const extensions = preferred
    ? [preferred, ...ORIGINAL_EXTENSIONS.filter((e) => e !== preferred)]
    : ORIGINAL_EXTENSIONS;
  for (const extension of extensions) {
    const path = join(originalsDir, `${imageId}.${extension}`);
    const stats = await fileStats(path);
    if (stats) return { path, stats };
  }
  return undefined;
}

/** The variant's pipeline: resized to the width, never enlarged, encoded. */
function variant(request: ImageRequest, original: Original): Sharp {
  const resized = sharp(original.path)
    .autoOrient()
    .resize({ width: request.width, withoutEnlargement: true });
  return encode(resized, request.format);
}

/** Strong validator: the original's mtime and size, the variant, the encoder settings. */
function entityTag(request: ImageRequest, original: Original): string {
  const { mtimeMs, size } = original.stats;
  const parts = [
    Math.trunc(mtimeMs).toString(36),
    size.toString(36),
    request.format,
    request.width,
  ];
  return `"${[...parts, ENCODER_VERSION].join('-')}"`;
}

/**
 * The image service's storage: finds an original, renders the requested variant once
 * (resized to the width, never enlarged, re-encoded), keeps it in the cache directory and
 * serves it from there afterwards. A variant is written to a temporary name and renamed,
 * so a reader never sees half a file; concurrent requests for one variant share a single
 * render. A cached variant older than its original is rendered again (an original
 * replaced by an *older* file needs the cache cleared).
 */
export function createImageStore(options: ImageStoreOptions): ImageStore {
  const { originalsDir, cacheDir, onVariantCreated, onCacheError } = options;
  const once = sharedWhileRunning<CachedImage>();

  async function cachedOrRendered(
    request: ImageRequest,
    original: Original,
    target: string,
  ): Promise<CachedImage> {
    const contentType = CONTENT_TYPES[request.format];
    const etag = entityTag(request, original);
    const rendition = await cachedRendition({
      target,
      source: original.stats.mtimeMs,
      toFile: (path) => variant(request, original).toFile(path),
      toBuffer: () => variant(request, original).toBuffer(),
      ...(onCacheError ? { onCacheError } : {}),
    });
    if (rendition.path === null) return { path: null, data: rendition.data, etag, contentType };
    if (rendition.rendered) {
      onVariantCreated?.({ request, path: target, durationMs: rendition.durationMs });
    }
    return { path: target, etag, contentType };
  }

  return {
    async get(request) {
      // Re-checked although `parseImageRequest` did it: the id becomes part of a path.
      const imageId = parseImageId(request.imageId);
      const original = await findOriginal(originalsDir, imageId, request.extension);
      if (!original) return null;
      const variantName = `${imageId}.${request.format}`;
      const target = join(cacheDir, '1', request.format, String(request.width), variantName);
      // Concurrent requests for one variant share a single render.
      return once(target, () => cachedOrRendered(request, original, target));
    },
    async original(imageId) {
      const original = await findOriginal(originalsDir, parseImageId(imageId));
      if (!original) return null;
      const { mtimeMs, size } = original.stats;
      return {
        path: original.path,
        version: `${Math.trunc(mtimeMs).toString(36)}-${size.toString(36)}`,
      };
    },
    async info(imageId) {
      const original = await findOriginal(originalsDir, parseImageId(imageId));
      if (!original) return null;
      const metadata = await sharp(original.path).metadata();
      return { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
    },
  };
}
