import { imageUrl, type ImageFormat, type Language } from '@kokoelma/domain';
import type { CollectionObject } from '@kokoelma/contract/site';

export type ObjectImage = CollectionObject['images'][number];

/** Widths the image service renders that are worth offering in a srcset. */
const SRCSET_WIDTHS = [250, 500, 1000, 2000] as const;

/** One <source> of a <picture>: a format and its widths. */
export interface ImageSource {
  type: string;
  srcSet: string;
}

/** What a <picture> needs to show an object image without layout shift. */
export interface PictureSources {
  src: string;
  sources: ImageSource[];
  srcSet: string;
  /** The image's own size: the page reserves its box from the aspect ratio. */
  width: number;
  height: number;
}

const MIME: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/**
 * Sources for an object image up to `maxWidth` (the display width of its class, spec §9):
 * avif and webp for browsers that take them, jpg as the fallback. Widths beyond the
 * original are left out, since the image server would only upscale them.
 */
export function pictureSources(
  imageBase: string,
  image: ObjectImage,
  maxWidth: number,
): PictureSources {
  const largest = Math.max(250, Math.min(maxWidth * 2, image.width || maxWidth));
  const widths = SRCSET_WIDTHS.filter((w) => w <= largest);
  const set = (format: ImageFormat) =>
    widths.map((width) => `${imageUrl({ imageBase, format, width, image })} ${width}w`).join(', ');
  return {
    src: imageUrl({ imageBase, format: 'jpg', width: Math.min(maxWidth, 1000), image }),
    sources: (['avif', 'webp'] as const).map((format) => ({
      type: MIME[format],
      srcSet: set(format),
    })),
    srcSet: set('jpg'),
    width: image.width || maxWidth,
    height: image.height || maxWidth,
  };
}

/** The largest rendition the image service offers for a zoom view or a download. */
export function largestImageUrl(imageBase: string, image: ObjectImage): string {
  const width = image.width >= 4000 ? 4000 : image.width >= 2000 ? 2000 : 1000;
  return imageUrl({ imageBase, format: 'jpg', width, image });
}

/**
 * Where the image downloads as a file (GET /image-download/{filename}): the largest JPEG
 * with a file name of the object's title in the page's language, offered only where the
 * licence allows reuse (licenceAllowsDownload, the rule the server applies too).
 */
export function imageDownloadUrl(image: ObjectImage, lang: Language): string {
  return `/image-download/${encodeURIComponent(`${image.id}${image.filename_extension}`)}?lang=${lang}`;
}
