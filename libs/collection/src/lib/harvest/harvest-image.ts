import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ImageHarvestInfo, LinkedImageLink, RecordImage } from '../model/record';
import { FetchError, failureReason, fetchWithRetries } from './http-fetch';
import type { FetchPolicy, FetchedResponse } from './http-fetch';
import { iiifRenditionUrl, infoJsonUrl, parseIiifInfo } from './iiif-source';
import { SNIFF_BYTES, isImageContentType, sniffImage } from './image-sniff';
import type { SniffedFormat } from './image-sniff';

/** Where an image can come from: a linked URL, or a file of `--images-from`. */
export type HarvestLink = LinkedImageLink | { readonly url: string; readonly kind: 'local' };

/** How one harvest run works. */
export interface HarvestContext {
  /** `store`: keep originals under `originalsDir`; `sizes`: read pixel sizes only. */
  readonly mode: 'store' | 'sizes';
  readonly originalsDir: string;
  readonly policy: FetchPolicy;
  readonly maxBytes: number;
  readonly maxPixels: number;
  /** Ask the source whether a stored image changed (conditional GET) instead of skipping it. */
  readonly revalidate: boolean;
}

/** One image to harvest: the links to try in order and what the record says of it. */
export interface HarvestCandidate {
  /** Identifies the source across runs: the first link's URL, or `file:` + path. */
  readonly key: string;
  readonly links: readonly HarvestLink[];
  readonly sourceId: string | null;
  readonly meta: Pick<
    RecordImage,
    | 'license'
    | 'photographer'
    | 'ordinal'
    | 'description'
    | 'address'
    | 'displayClass'
    | 'sourceUrl'
  >;
  /** The image a previous run harvested for the same record and key, if any. */
  readonly previous?: RecordImage;
}

export type HarvestOutcome =
  | { readonly kind: 'reused'; readonly image: RecordImage }
  | { readonly kind: 'fetched'; readonly image: RecordImage; readonly bytes: number }
  | { readonly kind: 'failed'; readonly url: string; readonly reason: string };

/** Ids of harvested originals: above 2^52, out of the range of the ids sources give images. */
const HASH_ID_BASE = 2 ** 52;

/**
 * The image id of a harvested original: from its source and its content, so that a
 * changed file gets a new id (and new URLs, which the image routes cache as immutable),
 * and the same file of the same source always the same id.
 */
export function harvestImageId(key: string, sha256: string): number {
  const digest = createHash('sha256').update(key).update('\0').update(sha256).digest();
  return HASH_ID_BASE + digest.readUIntBE(0, 6);
}

const EXTENSIONS: Readonly<Record<SniffedFormat, 'jpg' | 'png' | 'webp'>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  // Not served as such: converted when stored (TIFF to JPEG, GIF to PNG).
  tiff: 'jpg',
  gif: 'png',
};

/** A file written to a temporary name beside the originals, checked and hashed. */
interface Downloaded {
  readonly path: string;
  readonly bytes: number;
  readonly sha256: string;
  readonly format: SniffedFormat;
  readonly fetched: string;
  readonly etag: string | null;
  readonly lastModified: string | null;
}

let temporarySequence = 0;

function header(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** Streams `body` into a temporary file: byte cap, magic bytes and SHA-256 on the way. */
async function writeTemporary(
  body: AsyncIterable<Buffer>,
  context: HarvestContext,
): Promise<Omit<Downloaded, 'fetched' | 'etag' | 'lastModified'>> {
  await mkdir(context.originalsDir, { recursive: true });
  const path = join(
    context.originalsDir,
    `.harvest-${process.pid}-${(temporarySequence += 1)}.tmp`,
  );
  const file = await open(path, 'w');
  const hash = createHash('sha256');
  let bytes = 0;
  let head = Buffer.alloc(0);
  let format: SniffedFormat | null = null;
  const sniff = () => {
    format = sniffImage(head);
    if (!format)
      throw new FetchError(
        'not an image file (its first bytes are no JPEG, PNG, WebP, TIFF or GIF)',
        false,
      );
  };
  try {
    for await (const chunk of body) {
      bytes += chunk.length;
      if (bytes > context.maxBytes) {
        throw new FetchError(`larger than the cap of ${context.maxBytes} bytes`, false);
      }
      if (format === null) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= SNIFF_BYTES) sniff();
      }
      hash.update(chunk);
      await file.write(chunk);
    }
    if (format === null) sniff();
    await file.close();
  } catch (error) {
    await file.close().catch(() => undefined);
    await rm(path, { force: true });
    throw error;
  }
  return { path, bytes, sha256: hash.digest('hex'), format: format as unknown as SniffedFormat };
}

