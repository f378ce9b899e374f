// Readers for CMS data of unknown shape. The SDK's entries are loosely typed and the
// local content could be edited by hand, so nothing is trusted: each reader returns
// undefined (or an empty list) for a missing or malformed value, and the transformers
// decide explicitly what that means. No cast anywhere.

/** A plain object: what entries, fields and sys blocks are. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields of an entry in one locale, as the delivery API returns them. */
export type Fields = Readonly<Record<string, unknown>>;

/** The parts of an entry the transformers use. */
export interface EntryParts {
  readonly id: string;
  readonly contentType: string;
  readonly createdAt?: string;
  readonly updatedAt?: string;
  readonly fields: Fields;
}

/**
 * An entry of `contentType` (any type when omitted), or undefined for anything else:
 * an unresolved link (`sys.type` "Link"), an asset, or a malformed value.
 */
export function readEntry(value: unknown, contentType?: string): EntryParts | undefined {
  if (!isRecord(value) || !isRecord(value['sys'])) return undefined;
  const sys = value['sys'];
  const type = isRecord(sys['contentType']) ? sys['contentType']['sys'] : undefined;
  const typeId = isRecord(type) ? type['id'] : undefined;
  const id = sys['id'];
  if (sys['type'] !== 'Entry' || typeof id !== 'string' || typeof typeId !== 'string') {
    return undefined;
  }
  if (contentType !== undefined && typeId !== contentType) return undefined;
  // An entry without fields in this locale is still an entry: every field is missing.
  const fields = isRecord(value['fields']) ? value['fields'] : {};
  const createdAt = typeof sys['createdAt'] === 'string' ? sys['createdAt'] : undefined;
  const updatedAt = typeof sys['updatedAt'] === 'string' ? sys['updatedAt'] : undefined;
  return {
    id,
    contentType: typeId,
    ...(createdAt ? { createdAt } : {}),
    ...(updatedAt ? { updatedAt } : {}),
    fields,
  };
}

/** Entries of `contentType` in a list, the rest dropped. */
export function readEntries(values: readonly unknown[], contentType?: string): EntryParts[] {
  return values.flatMap((value) => {
    const entry = readEntry(value, contentType);
    return entry ? [entry] : [];
  });
}

/** Trimmed text; blank text is missing text. */
export function readString(fields: Fields, key: string): string | undefined {
  const value = fields[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function readBoolean(fields: Fields, key: string): boolean | undefined {
  const value = fields[key];
  return typeof value === 'boolean' ? value : undefined;
}

/** A positive whole number, or digits that spell one (Contentful lists hold text only). */
export function toPositiveInteger(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

export function readInteger(fields: Fields, key: string): number | undefined {
  return toPositiveInteger(fields[key]);
}

/** The non-blank strings of a list field, trimmed; a missing field is an empty list. */
export function readStringList(fields: Fields, key: string): string[] {
  const value = fields[key];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const text = typeof item === 'string' ? item.trim() : '';
    return text === '' ? [] : [text];
  });
}

/** Object ids of a list field: positive whole numbers, duplicates and junk dropped. */
export function readIdList(fields: Fields, key: string): number[] {
  const value = fields[key];
  if (!Array.isArray(value)) return [];
  const ids = value.flatMap((item: unknown) => {
    const id = toPositiveInteger(item);
    return id === undefined ? [] : [id];
  });
  return [...new Set(ids)];
}

/** A date or date-time the way Contentful stores it; anything unparseable is missing. */
export function readDate(fields: Fields, key: string): string | undefined {
  const value = readString(fields, key);
  if (value === undefined || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  return Number.isNaN(new Date(value).getTime()) ? undefined : value;
}

/**
 * A link editors entered: absolute http(s), or a path of this site ("/fi/search").
 * Anything else (javascript:, mailto typos, bare words) is missing, so it never becomes
 * an href.
 */
export function readUrl(fields: Fields, key: string): string | undefined {
  const value = readString(fields, key);
  if (value === undefined) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The linked entry of a field, if it resolved and is of `contentType`. */
export function readLinkedEntry(
  fields: Fields,
  key: string,
  contentType?: string,
): EntryParts | undefined {
  return readEntry(fields[key], contentType);
}

/** The linked entries of a list field that resolved, in order. */
export function readLinkedEntries(fields: Fields, key: string, contentType?: string): EntryParts[] {
  const value = fields[key];
  return Array.isArray(value) ? readEntries(value, contentType) : [];
}
