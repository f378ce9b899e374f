/** What a harvest needs of a IIIF Image API info.json (versions 2 and 3). */
export interface IiifSourceInfo {
  /** The service's base URI, without a trailing slash. */
  readonly base: string;
  readonly version: 2 | 3;
  readonly width: number;
  readonly height: number;
  readonly maxWidth?: number;
  readonly maxHeight?: number;
  readonly maxArea?: number;
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** The info.json URL of a service link: the link itself when it names info.json. */
export function infoJsonUrl(link: string): string {
  const [path = '', query] = link.split('?', 2);
  if (/\/info\.json$/.test(path)) return link;
  return `${path.replace(/\/+$/, '')}/info.json${query === undefined ? '' : `?${query}`}`;
}

/** The limits of a v2 profile (`[uri, {maxWidth, …}]`) or of v3's top level. */
function limits(json: Record<string, unknown>): Record<string, unknown> {
  const profile = json['profile'];
  if (Array.isArray(profile)) {
    const found = profile.find((entry) => typeof entry === 'object' && entry !== null);
    if (found) return { ...(found as Record<string, unknown>), ...json };
  }
  return json;
}

/**
 * Reads an info.json: its service id (`id` in v3, `@id` in v2; else the URL it came from),
 * full size and size limits. Throws when it has no usable width and height.
 */
export function parseIiifInfo(json: unknown, infoUrl: string): IiifSourceInfo {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error('info.json is not a JSON object');
  }
  const info = limits(json as Record<string, unknown>);
  const width = positive(info['width']);
  const height = positive(info['height']);
  if (width === undefined || height === undefined) {
    throw new Error('info.json has no width and height');
  }
  const context = JSON.stringify(info['@context'] ?? '');
  const version = /image\/3/.test(context) || typeof info['id'] === 'string' ? 3 : 2;
  const id = typeof info['id'] === 'string' ? info['id'] : info['@id'];
  const base = (
    typeof id === 'string' && /^https?:/i.test(id)
      ? id
      : infoUrl.replace(/\/info\.json(\?.*)?$/, '')
  ).replace(/\/+$/, '');
  const maxWidth = positive(info['maxWidth']);
  const maxHeight = positive(info['maxHeight']) ?? maxWidth;
  const maxArea = positive(info['maxArea']);
  return {
    base,
    version,
    width,
    height,
    ...(maxWidth === undefined ? {} : { maxWidth }),
    ...(maxHeight === undefined ? {} : { maxHeight }),
    ...(maxArea === undefined ? {} : { maxArea }),
  };
}

/**
 * The URL of the largest full-image JPEG the service allows, no larger than `maxPixels`:
 * `full/max` (v3) or `full/full` (v2) when nothing limits it, else an explicit `w,h`
 * scaled down to fit the service's maxWidth/maxHeight/maxArea and the harvest's cap.
 */
export function iiifRenditionUrl(info: IiifSourceInfo, maxPixels: number): string {
  const { width, height } = info;
  const area = width * height;
  const scale = Math.min(
    1,
    info.maxWidth ? info.maxWidth / width : 1,
    info.maxHeight ? info.maxHeight / height : 1,
    info.maxArea ? Math.sqrt(info.maxArea / area) : 1,
    Math.sqrt(maxPixels / area),
  );
  const size =
    scale >= 1
      ? info.version === 3
        ? 'max'
        : 'full'
      : `${Math.max(1, Math.floor(width * scale))},${Math.max(1, Math.floor(height * scale))}`;
  return `${info.base}/full/${size}/0/default.jpg`;
}
