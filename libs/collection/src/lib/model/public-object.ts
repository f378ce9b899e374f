import type { CollectionObject } from '@kokoelma/contract/site';
import type { CollectionRecord, PublicImage, RecordImage } from './record';

// Every field of the public shape, required here even where the contract makes it
// optional: a field added to CollectionObject fails the typecheck until it is projected.
type EveryField<T> = { [K in keyof Required<T>]: T[K] };

/** The public part of a stored image: the contract's ObjectImage, field by field. */
export function publicImage(image: RecordImage): PublicImage {
  const out: EveryField<PublicImage> = {
    id: image.id,
    filename_extension: image.filename_extension,
    width: image.width,
    height: image.height,
    image_version: image.image_version,
    isRiaDisplayImage: image.isRiaDisplayImage,
    size: image.size,
    license: image.license,
    photographer: image.photographer,
    ordinal: image.ordinal,
    // Rows stored before descriptions were imported have none.
    description: image.description ?? null,
    address: image.address,
    displayClass: image.displayClass,
    sourceUrl: image.sourceUrl,
  };
  return out;
}

/**
 * The public object of a stored record (the contract's CollectionObject), field by field:
 * what the store alone keeps (`linkedImages`, an image's `harvest`, any field added to the
 * record later) stays behind. The page data — the server render and `/api/pagedata` alike —
 * sends this, never the record.
 */
export function publicObject(record: CollectionRecord): CollectionObject {
  const out: EveryField<CollectionObject> = {
    id: record.id,
    title: record.title,
    preferredTitle: record.preferredTitle,
    category: record.category,
    classifications: record.classifications,
    keywords: record.keywords,
    materials: record.materials,
    description: record.description,
    inventoryNumber: record.inventoryNumber,
    museum: record.museum,
    responsibleOrganisation: record.responsibleOrganisation,
    owner: record.owner,
    people: record.people,
    images: record.images.map(publicImage),
    dimensions: record.dimensions,
    dateFrom: record.dateFrom,
    datePrefix: record.datePrefix,
    yearFrom: record.yearFrom,
    yearTo: record.yearTo,
    acquisitionYear: record.acquisitionYear,
    acquisitionDate: record.acquisitionDate,
    acquisitionMethod: record.acquisitionMethod,
    children: record.children,
    parents: record.parents,
    onDisplay: record.onDisplay,
    durationSeconds: record.durationSeconds,
    rights: record.rights,
    source: record.source,
    palette: record.palette,
  };
  // Optional and absent stays absent, as in the record.
  const { palette, ...always } = out;
  return palette === undefined ? always : { ...always, palette };
}
