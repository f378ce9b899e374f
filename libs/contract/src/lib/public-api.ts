import { Type, type Static } from 'typebox';
import { ErrorResponse, Lang } from './common';
import { CategoryValue, DisplayFilter, Facet, PersonSummary, SortOrder } from './collection';
import { COLOUR_PATTERN } from './colour-value';
import { Nullable, PublicObject, PublicPerson } from './public-api-shapes';

export {
  LanguageMap,
  PublicImage,
  PublicObject,
  PublicObjectPerson,
  PublicPerson,
} from './public-api-shapes';

// The public, read-only, versioned API (/api/v1): schemas of its routes and of the stable
// shapes it serves. The server validates and serialises with them, and @fastify/swagger
// turns them into the OpenAPI 3.1 document, so the documentation cannot drift from the
// code. A change that breaks clients belongs in /api/v2, not here.

/** Where the public API lives; the route urls below are relative to it. */
export const PUBLIC_API_PREFIX = '/api/v1';

/** The header that carries an API key. */
export const API_KEY_HEADER = 'x-api-key';

/** Items per page: `limit` is 1 … max, default when absent. */
export const PUBLIC_API_LIMIT = { min: 1, max: 100, default: 20 } as const;

/**
 * How far search results can be paged: the search engine ranks at most this many
 * results (RESULT_ID_LIMIT of @kokoelma/collection); /objects and /export reach the rest.
 */
export const PUBLIC_SEARCH_RESULT_LIMIT = 1000;

/** The most changes an object's history answers (its newest). */
export const OBJECT_HISTORY_MAX = 100;

/** The licence of the collection's metadata (every field but the images themselves). */
export const METADATA_LICENSE = {
  name: 'CC0 1.0',
  url: 'https://creativecommons.org/publicdomain/zero/1.0/',
} as const;

const Limit = Type.Integer({
  minimum: PUBLIC_API_LIMIT.min,
  maximum: PUBLIC_API_LIMIT.max,
  default: PUBLIC_API_LIMIT.default,
  description: `Items per page, ${PUBLIC_API_LIMIT.min}–${PUBLIC_API_LIMIT.max}`,
});
const Cursor = Type.String({
  minLength: 1,
  maxLength: 400,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'The nextCursor of the previous page (opaque); absent for the first page',
});
const Year = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 0, maximum: 9999, description }));
const Texts = (description: string, maxLength = 200) =>
  Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength }), { maxItems: 50, description }),
  );

/**
 * The filters of the site's search, named exactly as its URL names them
 * (see search-url.ts): a query string of /{lang}/search works here as it is.
 */
const filterProperties = {
  // Also the language of keyword, material and classification values, and of q.
  lang: Type.Optional(Lang),
  display: Type.Optional(DisplayFilter),
  category: Type.Optional(
    Type.Array(CategoryValue, {
      maxItems: 50,
      description: 'Categories (any of them); repeat the parameter for several',
      examples: [['photo', 'artwork']],
    }),
  ),
  yearFrom: Year('Made in or after this year'),
  yearTo: Year('Made in or before this year'),
  acquiredFrom: Year('Acquired in or after this year'),
  acquiredTo: Year('Acquired in or before this year'),
  image: Type.Optional(Type.Literal('1', { description: '1: only objects with an image' })),
  person: Texts('Person ids (any of them)', 100),
  keyword: Texts('Keywords in `lang` (any of them)'),
  material: Texts('Materials in `lang` (any of them)'),
  classification: Texts('Classifications in `lang` (any of them)'),
};

export const PublicObjectsQuery = Type.Object(
  { ...filterProperties, limit: Type.Optional(Limit), cursor: Type.Optional(Cursor) },
  { additionalProperties: false },
);
export type PublicObjectsQuery = Static<typeof PublicObjectsQuery>;

/**
 * The objects route's query string: the list's, or with `since` the change feed's. Its
 * text is checked by the server (a clear 400 for a date it cannot read), not by a
 * pattern, so that the error can say what is expected.
 */
