import { contentImageSrcSet, contentImageUrl } from '@kokoelma/cms';
import type { ContentAsset } from '@kokoelma/contract/site';
import { OG_IMAGE_SIZE } from '@kokoelma/domain';

/** `sizes` of an image as wide as the limited content column (1100 px). */
export const LIMITED_WIDTH_SIZES = '(min-width: 1100px) 1100px, 100vw';

/** `sizes` of a card image: a third of the page on desktop, half on tablets, all on phones. */
export const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';

/** The attributes of an <img> for a CMS image in the content widths (800, 1200, 1400). */
export function contentImageProps(asset: ContentAsset, alt: string | undefined, sizes: string) {
  return {
    src: contentImageUrl(asset.url, { width: 800 }),
    srcSet: contentImageSrcSet(asset.url),
    sizes,
    // Editors write the alternative text on the asset; an empty one marks decoration.
    alt: alt ?? asset.description ?? '',
    ...(asset.width ? { width: asset.width } : {}),
    ...(asset.height ? { height: asset.height } : {}),
  };
}

/**
 * The og:image of a page: the CMS image cropped to exactly 1100 × 650 (spec §2), as an
 * absolute URL since link previews fetch it from elsewhere.
 */
export function ogImageUrl(asset: ContentAsset, publicUrl: string): string {
  const url = contentImageUrl(asset.url, {
    width: OG_IMAGE_SIZE.width,
    height: OG_IMAGE_SIZE.height,
    fit: 'fill',
    format: 'jpg',
  });
  return /^https?:/.test(url) ? url : `${publicUrl}${url}`;
}
