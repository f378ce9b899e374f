import { Type, type Static, type TSchema } from 'typebox';
import { COLOUR_PATTERN } from './colour-value';
import { PaletteColour } from './palette-colour';
import { CATEGORIES, DISPLAY_FILTERS, MUSEUM_IDS } from '@kokoelma/domain';
import { ErrorResponse, Lang, oneOf } from './common';
import { CITATION_FORMATS } from './citation-path';

// Schemas of the collection routes. The server validates requests and serialises
// responses with them; the web client takes its types from them; OpenAPI is made of them.

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Text per language; a missing language is absent. */
export const LocalizedText = Type.Object(
  {
    fi: Type.Optional(Nullable(Type.String())),
    sv: Type.Optional(Nullable(Type.String())),
    en: Type.Optional(Nullable(Type.String())),
  },
  { additionalProperties: false },
);

// The value lists are the domain's own, so the API and the rules cannot drift apart.
export const MuseumId = oneOf(MUSEUM_IDS);

export const CategoryValue = oneOf(CATEGORIES);

export const DisplayFilter = oneOf(DISPLAY_FILTERS, {
  description: 'all, a museum, anywhere on display, or verkko = available online',
});

export const SortOrder = oneOf(['relevance', 'year-asc', 'year-desc', 'title', 'acquisition'], {
  description: 'relevance, year up or down, title (Finnish collation), latest acquisitions',
});

export type SortOrder = Static<typeof SortOrder>;
export type DisplayFilter = Static<typeof DisplayFilter>;

export const ObjectPerson = Type.Object({
  id: Nullable(Type.Union([Type.Integer(), Type.String()])),
  firstName: Nullable(Type.String()),
  familyName: Nullable(Type.String()),
  birthYear: Nullable(Type.Integer()),
  deathYear: Nullable(Type.Integer()),
  /** Where the person was born and died, as the museum writes it ("Helsinki"). */
  birthPlace: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  deathPlace: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  /** The same person in other authority files (Wikidata, ULAN, VIAF …), as links. */
  sameAs: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { maxItems: 10 })),
  attribution: Nullable(LocalizedText),
  role: Nullable(
    Type.Object({
      id: Nullable(Type.Union([Type.Integer(), Type.String()])),
      fi: Type.String(),
      sv: Type.String(),
      en: Type.String(),
    }),
  ),
});

export const ObjectImage = Type.Object({
  id: Type.Union([Type.Integer(), Type.String()]),
  filename_extension: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  image_version: Type.Integer(),
  isRiaDisplayImage: Type.Boolean(),
  size: Type.Integer(),
  license: Nullable(Type.String()),
  photographer: Nullable(Type.String()),
  ordinal: Nullable(Type.Number()),
  // What the image shows, in words, per language: its alt text and the "Description" under
  // it (museum JSON `multimedia[].description`, LIDO `resourceDescription`). Null if none;
  // absent in result cards of records stored before descriptions were imported.
  description: Type.Optional(Nullable(LocalizedText)),
  // Letters: the addressee shown with the image.
  address: Nullable(
    Type.Object({
      firstName: Type.Optional(Nullable(Type.String())),
      familyName: Type.Optional(Nullable(Type.String())),
    }),
  ),
  // Extension: display class 1–5, which sets the display width (spec §9).
  displayClass: Nullable(Type.Integer()),
  // Where the original can be fetched when it is not on our image server: a IIIF image
  // service or file URL (LIDO). Null for images the image server already has.
  sourceUrl: Nullable(Type.String()),
});

export const ObjectDimension = Type.Object({
  measurements: Type.Array(Type.Number()),
  unit: Type.Optional(Nullable(Type.String())),
  sortLnu: Type.Optional(Nullable(Type.Number())),
  measureType: Type.Optional(Nullable(LocalizedText)),
});

/**
 * A collection object as the API and the pages serve it: the public part of a stored
 * record, declared once here. `@kokoelma/collection`'s CollectionRecord extends it with
 * what only the store keeps, and `publicObject` projects a record to this shape.
 */
