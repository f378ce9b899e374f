import { isValidImage } from '@kokoelma/domain';
import type { Image, LetterAddress } from '@kokoelma/domain';
import type { LinkedImage, LinkedImageLink, RecordImage } from '../model/record';
import type { IssueLog } from './issue-log';
import {
  cleanString,
  describeType,
  isJsonObject,
  toBoolean,
  toId,
  toInteger,
  toNumber,
} from './json-values';
import type { JsonObject } from './json-values';
import { readList, readOptionalText } from './museum-text';

/** The spec's required image fields, in the order issues name them. */
const REQUIRED_FIELDS = [
  'id',
  'filename_extension',
  'height',
  'width',
  'image_version',
  'isRiaDisplayImage',
  'size',
] as const;

/** An image that passes `isValidImage`, used to test one field at a time. */
const VALID_IMAGE: Image = {
  id: 1,
  filename_extension: '.jpg',
  height: 1,
  width: 1,
  image_version: 1,
  isRiaDisplayImage: false,
  size: 1,
};

/** Display order: by `ordinal`, those without one last, ties in source order (stable). */
function byOrdinal(a: { ordinal: number | null }, b: { ordinal: number | null }): number {
  return (a.ordinal ?? Number.POSITIVE_INFINITY) - (b.ordinal ?? Number.POSITIVE_INFINITY);
}

/**
 * `multimedia[]` → images in display order. An image without every required field is
 * dropped with a warning (the record stays): it could not be shown or sized anyway —
 * except one that lacks only its pixel size (and byte size) but says where the file is or
 * what it is called: that one goes to `linked` (when given), for the harvest to size.
 * Sorted by `ordinal`, images without one last, ties in source order (sort is stable).
 */
export function readImages(value: unknown, log: IssueLog, linked?: LinkedImage[]): RecordImage[] {
  const images: RecordImage[] = [];
  readList(value, 'multimedia', log).forEach((item, index) => {
    const field = `multimedia[${index}]`;
    if (!isJsonObject(item)) {
      log.warn(field, `expected an image object, got ${describeType(item)}; dropped`);
      return;
    }
    const unsized = linked ? readLinkedImage(item, field, log) : undefined;
    if (unsized && linked) {
      linked.push(unsized);
      return;
    }
    const image = readImage(item, field, log);
    if (image) images.push(image);
  });
  linked?.sort(byOrdinal);
  return images.sort(byOrdinal);
}

/** The largest rendition of a `{width: url}` map (the open API's `jpg`), if any. */
function largestRendition(value: unknown): string | undefined {
  if (!isJsonObject(value)) return undefined;
  let best: { width: number; url: string } | undefined;
  for (const [key, url] of Object.entries(value)) {
    const width = Number(key);
    if (typeof url !== 'string' || !Number.isFinite(width)) continue;
    if (!best || width > best.width) best = { width, url };
  }
  return best?.url;
}

/** Where an image can be fetched: `iiif` (a service), `sourceUrl`/`url`, else `jpg`'s largest. */
function imageLinks(item: JsonObject): LinkedImageLink[] {
  const links: LinkedImageLink[] = [];
  const iiif = cleanString(item['iiif']);
  if (iiif && /^https?:/i.test(iiif)) links.push({ url: iiif, kind: 'iiif' });
  for (const url of [
    cleanString(item['sourceUrl']),
    cleanString(item['url']),
    largestRendition(item['jpg']),
  ]) {
    if (url && /^https?:/i.test(url) && !links.some((link) => link.url === url)) {
      links.push({ url, kind: /\/info\.json$/.test(url) ? 'iiif' : 'file' });
    }
  }
  return links;
}

/**
 * An image with no pixel size but a link or a file name: linked, for the harvest. Null
 * when it has its size (an ordinary image) or nothing to find the file by.
 */
function readLinkedImage(item: JsonObject, field: string, log: IssueLog): LinkedImage | undefined {
  const width = toNumber(item['width']);
  const height = toNumber(item['height']);
  if (width !== undefined && height !== undefined) return undefined;
  const links = imageLinks(item);
  const filename = cleanString(item['filename']) ?? null;
  if (links.length === 0 && filename === null) return undefined;
  const id = toId(item['id']);
  return {
    sourceId: id === null ? null : String(id),
    links,
    filename,
    license: cleanString(item['license']) ?? null,
    photographer: cleanString(item['photographer_name']) ?? null,
    ordinal: toNumber(item['ordinal']) ?? null,
    description: readDescription(item, field, log),
  };
}

function readImage(item: JsonObject, field: string, log: IssueLog): RecordImage | undefined {
  // Numbers as strings are a format variation, so they are converted before the spec's
  // rule is applied; the rule itself stays `isValidImage`'s.
  const candidate = {
    id: toId(item['id']),
    filename_extension: cleanString(item['filename_extension']),
    height: toNumber(item['height']),
    width: toNumber(item['width']),
    image_version: toNumber(item['image_version']),
    isRiaDisplayImage: toBoolean(item['isRiaDisplayImage']),
    size: toNumber(item['size']),
  };
  if (!isValidImage(candidate)) {
    const bad = REQUIRED_FIELDS.filter(
      (key) => !isValidImage({ ...VALID_IMAGE, [key]: candidate[key] }),
    );
    const others = bad.length > 1 ? ` (also: ${bad.slice(1).join(', ')})` : '';
    log.warn(
      `${field}.${bad[0] ?? 'id'}`,
      `required image field missing or invalid${others}; image dropped`,
    );
    return undefined;
  }
  return {
    ...candidate,
    license: cleanString(item['license']) ?? null,
    photographer: cleanString(item['photographer_name']) ?? null,
    ordinal: toNumber(item['ordinal']) ?? null,
    description: readDescription(item, field, log),
    address: readAddress(item['address'], `${field}.address`, log),
    displayClass: readDisplayClass(item['displayClass'], `${field}.displayClass`, log),
    sourceUrl: null,
  };
}

/**
 * `description` `{fi, sv, en}`: what the image shows, in words (its alt text). Null when
 * absent or blank in every language; another type is reported and ignored (the image stays).
 */
function readDescription(item: JsonObject, field: string, log: IssueLog) {
  return readOptionalText(item['description'], `${field}.description`, log, 'warning');
}

/** A letter's addressee; null when absent or without any name. */
function readAddress(value: unknown, field: string, log: IssueLog): LetterAddress | null {
  if (value === undefined || value === null) return null;
  if (!isJsonObject(value)) {
    log.warn(field, `expected {firstName, familyName}, got ${describeType(value)}; ignored`);
    return null;
  }
  const firstName = cleanString(value['firstName']) ?? null;
  const familyName = cleanString(value['familyName']) ?? null;
  return firstName === null && familyName === null ? null : { firstName, familyName };
}

/** Extension `displayClass`: a whole number 1–5 (spec §9), else null. */
function readDisplayClass(value: unknown, field: string, log: IssueLog): number | null {
  if (value === undefined || value === null) return null;
  const displayClass = toInteger(value);
  if (displayClass !== undefined && displayClass >= 1 && displayClass <= 5) return displayClass;
  log.warn(field, 'expected a display class 1–5; ignored');
  return null;
}
