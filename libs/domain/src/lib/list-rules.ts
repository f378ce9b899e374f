/** An id as the data carries it: a number or a numeric string. */
export type Id = number | string;

/** Anything with an id. */
export interface WithId {
  readonly id: Id;
}

/** Ids compare by their text, so 5 and "5" are the same object. */
function idKey(id: Id): string {
  return String(id);
}

/**
 * `existing` followed by the items of `more` whose id is not yet present (spec §4:
 * additional results are appended without duplicates by id). Duplicates inside `more`
 * are dropped too, the first one kept; orders are preserved.
 */
export function appendWithoutDuplicates<T extends WithId>(
  existing: readonly T[],
  more: readonly T[],
): T[] {
  const seen = new Set(existing.map((item) => idKey(item.id)));
  const result = [...existing];
  for (const item of more) {
    const key = idKey(item.id);
    if (!seen.has(key)) {
      seen.add(key);
      result.push(item);
    }
  }
  return result;
}

/** Numeric value of an id for ordering; ids that are not numbers sort after all numbers. */
function idNumber(id: Id): number {
  const value = typeof id === 'number' ? id : Number(id.trim() === '' ? NaN : id);
  return Number.isFinite(value) ? value : -Infinity;
}

/** Orders by id, largest (newest) first; equal numbers fall back to the id text. */
export function compareIdsNewestFirst(a: Id, b: Id): number {
  const byNumber = idNumber(b) - idNumber(a);
  if (byNumber !== 0 && !Number.isNaN(byNumber)) return byNumber;
  const [x, y] = [idKey(a), idKey(b)];
  return x === y ? 0 : x < y ? -1 : 1;
}

/**
 * The gallery list after a gallery changed (spec §4): any entry with the same id is
 * replaced by `gallery`, and the list is sorted by id, newest (largest) first.
 */
export function upsertGallery<T extends WithId>(list: readonly T[], gallery: T): T[] {
  const key = idKey(gallery.id);
  return [...list.filter((item) => idKey(item.id) !== key), gallery].sort((a, b) =>
    compareIdsNewestFirst(a.id, b.id),
  );
}

/** True when the gallery already holds the object, which then cannot be added again (spec §5). */
export function galleryHasObject(
  gallery: { readonly objects?: readonly WithId[] | null },
  objectId: Id,
): boolean {
  const key = idKey(objectId);
  return (gallery.objects ?? []).some((object) => idKey(object.id) === key);
}

/** One object link button entry from the content service. */
export interface ObjectLinkEntry {
  readonly ids: readonly number[];
  readonly text: string;
  readonly url: string;
  /** When the entry was last updated: a Date or an ISO timestamp. */
  readonly updatedAt: string | Date;
}

/** The button shown on an object page. */
export interface ObjectLink {
  readonly text: string;
  readonly url: string;
}

function updatedTime(entry: ObjectLinkEntry): number {
  const time = new Date(entry.updatedAt).getTime();
  return Number.isNaN(time) ? -Infinity : time;
}

/**
 * Object id → link button (spec §3): entries are taken newest update first and the first
 * entry naming an id wins. Entries with an unreadable date count as oldest.
 */
export function objectLinkMap(entries: readonly ObjectLinkEntry[]): Map<number, ObjectLink> {
  const newestFirst = [...entries].sort((a, b) => {
    const [x, y] = [updatedTime(a), updatedTime(b)];
    return x === y ? 0 : y > x ? 1 : -1;
  });
  const map = new Map<number, ObjectLink>();
  for (const entry of newestFirst) {
    for (const id of entry.ids) {
      if (!map.has(id)) map.set(id, { text: entry.text, url: entry.url });
    }
  }
  return map;
}
