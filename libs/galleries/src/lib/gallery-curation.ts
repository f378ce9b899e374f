import type { Gallery } from '@kokoelma/contract';
import type { MuseumId } from '@kokoelma/domain';

// Local changes an edit page shows at once, before (or instead of) the server's answer,
// and the visit list of the view page. The server's gallery always replaces these.

/** `ids` with the item at `from` moved to `to` (both clamped into the list). */
export function moveId(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  if (from < 0 || from >= next.length) return next;
  const target = Math.min(Math.max(to, 0), next.length - 1);
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as number);
  return next;
}

/**
 * The gallery with its artworks in the order of `ids`. An order that does not hold
 * exactly the gallery's artworks leaves it as it was (the server would refuse it too:
 * 409 order_mismatch).
 */
export function withOrder(gallery: Gallery, ids: readonly number[]): Gallery {
  const byId = new Map(gallery.objects.map((object) => [object.id, object]));
  if (ids.length !== byId.size || new Set(ids).size !== ids.length) return gallery;
  const objects = ids.map((id) => byId.get(id));
  if (objects.some((object) => object === undefined)) return gallery;
  return { ...gallery, objects: objects as Gallery['objects'] };
}

/** The gallery without the given artworks (a multi-select removal shown at once). */
export function withoutArtworks(gallery: Gallery, ids: Iterable<number>): Gallery {
  const gone = new Set(ids);
  const objects = gallery.objects.filter((object) => !gone.has(object.id));
  return { ...gallery, objects, objectCount: objects.length };
}

/** The gallery with `note` on the artwork (an artwork not in it changes nothing). */
export function withNote(gallery: Gallery, artworkId: number, note: string): Gallery {
  return {
    ...gallery,
    objects: gallery.objects.map((object) =>
      object.id === artworkId ? { ...object, note } : object,
    ),
  };
}

/** Whoever holds the edit page: the owner, or a visitor with the edit link. */
export type GalleryEditor = 'owner' | 'edit-link';

/**
 * Who is editing. The server shows the edit token to the owner only, so a visitor who
 * came with a token and gets the gallery without that same token is an edit-link holder;
 * without a token only the owner can open the page at all.
 */
export function galleryEditor(gallery: Pick<Gallery, 'editToken'>, token?: string): GalleryEditor {
  return token && gallery.editToken !== token ? 'edit-link' : 'owner';
}

/** The museums a visit list names, in the order a visitor would meet them on the page. */
export const VISIT_MUSEUMS: readonly MuseumId[] = [
  'ateneum',
  'kiasma',
  'sinebrychoff',
  'kansallisgalleria',
  'vttk',
];

/** The artworks on display at one museum today. */
export interface VisitStop<T> {
  readonly museum: MuseumId;
  readonly objects: readonly T[];
}

/**
 * The gallery's artworks that are on display today, grouped by the museum showing them
 * (Ateneum, Kiasma, Sinebrychoff first), each group in the gallery's order; museums
 * showing none of them are left out.
 */
export function visitList<T extends { onDisplay: { museum: MuseumId } | null }>(
  objects: readonly T[],
): VisitStop<T>[] {
  return VISIT_MUSEUMS.flatMap((museum) => {
    const here = objects.filter((object) => object.onDisplay?.museum === museum);
    return here.length > 0 ? [{ museum, objects: here }] : [];
  });
}
