import { DomainError } from '@kokoelma/domain';

/** The parameters of an Image API request, each of which can be wrong on its own. */
export type IiifParameter = 'identifier' | 'region' | 'size' | 'rotation' | 'quality' | 'format';

/**
 * An Image API request the service cannot answer (IIIF Image API 3.0 §4, §7.3): bad
 * syntax, an unsupported value, a region outside the image or a size beyond the limits.
 * Its code `bad_request` is the server's HTTP 400; the message says which rule was broken
 * and is safe to show.
 */
export class IiifRequestError extends DomainError {
  override readonly code = 'bad_request';
  readonly field: IiifParameter;

  constructor(field: IiifParameter, message: string) {
    super('bad_request', message);
    this.name = 'IiifRequestError';
    this.field = field;
  }
}

/** §4.1: the whole image, the centred square, or a rectangle in pixels or percent. */
export type IiifRegion =
  | { readonly kind: 'full' }
  | { readonly kind: 'square' }
  | {
      readonly kind: 'pixels' | 'percent';
      readonly x: number;
      readonly y: number;
      readonly w: number;
      readonly h: number;
    };

/**
 * §4.2, each form with `upscale` for its `^` variant: `max`, `w,`, `,h`, `pct:n`, `w,h`
 * (exact, may distort) and `!w,h` (fit inside, keeping the aspect ratio).
 */
export type IiifSize = { readonly upscale: boolean } & (
  | { readonly kind: 'max' }
  | { readonly kind: 'width'; readonly w: number }
  | { readonly kind: 'height'; readonly h: number }
  | { readonly kind: 'percent'; readonly n: number }
  | { readonly kind: 'exact' | 'confined'; readonly w: number; readonly h: number }
);

/** Right angles the service rotates by (level 2); `mirror` flips before rotating (§4.3). */
export type IiifDegrees = 0 | 90 | 180 | 270;

export interface IiifRotation {
  readonly mirror: boolean;
  readonly degrees: IiifDegrees;
}

/** §4.4: `default` is colour here; `gray` and `bitonal` are the extra qualities. */
export const IIIF_QUALITIES = ['default', 'color', 'gray', 'bitonal'] as const;
export type IiifQuality = (typeof IIIF_QUALITIES)[number];

/** §4.5: jpg and png (level 2) and webp (an extra format). */
export const IIIF_FORMATS = ['jpg', 'png', 'webp'] as const;
export type IiifFormat = (typeof IIIF_FORMATS)[number];

/** A syntactically valid image request, not yet measured against an image. */
export interface IiifImageRequest {
  readonly region: IiifRegion;
  readonly size: IiifSize;
  readonly rotation: IiifRotation;
  readonly quality: IiifQuality;
  readonly format: IiifFormat;
}

/** The URL's path segments after the identifier, as the router hands them over. */
export interface IiifImageRequestParams {
  readonly region: string;
  readonly size: string;
  readonly rotation: string;
  /** `{quality}.{format}`, one segment. */
  readonly qualityFormat: string;
}

/** Pixel values: non-negative integers (§4), at most 9 digits so no arithmetic overflows. */
const PIXELS = /^[0-9]{1,9}$/;
/** Percentages and degrees: decimal digits and one point only (§4.7: no sign, no exponent). */
const DECIMAL = /^(?:[0-9]{1,9}(?:\.[0-9]{1,9})?|\.[0-9]{1,9})$/;

function pixels(field: IiifParameter, text: string, what: string): number {
  if (!PIXELS.test(text))
    throw new IiifRequestError(field, `${what} must be a whole number of pixels`);
  return Number(text);
}

function decimal(field: IiifParameter, text: string, what: string): number {
  if (!DECIMAL.test(text))
    throw new IiifRequestError(field, `${what} must be a positive decimal number`);
  return Number(text);
}

const REGION_HELP = 'region must be full, square, x,y,w,h or pct:x,y,w,h';

