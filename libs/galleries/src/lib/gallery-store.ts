import type { Gallery } from '@kokoelma/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { modalForArtwork } from './gallery-rules';

/** The gallery modal showing, if any (spec §2 Modals, §4 Gallery context). */
export type GalleryModal = 'none' | 'add-to-gallery' | 'new-gallery' | 'created';

/**
 * What the gallery context holds (spec §4): which modal is open, and for which artwork.
 * The visitor's galleries are server state: they live in the query cache (the page's
 * `GET /api/galleries` query), never copied here, so they cannot drift from the server.
 */
export interface GalleryContextState {
  readonly modal: GalleryModal;
  /** The artwork the add-to-gallery and new-gallery modals are about; null when none. */
  readonly artworkId: number | null;
  /** The gallery just created: the confirmation names it. Null otherwise. */
  readonly created: Gallery | null;
}

/** The gallery context's actions; each one is a spec §4 transition. */
export interface GalleryContextActions {
  /**
   * Opens the flow of adding an artwork (a page opened with addArtworkToGallery, or the
   * object page's button), given the visitor's galleries as the server has them: none →
   * the new-gallery modal, else add-to-gallery.
   */
  openForArtwork(artworkId: number, galleries: readonly Gallery[]): void;
  /** The add-to-gallery modal's '+ add new': the new-gallery modal, same artwork. */
  openNewGallery(): void;
  /** After a successful save of the new-gallery modal: the confirmation shown. */
  galleryCreated(gallery: Gallery): void;
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
export function createGalleryStore(): GalleryStore {
  return createStore<GalleryContext>()((set) => ({
    ...closed,
    openForArtwork: (artworkId, galleries) =>
      set({ modal: modalForArtwork(galleries), artworkId, created: null }),
    openNewGallery: () => set({ modal: 'new-gallery', created: null }),
    galleryCreated: (gallery) => set({ modal: 'created', created: gallery }),
    close: () => set(closed),
  }));
}
