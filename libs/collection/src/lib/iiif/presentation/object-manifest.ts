import type { Canvas, InternationalString, Manifest, ResourceProvider } from '@iiif/presentation-3';
import {
  IIIF_PRESENTATION_CONTEXT,
  LINKED_ART_CONTEXT,
  isSketchbook,
  objectManifestUrl,
  persistentObjectId,
  rightsUri,
  sketchbookImages,
} from '@kokoelma/domain';
import type { CollectionRecord, RecordImage } from '../../model/record';
import {
  emptyCanvas,
  homepage,
  imageCanvas,
  imageResource,
  objectPages,
  type ManifestLinks,
} from './canvas';
import { languageMap, messageMap, messageText, perLanguage } from './language-map';
import {
  objectMetadata,
  objectSummary,
  requiredStatement,
  titleIn,
  titleMap,
} from './object-texts';

/** What an object's manifest is made of. */
export interface ObjectManifestInput {
  readonly object: CollectionRecord;
  /** The object's children (a sketchbook's pages); ignored unless it is a sketchbook. */
  readonly children?: readonly CollectionRecord[];
  readonly links: ManifestLinks;
}

/** The museum group as the manifest's provider (an Agent with the site as homepage). */
export function provider(publicUrl: string): ResourceProvider[] {
  const label = messageMap('site.groupName');
  return [
    {
      id: `${publicUrl}/`,
      type: 'Agent',
      label,
      homepage: (['fi', 'sv', 'en'] as const).map((lang) =>
        homepage(`${publicUrl}/${lang}/`, label, lang),
      ),
    },
  ];
}

/** The images of an object in the object page's order, each with the record it came from. */
function imagesWithOwners(object: CollectionRecord, children: readonly CollectionRecord[]) {
  const owned = (record: CollectionRecord) =>
    record.images.map((image) => ({ image, owner: record }));
  if (!isSketchbook(object)) return owned(object);
  // Spec §9: a sketchbook's own images, then its pages' (series left out), by page number.
  return sketchbookImages(
    { multimedia: owned(object) },
    children.map((child) => ({
      multimedia: owned(child),
      category: child.category.value,
      inventoryNumber: child.inventoryNumber,
    })),
  );
}

/** "Title, image 2 of 5" per language, or the title alone for a single image. */
function canvasLabel(owner: CollectionRecord, n: number, count: number): InternationalString {
  if (count === 1) return titleMap(owner);
  return (
    languageMap(
      perLanguage((lang) => {
        const title = titleIn(owner, lang) ?? messageText('object.unknownTitle', lang);
        return messageText('object.imageAlt', lang, { title, n, count });
      }),
    ) ?? titleMap(owner)
  );
}

/** `navDate` from the production year: timelines in viewers place the work by it. */
function navDate(object: CollectionRecord): string | undefined {
  const year = object.yearFrom;
  if (year === null || year < 1 || year > 9999) return undefined;
  return `${String(year).padStart(4, '0')}-01-01T00:00:00Z`;
}

/**
 * The IIIF Presentation 3.0 manifest of a collection object: label, summary and metadata
 * in fi, sv and en; rights from the first image's licence; the required statement with
 * the museum and the photographers; the museum group as provider; the persistent id and
 * the object page in each language as homepage, and the persistent id's Linked Art as
 * seeAlso; and one canvas per image in the object page's order
 * (a sketchbook's pages after its own images). An object without images gets one empty
 * canvas, since a manifest needs at least one.
 */
export function objectManifest({ object, children = [], links }: ObjectManifestInput): Manifest {
  const id = objectManifestUrl(links.publicUrl, object.id);
  const persistentId = persistentObjectId(links.publicUrl, object.id);
  const images = imagesWithOwners(object, children);
  const perOwner = new Map<number, number>();
  for (const { owner } of images) perOwner.set(owner.id, (perOwner.get(owner.id) ?? 0) + 1);
  const seen = new Map<number, number>();
  const canvases: Canvas[] = images.map(({ image, owner }, index) => {
    const n = (seen.get(owner.id) ?? 0) + 1;
    seen.set(owner.id, n);
    return imageCanvas(id, index + 1, image, links, {
      label: canvasLabel(owner, n, perOwner.get(owner.id) ?? 1),
      pages: objectPages(links.publicUrl, owner.id),
      requiredStatement: requiredStatement(owner, [image]),
    });
  });
  const label = titleMap(object);
  const first: RecordImage | undefined = images[0]?.image;
  const rights = rightsUri(first?.license ?? object.rights.license);
  const summary = objectSummary(object);
  const date = navDate(object);
  const idHomepage = { id: persistentId, type: 'Text' as const, label, format: 'text/html' };
  const linkedArt = {
    id: persistentId,
    type: 'Dataset' as const,
    label: { en: ['Linked Art description'] },
    format: 'application/ld+json',
    profile: LINKED_ART_CONTEXT,
  };
  return {
    '@context': IIIF_PRESENTATION_CONTEXT,
    id,
    type: 'Manifest',
    label,
    ...(summary ? { summary } : {}),
    metadata: objectMetadata(object),
    ...(rights ? { rights } : {}),
    requiredStatement: requiredStatement(
      object,
      images.map(({ image }) => image),
    ),
    provider: provider(links.publicUrl),
    // The persistent id first (a browser is sent on to the page in its language), then
    // the page in each language.
    homepage: [
      idHomepage,
      ...objectPages(links.publicUrl, object.id).map((page) =>
        homepage(page.url, label, page.lang),
      ),
    ],
    // The object's description as linked data: the same id, asked for as Linked Art.
    seeAlso: [linkedArt],
    ...(first ? { thumbnail: [imageResource(links, first, 500)] } : {}),
    ...(date ? { navDate: date } : {}),
    items:
      canvases.length > 0
        ? canvases
        : [emptyCanvas(id, 1, { label, pages: objectPages(links.publicUrl, object.id) })],
  };
}