const ObjectsRouteQuery = Type.Object(
  {
    ...PublicObjectsQuery.properties,
    since: Type.Optional(
      Type.String({
        maxLength: 40,
        description:
          'ISO 8601 date or date-time with a time zone (2026-01-31, 2026-01-31T12:00:00Z): instead of the list, the objects created, updated or deleted after then, oldest change first; no filters with it',
        examples: ['2026-01-31T12:00:00Z'],
      }),
    ),
  },
  { additionalProperties: false },
);

export const PublicSearchQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({ maxLength: 200, description: 'Words to search for', examples: ['kissa'] }),
    ),
    ...filterProperties,
    colour: Type.Optional(
      Type.String({
        pattern: COLOUR_PATTERN,
        description:
          'Works holding this colour (#rrggbb, as %23rrggbb in a URL); in relevance order, the most of it first',
        examples: ['#1e50c8'],
      }),
    ),
    sort: Type.Optional(SortOrder),
    limit: Type.Optional(Limit),
    offset: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: PUBLIC_SEARCH_RESULT_LIMIT - 1,
        default: 0,
        description: `Results to skip; search pages reach the first ${PUBLIC_SEARCH_RESULT_LIMIT} results`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type PublicSearchQuery = Static<typeof PublicSearchQuery>;

export const PublicPeopleQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({ maxLength: 100, description: 'Names starting with these words' }),
    ),
    limit: Type.Optional(Limit),
    cursor: Type.Optional(Cursor),
  },
  { additionalProperties: false },
);
export type PublicPeopleQuery = Static<typeof PublicPeopleQuery>;

export const PublicObjectParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Object id' }) },
  { additionalProperties: false },
);
export const PublicPersonParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 300, description: 'Person id' }) },
  { additionalProperties: false },
);

const Next = Nullable(Type.String({ description: 'URL of the next page; null on the last' }));
const NextCursor = Nullable(Type.String({ description: 'cursor of the next page; null: done' }));

export const PublicObjectList = Type.Object(
  {
    items: Type.Array(PublicObject),
    total: Type.Integer({ description: 'Objects matching the filters' }),
    limit: Type.Integer(),
    nextCursor: NextCursor,
    next: Next,
  },
  { additionalProperties: false, description: 'A page of objects' },
);
export type PublicObjectList = Static<typeof PublicObjectList>;

export const PublicObjectChange = Type.Object(
  {
    id: Type.Integer({ description: 'The object id' }),
    change: Type.Union(
      [Type.Literal('created'), Type.Literal('updated'), Type.Literal('deleted')],
      {
        description: 'What became of the object since then: its latest change',
      },
    ),
    changedAt: Type.String({ format: 'date-time', description: 'When it last changed' }),
    deletedAt: Nullable(
      Type.String({ format: 'date-time', description: 'A tombstone: when it was deleted' }),
    ),
    // The object as it is now; null when deleted. A reference, not a copy: the objects
    // route answers a list or a feed, and one answer's schema may define PublicObject once.
    object: Nullable(
      Type.Unsafe<PublicObject>(Type.Ref('PublicObject', { description: 'The object now' })),
    ),
  },
  { additionalProperties: false, description: 'One object’s change' },
);
export type PublicObjectChange = Static<typeof PublicObjectChange>;

export const PublicChangeList = Type.Object(
  {
    since: Type.String({ format: 'date-time', description: 'Changes after this moment' }),
    items: Type.Array(PublicObjectChange),
    total: Type.Integer({ description: 'Objects changed since then, on every page' }),
    limit: Type.Integer(),
    nextCursor: NextCursor,
    next: Next,
  },
  { additionalProperties: false, description: 'A page of the objects changed since a moment' },
);
export type PublicChangeList = Static<typeof PublicChangeList>;

