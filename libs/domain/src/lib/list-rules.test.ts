import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  appendWithoutDuplicates,
  compareIdsNewestFirst,
  galleryHasObject,
  objectLinkMap,
  upsertGallery,
} from './list-rules.js';

const item = fc.record({ id: fc.integer({ min: 1, max: 30 }), tag: fc.nat(3) });
const ids = (list: readonly { id: number | string }[]): string[] => list.map((x) => String(x.id));

describe('appendWithoutDuplicates', () => {
  it('appends only new ids, keeping both orders', () => {
    const existing = [{ id: 1 }, { id: 2 }];
    const more = [{ id: 2 }, { id: 3 }, { id: '3' }, { id: 4 }];
    expect(appendWithoutDuplicates(existing, more)).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
      { id: 4 },
    ]);
    expect(existing).toHaveLength(2);
  });

  it('has no new duplicates, keeps all existing, and preserves order (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(item, { selector: (x) => x.id }),
        fc.array(item),
        (existing, more) => {
          const result = appendWithoutDuplicates(existing, more);
          expect(new Set(ids(result)).size).toBe(result.length);
          expect(result.slice(0, existing.length)).toEqual(existing);
          const allIds = new Set([...ids(existing), ...ids(more)]);
          expect(new Set(ids(result))).toEqual(allIds);
          const appended = result.slice(existing.length);
          const firstOfEach = more.filter(
            (x, i) =>
              !existing.some((e) => e.id === x.id) && more.findIndex((m) => m.id === x.id) === i,
          );
          expect(appended).toEqual(firstOfEach);
        },
      ),
    );
  });
});

describe('upsertGallery', () => {
  it('replaces the gallery of the same id and sorts newest first', () => {
    const list = [
      { id: 3, name: 'c' },
      { id: 10, name: 'old' },
      { id: '7', name: 'b' },
    ];
    expect(upsertGallery(list, { id: '10', name: 'new' })).toEqual([
      { id: '10', name: 'new' },
      { id: '7', name: 'b' },
      { id: 3, name: 'c' },
    ]);
    expect(upsertGallery([], { id: 1 })).toEqual([{ id: 1 }]);
  });

  it('orders numeric ids numerically, not as text, and odd ids last', () => {
    expect(
      upsertGallery([{ id: '9' }, { id: 'x' }, { id: ' ' }], { id: '10' }).map((g) => g.id),
    ).toEqual(['10', '9', ' ', 'x']);
    expect(compareIdsNewestFirst(5, '5')).toBe(0);
  });

  it('holds the gallery once, keeps the others and is sorted (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(item, { selector: (x) => x.id }), item, (list, gallery) => {
        const result = upsertGallery(list, gallery);
        expect(result.filter((g) => g.id === gallery.id)).toEqual([gallery]);
        expect(result).toHaveLength(list.filter((g) => g.id !== gallery.id).length + 1);
        for (let i = 1; i < result.length; i += 1) {
          expect((result[i - 1]?.id ?? 0) >= (result[i]?.id ?? 0)).toBe(true);
        }
      }),
    );
  });
});

describe('galleryHasObject', () => {
  it('finds an artwork already in the gallery', () => {
    const gallery = { objects: [{ id: 484640 }] };
    expect(galleryHasObject(gallery, 484640)).toBe(true);
    expect(galleryHasObject(gallery, '484640')).toBe(true);
    expect(galleryHasObject(gallery, 1)).toBe(false);
    expect(galleryHasObject({ objects: null }, 1)).toBe(false);
  });
});

describe('objectLinkMap', () => {
  it('lets the newest entry for an id win', () => {
    const map = objectLinkMap([
      { ids: [1, 2], text: 'Old', url: '/old', updatedAt: '2024-01-01T00:00:00Z' },
      { ids: [2, 3], text: 'New', url: '/new', updatedAt: new Date('2024-06-01T00:00:00Z') },
      { ids: [1], text: 'Undated', url: '/undated', updatedAt: 'not a date' },
    ]);
    expect(map.get(1)).toEqual({ text: 'Old', url: '/old' });
    expect(map.get(2)).toEqual({ text: 'New', url: '/new' });
    expect(map.get(3)).toEqual({ text: 'New', url: '/new' });
    expect(map.size).toBe(3);
  });

  it('keeps the first of equally new entries', () => {
    const at = '2024-01-01T00:00:00Z';
    const map = objectLinkMap([
      { ids: [1], text: 'A', url: '/a', updatedAt: at },
      { ids: [1], text: 'B', url: '/b', updatedAt: at },
    ]);
    expect(map.get(1)?.text).toBe('A');
  });
});
