import { IIIF_IMAGE_CONTEXT } from '@kokoelma/domain';
import type { IiifImagePlan, IiifLimits, PixelSize } from './iiif-image-plan';

/** The side of the square tiles the service describes (and caches on disk). */
export const IIIF_TILE_SIZE = 512;

/**
 * Limits of one rendered image: a 4000-pixel side is the largest rendition the museum's
 * image server publishes, and 16 megapixels keeps a render within a few hundred MB of
 * memory. Tiles and the `sizes` list always stay inside them.
 */
export const IIIF_LIMITS: IiifLimits = {
  maxWidth: 4000,
  maxHeight: 4000,
  maxArea: 16_000_000,
  // Upscaling (`^`) at most doubles a region's sides.
  maxUpscale: 2,
};

/**
 * Features beyond level 2 that the service supports (§5.7): mirroring, upscaling with ^,
 * and the HTTP extras. Level 2 itself brings regions by pixels, percent and square,
 * every size form, right-angle rotation, colour and gray qualities and jpg and png.
 */
const EXTRA_FEATURES = [
  'mirroring',
  'sizeUpscaling',
  'canonicalLinkHeader',
  'profileLinkHeader',
] as const;

/** The level 2 profile document, also sent as a `Link: rel="profile"` header. */
export const IIIF_PROFILE_URI = 'http://iiif.io/api/image/3/level2.json';

/** An Image API 3 info.json (§5), as this service writes it. */
export interface IiifImageInfo {
  readonly '@context': typeof IIIF_IMAGE_CONTEXT;
  readonly id: string;
  readonly type: 'ImageService3';
  readonly protocol: 'http://iiif.io/api/image';
  readonly profile: 'level2';
  readonly width: number;
  readonly height: number;
  readonly maxWidth: number;
  readonly maxHeight: number;
  readonly maxArea: number;
  readonly sizes: ReadonlyArray<{ readonly width: number; readonly height: number }>;
  readonly tiles: ReadonlyArray<{
    readonly width: number;
    readonly scaleFactors: readonly number[];
  }>;
  readonly preferredFormats: readonly string[];
  readonly extraFormats: readonly string[];
  readonly extraQualities: readonly string[];
  readonly extraFeatures: readonly string[];
  readonly rights?: string;
}

/**
 * Scale factors 1, 2, 4, … up to the first at which the whole image fits in one tile:
 * the levels a deep-zoom viewer asks tiles for.
 */
export function scaleFactors(image: PixelSize, tileSize = IIIF_TILE_SIZE): number[] {
  const factors = [1];
  let factor = 1;
  while (Math.ceil(Math.max(image.width, image.height) / factor) > tileSize) {
    factor *= 2;
    factors.push(factor);
  }
  return factors;
}

/** The full image at scale factor `s`, rounded up as tile edges are (§3 of the notes). */
const scaled = (image: PixelSize, s: number): PixelSize => ({
  width: Math.ceil(image.width / s),
  height: Math.ceil(image.height / s),
});

const withinLimits = (size: PixelSize, limits: IiifLimits) =>
  size.width <= limits.maxWidth &&
  size.height <= limits.maxHeight &&
  size.width * size.height <= limits.maxArea;

/**
 * The info.json of an image: the service's `id` (base URI without a trailing slash), the
 * full size, the limits, a size per scale factor that fits them (smallest first), square
 * tiles of {@link IIIF_TILE_SIZE}, and webp preferred, since it is smaller than jpg.
 */
export function iiifImageInfo(
  id: string,
  image: PixelSize,
  options: { limits?: IiifLimits; rights?: string } = {},
): IiifImageInfo {
  const limits = options.limits ?? IIIF_LIMITS;
  const factors = scaleFactors(image);
  return {
    '@context': IIIF_IMAGE_CONTEXT,
    id,
    type: 'ImageService3',
    protocol: 'http://iiif.io/api/image',
    profile: 'level2',
    width: image.width,
    height: image.height,
    // What info.json can say of the limits (maxUpscale has no property in the Image API).
    maxWidth: limits.maxWidth,
    maxHeight: limits.maxHeight,
    maxArea: limits.maxArea,
    sizes: factors
      .map((s) => scaled(image, s))
      .filter((size) => withinLimits(size, limits))
      .reverse(),
    tiles: [{ width: IIIF_TILE_SIZE, scaleFactors: factors }],
    preferredFormats: ['webp', 'jpg'],
    extraFormats: ['webp'],
    extraQualities: ['color', 'gray', 'bitonal'],
    extraFeatures: EXTRA_FEATURES,
    ...(options.rights ? { rights: options.rights } : {}),
  };
}

/**
 * The scale factor of `plan` when it is one of the responses info.json advertises — a
 * tile of the grid at one of the scale factors, or one of the `sizes` — in the default
 * quality, unrotated, as jpg or webp; undefined for any other request.
 */
export function advertisedScale(plan: IiifImagePlan, image: PixelSize): number | undefined {
  if (plan.degrees !== 0 || plan.mirror) return undefined;
  if (plan.quality !== 'default' || plan.format === 'png') return undefined;
  const { x, y, w, h } = plan.region;
  const full = x === 0 && y === 0 && w === image.width && h === image.height;
  return scaleFactors(image).find((s) => {
    const span = IIIF_TILE_SIZE * s;
    const level = scaled(image, s);
    if (full && plan.width === level.width && plan.height === level.height) return true;
    return (
      x % span === 0 &&
      y % span === 0 &&
      w === Math.min(span, image.width - x) &&
      h === Math.min(span, image.height - y) &&
      plan.width === Math.ceil(w / s) &&
      plan.height === Math.ceil(h / s)
    );
  });
}

/**
 * True for an advertised tile or size ({@link advertisedScale}). Only those are kept on
 * disk: their number per image is bounded, whereas arbitrary regions and sizes would let
 * anyone fill the disk one variant at a time.
 */
export function isAdvertisedRequest(plan: IiifImagePlan, image: PixelSize): boolean {
  return advertisedScale(plan, image) !== undefined;
}