function checkResponse(response: FetchedResponse, maxBytes: number): void {
  const type = header(response.headers['content-type']) ?? undefined;
  if (!isImageContentType(type)) {
    throw new FetchError(`not an image: Content-Type ${type ?? '(none)'}`, false);
  }
  const length = Number(header(response.headers['content-length']) ?? Number.NaN);
  if (length > maxBytes) {
    throw new FetchError(`larger than the cap of ${maxBytes} bytes (${length})`, false);
  }
}

/** GETs an image into a temporary file; 'not-modified' when a conditional GET said so. */
async function download(
  url: string,
  conditional: Record<string, string>,
  context: HarvestContext,
): Promise<Downloaded | 'not-modified'> {
  return fetchWithRetries(url, conditional, context.policy, async (response) => {
    if (response.status === 304) return 'not-modified';
    checkResponse(response, context.maxBytes);
    const written = await writeTemporary(response.body, context);
    return {
      ...written,
      fetched: response.url,
      etag: header(response.headers.etag),
      lastModified: header(response.headers['last-modified']),
    };
  });
}

/** An info.json, read whole (at most 1 MiB). */
async function fetchInfo(link: string, context: HarvestContext) {
  const url = infoJsonUrl(link);
  const json = await fetchWithRetries(url, {}, context.policy, async (response) => {
    let text = '';
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      text += chunk.toString('utf8');
      if (text.length > 1_048_576) throw new FetchError('info.json larger than 1 MiB', false);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new FetchError('info.json is not JSON', false);
    }
  });
  try {
    return parseIiifInfo(json, url);
  } catch (error) {
    throw new FetchError((error as Error).message, false);
  }
}

/** Pixel size as displayed (EXIF orientation applied), checked against the cap. */
async function pixelSize(
  input: string | Buffer,
  maxPixels: number,
): Promise<{ width: number; height: number }> {
  let metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new FetchError(`not a readable image (${(error as Error).message})`, false);
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new FetchError('image without a pixel size', false);
  if (width * height > maxPixels) {
    throw new FetchError(`${width} × ${height} pixels, over the cap of ${maxPixels}`, false);
  }
  return { width, height };
}

function originalPath(
  context: HarvestContext,
  image: Pick<RecordImage, 'id' | 'filename_extension'>,
) {
  return join(context.originalsDir, `${image.id}${image.filename_extension}`);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    (stats) => stats.isFile(),
    () => false,
  );
}

function recordImage(
  candidate: HarvestCandidate,
  fields: Pick<RecordImage, 'id' | 'filename_extension' | 'width' | 'height' | 'size'>,
  harvest: ImageHarvestInfo,
): RecordImage {
  return {
    ...fields,
    image_version: 1,
    isRiaDisplayImage: true,
    ...candidate.meta,
    harvest,
  };
}

