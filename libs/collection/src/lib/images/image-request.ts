import {
  CONTENT_IMAGE_WIDTHS,
  DISPLAY_IMAGE_WIDTH_DEFAULT,
  DISPLAY_IMAGE_WIDTH_LARGE,
  IMAGE_FORMATS,
  OG_IMAGE_SIZE,
} from '@kokoelma/domain';
import type { ImageFormat } from '@kokoelma/domain';
import { ImageRequestError } from './image-request-error';

// Re-exported: callers of the parser catch its error without a second import.
export { ImageRequestError } from './image-request-error';
export type { ImageRequestField } from './image-request-error';

/** Widths the museum's image server publishes for every image (open API `jpg`/`webp` maps). */
const MUSEUM_PUBLISHED_WIDTHS = [25, 250, 500, 1000, 2000, 4000] as const;

/**
 * Every width the image service renders, ascending: the display widths (500, 1000),
 * content image widths (800, 1200, 1400), the og:image width (1100) and the widths the
 * museum publishes. A fixed list keeps the cache bounded: nobody can make the server
 * render and store one variant per possible width.
 */
export const ALLOWED_IMAGE_WIDTHS: readonly number[] = [
  ...new Set<number>([
    DISPLAY_IMAGE_WIDTH_DEFAULT,
    DISPLAY_IMAGE_WIDTH_LARGE,
    ...CONTENT_IMAGE_WIDTHS,
    OG_IMAGE_SIZE.width,
    ...MUSEUM_PUBLISHED_WIDTHS,
  ]),
].sort((a, b) => a - b);

/** Extensions an original may have; the URL's file name keeps the original's. */
export const ORIGINAL_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export type OriginalExtension = (typeof ORIGINAL_EXTENSIONS)[number];

/**
 * An image id plus an original extension, nothing else: no path separator, no second dot,
 * no encoded characters, so the name cannot reach outside the originals directory.
 * Lower case only: the image server publishes lower-case names, and accepting "1.JPG" as
 * well would give one image two cache entries (and fail on case-sensitive disks anyway).
 * Ids have at most 20 digits, so no name can exceed a file system's limit.
 */
const FILENAME = /^([0-9]{1,20})\.(jpg|jpeg|png|webp)$/;

/** Widths are plain decimal numbers: no sign, no leading zero, no fraction, no spaces. */
const WIDTH = /^[1-9][0-9]{0,5}$/;

/** A request the image service can answer: what `{format}/{width}/{filename}` asked for. */
export interface ImageRequest {
  readonly format: ImageFormat;
  readonly width: number;
  /** The image id, as the digits of the file name. */
  readonly imageId: string;
  /** The original's extension named in the URL. */
  readonly extension: OriginalExtension;
}

/** The URL's parts as a router hands them over (the width may already be a number). */
export interface ImageRequestParams {
  readonly format: string;
  readonly width: string | number;
  readonly filename: string;
}

function isImageFormat(value: string): value is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(value);
}

function parseWidth(value: string | number): number {
  const text = typeof value === 'number' ? String(value) : value;
  const width = WIDTH.test(text) ? Number(text) : Number.NaN;
  if (!ALLOWED_IMAGE_WIDTHS.includes(width)) {
    throw new ImageRequestError('width', `width must be one of ${ALLOWED_IMAGE_WIDTHS.join(', ')}`);
  }
  return width;
}

/**
 * Validates the parts of `GET {imageBase}/1/{format}/{width}/{filename}` (spec §3).
 * Parameters arrive already URL-decoded from the router; anything but the exact forms
 * above is refused, so a "%2e%2e" that a router left encoded is refused as well.
 *
 * @throws ImageRequestError (code `bad_request`) naming the first wrong part.
 */
export function parseImageRequest(params: ImageRequestParams): ImageRequest {
  if (!isImageFormat(params.format)) {
    throw new ImageRequestError('format', `format must be one of ${IMAGE_FORMATS.join(', ')}`);
  }
  const width = parseWidth(params.width);
  const match = FILENAME.exec(params.filename);
  const imageId = match?.[1];
  const extension = ORIGINAL_EXTENSIONS.find((known) => known === match?.[2]);
  if (imageId === undefined || extension === undefined) {
    throw new ImageRequestError(
      'filename',
      'filename must be an image id and .jpg, .jpeg, .png or .webp',
    );
  }
  return { format: params.format, width, imageId, extension };
}

/** Checks an image id given on its own (e.g. by a IIIF route) like a file name's digits. */
export function parseImageId(value: string | number): string {
  const text = String(value);
  if (!/^[0-9]{1,20}$/.test(text)) {
    throw new ImageRequestError('imageId', 'image id must be digits');
  }
  return text;
}
