import type { CollectionRecord, PersonListing } from '@kokoelma/collection';
import { personKey } from '@kokoelma/collection';
import { pathTo } from '@kokoelma/contract/site';
import {
  IIIF_PRESENTATION_MEDIA_TYPE,
  LANGUAGES,
  LINKED_ART_CONTEXT,
  iiifImageServiceId,
  imageUrl,
  museumName,
  objectManifestUrl,
  persistentObjectId,
  persistentPersonId,
  personDisplayName,
  textIn,
  type Language,
  type LocalizedText,
} from '@kokoelma/domain';

// Linked Art 1.0 (https://linked.art/model/): the collection's objects and people as
// JSON-LD over CIDOC-CRM, with the Getty AAT's terms for what each name, identifier,
// statement and link is. Only what the record knows is said; nothing is guessed.

/** Getty AAT terms this document uses, each checked against the AAT. */
export const AAT = {
  primaryName: 'http://vocab.getty.edu/aat/300404670',
  accessionNumber: 'http://vocab.getty.edu/aat/300312355',
  givenName: 'http://vocab.getty.edu/aat/300404651',
  familyName: 'http://vocab.getty.edu/aat/300404652',
  description: 'http://vocab.getty.edu/aat/300435416',
  briefText: 'http://vocab.getty.edu/aat/300418049',
  typeOfWork: 'http://vocab.getty.edu/aat/300435443',
  digitalImage: 'http://vocab.getty.edu/aat/300215302',
  webPage: 'http://vocab.getty.edu/aat/300264578',
  /** Languages: Finnish, Swedish, English. */
  fi: 'http://vocab.getty.edu/aat/300388299',
  sv: 'http://vocab.getty.edu/aat/300389336',
  en: 'http://vocab.getty.edu/aat/300388277',
} as const;

/** The AAT type of work of each category the AAT has a plain term for. */
const CATEGORY_TYPES: Partial<Record<string, { id: string; label: string }>> = {
  artwork: { id: 'http://vocab.getty.edu/aat/300133025', label: 'works of art' },
  photo: { id: 'http://vocab.getty.edu/aat/300046300', label: 'photographs' },
  letter: { id: 'http://vocab.getty.edu/aat/300026879', label: 'letters (correspondence)' },
  Document: { id: 'http://vocab.getty.edu/aat/300026030', label: 'documents' },
};

const LANGUAGE_LABELS: Record<Language, string> = { fi: 'Finnish', sv: 'Swedish', en: 'English' };

/** Where the links of a Linked Art document point. */
export interface LinkedArtLinks {
  /** The site's origin, no trailing slash. */
  publicUrl: string;
  /** Absolute `{imageBase}` of image renditions. */
  imageBase: string;
  /** The IIIF Image API base, or null when images have no service. */
  iiifImageBase: string | null;
}

type Node = Record<string, unknown>;

const type = (id: string, label: string, meta?: Node): Node => ({
  id,
  type: 'Type',
  _label: label,
  ...(meta ? { classified_as: [meta] } : {}),
});
const language = (lang: Language): Node => ({
  id: AAT[lang],
  type: 'Language',
  _label: LANGUAGE_LABELS[lang],
});

/** A name in each language the text has, the first (by the site's order) preferred. */
function names(text: LocalizedText | null | undefined): Node[] {
  const seen = new Map<string, Language[]>();
  for (const lang of LANGUAGES) {
    const value = textIn(text, lang);
    if (value) seen.set(value, [...(seen.get(value) ?? []), lang]);
  }
  return [...seen].map(([content, langs]) => ({
    type: 'Name',
    classified_as: [type(AAT.primaryName, 'Primary Name')],
    content,
    language: langs.map(language),
  }));
}

