import { preload } from 'react-dom';

/** One source of a <picture>: a format and its widths. */
export interface PictureSource {
  type: string;
  srcSet: string;
}

/**
 * An object's image in every format the site serves: the `<source>`s (AVIF, WebP) and the
 * JPEG fallback; width and height reserve the box, so nothing shifts when it arrives.
 */
export interface PictureData {
  src: string;
  srcSet: string;
  sources: PictureSource[];
  width: number;
  height: number;
}

export interface PictureProps {
  picture: PictureData;
  /** The `sizes` of every source: how wide the image is drawn at each viewport. */
  sizes: string;
  /** The image's text alternative; '' when a caption or link already names it. */
  alt: string;
  /** The language of `alt` when it is not the page's (a description in another language). */
  lang?: string | undefined;
  /**
   * `eager`: the image may be the page's largest paint — fetched at high priority and
   * painted as soon as it arrives. `lazy` (the default): fetched near the viewport and
   * decoded off the main thread.
   */
  loading?: 'eager' | 'lazy' | undefined;
  /**
   * Ask for the image with the page's first requests (a preload hint the server render
   * hoists into the head), before the browser reaches the markup: for the one image a
   * template leads with.
   */
  preloadHint?: boolean | undefined;
}

/** An image as the site shows art: the modern formats first, the box reserved. */
export function Picture({
  picture,
  sizes,
  alt,
  lang,
  loading = 'lazy',
  preloadHint,
}: PictureProps) {
  const eager = loading === 'eager';
  const first = picture.sources[0];
  if (preloadHint && first) {
    preload(picture.src, {
      as: 'image',
      imageSrcSet: first.srcSet,
      imageSizes: sizes,
      type: first.type,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        lang={lang}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? undefined : 'async'}
      />
    </picture>
  );
}
