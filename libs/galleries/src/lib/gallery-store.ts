import type { Gallery } from '@kokoelma/contract';
import type { Id } from '@kokoelma/domain';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { modalForArtwork, withGallery, withoutGallery } from './gallery-rules';

/** The gallery modal showing, if any (spec §2 Modals, §4 Gallery context). */
export type GalleryModal = 'none' | 'add-to-gallery' | 'new-gallery' | 'created';

/** What the gallery context holds (spec §4): the active modal and the visitor's galleries. */
export interface GalleryContextState {
  readonly modal: GalleryModal;
  /** The artwork the add-to-gallery and new-gallery modals are about; null when none. */
  readonly artworkId: number | null;
  /** The visitor's galleries (not the favourites), sorted by id, newest first. */
  readonly galleries: readonly Gallery[];
  /** The gallery just created: the confirmation names it. Null otherwise. */
  readonly created: Gallery | null;
}

/** The gallery context's actions; each one is a spec §4 transition. */
export interface GalleryContextActions {
  /** The list as loaded from GET /api/galleries (sorted here, favourites left out). */
  setGalleries(galleries: readonly Gallery[]): void;
  /**
   * Opens the flow of adding an artwork (a page opened with addArtworkToGallery, or the
   * object page's button): no galleries → the new-gallery modal, else add-to-gallery.
   */
  openForArtwork(artworkId: number): void;
  /** The add-to-gallery modal's '+ add new': the new-gallery modal, same artwork. */
  openNewGallery(): void;
  /** After a successful save of the new-gallery modal: list updated, confirmation shown. */
  galleryCreated(gallery: Gallery): void;
  /** After adding or removing an artwork, or renaming: the server's gallery replaces ours. */
  galleryChanged(gallery: Gallery): void;
  /** After deleting a gallery. */
  galleryDeleted(galleryId: Id): void;
  /** Cancel, OK on the confirmation, Escape, the close button: no modal. */
  close(): void;
}

export type GalleryContext = GalleryContextState & GalleryContextActions;

/** A gallery context store; one per page tree (created per request on the server). */
export type GalleryStore = StoreApi<GalleryContext>;

const closed = { modal: 'none', artworkId: null, created: null } as const;

/**
 * The gallery context as a small zustand store (vanilla: usable without React, and a
 * store per app rather than a module-level singleton, so server renders never share
 * one). In React: `useStore(store, (s) => s.modal)` from 'zustand'.
 */
export function createGalleryStore(initial: { galleries?: readonly Gallery[] } = {}): GalleryStore {
  const sorted = (list: readonly Gallery[]) =>
    list.reduce<Gallery[]>((acc, gallery) => withGallery(acc, gallery), []);
  return createStore<GalleryContext>()((set) => ({
    ...closed,
    galleries: sorted(initial.galleries ?? []),
    setGalleries: (galleries) => set({ galleries: sorted(galleries) }),
    openForArtwork: (artworkId) =>
      set((state) => ({ modal: modalForArtwork(state.galleries), artworkId, created: null })),
    openNewGallery: () => set({ modal: 'new-gallery', created: null }),
    galleryCreated: (gallery) =>
      set((state) => ({
        galleries: withGallery(state.galleries, gallery),
        modal: 'created',
        created: gallery,
      })),
    galleryChanged: (gallery) =>
      set((state) => ({ galleries: withGallery(state.galleries, gallery) })),
    galleryDeleted: (galleryId) =>
      set((state) => ({ galleries: withoutGallery(state.galleries, galleryId) })),
    close: () => set(closed),
  }));
}
