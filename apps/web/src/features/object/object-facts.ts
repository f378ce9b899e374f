import {
  formatDimensions,
  IN_COPYRIGHT_URI,
  formatDuration,
  fullListMeasures,
  isMissing,
  letterAddress,
  localized,
  museumName,
  objectDate,
  personAttribution,
  personDisplayName,
  rightsUri,
  roleLabel,
  textIn,
  type Language,
} from '@kokoelma/domain';
import type { CollectionObject } from '@kokoelma/contract/site';

/** A person as the object page lists them: name, role and attribution in the page's language. */
export interface PersonLine {
  name: string;
  role: string | undefined;
  attribution: string | undefined;
  lifespan: string | undefined;
  /** The person's id, for a search of their other works. */
  id: string | undefined;
}

/** The facts of an object that the page lists, already in the page's language. */
export interface ObjectFacts {
  people: PersonLine[];
  category: string | undefined;
  date: string | undefined;
  measurements: string[];
  inventoryNumber: string | undefined;
  materials: string[];
  keywords: string[];
  classifications: string[];
  museum: string;
  onDisplay: string | undefined;
  acquisition: string | undefined;
  duration: string | undefined;
  letterAddress: string | undefined;
  description: string | undefined;
  license: string | undefined;
  /**
   * The licence is "all rights reserved" (in any of its spellings): the page says so in
   * its own language rather than show the source's words.
   */
  allRightsReserved: boolean;
  rightsHolder: string | undefined;
}

const texts = (list: readonly CollectionObject['keywords'][number][], lang: Language) => [
  ...new Set(
    list.flatMap((text) => {
      const value = localized(text, lang);
      return isMissing(value) ? [] : [value.text];
    }),
  ),
];

const optional = (text: CollectionObject['description'] | null, lang: Language) => {
  const value = localized(text, lang);
  return isMissing(value) ? undefined : value.text;
};

function personLine(person: CollectionObject['people'][number], lang: Language): PersonLine | [] {
  const name = personDisplayName(person);
  if (!name) return [];
  const role = roleLabel(person.role, lang);
  const attribution = personAttribution(person, lang);
  const years = [person.birthYear, person.deathYear];
  return {
    name,
    role: isMissing(role) ? undefined : role.text,
    attribution: isMissing(attribution) ? undefined : attribution.text,
    lifespan: years.some((y) => y !== null) ? years.map((y) => y ?? '').join('–') : undefined,
    id: person.id === null ? undefined : String(person.id),
  };
}

/**
 * Everything the object page says about an object, from the spec's rules in
 * @kokoelma/domain: people with roles and attributions, the date as d.L.yyyy or a year,
 * the measurements of the full list (values above sortLnu 3 hidden), durations of
 * av-material, a letter's address and the museum that holds it.
 */
export function objectFacts(
  object: CollectionObject,
  lang: Language,
  /** Measurements without a unit say so rather than showing bare numbers. */
  withoutUnit: (measurements: string) => string = (measurements) => measurements,
): ObjectFacts {
  const location = object.onDisplay?.location ? textIn(object.onDisplay.location, lang) : undefined;
  const address = object.images.map((image) => letterAddress(image.address)).find(Boolean);
  return {
    people: object.people.flatMap((person) => personLine(person, lang)),
    category: optional(object.category.name, lang),
    date: objectDate(object),
    measurements: fullListMeasures(object.dimensions).flatMap((dimension) => {
      const formatted = formatDimensions(dimension, lang);
      if (!formatted) return [];
      const text = dimension.unit?.trim() ? formatted : withoutUnit(formatted);
      const type = optional(dimension.measureType ?? null, lang);
      return [type ? `${type}: ${text}` : text];
    }),
    inventoryNumber: object.inventoryNumber ?? undefined,
    materials: texts(object.materials, lang),
    keywords: texts(object.keywords, lang),
    classifications: texts(object.classifications, lang),
    museum: museumName(object.museum, lang),
    onDisplay: object.onDisplay
      ? [museumName(object.onDisplay.museum, lang), location].filter(Boolean).join(', ')
      : undefined,
    acquisition:
      object.acquisitionYear !== null
        ? [optional(object.acquisitionMethod, lang), object.acquisitionYear]
            .filter(Boolean)
            .join(' ')
        : undefined,
    duration:
      object.durationSeconds !== null ? formatDuration(object.durationSeconds, lang) : undefined,
    letterAddress: address,
    description: optional(object.description, lang),
    license: object.rights.license ?? undefined,
    allRightsReserved: rightsUri(object.rights.license) === IN_COPYRIGHT_URI,
    rightsHolder: object.rights.holder ?? undefined,
  };
}