export const CollectionObject = Type.Object(
  {
    // The museum's objectId: a positive integer, unique across the collection.
    id: Type.Integer(),
    // Title per language; a missing language is absent (never an empty string).
    title: LocalizedText,
    // Wins over `title` where present (spec §3).
    preferredTitle: Nullable(LocalizedText),
    // The spec's category value (from the Finnish name) and the record's own names.
    category: Type.Object({ value: Nullable(CategoryValue), name: LocalizedText }),
    classifications: Type.Array(LocalizedText),
    keywords: Type.Array(LocalizedText),
    materials: Type.Array(LocalizedText),
    description: LocalizedText,
    inventoryNumber: Nullable(Type.String()),
    // Which museum holds it, mapped from `responsibleOrganisation`.
    museum: MuseumId,
    responsibleOrganisation: Nullable(Type.String()),
    owner: Nullable(Type.String()),
    people: Type.Array(ObjectPerson),
    // Images in display order (by `ordinal`); only images valid by the spec's rule.
    images: Type.Array(ObjectImage),
    dimensions: Type.Array(ObjectDimension),
    // A full date (YYYY-MM-DD) or a four-character year, as the source gives it.
    dateFrom: Nullable(Type.String()),
    // E.g. "n." (circa).
    datePrefix: Nullable(Type.String()),
    yearFrom: Nullable(Type.Integer()),
    yearTo: Nullable(Type.Integer()),
    acquisitionYear: Nullable(Type.Integer()),
    acquisitionDate: Nullable(Type.String()),
    acquisitionMethod: Nullable(LocalizedText),
    // Child objects (sketchbook pages, parts of a series) and parents, by id.
    children: Type.Array(Type.Integer()),
    parents: Type.Array(Type.Integer()),
    // Extension: where the object is on display today, or null when in storage.
    onDisplay: Nullable(Type.Object({ museum: MuseumId, location: Nullable(LocalizedText) })),
    // Extension: running time of av-material, in whole seconds.
    durationSeconds: Nullable(Type.Integer()),
    // Licence of the record's metadata and who holds the rights of its images.
    rights: Type.Object({ license: Nullable(Type.String()), holder: Nullable(Type.String()) }),
    // Which importer produced it.
    source: Type.Union([Type.Literal('museum-api'), Type.Literal('lido')]),
    // Added when the record is read (collection_object_colours), never stored in it.
    palette: Type.Optional(
      Type.Array(PaletteColour, {
        maxItems: 8,
        description: 'The display image’s dominant colours, the largest share first',
      }),
    ),
  },
  { $id: 'CollectionObject' },
);
export type CollectionObject = Static<typeof CollectionObject>;

const year = (description: string) =>
  Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 9999, description })));
const list = <T extends TSchema>(item: T, description: string) =>
  Type.Optional(Type.Array(item, { maxItems: 50, description }));

/** Search parameters, named as the museum's public search API names them. */
export const SearchParams = Type.Object(
  {
    searchTerms: list(
      Type.String({ maxLength: 200 }),
      'Words or phrases; an empty list browses everything',
    ),
    displayFilter: Type.Optional(DisplayFilter),
    categories: list(CategoryValue, 'Category values'),
    museums: list(MuseumId, 'Holding museums: the works of these museums'),
    yearFrom: year('Production year from (1300 … current year)'),
    yearTo: year('Production year to'),
    acquisitionYearFrom: year('Acquisition year from'),
    acquisitionYearTo: year('Acquisition year to'),
    hasImage: Type.Optional(Type.Boolean()),
    people: list(Type.String({ maxLength: 100 }), 'Person ids'),
    keywords: list(Type.String({ maxLength: 200 }), 'Keywords in the request language'),
    materials: list(Type.String({ maxLength: 200 }), 'Materials in the request language'),
    classifications: list(Type.String({ maxLength: 200 }), 'Classifications (request language)'),
    colour: Type.Optional(
      Type.String({
        pattern: COLOUR_PATTERN,
        description: 'Works holding this colour (#rrggbb), the most of it first',
      }),
    ),
    sort: Type.Optional(SortOrder),
    exact: Type.Optional(
      Type.Boolean({
        description: 'Search the words exactly as typed: no close spellings when they match little',
      }),
    ),
  },
  { additionalProperties: false, $id: 'SearchParams' },
);
export type SearchParams = Static<typeof SearchParams>;

/**
 * POST /api/search body: the parameters plus the language of the page, and where the ids
 * start (`offset`): a search returns at most 1,000 ids at a time, so "show more" goes on
 * past them by asking for the ids from the number it already has.
 */
export const SearchRequest = Type.Object(
  {
    ...SearchParams.properties,
    lang: Lang,
    offset: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 10_000_000,
        description: 'The ids (objectIds) start at this position of the results; default 0',
      }),
    ),
  },
  { additionalProperties: false },
);
export type SearchRequest = Static<typeof SearchRequest>;

/** A person matching the search words, with how many objects they appear in. */
export const PersonSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  birthYear: Nullable(Type.Integer()),
  deathYear: Nullable(Type.Integer()),
  objects: Type.Integer(),
});
export type PersonSummary = Static<typeof PersonSummary>;

/** One filter's values with the number of matching objects each. */
export const Facet = Type.Object({
  facet: Type.String(),
  values: Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() })),
});
export type Facet = Static<typeof Facet>;

/**
 * A search result as a result card shows it: the object's id, titles, museum, people
 * (names and roles), dates and first image. The whole record is POST /api/objects's (or
 * /api/search/additional's).
 */
