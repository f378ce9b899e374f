import { createHash } from 'node:crypto';
import { rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { DomainError } from '@kokoelma/domain';
import { parseImageId } from '../images/image-request';
import type { ImageStore } from '../images/image-store';
import { cachedRendition, sharedWhileRunning, writeAtomically } from '../images/rendition-cache';
import { IIIF_LIMITS, advertisedScale } from './iiif-image-info';
import {
  planIiifImage,
  type IiifImagePlan,
  type IiifLimits,
  type PixelSize,
} from './iiif-image-plan';
import type { IiifFormat, IiifImageRequest } from './iiif-image-request';
import {
  DEFAULT_CLIENT_RENDER_LIMITS,
  createClientThrottle,
  createRenderQueue,
  type ClientRenderLimits,
} from './render-queue';

/** A rendered image: on disk (advertised tiles and sizes) or in memory (anything else). */
export interface IiifRendered {
  readonly plan: IiifImagePlan;
  readonly contentType: string;
  /** Strong, quoted: the original's version, the canonical request and the encoder. */
  readonly etag: string;
  readonly body: { readonly path: string } | { readonly data: Buffer };
}

export interface IiifImageServiceOptions {
  /** Where the originals are found (the site's image store). */
  readonly store: ImageStore;
  /** Where advertised tiles and sizes are kept, as `{imageId}/{region}_{size}.{format}`. */
  readonly cacheDir: string;
  readonly limits?: IiifLimits;
  /** Renders at once (default 2: the machine's cores do the rest in libvips threads). */
  readonly concurrency?: number;
  /** Renders that may wait before requests are refused as busy (default 64). */
  readonly maxWaiting?: number;
  /**
   * What one client (`render`'s `client`, the route passes its address) may render:
   * cached answers cost nothing. Default {@link DEFAULT_CLIENT_RENDER_LIMITS}.
   */
  readonly clientLimits?: ClientRenderLimits;
  /**
   * Bytes of other renders (neither tile nor advertised size) kept on disk under
   * `{cacheDir}/_renders`, least recently used dropped first (default 256 MB). The folder
   * is emptied at start: its index lives in memory.
   */
  readonly renderCacheBytes?: number;
  /**
   * A tile or size could not be stored in the cache (disk full, read-only): it was
   * answered from memory, uncached. For the log.
   */
  readonly onCacheError?: (event: { path: string; error: unknown }) => void;
  /** Called after a render (for logs and metrics). */
  readonly onRendered?: (event: {
    imageId: string;
    canonical: string;
    cached: boolean;
    durationMs: number;
  }) => void;
}

/** The IIIF Image API over the local originals. */
export interface IiifImageService {
  readonly limits: IiifLimits;
  /** The full size of an image as displayed (EXIF orientation applied); null when none. */
  size(imageId: string): Promise<PixelSize | null>;
  /**
   * Renders a parsed request; null when there is no such image.
   * @throws IiifRequestError when the request does not fit the image or the limits.
   * @throws RenderQueueFullError when too much work is waiting.
   * @throws TooManyRendersError when `client` has asked for more rendering than it may.
   */
  render(imageId: string, request: IiifImageRequest, client?: string): Promise<IiifRendered | null>;
}

const CONTENT_TYPES: Readonly<Record<IiifFormat, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Bumped when the pipeline or encoder settings change, so ETags change with them. */
const RENDERER_VERSION = 1;

/** Tiles are many and small: fast encoder settings, at the qualities the site uses. */
function encode(image: Sharp, format: IiifFormat): Sharp {
  switch (format) {
    case 'jpg':
      return image.jpeg({ quality: 85 });
    case 'webp':
      return image.webp({ quality: 80 });
    case 'png':
      return image.png({ compressionLevel: 6 });
  }
}

/**
 * The pipeline of §4.6: region, size, mirror, rotation, quality, format. A tile of a
 * scaled level is cut from the whole image scaled first, which lets libvips decode a JPEG
 * at 1/2, 1/4 or 1/8 size directly: many times faster than decoding it whole per tile.
 */
async function renderPlan(
  path: string,
  plan: IiifImagePlan,
  image: PixelSize,
  scale: number | undefined,
): Promise<Sharp> {
  const { region } = plan;
  let pipeline = sharp(path, { limitInputPixels: 1_000_000_000 }).autoOrient();
  pipeline =
    scale === undefined || scale === 1
      ? pipeline
          .extract({ left: region.x, top: region.y, width: region.w, height: region.h })
          .resize(plan.width, plan.height, { fit: 'fill' })
      : pipeline
          .resize(Math.ceil(image.width / scale), Math.ceil(image.height / scale), { fit: 'fill' })
          .extract({
            left: region.x / scale,
            top: region.y / scale,
            width: plan.width,
            height: plan.height,
          });
  if (plan.mirror || plan.degrees !== 0) {
    // Mirroring comes before rotation (§4.3). sharp orders flop and rotate in one pipeline
    // its own way, so each runs on its own over raw pixels: unambiguous, and cheap at
    // output size.
    let raw = await pipeline.raw().toBuffer({ resolveWithObject: true });
    if (plan.mirror) {
      const mirrored = sharp(raw.data, { raw: raw.info }).flop();
      raw = await mirrored.raw().toBuffer({ resolveWithObject: true });
    }
    pipeline = sharp(raw.data, { raw: raw.info });
    if (plan.degrees !== 0) pipeline = pipeline.rotate(plan.degrees);
  }
  // One channel rather than three equal ones, transparency flattened onto white: what
  // gray and black-and-white mean, and a smaller file.
  if (plan.quality === 'gray' || plan.quality === 'bitonal') {
    pipeline = pipeline.flatten({ background: '#ffffff' });
    pipeline = plan.quality === 'gray' ? pipeline.grayscale() : pipeline.threshold(128);
    pipeline = pipeline.toColourspace('b-w');
  }
  return encode(pipeline, plan.format);
}

/**
 * The Image API renderer: finds the original in the image store, measures the request
 * against it, renders with sharp in a bounded queue, and keeps advertised tiles and sizes
 * on disk beside the store's cache (written to a temporary name and renamed; rendered
 * again when the original is newer). Concurrent requests for one cached variant share a
 * render.
 */
export function createIiifImageService(options: IiifImageServiceOptions): IiifImageService {
  const { store, cacheDir, onRendered, onCacheError } = options;
  const limits = options.limits ?? IIIF_LIMITS;
  const queue = createRenderQueue(options.concurrency ?? 2, options.maxWaiting ?? 64);
  const throttle = createClientThrottle(options.clientLimits ?? DEFAULT_CLIENT_RENDER_LIMITS);
  /** A render in the shared queue, charged to the client that asked for it (if any). */
  const rendering = <T>(client: string | undefined, plan: IiifImagePlan, job: () => Promise<T>) =>
    client === undefined
      ? queue.run(job)
      : throttle.run(client, plan.width * plan.height, () => queue.run(job));
  // Other renders, kept on disk in a bounded LRU whose index is this map (bytes per file).
  const rendersDir = join(cacheDir, '_renders');
  const renderCacheBytes = options.renderCacheBytes ?? 256 * 1024 * 1024;
  const emptied = rm(rendersDir, { recursive: true, force: true }).catch(() => undefined);
  const kept = new LRUCache<string, number>({
    maxSize: Math.max(1, renderCacheBytes),
    sizeCalculation: (bytes) => Math.max(1, bytes),
    dispose: (_bytes, path, reason) => {
      // Replaced by a new file under the same name: that one stays.
      if (reason !== 'set') void rm(path, { force: true }).catch(() => undefined);
    },
  });
  // Reading a JPEG header is cheap but happens on every tile: remember sizes per version.
  const sizes = new LRUCache<string, PixelSize>({ max: 10_000 });
  const once = sharedWhileRunning<IiifRendered>();

  async function measure(path: string, version: string): Promise<PixelSize> {
    const key = `${path}:${version}`;
    const known = sizes.get(key);
    if (known) return known;
    const { autoOrient } = await sharp(path).metadata();
    const size = { width: autoOrient.width, height: autoOrient.height };
    sizes.set(key, size);
    return size;
  }

  /** Keeps another render on disk, when it is small enough to be worth a place. */
  async function keep(target: string, data: Buffer) {
    if (data.length > renderCacheBytes / 16) return;
    await emptied;
    try {
      await writeAtomically(target, (temporary) => writeFile(temporary, data));
      kept.set(target, data.length);
    } catch (error) {
      onCacheError?.({ path: target, error });
    }
  }

  /** Another render: from the bounded cache, or rendered in memory and kept. */
  async function otherRender(
    imageId: string,
    originalPath: string,
    plan: IiifImagePlan,
    image: PixelSize,
    target: string,
    base: Omit<IiifRendered, 'body'>,
    client: string | undefined,
  ): Promise<IiifRendered> {
    if (kept.get(target) !== undefined) {
      if (
        await stat(target).then(
          () => true,
          () => false,
        )
      ) {
        return { ...base, body: { path: target } };
      }
      kept.delete(target);
    }
    const started = performance.now();
    const data = await rendering(client, plan, async () =>
      (await renderPlan(originalPath, plan, image, undefined)).toBuffer(),
    );
    onRendered?.({
      imageId,
      canonical: plan.canonical,
      cached: false,
      durationMs: performance.now() - started,
    });
    await keep(target, data);
    return { ...base, body: { data } };
  }

  async function cachedOrRendered(
    imageId: string,
    originalPath: string,
    plan: IiifImagePlan,
    image: PixelSize,
    scale: number,
    target: string,
    base: Omit<IiifRendered, 'body'>,
    client: string | undefined,
  ): Promise<IiifRendered> {
    const rendition = await cachedRendition({
      target,
      source: originalPath,
      toFile: (path) =>
        rendering(client, plan, async () =>
          (await renderPlan(originalPath, plan, image, scale)).toFile(path),
        ),
      // Answered from memory, in the shared queue (failing again if the original itself is
      // the problem).
      toBuffer: () =>
        queue.run(async () => (await renderPlan(originalPath, plan, image, scale)).toBuffer()),
      // Busy (503) or this client's share used up (429): not the disk's fault, no retry.
      passOn: (error) => error instanceof DomainError,
      ...(onCacheError ? { onCacheError } : {}),
    });
    if (rendition.path === null) return { ...base, body: { data: rendition.data } };
    if (rendition.rendered) {
      onRendered?.({
        imageId,
        canonical: plan.canonical,
        cached: true,
        durationMs: rendition.durationMs,
      });
    }
    return { ...base, body: { path: target } };
  }

  return {
    limits,
    async size(imageId) {
      const original = await store.original(parseImageId(imageId));
      return original ? measure(original.path, original.version) : null;
    },
    async render(imageId, request, client) {
      const id = parseImageId(imageId);
      const original = await store.original(id);
      if (!original) return null;
      const image = await measure(original.path, original.version);
      const plan = planIiifImage(request, image, limits);
      const digest = createHash('sha256').update(plan.canonical).digest('base64url').slice(0, 16);
      const base = {
        plan,
        contentType: CONTENT_TYPES[plan.format],
        etag: `"iiif-${original.version}-${digest}-${RENDERER_VERSION}"`,
      };
      const scale = advertisedScale(plan, image);
      const [region, size, , last] = plan.canonical.split('/');
      const format = last?.split('.')[1];
      const target =
        scale === undefined
          ? join(
              rendersDir,
              `${createHash('sha256').update(`${id}/${original.version}/${plan.canonical}`).digest('base64url')}.${format}`,
            )
          : join(cacheDir, id, `${region}_${size}.${format}`);
      // Concurrent requests for one variant share a single render.
      return once(target, () =>
        scale === undefined
          ? otherRender(id, original.path, plan, image, target, base, client)
          : cachedOrRendered(id, original.path, plan, image, scale, target, base, client),
      );
    },
  };
}
