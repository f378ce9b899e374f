import { GallerySlug, type SharedGallery } from '@kokoelma/contract';
import {
  GALLERY_PAGE_OBJECTS,
  type CollectionObject,
  type GalleryEmbedPageData,
  type GalleryPageData,
} from '@kokoelma/contract/site';
import type { Language } from '@kokoelma/domain';
import { Value } from 'typebox/value';
import { GalleryNotFoundError } from '@kokoelma/galleries/server';
import type { ContentPages } from './content-pages';
import type { PageViewer } from './page-viewer';

/** What the gallery page needs: the shared view of the gallery service, by slug. */
export interface GalleryPageSource {
  /** GalleryService.getShared: GalleryNotFoundError for a gallery the viewer may not see. */
  getShared(slug: string, viewerId: string | null): Promise<SharedGallery>;
}

/**
 * The data of /{lang}/galleries/{slug}: exactly what GET /api/galleries/{slug} shows the
 * same visitor (routes/galleries.ts), so a private gallery is its owner's alone and a
 * replaced or revoked link is nothing (null: HTTP 404). A path that cannot be a slug is
 * a 404 without asking who the visitor is.
 */
export function galleryPageResolver(
  galleries: GalleryPageSource,
  objects: (ids: readonly number[]) => Promise<CollectionObject[]>,
  content: Pick<ContentPages, 'galleryInfos'>,
) {
  return async (
    lang: Language,
    slug: string,
    viewer: PageViewer,
  ): Promise<GalleryPageData | null> => {
    if (!Value.Check(GallerySlug, slug)) return null;
    let gallery: SharedGallery;
    try {
      gallery = await galleries.getShared(slug, await viewer());
    } catch (error) {
      if (error instanceof GalleryNotFoundError) return null;
      throw error;
    }
    const ids = gallery.objects.slice(0, GALLERY_PAGE_OBJECTS).map((object) => object.id);
    const [found, infos] = await Promise.all([
      ids.length > 0 ? objects(ids) : Promise.resolve([]),
      content.galleryInfos(gallery, lang),
    ]);
    return { kind: 'gallery', lang, gallery, objects: found, infos };
  };
}

/**
 * The data of /{lang}/embed/galleries/{slug}, the view other sites frame: a public
 * gallery as anybody sees it, read afresh on every request (the route is never cached),
 * so making the gallery private or link-only, replacing its link or deleting it ends the
 * embed at once. Any other gallery is null (HTTP 404), exactly like one that does not
 * exist. It never asks who the visitor is: the embed is the same for everyone.
 */
export function galleryEmbedResolver(
  galleries: GalleryPageSource,
  objects: (ids: readonly number[]) => Promise<CollectionObject[]>,
) {
  return async (lang: Language, slug: string): Promise<GalleryEmbedPageData | null> => {
    const gallery = await publicGallery(galleries, slug);
    if (!gallery) return null;
    const ids = gallery.objects.slice(0, GALLERY_PAGE_OBJECTS).map((object) => object.id);
    const found = ids.length > 0 ? await objects(ids) : [];
    return { kind: 'gallery-embed', lang, gallery, objects: found };
  };
}

/** The gallery of `slug` when it is public, else null (unknown, private or link-only). */
export async function publicGallery(
  galleries: GalleryPageSource,
  slug: string,
): Promise<SharedGallery | null> {
  if (!Value.Check(GallerySlug, slug)) return null;
  try {
    const gallery = await galleries.getShared(slug, null);
    return gallery.visibility === 'public' ? gallery : null;
  } catch (error) {
    if (error instanceof GalleryNotFoundError) return null;
    throw error;
  }
}
