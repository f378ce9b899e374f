import type { CollectionRecord, PersonListing } from '@kokoelma/collection';
import { personKey } from '@kokoelma/collection';
import {
  PUBLIC_API_PREFIX,
  type LanguageMap,
  type PublicObject,
  type PublicPerson,
} from '@kokoelma/contract';
import { pathTo } from '@kokoelma/contract/site';
import {
  LANGUAGES,
  displayImageWidth,
  imageUrl,
  isMainMeasure,
  museumName,
  objectManifestUrl,
  personDisplayName,
  roleLabel,
  textIn,
  type LocalizedText,
  type MuseumId,
} from '@kokoelma/domain';

/** Where the links of the public shapes point. */
export interface PublicLinkBase {
  /** The site's origin, no trailing slash. */
  publicUrl: string;
  /** Absolute `{imageBase}` of image URLs (the image server, or this site's image route). */
  imageBase: string;
}

/**
 * Text per language, each language on its own: unlike the pages, the API never fills a
 * missing language from another one, so a client can tell a translation from a fallback.
 */
function languageMap(text: LocalizedText | null | undefined): LanguageMap {
  return {
    fi: textIn(text, 'fi') ?? null,
    sv: textIn(text, 'sv') ?? null,
    en: textIn(text, 'en') ?? null,
  };
}

const nullableMap = (text: LocalizedText | null | undefined) =>
  text && LANGUAGES.some((lang) => textIn(text, lang)) ? languageMap(text) : null;

/** The title in each language, the museum's preferred title winning (spec §3). */
function titleMap(record: CollectionRecord): LanguageMap {
  const pick = (lang: (typeof LANGUAGES)[number]) =>
    textIn(record.preferredTitle, lang) ?? textIn(record.title, lang) ?? null;
  return { fi: pick('fi'), sv: pick('sv'), en: pick('en') };
}

function museum(id: MuseumId) {
  return {
    id,
    name: { fi: museumName(id, 'fi'), sv: museumName(id, 'sv'), en: museumName(id, 'en') },
  };
}

/** The role in each language: our labels for the common roles, else the record's own. */
function roleMap(role: CollectionRecord['people'][number]['role']): LanguageMap | null {
  if (!role) return null;
  const label = (lang: (typeof LANGUAGES)[number]) => {
    const result = roleLabel(role, lang);
    return result.kind === 'text' && !result.isFallback ? result.text : null;
  };
  const map = { fi: label('fi'), sv: label('sv'), en: label('en') };
  return map.fi || map.sv || map.en ? map : null;
}

/** The largest width the image service publishes that the original can fill. */
function largestWidth(width: number): number {
  return width >= 4000 ? 4000 : width >= 2000 ? 2000 : 1000;
}

function images(record: CollectionRecord, base: PublicLinkBase): PublicObject['images'] {
  return record.images.map((image) => {
    const url = (width: number) =>
      imageUrl({ imageBase: base.imageBase, format: 'jpg', width, image });
    return {
      id: String(image.id),
      width: image.width,
      height: image.height,
      license: image.license,
      photographer: image.photographer,
      description: languageMap(image.description),
      urls: {
        thumbnail: url(250),
        display: url(displayImageWidth(image.displayClass)),
        large: url(largestWidth(image.width)),
      },
    };
  });
}

/** One object in the public API's stable shape (documented in the OpenAPI document). */
export function toPublicObject(record: CollectionRecord, base: PublicLinkBase): PublicObject {
  const { publicUrl } = base;
  return {
    id: record.id,
    inventoryNumber: record.inventoryNumber,
    title: titleMap(record),
    description: languageMap(record.description),
    category: { value: record.category.value, name: languageMap(record.category.name) },
    museum: museum(record.museum),
    people: record.people.map((person) => ({
      id: personKey(person),
      name: personDisplayName(person) ?? null,
      firstName: person.firstName,
      familyName: person.familyName,
      birthYear: person.birthYear,
      deathYear: person.deathYear,
      role: roleMap(person.role),
      attribution: nullableMap(person.attribution),
    })),
    date: {
      text: record.dateFrom,
      prefix: record.datePrefix,
      yearFrom: record.yearFrom,
      yearTo: record.yearTo,
    },
    measurements: record.dimensions.map((dimension) => ({
      values: dimension.measurements,
      unit: dimension.unit,
      type: nullableMap(dimension.measureType),
      main: isMainMeasure(dimension),
    })),
    materials: record.materials.map(languageMap),
    keywords: record.keywords.map(languageMap),
    classifications: record.classifications.map(languageMap),
    acquisition: {
      year: record.acquisitionYear,
      date: record.acquisitionDate,
      method: nullableMap(record.acquisitionMethod),
    },
    onDisplay: record.onDisplay
      ? { museum: record.onDisplay.museum, location: nullableMap(record.onDisplay.location) }
      : null,
    durationSeconds: record.durationSeconds,
    owner: record.rights.holder,
    images: images(record, base),
    palette: record.palette ?? [],
    parents: record.parents,
    children: record.children,
    links: {
      self: `${publicUrl}${PUBLIC_API_PREFIX}/objects/${record.id}`,
      pages: {
        fi: `${publicUrl}/fi/object/${record.id}`,
        sv: `${publicUrl}/sv/object/${record.id}`,
        en: `${publicUrl}/en/object/${record.id}`,
      },
      iiifManifest: objectManifestUrl(publicUrl, record.id),
    },
  };
}

/** One person in the public API's shape, with links to themselves and their objects. */
export function toPublicPerson(person: PersonListing, publicUrl: string): PublicPerson {
  const api = `${publicUrl}${PUBLIC_API_PREFIX}`;
  const id = encodeURIComponent(person.id);
  return {
    ...person,
    links: {
      self: `${api}/people/${id}`,
      objects: `${api}/objects?person=${id}`,
      page: `${publicUrl}${pathTo('person', { lang: 'fi', id: person.id })}`,
    },
  };
}
