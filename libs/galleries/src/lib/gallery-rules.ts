import { type Gallery } from '@kokoelma/contract';
import { pathTo, type ShareGalleryResponse } from '@kokoelma/contract/site';
import { galleryHasObject, upsertGallery, type Id, type Language } from '@kokoelma/domain';

/** The modal that opens when a page is opened to add an artwork (spec §2 Modals). */
export type ArtworkModal = 'new-gallery' | 'add-to-gallery';

/**
 * When a page is opened with an artwork to add (addArtworkToGallery): a visitor with no
 * galleries gets the new-gallery modal, anyone else the add-to-gallery modal.
 */
export function modalForArtwork(galleries: readonly Gallery[]): ArtworkModal {
  return galleries.some((gallery) => gallery.kind === 'gallery') ? 'add-to-gallery' : 'new-gallery';
}

/**
 * The gallery list after a gallery changed (added, artwork added or removed, renamed):
 * the entry of the same id replaced, sorted by id, newest first (spec §4). The list holds
 * galleries only: a favourites list passed in leaves it as it was.
 */
export function withGallery(list: readonly Gallery[], gallery: Gallery): Gallery[] {
  return gallery.kind === 'gallery' ? upsertGallery(list, gallery) : [...list];
}

/** The gallery list without the gallery of this id (after deleting it). */
export function withoutGallery(list: readonly Gallery[], galleryId: Id): Gallery[] {
  return list.filter((gallery) => String(gallery.id) !== String(galleryId));
}

/**
 * True when the artwork may be added to the gallery: not when it is there already
 * (spec §5; the add-to-gallery modal shows that gallery disabled, with a check mark).
 */
export function canAddArtwork(gallery: Gallery, artworkId: Id): boolean {
  return !galleryHasObject(gallery, artworkId);
}

/**
 * The gallery with the artwork taken out, for the edit page to show at once (spec §4:
 * removing an artwork updates the local list); the server's answer replaces it.
 */
export function withoutArtwork(gallery: Gallery, artworkId: Id): Gallery {
  const objects = gallery.objects.filter((object) => String(object.id) !== String(artworkId));
  return { ...gallery, objects, objectCount: objects.length };
}

/** The shared (and own) view of a gallery: /{lang}/galleries/{slug}. */
export function galleryPath(lang: Language, gallery: Pick<Gallery, 'slug'>): string {
  return pathTo('gallery', { lang, slug: gallery.slug });
}

/** The edit page of one's own gallery: /{lang}/galleries/{id}/edit (the API takes the id). */
export function galleryEditPath(lang: Language, gallery: Pick<Gallery, 'id'>): string {
  return pathTo('gallery-edit', { lang, id: gallery.id });
}

/** The favourites list: /{lang}/favourites. */
export function favouritesPath(lang: Language): string {
  return pathTo('favourites', { lang });
}

/** A mailto: link with the share answer's subject and body, to `to` when given. */
export function mailtoHref(share: Pick<ShareGalleryResponse, 'subject' | 'body'>, to = ''): string {
  const query = `subject=${encodeURIComponent(share.subject)}&body=${encodeURIComponent(share.body)}`;
  // RFC 6068: the address is percent-encoded, except its @.
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?${query}`;
}

/**
 * The address an edit link opens: the edit page with the token. A signed-in visitor
 * holding it may change the artworks (never the name, the links, or delete).
 */
export function galleryEditLinkPath(
  lang: Language,
  gallery: Pick<Gallery, 'id'> & { editToken: string },
): string {
  return `${galleryEditPath(lang, gallery)}?${new URLSearchParams({ editToken: gallery.editToken })}`;
}

/** The gallery as a JSON file (GET /api/galleries/{slug}/export). */
export function galleryExportPath(gallery: Pick<Gallery, 'slug'>): string {
  return `/api/galleries/${encodeURIComponent(gallery.slug)}/export`;
}

/** The gallery as a IIIF Presentation 3 manifest. */
export function galleryManifestPath(gallery: Pick<Gallery, 'slug'>): string {
  return `/iiif/3/manifest/gallery/${encodeURIComponent(gallery.slug)}`;
}
