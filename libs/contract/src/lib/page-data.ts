import { Type, type Static } from 'typebox';
import { ErrorResponse, Lang } from './common';
import { CollectionObject, SearchParams, SearchResponse, SitemapResponse } from './collection';

/** Facts every page needs about the site itself. */
export const SiteData = Type.Object({
  /** The collection is the generated demo collection: pages say so. */
  demo: Type.Boolean(),
  /** Objects in the collection. */
  objectCount: Type.Integer(),
  /** The `{imageBase}` of object image URLs: the local image route or the image server. */
  imageBase: Type.String(),
  /** The site's public origin, for canonical links and og tags (no trailing slash). */
  publicUrl: Type.String(),
});
export type SiteData = Static<typeof SiteData>;

/** The front page. Its editorial content arrives with the content library. */
export const FrontPageData = Type.Object({ kind: Type.Literal('front'), lang: Lang });

// The collection schemas carry $ids (for OpenAPI); a page schema holds several of them,
// so it uses copies without ids (a schema may define an id only once).
const PageObject = Type.Object(CollectionObject.properties);
const PageSearchParams = Type.Object(SearchParams.properties, { additionalProperties: false });
const PageSearchResponse = Type.Object({
  ...SearchResponse.properties,
  data: Type.Array(PageObject),
  searchParams: PageSearchParams,
});

/** An object page: the object, and its parts (sketchbook pages, works of a series). */
export const ObjectPageData = Type.Object({
  kind: Type.Literal('object'),
  lang: Lang,
  object: PageObject,
  children: Type.Array(PageObject, { description: 'Child objects, at most 200' }),
  parents: Type.Array(Type.Object({ id: Type.Integer(), title: PageObject.properties.title })),
});
export type ObjectPageData = Static<typeof ObjectPageData>;

/** The collection search page: the search the URL asks for and its first results. */
export const SearchPageData = Type.Object({
  kind: Type.Literal('search'),
  lang: Lang,
  params: PageSearchParams,
  result: PageSearchResponse,
});
export type SearchPageData = Static<typeof SearchPageData>;

/** A page of the object site map (/{lang}/sitemap/objects/{page}) or the site map itself. */
export const SitemapPageData = Type.Object({
  kind: Type.Literal('sitemap'),
  lang: Lang,
  objects: SitemapResponse,
});
export type SitemapPageData = Static<typeof SitemapPageData>;

/** The data of one page: what its route renders. */
export const PageData = Type.Union([
  FrontPageData,
  ObjectPageData,
  SearchPageData,
  SitemapPageData,
]);
export type PageData = Static<typeof PageData>;

/** GET /api/site: the site facts. */
export const siteRoute = {
  method: 'GET',
  url: '/api/site',
  schema: { response: { 200: SiteData, 500: ErrorResponse } },
} as const;

export const PageDataQuery = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 2000, pattern: '^/' }),
    query: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);

/** GET /api/pagedata?path=&query=: the data of the page at `path`; 404 when there is none. */
export const pageDataRoute = {
  method: 'GET',
  url: '/api/pagedata',
  schema: {
    querystring: PageDataQuery,
    response: { 200: PageData, 400: ErrorResponse, 404: ErrorResponse, 500: ErrorResponse },
  },
} as const;
