import type { Gallery, GalleryExport, SharedGallery } from '@kokoelma/contract';
import type {
  DeletedGallery,
  NewGalleryRequest,
  ShareGalleryRequest,
  ShareGalleryResponse,
  UpdateGalleryRequest,
} from '@kokoelma/contract/site';
import { galleryRoutePaths, routeUrl, type RouteParams } from '@kokoelma/contract/site';
import { withRetry, type RetryOptions } from '@kokoelma/domain';
import {
  GalleryRequestError,
  galleryRequest,
  isNotSignedIn,
  type FetchLike,
  type Method,
  type NotSignedIn,
} from './gallery-request';

/** Options of {@link createGalleriesClient}. */
export interface GalleriesClientOptions {
  /** Prefix of every path, e.g. `https://example.fi`; default '' (same origin). */
  baseUrl?: string;
  /**
   * How reads (GET) are retried after network errors (spec §8: 1000 ms × 1.5^n, at most
   * 10 attempts, never after an HTTP error answer). Writes are never retried: a create
   * repeated after a lost answer would make a second gallery.
   */
  retry?: RetryOptions;
}

/** A call that needs a session answers this, or {@link NotSignedIn}. */
export type SignedIn<T> = Promise<T | NotSignedIn>;

/**
 * How a visitor reaches a gallery's artworks: as its owner (no token), or holding its
 * edit link (`editToken`), which lets a signed-in visitor change the artworks only.
 */
export interface EditAccess {
  readonly editToken?: string | undefined;
}

/** The gallery API from the browser: one method per route of `galleryRoutes`. */
export interface GalleriesClient {
  /** GET /api/galleries: the visitor's galleries, newest first. */
  list(): SignedIn<Gallery[]>;
  /** POST /api/galleries: a new gallery with one artwork. */
  create(request: NewGalleryRequest): SignedIn<Gallery>;
  /** GET /api/galleries/{id}/edit: one of the visitor's own, or one whose edit link they hold. */
  forEdit(galleryId: number, access?: EditAccess): SignedIn<Gallery>;
  /** GET /api/galleries/deleted: deleted galleries that can still be restored. */
  deleted(): SignedIn<DeletedGallery[]>;
  /** GET /api/galleries/{slug}: the shared view, signed in or not. */
  shared(slug: string): Promise<SharedGallery>;
  /** POST /api/galleries/{id}/artwork/{artworkId} (empty body); 409 when it is there. */
  addArtwork(galleryId: number, artworkId: number, access?: EditAccess): SignedIn<Gallery>;
  /** DELETE /api/galleries/{id}/artwork/{artworkId}. */
  removeArtwork(galleryId: number, artworkId: number, access?: EditAccess): SignedIn<Gallery>;
  /** PATCH /api/galleries/{id}: rename (kept for the older pages; same as update). */
  rename(galleryId: number, name: string): SignedIn<Gallery>;
  /** PATCH /api/galleries/{id}: name, description and who may see it (owner only). */
  update(galleryId: number, changes: UpdateGalleryRequest): SignedIn<Gallery>;
  /** DELETE /api/galleries/{id}: resolves to undefined once deleted (restorable). */
  remove(galleryId: number): SignedIn<undefined>;
  /** POST /api/galleries/{id}/restore: a deleted gallery back. */
  restore(galleryId: number): SignedIn<Gallery>;
  /** PUT /api/galleries/{id}/artwork/{artworkId}/note: '' removes the note. */
  setNote(
    galleryId: number,
    artworkId: number,
    note: string,
    access?: EditAccess,
  ): SignedIn<Gallery>;
  /** PUT /api/galleries/{id}/order: every artwork, in the new order (409 order_mismatch). */
  reorder(galleryId: number, artworkIds: readonly number[], access?: EditAccess): SignedIn<Gallery>;
  /** POST /api/galleries/{id}/artworks/remove. */
  removeArtworks(
    galleryId: number,
    artworkIds: readonly number[],
    access?: EditAccess,
  ): SignedIn<Gallery>;
  /** POST /api/galleries/{id}/artworks/copy: answers with the target gallery. */
  copyArtworks(
    galleryId: number,
    artworkIds: readonly number[],
    targetGalleryId: number,
    access?: EditAccess,
  ): SignedIn<Gallery>;
  /** POST /api/galleries/{id}/links/view: a new view link; the old one 404s at once. */
  rotateViewLink(galleryId: number): SignedIn<Gallery>;
  /** POST /api/galleries/{id}/links/edit: a new edit link, replacing any earlier one. */
  createEditLink(galleryId: number): SignedIn<Gallery>;
  /** DELETE /api/galleries/{id}/links/edit: no edit link any more. */
  revokeEditLink(galleryId: number): SignedIn<Gallery>;
  /** GET /api/galleries/{slug}/export: the gallery as the JSON file the page offers. */
  exportGallery(slug: string): Promise<GalleryExport>;
  /** POST /api/galleries/{id}/share: the link, and an e-mail when `email` is given. */
  share(galleryId: number, request: ShareGalleryRequest): SignedIn<ShareGalleryResponse>;
  /** GET /api/favourites. */
  favourites(): SignedIn<Gallery>;
  /** POST /api/favourites/{artworkId}. */
  addFavourite(artworkId: number): SignedIn<Gallery>;
  /** DELETE /api/favourites/{artworkId}. */
  removeFavourite(artworkId: number): SignedIn<Gallery>;
  /** POST /api/favourites/merge: favourites kept in the browser while signed out. */
  mergeFavourites(artworkIds: readonly number[]): SignedIn<Gallery>;
}

