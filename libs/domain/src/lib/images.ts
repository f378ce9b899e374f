/** An image of an object as the open API describes it; every field is required (spec §3). */
export interface Image {
  readonly id: number | string;
  /** Extension with its leading dot, e.g. ".jpg". */
  readonly filename_extension: string;
  readonly height: number;
  readonly width: number;
  readonly image_version: number;
  readonly isRiaDisplayImage: boolean;
  /** File size in bytes. */
  readonly size: number;
}

/** Formats the image server can deliver. */
export const IMAGE_FORMATS = ['jpg', 'webp', 'avif'] as const;

/** One of {@link IMAGE_FORMATS}. */
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Widths in px of images inside content pages (spec §9). */
export const CONTENT_IMAGE_WIDTHS = [800, 1200, 1400] as const;

/** Quality of content images (spec §9). */
export const CONTENT_IMAGE_QUALITY = 90;

/** Size of the og:image of content pages (spec §2). */
export const OG_IMAGE_SIZE = { width: 1100, height: 650 } as const;

/** True for a finite, non-negative number: sizes and versions cannot be negative. */
function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * True only when every required field is present and well typed (spec §5): id a finite
 * number or non-empty string, extension a non-empty string, sizes and version finite
 * numbers ≥ 0, isRiaDisplayImage a boolean. Safe on unknown input from the network.
 */
export function isValidImage(value: unknown): value is Image {
  if (typeof value !== 'object' || value === null) return false;
  const image = value as Record<string, unknown>;
  const id = image['id'];
  const extension = image['filename_extension'];
  return (
    ((typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '')) &&
    typeof extension === 'string' &&
    extension.trim() !== '' &&
    isCount(image['height']) &&
    isCount(image['width']) &&
    isCount(image['image_version']) &&
    isCount(image['size']) &&
    typeof image['isRiaDisplayImage'] === 'boolean'
  );
}

/** The image's file name: id plus extension ("259094.jpg"), adding the dot when missing. */
export function imageFilename(image: Pick<Image, 'id' | 'filename_extension'>): string {
  const extension = image.filename_extension.trim();
  if (extension === '') return String(image.id);
  return `${image.id}${extension.startsWith('.') ? '' : '.'}${extension}`;
}

/** What {@link imageUrl} needs: the server base, the format and width wanted, the image. */
export interface ImageUrlOptions {
  readonly imageBase: string;
  readonly format: ImageFormat;
  readonly width: number;
  readonly image: Pick<Image, 'id' | 'filename_extension'>;
}

/**
 * `{imageBase}/1/{format}/{width}/{filename}` (spec §3). Trailing slashes of the base are
 * dropped so no double slash appears. The file name keeps the original extension in
 * every format, as the image server publishes it (…/1/webp/500/259094.jpg).
 */
export function imageUrl({ imageBase, format, width, image }: ImageUrlOptions): string {
  const base = imageBase.replace(/\/+$/, '');
  return `${base}/1/${format}/${width}/${imageFilename(image)}`;
}

/** True for a portrait image: narrower than tall (spec §3); square is not portrait. */
export function isPortrait(image: Pick<Image, 'width' | 'height'>): boolean {
  return image.width < image.height;
}

/** Display width for image classes 1–3 and for unknown classes (spec §9). */
export const DISPLAY_IMAGE_WIDTH_DEFAULT = 500;

/** Display width for image classes 4–5 (spec §9). */
export const DISPLAY_IMAGE_WIDTH_LARGE = 1000;

/** Width in px to request for an image of a display class: 500 for 1–3, 1000 for 4–5. */
export function displayImageWidth(imageClass: number | null | undefined): number {
  return imageClass === 4 || imageClass === 5
    ? DISPLAY_IMAGE_WIDTH_LARGE
    : DISPLAY_IMAGE_WIDTH_DEFAULT;
}
