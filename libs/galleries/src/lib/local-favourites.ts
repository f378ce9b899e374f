import { ARTWORK_ID_MAX } from '@kokoelma/contract';

// Favourites of a signed-out visitor, kept in the browser (localStorage) until they sign
// in, when the page merges them into the account (POST /api/favourites/merge).

/** The localStorage key. */
export const LOCAL_FAVOURITES_KEY = 'kokoelma.favourites';

/**
 * Most favourites kept in the browser; adding one more drops the oldest. Far below what
 * the merge route takes (1,000), and small enough that storage never fills up.
 */
export const LOCAL_FAVOURITES_MAX = 500;

/** The part of the Web Storage API used (window.localStorage, or a fake in tests). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const isArtworkId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= ARTWORK_ID_MAX;

/**
 * The favourites kept in the browser, newest first. Whatever else the key holds (an
 * older format, a hand edit, a storage that throws when disabled) reads as what can be
 * salvaged of it, or as none: the favourites are a convenience, never worth an error.
 */
export function readLocalFavourites(storage: StorageLike | undefined): number[] {
  let raw: string | null;
  try {
    raw = storage?.getItem(LOCAL_FAVOURITES_KEY) ?? null;
  } catch {
    return [];
  }
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return [...new Set(parsed.filter(isArtworkId))].slice(0, LOCAL_FAVOURITES_MAX);
}

function write(storage: StorageLike | undefined, ids: readonly number[]): boolean {
  try {
    if (ids.length === 0) storage?.removeItem(LOCAL_FAVOURITES_KEY);
    else storage?.setItem(LOCAL_FAVOURITES_KEY, JSON.stringify(ids));
    return storage !== undefined;
  } catch {
    // Full or disabled storage (private browsing): the list stays as it was.
    return false;
  }
}

/** Adds a favourite (first in the list); answers the list as stored afterwards. */
export function addLocalFavourite(storage: StorageLike | undefined, artworkId: number): number[] {
  const before = readLocalFavourites(storage);
  if (!isArtworkId(artworkId)) return before;
  const after = [artworkId, ...before.filter((id) => id !== artworkId)].slice(
    0,
    LOCAL_FAVOURITES_MAX,
  );
  return write(storage, after) ? after : before;
}

/** Removes favourites; answers the list as stored afterwards. */
export function removeLocalFavourites(
  storage: StorageLike | undefined,
  artworkIds: Iterable<number>,
): number[] {
  const gone = new Set(artworkIds);
  const before = readLocalFavourites(storage);
  const after = before.filter((id) => !gone.has(id));
  if (after.length === before.length) return before;
  return write(storage, after) ? after : before;
}
