/**
 * A file uploaded to the CMS (an image or a document), as the site uses it: where it is,
 * what it is, and the texts editors wrote for it. `url` is absolute (https://…) for
 * Contentful and site-relative (/cms-assets/…) for the local content.
 */
export interface CmsAsset {
  readonly id: string;
  readonly url: string;
  /** Media type as the CMS reports it, e.g. "image/jpeg" or "application/pdf". */
  readonly contentType: string;
  readonly fileName?: string;
  readonly title?: string;
  /** Editors write the alternative text of an image here. */
  readonly description?: string;
  /** Pixel size, known for images only. */
  readonly width?: number;
  readonly height?: number;
  /** File size in bytes. */
  readonly size?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optional(value: unknown, type: 'string' | 'number'): boolean {
  return value === undefined || typeof value === type;
}

/**
 * True for a value shaped like {@link CmsAsset}. Rich-text nodes carry their targets in
 * a loosely typed `data` field, so the renderer checks before it trusts one.
 */
export function isCmsAsset(value: unknown): value is CmsAsset {
  if (!isRecord(value)) return false;
  return (
    typeof value['id'] === 'string' &&
    typeof value['url'] === 'string' &&
    value['url'] !== '' &&
    typeof value['contentType'] === 'string' &&
    optional(value['fileName'], 'string') &&
    optional(value['title'], 'string') &&
    optional(value['description'], 'string') &&
    optional(value['width'], 'number') &&
    optional(value['height'], 'number') &&
    optional(value['size'], 'number')
  );
}
