import type { GalleryExport, SharedGallery } from '@kokoelma/contract';
import type { CollectionObject } from '@kokoelma/contract/site';
import {
  LANGUAGES,
  galleryManifestUrl,
  objectManifestUrl,
  personDisplayName,
} from '@kokoelma/domain';

/**
 * A gallery as a file its viewer keeps: the artworks in the owner's order with their
 * notes, enough of each object to recognise it without the site, and the links back
 * (object pages, IIIF manifests). Objects that left the collection keep their id and
 * note, marked `inCollection: false`.
 */
export function galleryExport(
  gallery: SharedGallery,
  objects: readonly CollectionObject[],
  publicUrl: string,
  now = new Date(),
): GalleryExport {
  const byId = new Map(objects.map((o) => [o.id, o]));
  return {
    format: 'kokoelma-gallery/1',
    name: gallery.name,
    description: gallery.description,
    url: `${publicUrl}/fi/galleries/${gallery.slug}`,
    iiifManifest: galleryManifestUrl(publicUrl, gallery.slug),
    exportedAt: now.toISOString(),
    artworks: gallery.objects.map((item) => {
      const object = byId.get(item.id);
      const title: Record<string, string> = {};
      for (const lang of LANGUAGES) {
        const text = object?.title[lang];
        if (text) title[lang] = text;
      }
      return {
        id: item.id,
        note: item.note,
        addedAt: item.addedAt,
        title,
        people: (object?.people ?? [])
          .map((person) => personDisplayName(person))
          .filter((name): name is string => typeof name === 'string' && name !== ''),
        dates: object ? years(object.yearFrom, object.yearTo) : null,
        inventoryNumber: object?.inventoryNumber ?? null,
        url: `${publicUrl}/fi/object/${item.id}`,
        iiifManifest: objectManifestUrl(publicUrl, item.id),
        inCollection: object !== undefined,
      };
    }),
  };
}

function years(from: number | null, to: number | null): string | null {
  if (from === null) return to === null ? null : String(to);
  return to === null || to === from ? String(from) : `${from}–${to}`;
}
