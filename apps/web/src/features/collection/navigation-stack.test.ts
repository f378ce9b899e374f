import { beforeEach, describe, expect, it } from 'vitest';
import { popOpened, pushOpened } from './navigation-stack';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

describe('navigation stack of opened objects', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = new MemoryStorage() as unknown as Storage;
  });

  it('pops the object last opened from the same list, once', () => {
    pushOpened(storage, { list: '/fi/search?q=a', objectId: 1, loaded: 50 });
    pushOpened(storage, { list: '/fi/search?q=b', objectId: 7, loaded: 100 });
    expect(popOpened(storage, '/fi/search?q=b')).toEqual({
      list: '/fi/search?q=b',
      objectId: 7,
      loaded: 100,
    });
    expect(popOpened(storage, '/fi/search?q=b')).toBeUndefined();
    expect(popOpened(storage, '/fi/search?q=a')?.objectId).toBe(1);
  });

  it('leaves the stack alone for a list the visitor did not come back to', () => {
    pushOpened(storage, { list: '/fi/search?q=a', objectId: 1, loaded: 50 });
    expect(popOpened(storage, '/fi/search?q=other')).toBeUndefined();
    expect(popOpened(storage, '/fi/search?q=a')?.objectId).toBe(1);
  });

  it('survives garbage in storage', () => {
    storage.setItem('kokoelma.openedObjects', '{not json');
    expect(popOpened(storage, '/fi/search')).toBeUndefined();
    storage.setItem('kokoelma.openedObjects', JSON.stringify([{ list: 1 }, 'x']));
    expect(popOpened(storage, '/fi/search')).toBeUndefined();
  });
});