/** Moves a checked download into place as `{id}.{jpg|png|webp}`, converting TIFF and GIF. */
async function store(
  candidate: HarvestCandidate,
  downloaded: Downloaded,
  context: HarvestContext,
): Promise<RecordImage> {
  try {
    await pixelSize(downloaded.path, context.maxPixels);
    const extension = EXTENSIONS[downloaded.format];
    const id = harvestImageId(candidate.key, downloaded.sha256);
    const target = join(context.originalsDir, `${id}.${extension}`);
    if (downloaded.format === 'tiff' || downloaded.format === 'gif') {
      const converted = `${downloaded.path}.${extension}`;
      const image = sharp(downloaded.path, { limitInputPixels: false }).autoOrient();
      await (extension === 'jpg' ? image.jpeg({ quality: 92 }) : image.png()).toFile(converted);
      await rename(converted, target);
      await rm(downloaded.path, { force: true });
    } else {
      await rename(downloaded.path, target);
    }
    const { width, height } = await pixelSize(target, context.maxPixels);
    const size = (await stat(target)).size;
    const previous = candidate.previous;
    if (previous?.harvest?.stored && previous.id !== id && Number(previous.id) >= HASH_ID_BASE) {
      // The source's file changed: the old original (a harvested one) is no longer used.
      await rm(originalPath(context, previous), { force: true });
    }
    return recordImage(
      candidate,
      { id, filename_extension: `.${extension}`, width, height, size },
      {
        source: candidate.key,
        fetched: downloaded.fetched,
        etag: downloaded.etag,
        lastModified: downloaded.lastModified,
        sha256: downloaded.sha256,
        stored: true,
      },
    );
  } finally {
    await rm(downloaded.path, { force: true });
  }
}

/** A local file's validator: size and modification time. */
async function localValidator(path: string): Promise<string> {
  const stats = await stat(path);
  if (!stats.isFile()) throw new FetchError('not a file', false);
  return `${stats.size}-${Math.trunc(stats.mtimeMs)}`;
}

/** Reads the pixel size of a remote file from its first bytes (at most 16 MiB of them). */
async function remoteSize(url: string, context: HarvestContext) {
  const cap = Math.min(context.maxBytes, 16 * 1_048_576);
  return fetchWithRetries(url, {}, context.policy, async (response) => {
    checkResponse(response, Number.POSITIVE_INFINITY);
    let buffer = Buffer.alloc(0);
    let tried = 0;
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      buffer = Buffer.concat([buffer, chunk]);
      if (buffer.length >= SNIFF_BYTES && !sniffImage(buffer)) {
        throw new FetchError(
          'not an image file (its first bytes are no JPEG, PNG, WebP, TIFF or GIF)',
          false,
        );
      }
      if (buffer.length - tried >= 65_536) {
        tried = buffer.length;
        const size = await pixelSize(buffer, context.maxPixels).catch((error: unknown) => {
          if (error instanceof FetchError && /over the cap/.test(error.message)) throw error;
          return undefined;
        });
        if (size) return { ...size, fetched: response.url };
      }
      if (buffer.length > cap)
        throw new FetchError(`no image header in the first ${cap} bytes`, false);
    }
    if (!sniffImage(buffer)) throw new FetchError('not an image file', false);
    return { ...(await pixelSize(buffer, context.maxPixels)), fetched: response.url };
  });
}

function sizedOnly(
  candidate: HarvestCandidate,
  link: HarvestLink,
  size: { width: number; height: number; fetched: string },
): RecordImage {
  const digits = candidate.sourceId !== null && /^[0-9]{1,15}$/.test(candidate.sourceId);
  const id = digits ? Number(candidate.sourceId) : (candidate.sourceId ?? link.url);
  return recordImage(
    candidate,
    { id, filename_extension: '.jpg', width: size.width, height: size.height, size: 0 },
    {
      source: candidate.key,
      fetched: size.fetched,
      etag: null,
      lastModified: null,
      sha256: null,
      stored: false,
    },
  );
}

