import { CONTENT_IMAGE_QUALITY, CONTENT_IMAGE_WIDTHS } from '@kokoelma/domain';

/** Formats Contentful's image API converts to (`fm`). */
export type ContentImageFormat = 'jpg' | 'png' | 'webp' | 'avif';

/** What {@link contentImageUrl} asks the image service for. */
export interface ContentImageOptions {
  readonly width: number;
  /** 1–100; content images use 90 (spec §9). */
  readonly quality?: number;
  /** Convert to this format; by default the original's format is kept. */
  readonly format?: ContentImageFormat;
  /** Height in px; with `fit: 'fill'` the image is cropped to exactly width × height. */
  readonly height?: number;
  /** How to fit width × height: "fill" crops, the og:image (1100 × 650) uses it. */
  readonly fit?: 'fill' | 'pad' | 'scale' | 'crop' | 'thumb';
}

/**
 * The URL of a content image at a width, using the parameters of Contentful's image API
 * (`?w=&q=&fm=&h=&fit=`); the local content's image route reads the same ones. Protocol-relative
 * URLs (Contentful's "//images.ctfassets.net/…") get https.
 */
export function contentImageUrl(url: string, options: ContentImageOptions): string {
  const base = url.startsWith('//') ? `https:${url}` : url;
  const params = new URLSearchParams({
    w: String(Math.round(options.width)),
    q: String(options.quality ?? CONTENT_IMAGE_QUALITY),
  });
  if (options.format) params.set('fm', options.format);
  if (options.height !== undefined) params.set('h', String(Math.round(options.height)));
  if (options.fit) params.set('fit', options.fit);
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}`;
}

/** A `srcset` with the content image widths (800, 1200, 1400; spec §9). */
export function contentImageSrcSet(url: string, format?: ContentImageFormat): string {
  return CONTENT_IMAGE_WIDTHS.map(
    (width) => `${contentImageUrl(url, { width, ...(format ? { format } : {}) })} ${width}w`,
  ).join(', ');
}