export const SearchCard = Type.Object(
  {
    id: CollectionObject.properties.id,
    title: CollectionObject.properties.title,
    preferredTitle: CollectionObject.properties.preferredTitle,
    museum: CollectionObject.properties.museum,
    people: CollectionObject.properties.people,
    dateFrom: CollectionObject.properties.dateFrom,
    datePrefix: CollectionObject.properties.datePrefix,
    yearFrom: CollectionObject.properties.yearFrom,
    yearTo: CollectionObject.properties.yearTo,
    images: Type.Array(CollectionObject.properties.images.items, {
      maxItems: 1,
      description: 'The first image, when there is one',
    }),
    category: Type.Optional(
      Type.Object(CollectionObject.properties.category.properties, {
        description: "The object's category, for a type label on cards other than artworks",
      }),
    ),
    onDisplay: Type.Optional(CollectionObject.properties.onDisplay),
  },
  { $id: 'SearchCard' },
);
export type SearchCard = Static<typeof SearchCard>;

export const SearchResponse = Type.Object({
  data: Type.Array(SearchCard, {
    description: 'The first page (50) of results, as result cards show them',
  }),
  people: Type.Array(PersonSummary),
  totalCount: Type.Integer(),
  totalIsEstimate: Type.Boolean({ description: 'True when a very large total is estimated' }),
  objectIds: Type.Array(Type.Integer(), { description: 'Ids of the results, in order' }),
  collections: Type.Array(Facet, { description: 'Facet counts of the results' }),
  correctedQuery: Type.Optional(
    Nullable(
      Type.String({
        description:
          'The words searched instead of the ones typed, which matched little (typo tolerance)',
      }),
    ),
  ),
  searchParams: SearchParams,
});
export type SearchResponse = Static<typeof SearchResponse>;

export const AdditionalRequest = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200 }) },
  { additionalProperties: false },
);
export const ObjectRequest = Type.Object(
  { id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export const PredictionsRequest = Type.Object(
  { search: Type.String({ maxLength: 200 }), lang: Type.Optional(Lang) },
  { additionalProperties: false },
);
export const Prediction = Type.Object({
  text: Type.String(),
  kind: oneOf(['title', 'person', 'keyword']),
  objects: Type.Integer(),
});
export type Prediction = Static<typeof Prediction>;

export const FiltersQuery = Type.Object(
  { lang: Type.Optional(Lang) },
  { additionalProperties: false },
);
export const SitemapQuery = Type.Object(
  {
    lang: Type.Optional(Lang),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  { additionalProperties: false },
);
export const SitemapResponse = Type.Object({
  page: Type.Integer(),
  pages: Type.Integer(),
  total: Type.Integer(),
  objects: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Nullable(Type.String()),
      /** The title's language when it is another language's (a fallback), for `lang` on it. */
      titleLang: Type.Optional(Lang),
    }),
  ),
});
export type SitemapResponse = Static<typeof SitemapResponse>;

const errors = { 400: ErrorResponse, 404: ErrorResponse, 500: ErrorResponse };

export const CitationParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 999_999_999_999_999 }) },
  { additionalProperties: false },
);
export const CitationQuery = Type.Object(
  {
    format: oneOf(CITATION_FORMATS, {
      description: 'bibtex (application/x-bibtex), ris or csl-json',
    }),
    lang: Type.Optional(Lang),
  },
  { additionalProperties: false },
);

/** Route schemas of the collection API. */
export const collectionRoutes = {
  search: {
    method: 'POST',
    url: '/api/search',
    schema: { body: SearchRequest, response: { 200: SearchResponse, ...errors } },
  },
  additional: {
    method: 'POST',
    url: '/api/search/additional',
    schema: { body: AdditionalRequest, response: { 200: Type.Array(CollectionObject), ...errors } },
  },
  object: {
    method: 'POST',
    url: '/api/objects',
    schema: { body: ObjectRequest, response: { 200: CollectionObject, ...errors } },
  },
  citation: {
    method: 'GET',
    url: '/api/objects/:id/citation',
    schema: {
      params: CitationParams,
      querystring: CitationQuery,
      response: {
        200: Type.String({ description: 'The citation file, in the media type of its format' }),
        ...errors,
      },
    },
  },
  predictions: {
    method: 'POST',
    url: '/api/predictions',
    schema: { body: PredictionsRequest, response: { 200: Type.Array(Prediction), ...errors } },
  },
  filters: {
    method: 'GET',
    url: '/api/filters',
    schema: { querystring: FiltersQuery, response: { 200: Type.Array(Facet), ...errors } },
  },
  sitemap: {
    method: 'GET',
    url: '/api/sitemap',
    schema: { querystring: SitemapQuery, response: { 200: SitemapResponse, ...errors } },
  },
} as const;