/** Tries one link. */
async function harvestLink(
  candidate: HarvestCandidate,
  link: HarvestLink,
  context: HarvestContext,
): Promise<HarvestOutcome> {
  if (context.mode === 'sizes') {
    if (link.kind === 'iiif') {
      const info = await fetchInfo(link.url, context);
      return {
        kind: 'fetched',
        image: sizedOnly(candidate, link, { ...info, fetched: infoJsonUrl(link.url) }),
        bytes: 0,
      };
    }
    if (link.kind === 'local') {
      const size = await pixelSize(link.url, context.maxPixels);
      return {
        kind: 'fetched',
        image: sizedOnly(candidate, link, { ...size, fetched: link.url }),
        bytes: 0,
      };
    }
    return {
      kind: 'fetched',
      image: sizedOnly(candidate, link, await remoteSize(link.url, context)),
      bytes: 0,
    };
  }
  if (link.kind === 'local') {
    const validator = await localValidator(link.url);
    const written = await writeTemporary(createReadStream(link.url), context);
    const downloaded = { ...written, fetched: link.url, etag: validator, lastModified: null };
    return {
      kind: 'fetched',
      image: await store(candidate, downloaded, context),
      bytes: written.bytes,
    };
  }
  const url =
    link.kind === 'iiif'
      ? iiifRenditionUrl(await fetchInfo(link.url, context), context.maxPixels)
      : link.url;
  const downloaded = await download(url, {}, context);
  if (downloaded === 'not-modified') throw new FetchError('HTTP 304 without a condition', false);
  return {
    kind: 'fetched',
    image: await store(candidate, downloaded, context),
    bytes: downloaded.bytes,
  };
}

/** The previous run's image, when it can stand: unchanged source, original still there. */
async function reusable(
  candidate: HarvestCandidate,
  context: HarvestContext,
): Promise<HarvestOutcome | undefined> {
  const previous = candidate.previous;
  const harvest = previous?.harvest;
  if (!previous || !harvest || harvest.source !== candidate.key) return undefined;
  const reuse = (): HarvestOutcome => ({
    kind: 'reused',
    image: { ...previous, ...candidate.meta, harvest },
  });
  if (context.mode === 'sizes') return harvest.stored ? undefined : reuse();
  if (!harvest.stored) return undefined;
  // Without an originals folder (a plain import) the stored image is trusted as it is.
  if (context.originalsDir === '') return reuse();
  if (!(await exists(originalPath(context, previous)))) return undefined;
  const local = candidate.links[0]?.kind === 'local' ? candidate.links[0] : undefined;
  if (local) {
    const validator = await localValidator(local.url).catch(() => undefined);
    return validator === harvest.etag ? reuse() : undefined;
  }
  if (!context.revalidate || (!harvest.etag && !harvest.lastModified)) return reuse();
  const conditional: Record<string, string> = {};
  if (harvest.etag) conditional['if-none-match'] = harvest.etag;
  if (harvest.lastModified) conditional['if-modified-since'] = harvest.lastModified;
  try {
    const answer = await download(harvest.fetched, conditional, context);
    if (answer === 'not-modified') return reuse();
    return { kind: 'fetched', image: await store(candidate, answer, context), bytes: answer.bytes };
  } catch {
    // The source cannot say: fetch it afresh through its links.
    return undefined;
  }
}

/**
 * Harvests one image: the previous run's result when it still stands, else each link in
 * turn (a IIIF service, then the master file, …) until one gives a valid image. Never
 * throws: a failure is an outcome with the first link and every link's reason.
 */
export async function harvestImage(
  candidate: HarvestCandidate,
  context: HarvestContext,
): Promise<HarvestOutcome> {
  const reasons: string[] = [];
  try {
    const reused = await reusable(candidate, context);
    if (reused) return reused;
  } catch (error) {
    reasons.push(failureReason(error));
  }
  for (const link of candidate.links) {
    try {
      return await harvestLink(candidate, link, context);
    } catch (error) {
      const reason = failureReason(error);
      reasons.push(candidate.links.length > 1 ? `${link.url}: ${reason}` : reason);
    }
  }
  return {
    kind: 'failed',
    url: candidate.links[0]?.url ?? candidate.key,
    reason: reasons.join('; ') || 'no link to fetch',
  };
}
