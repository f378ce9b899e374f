import { beforeEach, describe, expect, it } from 'vitest';
import { createGalleryStore, type GalleryStore } from './gallery-store';
import { testGallery } from './test-galleries';

let store: GalleryStore;
beforeEach(() => {
  store = createGalleryStore();
});

const state = () => store.getState();

describe('gallery context store (spec §4)', () => {
  it('starts with no modal and the galleries it is given, newest first', () => {
    store = createGalleryStore({ galleries: [testGallery(1), testGallery(3), testGallery(2)] });
    expect(state()).toMatchObject({ modal: 'none', artworkId: null, created: null });
    expect(state().galleries.map((g) => g.id)).toEqual([3, 2, 1]);
  });

  it('opens the new-gallery modal for an artwork when there are no galleries', () => {
    state().openForArtwork(55);
    expect(state()).toMatchObject({ modal: 'new-gallery', artworkId: 55 });
  });

  it('opens the add-to-gallery modal when there are galleries, then “+ add new”', () => {
    state().setGalleries([testGallery(1)]);
    state().openForArtwork(55);
    expect(state()).toMatchObject({ modal: 'add-to-gallery', artworkId: 55 });
    state().openNewGallery();
    expect(state()).toMatchObject({ modal: 'new-gallery', artworkId: 55 });
  });

  it('shows the confirmation after a gallery is created, and OK closes it', () => {
    state().setGalleries([testGallery(1)]);
    state().openForArtwork(55);
    const created = testGallery(2, [55]);
    state().galleryCreated(created);
    expect(state()).toMatchObject({ modal: 'created', created });
    expect(state().galleries.map((g) => g.id)).toEqual([2, 1]);
    state().close();
    expect(state()).toMatchObject({ modal: 'none', artworkId: null, created: null });
    expect(state().galleries).toHaveLength(2);
  });

  it('replaces a gallery after an artwork is added or removed, and drops a deleted one', () => {
    state().setGalleries([testGallery(1), testGallery(2)]);
    state().galleryChanged(testGallery(1, [8]));
    expect(state().galleries.map((g) => [g.id, g.objectCount])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    state().galleryDeleted(2);
    expect(state().galleries.map((g) => g.id)).toEqual([1]);
  });

  it('keeps each store its own (no state shared between renders)', () => {
    state().openForArtwork(1);
    expect(createGalleryStore().getState().modal).toBe('none');
  });
});
