import { describe, expect, it } from 'vitest';
import {
  galleryEditor,
  moveId,
  visitList,
  withNote,
  withOrder,
  withoutArtworks,
} from './gallery-curation';
import { testGallery } from './test-galleries';

const ids = (gallery: { objects: ReadonlyArray<{ id: number }> }) =>
  gallery.objects.map((o) => o.id);

describe('moveId', () => {
  it('moves one id up or down, clamping at the ends', () => {
    expect(moveId([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moveId([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 2, 9)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });

  it('never loses or duplicates an id', () => {
    for (let from = 0; from < 5; from += 1)
      for (let to = -1; to < 6; to += 1)
        expect([...moveId([1, 2, 3, 4, 5], from, to)].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('local gallery changes', () => {
  it('puts the artworks in a new order only when it holds exactly them', () => {
    const gallery = testGallery(1, [5, 6, 7]);
    expect(ids(withOrder(gallery, [7, 5, 6]))).toEqual([7, 5, 6]);
    expect(withOrder(gallery, [7, 5])).toBe(gallery);
    expect(withOrder(gallery, [7, 5, 5])).toBe(gallery);
    expect(withOrder(gallery, [7, 5, 8])).toBe(gallery);
  });

  it('removes several artworks, count included', () => {
    const gallery = withoutArtworks(testGallery(1, [5, 6, 7]), new Set([5, 7, 9]));
    expect(ids(gallery)).toEqual([6]);
    expect(gallery.objectCount).toBe(1);
  });

  it('sets a note on one artwork', () => {
    const gallery = withNote(testGallery(1, [5, 6]), 6, 'Valo!');
    expect(gallery.objects.map((o) => o.note)).toEqual(['', 'Valo!']);
  });

  it('tells the owner from an edit-link holder by the token the server shows', () => {
    const mine = { editToken: 'tokentokentokentokento' };
    expect(galleryEditor(mine)).toBe('owner');
    expect(galleryEditor(mine, 'tokentokentokentokento')).toBe('owner');
    expect(galleryEditor({ editToken: null }, 'tokentokentokentokento')).toBe('edit-link');
    expect(galleryEditor({ editToken: null })).toBe('owner');
  });
});

describe('visitList', () => {
  it('groups what is on display by museum, Ateneum, Kiasma, Sinebrychoff first', () => {
    const objects = [
      { id: 1, onDisplay: { museum: 'sinebrychoff' as const } },
      { id: 2, onDisplay: null },
      { id: 3, onDisplay: { museum: 'ateneum' as const } },
      { id: 4, onDisplay: { museum: 'vttk' as const } },
      { id: 5, onDisplay: { museum: 'ateneum' as const } },
    ];
    expect(visitList(objects).map((stop) => [stop.museum, stop.objects.map((o) => o.id)])).toEqual([
      ['ateneum', [3, 5]],
      ['sinebrychoff', [1]],
      ['vttk', [4]],
    ]);
    expect(visitList([{ onDisplay: null }])).toEqual([]);
  });
});
