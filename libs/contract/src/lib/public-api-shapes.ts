import { Type, type Static, type TSchema } from 'typebox';
import { MUSEUM_IDS } from '@kokoelma/domain';
import { oneOf } from './common';
import { CategoryValue } from './collection';
import { PaletteColour } from './palette-colour';

// The shapes of what the public API (/api/v1) serves: objects and people. Stable and
// documented (they become components of the OpenAPI document); a change that breaks
// clients belongs in a new version of the API.

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const NullableText = Nullable(Type.String());
const NullableInteger = Nullable(Type.Integer());

/** Text in the three languages; null where the museum has no text in that language. */
export const LanguageMap = Type.Object(
  { fi: NullableText, sv: NullableText, en: NullableText },
  {
    additionalProperties: false,
    description: 'Text per language; null where there is none in that language',
    examples: [{ fi: 'Kesäilta', sv: 'Sommarkväll', en: 'Summer evening' }],
  },
);
export type LanguageMap = Static<typeof LanguageMap>;

/** Absolute URLs of one object's pages on the site, per language. */
const PageLinks = Type.Object(
  { fi: Type.String(), sv: Type.String(), en: Type.String() },
  { additionalProperties: false },
);

export const PublicObjectPerson = Type.Object(
  {
    id: Nullable(Type.String({ description: 'Person id, as /people/{id} and ?person= take it' })),
    name: Nullable(Type.String({ description: 'First and family name; null when unknown' })),
    firstName: NullableText,
    familyName: NullableText,
    birthYear: NullableInteger,
    deathYear: NullableInteger,
    role: Nullable(LanguageMap),
    attribution: Nullable(LanguageMap),
  },
  { additionalProperties: false },
);

export const PublicImage = Type.Object(
  {
    id: Type.String(),
    width: Type.Integer({ description: 'Width of the original in pixels' }),
    height: Type.Integer({ description: 'Height of the original in pixels' }),
    license: Nullable(
      Type.String({
        description: 'The licence of this image, e.g. CC0, CC BY 4.0, All rights reserved',
      }),
    ),
    photographer: NullableText,
    description: Type.Object(LanguageMap.properties, {
      additionalProperties: false,
      description:
        'What the image shows, in words, per language (its alt text on the site); null where there is none',
    }),
    urls: Type.Object(
      {
        thumbnail: Type.String({ description: 'JPEG, 250 px wide' }),
        display: Type.String({ description: 'JPEG at the display width (500 or 1000 px)' }),
        large: Type.String({ description: 'JPEG, the largest rendition (up to 4000 px)' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** One collection object as the public API serves it: a stable, documented shape. */
export const PublicObject = Type.Object(
  {
    id: Type.Integer({ examples: [750123] }),
    inventoryNumber: NullableText,
    title: Type.Object(LanguageMap.properties, {
      additionalProperties: false,
      description: 'The title per language (the museum’s preferred title where it has one)',
    }),
    description: LanguageMap,
    category: Type.Object(
      { value: Nullable(CategoryValue), name: LanguageMap },
      { additionalProperties: false },
    ),
    museum: Type.Object(
      { id: oneOf(MUSEUM_IDS), name: LanguageMap },
      { additionalProperties: false, description: 'The museum that holds the object' },
    ),
    people: Type.Array(PublicObjectPerson),
    date: Type.Object(
      {
        text: Nullable(Type.String({ description: 'YYYY-MM-DD, or a year, as the source has it' })),
        prefix: Nullable(Type.String({ description: 'E.g. "n." (circa)' })),
        yearFrom: NullableInteger,
        yearTo: NullableInteger,
      },
      { additionalProperties: false },
    ),
    measurements: Type.Array(
      Type.Object(
        {
          values: Type.Array(Type.Number()),
          unit: NullableText,
          type: Nullable(LanguageMap),
          main: Type.Boolean({ description: 'True for the main measures (height × width …)' }),
        },
        { additionalProperties: false },
      ),
    ),
    materials: Type.Array(LanguageMap),
    keywords: Type.Array(LanguageMap),
    classifications: Type.Array(LanguageMap),
    acquisition: Type.Object(
      { year: NullableInteger, date: NullableText, method: Nullable(LanguageMap) },
      { additionalProperties: false },
    ),
    onDisplay: Nullable(
      Type.Object(
        { museum: oneOf(MUSEUM_IDS), location: Nullable(LanguageMap) },
        { additionalProperties: false, description: 'Where it is on display now; null: storage' },
      ),
    ),
    durationSeconds: NullableInteger,
    owner: NullableText,
    images: Type.Array(PublicImage),
    palette: Type.Array(PaletteColour, {
      description:
        'Dominant colours of the first image (OKLab k-means), the largest share first; empty when not computed',
    }),
    parents: Type.Array(Type.Integer()),
    children: Type.Array(Type.Integer()),
    links: Type.Object(
      {
        self: Type.String({ description: 'This object in the API' }),
        pages: PageLinks,
        iiifManifest: Type.String({ description: 'IIIF Presentation 3 manifest' }),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'PublicObject', additionalProperties: false, description: 'A collection object' },
);
export type PublicObject = Static<typeof PublicObject>;

/** A person or group connected to objects (artists, photographers, senders of letters). */
export const PublicPerson = Type.Object(
  {
    id: Type.String({ examples: ['70301'] }),
    name: Type.String({ examples: ['Albert Edelfelt'] }),
    firstName: NullableText,
    familyName: NullableText,
    birthYear: NullableInteger,
    deathYear: NullableInteger,
    birthPlace: {
      ...NullableText,
      description: 'Where the person was born, as the museum writes it',
    },
    deathPlace: { ...NullableText, description: 'Where the person died, as the museum writes it' },
    sameAs: Type.Array(Type.String(), {
      description:
        'The same person in other authority files (Wikidata, Getty ULAN, VIAF, ISNI, Kanto …)',
      examples: [['http://www.wikidata.org/entity/Q362408']],
    }),
    otherNames: Type.Array(Type.String(), {
      description:
        'Other spellings of the name, merged into this person from the records (the shown name not among them)',
      examples: [['Albert Edelfeldt', 'A. Edelfelt']],
    }),
    objectCount: Type.Integer({ description: 'Objects the person is connected to' }),
    links: Type.Object(
      {
        self: Type.String(),
        objects: Type.String({ description: 'The person’s objects: /objects?person={id}' }),
        page: Type.String({
          description: 'The person’s page on the site, in Finnish (/sv/ and /en/ alike)',
          examples: ['https://kokoelma.example/fi/people/70301'],
        }),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'PublicPerson', additionalProperties: false, description: 'A person' },
);
export type PublicPerson = Static<typeof PublicPerson>;
