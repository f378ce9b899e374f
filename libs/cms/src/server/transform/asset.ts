import type { CmsAsset } from '../../lib/model/cms-asset';
import { optional } from './optional';
import { isRecord } from './read';
import type { Fields } from './read';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Contentful's file URLs are protocol-relative ("//images.ctfassets.net/…"). */
function absoluteUrl(url: string): string {
  return url.startsWith('//') ? `https:${url}` : url;
}

/**
 * An asset with a file, or undefined: an unresolved link, an asset whose file is missing
 * in this locale (still processing, or never uploaded), or anything malformed.
 */
export function readAsset(value: unknown): CmsAsset | undefined {
  if (!isRecord(value) || !isRecord(value['sys']) || !isRecord(value['fields'])) return undefined;
  const { sys, fields } = value;
  const id = text(sys['id']);
  const file = fields['file'];
  if (sys['type'] !== 'Asset' || id === undefined || !isRecord(file)) return undefined;
  const url = text(file['url']);
  const contentType = text(file['contentType']);
  if (url === undefined || contentType === undefined) return undefined;
  const details = isRecord(file['details']) ? file['details'] : {};
  const image = isRecord(details['image']) ? details['image'] : {};
  return {
    id,
    url: absoluteUrl(url),
    contentType,
    ...optional('fileName', text(file['fileName'])),
    ...optional('title', text(fields['title'])),
    ...optional('description', text(fields['description'])),
    ...optional('width', count(image['width'])),
    ...optional('height', count(image['height'])),
    ...optional('size', count(details['size'])),
  };
}

/** The asset linked from a field. */
export function readLinkedAsset(fields: Fields, key: string): CmsAsset | undefined {
  return readAsset(fields[key]);
}