/** The year span of a date as a TimeSpan (a year's first instant to its last). */
function timespan(from: number | null, to: number | null, text: string | null): Node | null {
  const start = from ?? to;
  const end = to ?? from;
  if (start === null || end === null) return null;
  const year = (y: number) => String(Math.abs(y)).padStart(4, '0');
  const sign = (y: number) => (y < 0 ? '-' : '');
  return {
    type: 'TimeSpan',
    ...(text ? { identified_by: [{ type: 'Name', content: text }] } : {}),
    begin_of_the_begin: `${sign(start)}${year(start)}-01-01T00:00:00Z`,
    end_of_the_end: `${sign(end)}${year(end)}-12-31T23:59:59Z`,
  };
}

/** A web page (the site's page of the thing) as a LinguisticObject carried by it. */
function webPage(url: string, label: string, lang?: Language): Node {
  return {
    type: 'LinguisticObject',
    _label: label,
    digitally_carried_by: [
      {
        type: 'DigitalObject',
        classified_as: [type(AAT.webPage, 'Web Page')],
        format: 'text/html',
        ...(lang ? { language: [language(lang)] } : {}),
        access_point: [{ id: url, type: 'DigitalObject' }],
      },
    ],
  };
}

/** The title in the record's first language that has one (preferred title first). */
function label(record: CollectionRecord): string {
  for (const lang of LANGUAGES) {
    const title = textIn(record.preferredTitle, lang) ?? textIn(record.title, lang);
    if (title) return title;
  }
  return `${record.id}`;
}

/**
 * A collection object as a Linked Art HumanMadeObject: its names per language and its
 * inventory number, its type of work, its description, its production (the people
 * named, the years), its images (with the IIIF Image API service), the IIIF manifest
 * and the site's pages about it, and the museum that owns it.
 */
export function linkedArtObject(record: CollectionRecord, links: LinkedArtLinks): Node {
  const { publicUrl } = links;
  const title = label(record);
  const category = record.category.value ? CATEGORY_TYPES[record.category.value] : undefined;
  const people = record.people.flatMap((person) => {
    const key = personKey(person);
    const name = personDisplayName(person);
    return key
      ? [{ id: persistentPersonId(publicUrl, key), type: 'Person', _label: name ?? key }]
      : [];
  });
  const span = timespan(record.yearFrom, record.yearTo, record.dateFrom);
  const descriptions = LANGUAGES.flatMap((lang) => {
    const content = textIn(record.description, lang);
    return content
      ? [
          {
            type: 'LinguisticObject',
            classified_as: [
              type(AAT.description, 'Description', type(AAT.briefText, 'Brief Text')),
            ],
            content,
            language: [language(lang)],
          },
        ]
      : [];
  });
  const images = record.images.map((image) => ({
    type: 'VisualItem',
    _label: `${title}: image ${image.id}`,
    digitally_shown_by: [
      {
        type: 'DigitalObject',
        classified_as: [type(AAT.digitalImage, 'Digital Image')],
        format: 'image/jpeg',
        access_point: [
          {
            id: imageUrl({ imageBase: links.imageBase, format: 'jpg', width: 1000, image }),
            type: 'DigitalObject',
          },
        ],
        ...(links.iiifImageBase
          ? {
              digitally_available_via: [
                {
                  type: 'DigitalService',
                  access_point: [
                    {
                      id: iiifImageServiceId(links.iiifImageBase, image.id),
                      type: 'DigitalObject',
                    },
                  ],
                  conforms_to: [{ id: 'http://iiif.io/api/image/3', type: 'InformationObject' }],
                },
              ],
            }
          : {}),
      },
    ],
  }));
  return {
    '@context': LINKED_ART_CONTEXT,
    id: persistentObjectId(publicUrl, record.id),
    type: 'HumanMadeObject',
    _label: title,
    ...(category
      ? {
          classified_as: [type(category.id, category.label, type(AAT.typeOfWork, 'Type of Work'))],
        }
      : {}),
    identified_by: [
      ...names(record.preferredTitle ?? record.title),
      ...(record.inventoryNumber
        ? [
            {
              type: 'Identifier',
              classified_as: [type(AAT.accessionNumber, 'Accession Number')],
              content: record.inventoryNumber,
            },
          ]
        : []),
    ],
    ...(descriptions.length > 0 ? { referred_to_by: descriptions } : {}),
    ...(people.length > 0 || span
      ? {
          produced_by: {
            type: 'Production',
            ...(span ? { timespan: span } : {}),
            ...(people.length > 0 ? { carried_out_by: people } : {}),
          },
        }
      : {}),
    ...(images.length > 0 ? { representation: images } : {}),
    subject_of: [
      {
        type: 'LinguisticObject',
        _label: `IIIF manifest of ${title}`,
        digitally_carried_by: [
          {
            type: 'DigitalObject',
            format: IIIF_PRESENTATION_MEDIA_TYPE,
            conforms_to: [{ id: 'http://iiif.io/api/presentation', type: 'InformationObject' }],
            access_point: [{ id: objectManifestUrl(publicUrl, record.id), type: 'DigitalObject' }],
          },
        ],
      },
      ...LANGUAGES.map((lang) =>
        webPage(
          `${publicUrl}${pathTo('object', { lang, id: record.id })}`,
          `${title} (${lang})`,
          lang,
        ),
      ),
    ],
    current_owner: [
      {
        type: 'Group',
        _label: museumName(record.museum, 'en'),
        identified_by: LANGUAGES.map((lang) => ({
          type: 'Name',
          classified_as: [type(AAT.primaryName, 'Primary Name')],
          content: museumName(record.museum, lang),
          language: [language(lang)],
        })),
      },
    ],
  };
}

