// Returning from an object page to the list it was opened from scrolls back to that
// object (spec §2). The list remembers each opened object on a stack in session storage
// (push on open, pop on return), together with how many results were loaded, so that
// results loaded with "show more" are loaded again before scrolling.

const KEY = 'kokoelma.openedObjects';
const MAX_ENTRIES = 50;

/** One opened object: the list it was opened from and how far that list was loaded. */
export interface OpenedObject {
  list: string;
  objectId: number;
  loaded: number;
}

function read(storage: Storage): OpenedObject[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (entry): entry is OpenedObject =>
            typeof entry === 'object' &&
            entry !== null &&
            typeof (entry as OpenedObject).list === 'string' &&
            typeof (entry as OpenedObject).objectId === 'number' &&
            typeof (entry as OpenedObject).loaded === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

function write(storage: Storage, entries: OpenedObject[]) {
  try {
    storage.setItem(KEY, JSON.stringify(entries.slice(-MAX_ENTRIES)));
  } catch {
    // Full or unavailable storage: scroll restore is a convenience, not a must.
  }
}

/** Remembers that `entry.objectId` was opened from `entry.list`. */
export function pushOpened(storage: Storage, entry: OpenedObject): void {
  write(storage, [...read(storage), entry]);
}

/**
 * The object last opened from `list`, taken off the stack; undefined when the top of the
 * stack belongs to another list (the visitor did not come back from it).
 */
export function popOpened(storage: Storage, list: string): OpenedObject | undefined {
  const entries = read(storage);
  const top = entries[entries.length - 1];
  if (!top || top.list !== list) return undefined;
  write(storage, entries.slice(0, -1));
  return top;
}