/** §4.1 region. Values are checked against the image later (a zero size is refused here). */
export function parseRegion(text: string): IiifRegion {
  if (text === 'full' || text === 'square') return { kind: text };
  const percent = text.startsWith('pct:');
  const parts = (percent ? text.slice(4) : text).split(',');
  if (parts.length !== 4) throw new IiifRequestError('region', REGION_HELP);
  const [x, y, w, h] = parts.map((part) =>
    percent
      ? decimal('region', part, 'a region percentage')
      : pixels('region', part, 'a region value'),
  ) as [number, number, number, number];
  if (w === 0 || h === 0)
    throw new IiifRequestError('region', 'the region must have a width and a height');
  if (percent && (x > 100 || y > 100)) {
    throw new IiifRequestError('region', 'the region starts outside the image (over 100%)');
  }
  return { kind: percent ? 'percent' : 'pixels', x, y, w, h };
}

const SIZE_HELP = 'size must be max, w,, ,h, pct:n, w,h or !w,h (optionally after ^)';

/** §4.2 size; whether it fits the region and the limits is decided with the image. */
export function parseSize(text: string): IiifSize {
  const upscale = text.startsWith('^');
  const body = upscale ? text.slice(1) : text;
  if (body === 'max') return { kind: 'max', upscale };
  if (body.startsWith('pct:')) {
    const n = decimal('size', body.slice(4), 'the size percentage');
    if (n === 0) throw new IiifRequestError('size', 'the size percentage must be above 0');
    if (!upscale && n > 100) {
      throw new IiifRequestError('size', 'a size over 100% needs the ^ prefix (upscaling)');
    }
    return { kind: 'percent', n, upscale };
  }
  const confined = body.startsWith('!');
  const parts = (confined ? body.slice(1) : body).split(',');
  if (parts.length !== 2) throw new IiifRequestError('size', SIZE_HELP);
  const [wText = '', hText = ''] = parts;
  const w = wText === '' ? undefined : pixels('size', wText, 'a size value');
  const h = hText === '' ? undefined : pixels('size', hText, 'a size value');
  if (w === 0 || h === 0) throw new IiifRequestError('size', 'the size must be at least 1 pixel');
  if (w !== undefined && h !== undefined)
    return { kind: confined ? 'confined' : 'exact', w, h, upscale };
  if (confined) throw new IiifRequestError('size', '!w,h needs both a width and a height');
  if (w !== undefined) return { kind: 'width', w, upscale };
  if (h !== undefined) return { kind: 'height', h, upscale };
  throw new IiifRequestError('size', SIZE_HELP);
}

/**
 * §4.3 rotation: an optional "!" (mirror first) and degrees from 0 to 360. Right angles
 * are served (360 is 0); any other angle is refused as unsupported, which the spec
 * answers with 400.
 */
export function parseRotation(text: string): IiifRotation {
  const mirror = text.startsWith('!');
  const degrees = decimal('rotation', mirror ? text.slice(1) : text, 'rotation');
  if (degrees > 360)
    throw new IiifRequestError('rotation', 'rotation must be from 0 to 360 degrees');
  const right = degrees % 360;
  if (right !== 0 && right !== 90 && right !== 180 && right !== 270) {
    throw new IiifRequestError(
      'rotation',
      'rotation must be 0, 90, 180 or 270 (after ! to mirror)',
    );
  }
  return { mirror, degrees: right };
}

/** The last segment, `{quality}.{format}` (§4.4, §4.5). */
export function parseQualityFormat(text: string): { quality: IiifQuality; format: IiifFormat } {
  const dot = text.lastIndexOf('.');
  const quality = dot < 0 ? text : text.slice(0, dot);
  const format = dot < 0 ? '' : text.slice(dot + 1);
  if (!(IIIF_QUALITIES as readonly string[]).includes(quality)) {
    throw new IiifRequestError('quality', `quality must be one of ${IIIF_QUALITIES.join(', ')}`);
  }
  if (!(IIIF_FORMATS as readonly string[]).includes(format)) {
    throw new IiifRequestError('format', `format must be one of ${IIIF_FORMATS.join(', ')}`);
  }
  return { quality: quality as IiifQuality, format: format as IiifFormat };
}

/**
 * Parses `{region}/{size}/{rotation}/{quality}.{format}` of IIIF Image API 3.0. Only the
 * syntax is checked here, before any file is read; {@link planIiifImage} then measures
 * the request against the image.
 *
 * @throws IiifRequestError naming the first parameter that is wrong.
 */
export function parseIiifImageRequest(params: IiifImageRequestParams): IiifImageRequest {
  return {
    region: parseRegion(params.region),
    size: parseSize(params.size),
    rotation: parseRotation(params.rotation),
    ...parseQualityFormat(params.qualityFormat),
  };
}