type Paths = typeof galleryRoutePaths;
type RouteName = keyof Paths;

/**
 * The URL of a route from the contract's table, parameters filled in, with
 * `?editToken=…` for an edit-link holder (nothing for the owner).
 */
function urlOf<Name extends RouteName>(
  name: Name,
  params: RouteParams<Paths[Name]['url']>,
  access?: EditAccess,
): string {
  const url = routeUrl(galleryRoutePaths[name].url, params);
  return access?.editToken ? `${url}?${new URLSearchParams({ editToken: access.editToken })}` : url;
}

/**
 * A small typed client of the gallery routes. Answers are the contract's types; 401 is
 * the {@link NotSignedIn} value; other failures throw {@link GalleryRequestError}.
 * Requests are same-origin with the session cookie (credentials: same-origin).
 */
export function createGalleriesClient(
  fetchFn: FetchLike = (url, init) => fetch(url, init),
  options: GalleriesClientOptions = {},
): GalleriesClient {
  const base = options.baseUrl ?? '';
  const read = <T>(path: string) =>
    withRetry(() => galleryRequest<T>(fetchFn, 'GET', `${base}${path}`), options.retry);
  /** A write to the route `name`: its method is the contract's. */
  const write = <T>(name: RouteName, path: string, body?: unknown) =>
    galleryRequest<T>(
      fetchFn,
      galleryRoutePaths[name].method as Exclude<Method, 'GET'>,
      `${base}${path}`,
      body,
    );
  /** A read that needs no session, so 401 is not an answer it gives. */
  const open = async <T>(path: string): Promise<T> => {
    const answer = await read<T>(path);
    if (isNotSignedIn(answer)) throw new GalleryRequestError(`${base}${path}`, 401, '', null);
    return answer;
  };
  const ids = (artworkIds: readonly number[]) => ({ artworkIds: [...artworkIds] });

  return {
    list: () => read<Gallery[]>(urlOf('list', {})),
    create: (request) => write<Gallery>('create', urlOf('create', {}), request),
    forEdit: (galleryId, access) => read<Gallery>(urlOf('edit', { galleryId }, access)),
    deleted: () => read<DeletedGallery[]>(urlOf('deleted', {})),
    shared: (gallerySlug) => open<SharedGallery>(urlOf('shared', { gallerySlug })),
    addArtwork: (galleryId, artworkId, access) =>
      write<Gallery>('addArtwork', urlOf('addArtwork', { galleryId, artworkId }, access)),
    removeArtwork: (galleryId, artworkId, access) =>
      write<Gallery>('removeArtwork', urlOf('removeArtwork', { galleryId, artworkId }, access)),
    rename: (galleryId, name) => write<Gallery>('rename', urlOf('rename', { galleryId }), { name }),
    update: (galleryId, changes) =>
      write<Gallery>('rename', urlOf('rename', { galleryId }), changes),
    remove: (galleryId) => write<undefined>('remove', urlOf('remove', { galleryId })),
    restore: (galleryId) => write<Gallery>('restore', urlOf('restore', { galleryId })),
    setNote: (galleryId, artworkId, note, access) =>
      write<Gallery>('note', urlOf('note', { galleryId, artworkId }, access), { note }),
    reorder: (galleryId, artworkIds, access) =>
      write<Gallery>('order', urlOf('order', { galleryId }, access), ids(artworkIds)),
    removeArtworks: (galleryId, artworkIds, access) =>
      write<Gallery>(
        'removeArtworks',
        urlOf('removeArtworks', { galleryId }, access),
        ids(artworkIds),
      ),
    copyArtworks: (galleryId, artworkIds, targetGalleryId, access) =>
      write<Gallery>('copyArtworks', urlOf('copyArtworks', { galleryId }, access), {
        ...ids(artworkIds),
        targetGalleryId,
      }),
    rotateViewLink: (galleryId) =>
      write<Gallery>('rotateViewLink', urlOf('rotateViewLink', { galleryId })),
    createEditLink: (galleryId) =>
      write<Gallery>('createEditLink', urlOf('createEditLink', { galleryId })),
    revokeEditLink: (galleryId) =>
      write<Gallery>('revokeEditLink', urlOf('revokeEditLink', { galleryId })),
    exportGallery: (gallerySlug) => open<GalleryExport>(urlOf('export', { gallerySlug })),
    share: (galleryId, request) =>
      write<ShareGalleryResponse>('share', urlOf('share', { galleryId }), request),
    favourites: () => read<Gallery>(urlOf('favourites', {})),
    addFavourite: (artworkId) =>
      write<Gallery>('addFavourite', urlOf('addFavourite', { artworkId })),
    removeFavourite: (artworkId) =>
      write<Gallery>('removeFavourite', urlOf('removeFavourite', { artworkId })),
    mergeFavourites: (artworkIds) =>
      write<Gallery>('mergeFavourites', urlOf('mergeFavourites', {}), ids(artworkIds)),
  };
}