/** A year as a Birth's or Death's TimeSpan, and its place when known. */
const lifeEvent = (kind: 'Birth' | 'Death', year: number | null, place: string | null) => {
  const span = timespan(year, year, null);
  const at = place ? { took_place_at: [{ type: 'Place', _label: place }] } : {};
  return span || place ? { type: kind, ...(span ? { timespan: span } : {}), ...at } : null;
};

/** A person as a Linked Art Person: the name (and its parts), birth and death years. */
export function linkedArtPerson(person: PersonListing, links: Pick<LinkedArtLinks, 'publicUrl'>) {
  const parts = [
    ...(person.firstName
      ? [
          {
            type: 'Name',
            classified_as: [type(AAT.givenName, 'Given Name')],
            content: person.firstName,
          },
        ]
      : []),
    ...(person.familyName
      ? [
          {
            type: 'Name',
            classified_as: [type(AAT.familyName, 'Family Name')],
            content: person.familyName,
          },
        ]
      : []),
  ];
  const born = lifeEvent('Birth', person.birthYear, person.birthPlace);
  const died = lifeEvent('Death', person.deathYear, person.deathPlace);
  return {
    '@context': LINKED_ART_CONTEXT,
    id: persistentPersonId(links.publicUrl, person.id),
    type: 'Person',
    _label: person.name,
    identified_by: [
      {
        type: 'Name',
        classified_as: [type(AAT.primaryName, 'Primary Name')],
        content: person.name,
        ...(parts.length > 0 ? { part: parts } : {}),
      },
      // Other spellings the records use: names of the same person, not the primary one.
      ...person.otherNames.map((content) => ({ type: 'Name', content })),
    ],
    ...(born ? { born } : {}),
    ...(died ? { died } : {}),
    // The same person in other authority files (Wikidata, ULAN …).
    ...(person.sameAs.length > 0
      ? { equivalent: person.sameAs.map((id) => ({ id, type: 'Person', _label: person.name })) }
      : {}),
    subject_of: LANGUAGES.map((lang) =>
      webPage(
        `${links.publicUrl}${pathTo('person', { lang, id: person.id })}`,
        `${person.name} (${lang})`,
        lang,
      ),
    ),
  };
}
