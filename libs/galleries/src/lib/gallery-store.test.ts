import { beforeEach, describe, expect, it } from 'vitest';
import { createGalleryStore, type GalleryStore } from './gallery-store';
import { testGallery } from './test-galleries';

let store: GalleryStore;
beforeEach(() => {
  store = createGalleryStore();
});

const state = () => store.getState();

describe('gallery context store (spec §4)', () => {
  it('starts with no modal', () => {
    expect(state()).toMatchObject({ modal: 'none', artworkId: null, created: null });
  });

  it('opens the new-gallery modal for an artwork when there are no galleries', () => {
    state().openForArtwork(55, []);
    expect(state()).toMatchObject({ modal: 'new-gallery', artworkId: 55 });
  });

  it('opens the add-to-gallery modal when there are galleries, then “+ add new”', () => {
    state().openForArtwork(55, [testGallery(1)]);
    expect(state()).toMatchObject({ modal: 'add-to-gallery', artworkId: 55 });
    state().openNewGallery();
    expect(state()).toMatchObject({ modal: 'new-gallery', artworkId: 55 });
  });

  it('shows the confirmation after a gallery is created, and OK closes it', () => {
    state().openForArtwork(55, [testGallery(1)]);
    const created = testGallery(2, [55]);
    state().galleryCreated(created);
    expect(state()).toMatchObject({ modal: 'created', created });
    state().close();
    expect(state()).toMatchObject({ modal: 'none', artworkId: null, created: null });
  });

  it('holds modal state only: the galleries stay server state (issue 22 item 5)', () => {
    state().openForArtwork(55, [testGallery(1), testGallery(2)]);
    expect(
      Object.keys(state()).filter((key) => typeof state()[key as never] !== 'function'),
    ).toEqual(['modal', 'artworkId', 'created']);
  });

  it('keeps each store its own (no state shared between renders)', () => {
    state().openForArtwork(1, []);
    expect(createGalleryStore().getState().modal).toBe('none');
  });
});
