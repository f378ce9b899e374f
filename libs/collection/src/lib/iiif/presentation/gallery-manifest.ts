import type { Canvas, Manifest } from '@iiif/presentation-3';
import { IIIF_PRESENTATION_CONTEXT, LANGUAGES, galleryManifestUrl } from '@kokoelma/domain';
import type { CollectionRecord } from '../../model/record';
import {
  emptyCanvas,
  homepage,
  imageCanvas,
  imageResource,
  objectPages,
  type ManifestLinks,
} from './canvas';
import { messageMap, noneMap } from './language-map';
import { provider } from './object-manifest';
import { requiredStatement, titleMap } from './object-texts';

/** What a gallery's manifest is made of. */
export interface GalleryManifestInput {
  readonly gallery: {
    readonly slug: string;
    /** As the owner typed it; empty for the favourites list. */
    readonly name: string;
    readonly kind?: 'gallery' | 'favourites';
    readonly description?: string;
  };
  /** The gallery's artworks in its order; ones that left the collection are already out. */
  readonly objects: readonly CollectionRecord[];
  readonly links: ManifestLinks;
}

/**
 * The manifest of a shared or public gallery: one canvas per artwork, in the gallery's
 * order, showing the artwork's first image and linking to its page; the gallery's name
 * as the label (in no language: the owner may have typed it in any).
 *
 * A Manifest rather than a Collection of the object manifests: a Manifest opens straight
 * into a viewer as a sequence of the works, which is what a gallery is, while a Collection
 * needs a viewer that navigates collections and a second request per work. Each canvas
 * links to the work's page; the work's own manifest has all of its images.
 *
 * Null for a gallery without artworks: a manifest must hold at least one canvas.
 */
export function galleryManifest({
  gallery,
  objects,
  links,
}: GalleryManifestInput): Manifest | null {
  if (objects.length === 0) return null;
  const id = galleryManifestUrl(links.publicUrl, gallery.slug);
  const canvases: Canvas[] = objects.map((object, index) => {
    const label = titleMap(object);
    const pages = objectPages(links.publicUrl, object.id);
    const image = object.images[0];
    if (!image) return emptyCanvas(id, index + 1, { label, pages });
    return imageCanvas(id, index + 1, image, links, {
      label,
      pages,
      requiredStatement: requiredStatement(object, [image]),
    });
  });
  const name = gallery.name.trim();
  const label =
    (gallery.kind === 'favourites' && name === '' ? undefined : noneMap(name)) ??
    messageMap('galleries.favourites');
  const description = gallery.description?.trim();
  const first = objects.find((object) => object.images.length > 0)?.images[0];
  return {
    '@context': IIIF_PRESENTATION_CONTEXT,
    id,
    type: 'Manifest',
    label,
    summary: description ? { none: [plainValue(description)] } : messageMap('iiif.gallerySummary'),
    requiredStatement: {
      label: messageMap('iiif.attribution'),
      value: messageMap('site.groupName'),
    },
    provider: provider(links.publicUrl),
    homepage: LANGUAGES.map((lang) =>
      homepage(
        `${links.publicUrl}/${lang}/galleries/${encodeURIComponent(gallery.slug)}`,
        label,
        lang,
      ),
    ),
    ...(first ? { thumbnail: [imageResource(links, first, 500)] } : {}),
    items: canvases,
  };
}

/**
 * An owner's text as a IIIF value that no viewer reads as HTML. A value that starts with
 * `<` and ends with `>` is HTML to IIIF clients (Presentation 3.0, §4.4), which some do
 * not sanitise: such a text ("<p><img src=x onerror=…></p>") is sent escaped inside a
 * `<p>`, so it shows as the characters the owner typed; any other text is plain already.
 */
export function plainValue(text: string): string {
  if (!(text.startsWith('<') && text.endsWith('>'))) return text;
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return `<p>${escaped}</p>`;
}