export const PublicObjectVersion = Type.Object(
  {
    changedAt: Type.String({ format: 'date-time', description: 'When the change was made' }),
    change: Type.Union(
      [Type.Literal('created'), Type.Literal('updated'), Type.Literal('deleted')],
      { description: 'What the change did to the object' },
    ),
    by: Type.Union([Type.Literal('import'), Type.Literal('update-queue')], {
      description: 'Made by an import of the museum’s records, or by an update from its systems',
    }),
    fields: Type.Array(
      Type.Object(
        {
          field: Type.String({
            description: 'The field of the site’s object JSON',
            examples: ['yearFrom'],
          }),
          before: Type.Unknown({ description: 'Its value before the change; null: none' }),
          after: Type.Unknown({ description: 'Its value after the change; null: none' }),
        },
        { additionalProperties: false },
      ),
      {
        description:
          'The fields an update changed, each before and after (none for a creation or deletion)',
      },
    ),
  },
  { additionalProperties: false, description: 'One change of one object' },
);
export type PublicObjectVersion = Static<typeof PublicObjectVersion>;

export const PublicObjectHistory = Type.Object(
  {
    id: Type.Integer({ description: 'The object id' }),
    items: Type.Array(PublicObjectVersion, {
      description: `Its changes, newest first (at most ${OBJECT_HISTORY_MAX})`,
    }),
    links: Type.Object(
      {
        self: Type.String(),
        object: Type.String({ description: 'The object now (410 once deleted)' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, description: 'What changed in one object, and when' },
);
export type PublicObjectHistory = Static<typeof PublicObjectHistory>;

export const PublicPeopleList = Type.Object(
  {
    items: Type.Array(PublicPerson),
    total: Type.Integer(),
    limit: Type.Integer(),
    nextCursor: NextCursor,
    next: Next,
  },
  { additionalProperties: false, description: 'A page of people' },
);
export type PublicPeopleList = Static<typeof PublicPeopleList>;

export const PublicSearchResult = Type.Object(
  {
    items: Type.Array(PublicObject),
    total: Type.Integer({ description: 'Every match, counted exactly' }),
    pageable: Type.Integer({
      description: `Matches that offset can reach (at most ${PUBLIC_SEARCH_RESULT_LIMIT})`,
    }),
    offset: Type.Integer(),
    limit: Type.Integer(),
    next: Next,
    people: Type.Array(PersonSummary, { description: 'People whose names match q' }),
    facets: Type.Array(Facet, { description: 'Counts of the matches per filter value' }),
  },
  { additionalProperties: false, description: 'A page of search results' },
);
export type PublicSearchResult = Static<typeof PublicSearchResult>;

/** An error answer ({error, message}) with what it means on this API. */
const errorAnswer = (description: string, options: object = {}) =>
  Type.Object(ErrorResponse.properties, { additionalProperties: false, description, ...options });

const ERRORS = {
  400: errorAnswer('A parameter is wrong; `message` says which'),
  401: errorAnswer(
    `An unknown or revoked key, or none where one is needed (WWW-Authenticate names the ${API_KEY_HEADER} header)`,
  ),
  404: errorAnswer('There is no such object or person'),
  410: errorAnswer('The object was deleted from the collection (the change feed says when)'),
  429: errorAnswer('The key, or the address without a key, has used its requests for now', {
    headers: {
      'retry-after': Type.Integer({
        minimum: 1,
        description: 'Seconds until the client may ask again',
      }),
    },
  }),
};
type ErrorStatus = keyof typeof ERRORS;

const errors = <S extends ErrorStatus>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, ERRORS[status]])) as Pick<typeof ERRORS, S>;

/** Routes that need a key. */
const keyed = { security: [{ apiKey: [] }] };
/** Routes that answer without a key too, at a lower rate; a key raises the limits. */
const keyOptional = {
  security: [{} as Record<string, string[]>, { apiKey: [] as string[] }],
};

/**
 * Route definitions of the public API, relative to {@link PUBLIC_API_PREFIX}. The names
 * are stable: the developer documentation page describes each by its name.
 */
export const publicApiRoutes = {
  objects: {
    method: 'GET',
    url: '/objects',
    schema: {
      operationId: 'listObjects',
      tags: ['objects'],
      summary: 'List objects',
      description:
        'Every object matching the filters, in id order, a page at a time. Pages follow a cursor, so paging through a changing collection never repeats or skips an object. With `since`: the change feed instead, every object created, updated or deleted after that moment (deleted ones as tombstones with their deletion time), oldest change first, paged by the same cursor.',
      ...keyOptional,
      querystring: ObjectsRouteQuery,
      response: {
        200: Type.Union([PublicObjectList, PublicChangeList]),
        ...errors(400, 401, 429),
      },
    },
  },
  object: {
    method: 'GET',
    url: '/objects/:id',
    schema: {
      operationId: 'getObject',
      tags: ['objects'],
      summary: 'One object',
      ...keyOptional,
      params: PublicObjectParams,
      response: { 200: PublicObject, ...errors(400, 401, 404, 410, 429) },
    },
  },
  objectHistory: {
    method: 'GET',
    url: '/objects/:id/history',
    schema: {
      operationId: 'getObjectHistory',
      tags: ['objects'],
      summary: 'One object’s history',
      description:
        'Every change the museum’s imports and updates made to the object, newest first: when, what it did, and each changed field before and after. A deleted object keeps its history.',
      ...keyOptional,
      params: PublicObjectParams,
      response: { 200: PublicObjectHistory, ...errors(400, 401, 404, 429) },
    },
  },
  search: {
    method: 'GET',
    url: '/search',
    schema: {
      operationId: 'search',
      tags: ['search'],
      summary: 'Search the collection',
      description: `The site's own search: the same words, filters, ranking and counts. Pages by offset through the first ${PUBLIC_SEARCH_RESULT_LIMIT} results.`,
      ...keyOptional,
      querystring: PublicSearchQuery,
      response: { 200: PublicSearchResult, ...errors(400, 401, 429) },
    },
  },
  people: {
    method: 'GET',
    url: '/people',
    schema: {
      operationId: 'listPeople',
      tags: ['people'],
      summary: 'List people',
      description: 'People connected to objects, in id order, a page at a time (cursor).',
      ...keyOptional,
      querystring: PublicPeopleQuery,
      response: { 200: PublicPeopleList, ...errors(400, 401, 429) },
    },
  },
  person: {
    method: 'GET',
    url: '/people/:id',
    schema: {
      operationId: 'getPerson',
      tags: ['people'],
      summary: 'One person',
      ...keyOptional,
      params: PublicPersonParams,
      response: { 200: PublicPerson, ...errors(400, 401, 404, 429) },
    },
  },
  export: {
    method: 'GET',
    url: '/export',
    schema: {
      operationId: 'exportObjects',
      tags: ['export'],
      summary: 'The whole collection as JSON Lines',
      description:
        'Every object, one JSON document (the shape of GET /objects/{id}) per line, in id order, streamed. One request counts once against the rate limit.',
      ...keyed,
      response: {
        200: {
          description: 'One object per line (application/jsonl)',
          content: { 'application/jsonl': { schema: PublicObject } },
        },
        ...errors(401, 429),
      },
    },
  },
  openapi: {
    method: 'GET',
    url: '/openapi.json',
    schema: {
      operationId: 'openapi',
      tags: ['meta'],
      summary: 'This API’s OpenAPI 3.1 document (no key needed)',
      security: [],
      response: {
        200: Type.Object({}, { additionalProperties: true, description: 'OpenAPI 3.1.0' }),
      },
    },
  },
} as const;

/** The name of a public API route. */
export type PublicApiRouteName = keyof typeof publicApiRoutes;

/**
 * A working request of each route (path and query below the prefix), for the
 * documentation's curl examples; a test runs every one against the API.
 */
export const publicApiExamples: Record<PublicApiRouteName, string> = {
  objects: '/objects?category=photo&image=1&limit=20',
  object: '/objects/1001',
  objectHistory: '/objects/1001/history',
  search: '/search?q=kissa&lang=fi&yearFrom=1880&yearTo=1920&limit=10',
  people: '/people?q=edel&limit=20',
  person: '/people/50001',
  export: '/export',
  openapi: '/openapi.json',
};
