import { Type, type Static } from 'typebox';
import { ErrorResponse, Lang } from './common';

/** Facts every page needs about the site itself. */
export const SiteData = Type.Object({
  /** The collection is the generated demo collection: pages say so. */
  demo: Type.Boolean(),
  /** Objects in the collection. */
  objectCount: Type.Integer(),
});
export type SiteData = Static<typeof SiteData>;

/** The front page. Its editorial content arrives with the content library. */
export const FrontPageData = Type.Object({ kind: Type.Literal('front'), lang: Lang });

/** The data of one page: what its route renders. */
export const PageData = Type.Union([FrontPageData]);
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
