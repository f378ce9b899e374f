import { describe, expect, it } from 'vitest';
import {
  LOCAL_FAVOURITES_KEY,
  LOCAL_FAVOURITES_MAX,
  addLocalFavourite,
  readLocalFavourites,
  removeLocalFavourites,
  type StorageLike,
} from './local-favourites';

/** An in-memory localStorage; `failing` makes writes throw as a full storage does. */
function memoryStorage(initial: Record<string, string> = {}, failing = false) {
  const data = new Map(Object.entries(initial));
  const storage: StorageLike = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (failing) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key) => {
      if (failing) throw new DOMException('denied', 'SecurityError');
      data.delete(key);
    },
  };
  return { storage, data };
}

describe('local favourites', () => {
  it('keeps favourites newest first, once each, across reads (a reload)', () => {
    const { storage, data } = memoryStorage();
    addLocalFavourite(storage, 5);
    addLocalFavourite(storage, 9);
    expect(addLocalFavourite(storage, 5)).toEqual([5, 9]);
    expect(data.get(LOCAL_FAVOURITES_KEY)).toBe('[5,9]');
    expect(readLocalFavourites(memoryStorage(Object.fromEntries(data)).storage)).toEqual([5, 9]);
  });

  it('removes favourites, and the key with the last one', () => {
    const { storage, data } = memoryStorage();
    addLocalFavourite(storage, 1);
    addLocalFavourite(storage, 2);
    expect(removeLocalFavourites(storage, [1])).toEqual([2]);
    expect(removeLocalFavourites(storage, [2, 7])).toEqual([]);
    expect(data.has(LOCAL_FAVOURITES_KEY)).toBe(false);
  });

  it('drops the oldest beyond the bound', () => {
    const { storage } = memoryStorage();
    for (let id = 1; id <= LOCAL_FAVOURITES_MAX + 3; id += 1) addLocalFavourite(storage, id);
    const kept = readLocalFavourites(storage);
    expect(kept).toHaveLength(LOCAL_FAVOURITES_MAX);
    expect(kept[0]).toBe(LOCAL_FAVOURITES_MAX + 3);
    expect(kept).not.toContain(3);
    expect(kept).toContain(4);
  });

  it('reads what it can of a damaged value, and nothing of garbage', () => {
    const read = (value: string) =>
      readLocalFavourites(memoryStorage({ [LOCAL_FAVOURITES_KEY]: value }).storage);
    expect(read('[3, "4", 0, -1, 2.5, 3, 2147483648, 8]')).toEqual([3, 8]);
    expect(read('{"ids":[1]}')).toEqual([]);
    expect(read('not json')).toEqual([]);
    expect(readLocalFavourites(undefined)).toEqual([]);
  });

  it('survives a storage that refuses to write or read', () => {
    const { storage } = memoryStorage({ [LOCAL_FAVOURITES_KEY]: '[1]' }, true);
    expect(addLocalFavourite(storage, 2)).toEqual([1]);
    expect(removeLocalFavourites(storage, [1])).toEqual([1]);
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readLocalFavourites(throwing)).toEqual([]);
    expect(addLocalFavourite(storage, 0)).toEqual([1]);
  });
});
