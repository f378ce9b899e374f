import {
  IiifRequestError,
  type IiifDegrees,
  type IiifFormat,
  type IiifImageRequest,
  type IiifQuality,
  type IiifRegion,
  type IiifSize,
} from './iiif-image-request';

/** Pixel size of an image or a region. */
export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The largest output the service renders (info.json `maxWidth`, `maxHeight`, `maxArea`):
 * what keeps one request from asking for a gigapixel render.
 */
export interface IiifLimits {
  readonly maxWidth: number;
  readonly maxHeight: number;
  readonly maxArea: number;
  /**
   * How many times the region's size an upscaled (`^`) render may be, per side; unset: no
   * limit but the above. Not part of info.json (the Image API has no property for it):
   * a larger `^w,h` is a 400, and `^max` is the region at this many times its size, or the
   * limits above if they come first — the largest size the server allows for the region.
   */
  readonly maxUpscale?: number;
}

/** A rectangle of the full image, in its pixels. */
export interface PixelRegion {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** What to render: cut `region`, scale it to `width` × `height`, mirror, rotate, colour. */
export interface IiifImagePlan {
  readonly region: PixelRegion;
  /** The scaled size, before rotation. */
  readonly width: number;
  readonly height: number;
  readonly mirror: boolean;
  readonly degrees: IiifDegrees;
  readonly quality: IiifQuality;
  readonly format: IiifFormat;
  /**
   * The canonical `{region}/{size}/{rotation}/{quality}.{format}` (§4.8): equal requests
   * share it, so it names the cache entry and the `Link: rel="canonical"` header.
   */
  readonly canonical: string;
}

/** §4.1: the region in pixels, cropped at the image's edges; 400 when nothing is left. */
export function resolveRegion(region: IiifRegion, image: PixelSize): PixelRegion {
  const { width, height } = image;
  switch (region.kind) {
    case 'full':
      return { x: 0, y: 0, w: width, h: height };
    case 'square': {
      // The spec leaves the square's place to the server; centred is the usual choice.
      const side = Math.min(width, height);
      return {
        x: Math.floor((width - side) / 2),
        y: Math.floor((height - side) / 2),
        w: side,
        h: side,
      };
    }
    case 'pixels':
    case 'percent': {
      // Percent edges are rounded where they fall, so neighbouring regions meet exactly.
      const scaleX = region.kind === 'percent' ? width / 100 : 1;
      const scaleY = region.kind === 'percent' ? height / 100 : 1;
      const x = Math.round(region.x * scaleX);
      const y = Math.round(region.y * scaleY);
      const right = Math.min(width, Math.round((region.x + region.w) * scaleX));
      const bottom = Math.min(height, Math.round((region.y + region.h) * scaleY));
      if (x >= width || y >= height || right <= x || bottom <= y) {
        throw new IiifRequestError(
          'region',
          `the region lies outside the image (${width} × ${height} pixels)`,
        );
      }
      return { x, y, w: right - x, h: bottom - y };
    }
  }
}

/** The largest size of `region`'s aspect that the limits allow (for `max` and `^max`). */
function fitLimits(region: PixelRegion, limits: IiifLimits, upscale: boolean): PixelSize {
  const scale = Math.min(
    limits.maxWidth / region.w,
    limits.maxHeight / region.h,
    Math.sqrt(limits.maxArea / (region.w * region.h)),
    upscale ? (limits.maxUpscale ?? Infinity) : 1,
  );
  if (scale >= 1 && !upscale) return { width: region.w, height: region.h };
  // Rounded down, so the result never crosses a limit by rounding.
  return {
    width: Math.max(1, Math.floor(region.w * scale)),
    height: Math.max(1, Math.floor(region.h * scale)),
  };
}

/** §4.2: the scaled size of the region; the `^`-less forms may not enlarge it. */
export function resolveSize(size: IiifSize, region: PixelRegion, limits: IiifLimits): PixelSize {
  const keepAspect = (scale: number) => ({
    width: Math.max(1, Math.round(region.w * scale)),
    height: Math.max(1, Math.round(region.h * scale)),
  });
  let result: PixelSize;
  switch (size.kind) {
    case 'max':
      return fitLimits(region, limits, size.upscale);
    case 'width':
      result = { ...keepAspect(size.w / region.w), width: size.w };
      break;
    case 'height':
      result = { ...keepAspect(size.h / region.h), height: size.h };
      break;
    case 'percent':
      result = keepAspect(size.n / 100);
      break;
    case 'exact':
      result = { width: size.w, height: size.h };
      break;
    case 'confined': {
      const scale = Math.min(size.w / region.w, size.h / region.h, size.upscale ? Infinity : 1);
      const fitted = keepAspect(scale);
      // Rounding must not push either side past the box it was fitted into.
      result = { width: Math.min(fitted.width, size.w), height: Math.min(fitted.height, size.h) };
      break;
    }
  }
  if (!size.upscale && (result.width > region.w || result.height > region.h)) {
    throw new IiifRequestError(
      'size',
      `the size ${result.width} × ${result.height} is larger than the region (${region.w} × ${region.h}); ask with ^ to upscale`,
    );
  }
  const most = limits.maxUpscale;
  if (
    size.upscale &&
    most !== undefined &&
    (result.width > region.w * most || result.height > region.h * most)
  ) {
    // An 8-pixel region blown up to 4000 × 4000 costs a second of processor time and
    // shows nothing a viewer could not scale itself.
    throw new IiifRequestError(
      'size',
      `the size ${result.width} × ${result.height} is more than ${most} times the region (${region.w} × ${region.h}); at most ${Math.floor(region.w * most)} × ${Math.floor(region.h * most)}`,
    );
  }
  if (
    result.width > limits.maxWidth ||
    result.height > limits.maxHeight ||
    result.width * result.height > limits.maxArea
  ) {
    throw new IiifRequestError(
      'size',
      `the size ${result.width} × ${result.height} exceeds the limits (maxWidth ${limits.maxWidth}, maxHeight ${limits.maxHeight}, maxArea ${limits.maxArea})`,
    );
  }
  return result;
}

function canonicalSize(request: IiifImageRequest, region: PixelRegion, size: PixelSize): string {
  const enlarged = size.width > region.w || size.height > region.h;
  if (request.size.kind === 'max') return request.size.upscale && enlarged ? '^max' : 'max';
  if (size.width === region.w && size.height === region.h) return 'max';
  return `${enlarged ? '^' : ''}${size.width},${size.height}`;
}

/**
 * Measures a parsed request against an image of `image`'s size: the pixels to cut, the
 * size to scale to, and the canonical form of the request.
 *
 * @throws IiifRequestError when the region misses the image or the size is not allowed.
 */
export function planIiifImage(
  request: IiifImageRequest,
  image: PixelSize,
  limits: IiifLimits,
): IiifImagePlan {
  const region = resolveRegion(request.region, image);
  const size = resolveSize(request.size, region, limits);
  const full =
    region.x === 0 && region.y === 0 && region.w === image.width && region.h === image.height;
  const { mirror, degrees } = request.rotation;
  const canonical = [
    full ? 'full' : `${region.x},${region.y},${region.w},${region.h}`,
    canonicalSize(request, region, size),
    `${mirror ? '!' : ''}${degrees}`,
    `${request.quality}.${request.format}`,
  ].join('/');
  return {
    region,
    ...size,
    mirror,
    degrees,
    quality: request.quality,
    format: request.format,
    canonical,
  };
}

/** The size of the returned image: a quarter turn swaps width and height. */
export function outputSize(plan: IiifImagePlan): PixelSize {
  return plan.degrees === 90 || plan.degrees === 270
    ? { width: plan.height, height: plan.width }
    : { width: plan.width, height: plan.height };
}
