import { useSyncExternalStore } from 'react';
import {
  LOCAL_FAVOURITES_KEY,
  addLocalFavourite,
  readLocalFavourites,
  removeLocalFavourites,
  type StorageLike,
} from '@kokoelma/galleries';

// One subscription to localStorage for the whole page: the favourite button, the
// favourites page and the merge at sign-in all see the same list, in every tab.

const listeners = new Set<() => void>();
const none: readonly number[] = [];
let cached: { raw: string | null; ids: readonly number[] } = { raw: null, ids: none };

function storage(): StorageLike | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (some private modes throw on access).
    return undefined;
  }
}

/** The same array while the stored text is the same, as useSyncExternalStore needs. */
function snapshot(): readonly number[] {
  let raw: string | null;
  try {
    raw = storage()?.getItem(LOCAL_FAVOURITES_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) cached = { raw, ids: readLocalFavourites(storage()) };
  return cached.ids;
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the list.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCAL_FAVOURITES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-out visitor's favourites (none on the server render), and how to change them. */
export function useLocalFavourites() {
  const ids = useSyncExternalStore(subscribe, snapshot, () => none);
  return {
    ids,
    add(artworkId: number) {
      addLocalFavourite(storage(), artworkId);
      notify();
    },
    remove(artworkIds: Iterable<number>) {
      removeLocalFavourites(storage(), artworkIds);
      notify();
    },
  };
}
