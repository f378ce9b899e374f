import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@kokoelma/domain';
import type {
  ArticlePageData,
  ArticlesPageData,
  ContentPageData,
  DevelopersPageData,
  FrontPageData,
  GalleryEmbedPageData,
  GalleryPageData,
  ObjectPageData,
  PersonPageData,
  PeoplePageData,
  SearchPageData,
  SitemapPageData,
  VideosPageData,
} from './page-data';
import { GALLERY_SLUG_PATTERN } from './galleries-limits';
import { CONTENT_SLUG_PATTERN } from './path-patterns';

/**
 * THE PAGE ROUTE TABLE: every web page the site has, declared once. Each route has an id,
 * its path pattern (`:name` is a parameter; `:lang` is the page's language), the schema of
 * its other parameters and the schema of its page data (null: the page has none, it renders
 * from the frame's data or loads its own in the browser).
 *
 * Built from it: the web app's route table (apps/web/src/app/routes.tsx, one component per
 * id), the server's page resolvers (apps/api/src/pages/page-data.ts, one per id with data),
 * `GET /api/pagedata?path=` (matchPage) and every internal link (pathTo). Which route an
 * address is does not depend on the order here: a path matches the pattern with the most
 * fixed segments first (`/fi/artikkelit` is the articles list, not a content page called
 * "artikkelit"), the rule React Router ranks by.
 */

// Plain values only (no TypeBox at run time): the web app's browser code imports this
// table, and its bundle must not carry the schema library (tools/scripts/check-client-bundle.mjs).

/**
 * The schema of a path parameter (JSON Schema's words): a string of a pattern, or an
 * integer written in 1 to 15 digits within its bounds.
 */
type ParamSchema =
  | { readonly type: 'string'; readonly pattern: string }
  | { readonly type: 'integer'; readonly minimum: number; readonly maximum: number };

interface PageRouteSpec {
  /** The path pattern: `/:lang/object/:id`. A trailing slash is kept by pathTo. */
  readonly path: string;
  /** Where the language is: the `:lang` segment, or `?lang=` (pages outside /{lang}/). */
  readonly lang: 'path' | 'query';
  /** The schemas of the `:params` other than `:lang`, by name. */
  readonly params: Readonly<Record<string, ParamSchema>>;
  /** Whether the page has page data (its type: PageDataByRoute; its resolver: the server's). */
  readonly data: boolean;
}

const slug = { type: 'string', pattern: CONTENT_SLUG_PATTERN } as const;
const gallerySlug = { type: 'string', pattern: GALLERY_SLUG_PATTERN } as const;
/** An object's (or a gallery's) id in its address: 1 to 15 digits. */
const id = { type: 'integer', minimum: 1, maximum: 999_999_999_999_999 } as const;

/**
 * A person's id in their address: the museum's person id, or `name:…` for a person the
 * records name without one (any characters but a path's own, at most 200).
 */
const personId = { type: 'string', pattern: '^[^/?#\\u0000-\\u001f]{1,200}$' } as const;

const page = <const T extends PageRouteSpec>(spec: T): T => spec;

export const pageRoutes = {
  front: page({ path: '/:lang/', lang: 'path', params: {}, data: true }),
  object: page({ path: '/:lang/object/:id', lang: 'path', params: { id }, data: true }),
  search: page({ path: '/:lang/search', lang: 'path', params: {}, data: true }),
  person: page({ path: '/:lang/people/:id', lang: 'path', params: { id: personId }, data: true }),
  people: page({ path: '/:lang/people', lang: 'path', params: {}, data: true }),
  sitemap: page({ path: '/:lang/sitemap', lang: 'path', params: {}, data: true }),
  'sitemap-objects': page({
    path: '/:lang/sitemap/objects/:page',
    lang: 'path',
    params: { page: { type: 'integer', minimum: 1, maximum: 999_999 } },
    data: true,
  }),
  developers: page({ path: '/:lang/developers', lang: 'path', params: {}, data: true }),
  videos: page({ path: '/:lang/videos', lang: 'path', params: {}, data: true }),
  articles: page({ path: '/:lang/artikkelit', lang: 'path', params: {}, data: true }),
  article: page({ path: '/:lang/artikkelit/:slug', lang: 'path', params: { slug }, data: true }),
  'content-page': page({ path: '/:lang/:slug', lang: 'path', params: { slug }, data: true }),
  'my-galleries': page({ path: '/:lang/galleries', lang: 'path', params: {}, data: false }),
  favourites: page({ path: '/:lang/favourites', lang: 'path', params: {}, data: false }),
  gallery: page({
    path: '/:lang/galleries/:slug',
    lang: 'path',
    params: { slug: gallerySlug },
    data: true,
  }),
  'gallery-edit': page({
    path: '/:lang/galleries/:id/edit',
    lang: 'path',
    params: { id },
    data: false,
  }),
  'gallery-embed': page({
    path: '/:lang/embed/galleries/:slug',
    lang: 'path',
    params: { slug: gallerySlug },
    data: true,
  }),
  login: page({ path: '/login', lang: 'query', params: {}, data: false }),
  'apikey-form': page({ path: '/apikey/form', lang: 'query', params: {}, data: false }),
  'apikey-login': page({ path: '/apikey/login', lang: 'query', params: {}, data: false }),
} as const;

/**
 * The page data of each route with data: the schemas in page-data.ts (each a member of
 * the PageData union that GET /api/pagedata answers with).
 */
export interface PageDataByRoute {
  front: FrontPageData;
  object: ObjectPageData;
  search: SearchPageData;
  person: PersonPageData;
  people: PeoplePageData;
  sitemap: SitemapPageData;
  'sitemap-objects': SitemapPageData;
  developers: DevelopersPageData;
  videos: VideosPageData;
  articles: ArticlesPageData;
  article: ArticlePageData;
  'content-page': ContentPageData;
  gallery: GalleryPageData;
  'gallery-embed': GalleryEmbedPageData;
}

type Routes = typeof pageRoutes;

/** The id of a page route. */
export type PageRouteId = keyof Routes;

/** The ids of the routes that have page data (each has one resolver on the server). */
export type DataRouteId = {
  [K in PageRouteId]: Routes[K]['data'] extends true ? K : never;
}[PageRouteId];

// The table's `data: true` and PageDataByRoute name the same routes (else this fails to compile).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const dataTypesAgree: Same<DataRouteId, keyof PageDataByRoute> = true;
void dataTypesAgree;

type ParamValue<P> = P extends { type: 'integer' } ? number : string;

/** A route's parameters: its language and its `:params`, typed. */
export type PageParams<K extends PageRouteId> = { lang: Language } & {
  -readonly [N in keyof Routes[K]['params']]: ParamValue<Routes[K]['params'][N]>;
};

/** The page data of a route with data. */
export type PageDataOf<K extends DataRouteId> = PageDataByRoute[K];

/** An address matched to its route: what a resolver, a loader and a page are given. */
export interface PageMatch<K extends PageRouteId = PageRouteId> {
  id: K;
  params: PageParams<K>;
  /** The path as asked (`/fi/object/1`): with `query`, what GET /api/pagedata sends. */
  path: string;
  /** The query string as asked, with its `?` (or empty). */
  query: string;
}

/** Any matched page route, narrowed by its `id`. */
export type AnyPageMatch = { [K in PageRouteId]: PageMatch<K> }[PageRouteId];

/** One resolver per route with data: the server's side of the table. */
export type PageResolvers<Extra> = {
  [K in DataRouteId]: (match: PageMatch<K>, extra: Extra) => Promise<PageDataOf<K> | null>;
};

export const PAGE_ROUTE_IDS = Object.keys(pageRoutes) as PageRouteId[];

export const DATA_ROUTE_IDS = PAGE_ROUTE_IDS.filter((id) => pageRoutes[id].data) as DataRouteId[];

/** True when `id` names a route with page data. */
export function hasPageData(id: PageRouteId): id is DataRouteId {
  return pageRoutes[id].data;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const patterns = PAGE_ROUTE_IDS.map((id) => ({ id, segments: segmentsOf(pageRoutes[id].path) }));

/** Reads one path parameter by its schema; undefined when it does not fit. */
function paramValue(schema: ParamSchema, raw: string): string | number | undefined {
  if (schema.type === 'integer') {
    if (!/^\d{1,15}$/.test(raw)) return undefined;
    const value = Number(raw);
    return value >= schema.minimum && value <= schema.maximum ? value : undefined;
  }
  return new RegExp(schema.pattern, 'u').test(raw) ? raw : undefined;
}

/**
 * The `:params` of route `id` from the strings a path gave (React Router's params or
 * matchPage's), checked against the route's schema; null when one does not fit (the page
 * is a 404). `lang` comes from the path or, for pages outside /{lang}/, from `?lang=`.
 */
export function pageParams<K extends PageRouteId>(
  id: K,
  raw: Readonly<Record<string, string | undefined>>,
  query = '',
): PageParams<K> | null {
  const route: PageRouteSpec = pageRoutes[id];
  const lang =
    route.lang === 'path'
      ? raw['lang']
      : (new URLSearchParams(query).get('lang') ?? DEFAULT_LANGUAGE);
  if (route.lang === 'path' && !isLanguage(lang)) return null;
  const params: Record<string, string | number> = {
    lang: isLanguage(lang) ? lang : DEFAULT_LANGUAGE,
  };
  for (const [name, schema] of Object.entries(route.params)) {
    const value = paramValue(schema, raw[name] ?? '');
    if (value === undefined) return null;
    params[name] = value;
  }
  return params as PageParams<K>;
}

/** Fixed segments before parameters: the more specific pattern wins, whatever the order. */
function rank(segments: readonly string[]): string {
  return segments.map((segment) => (segment.startsWith(':') ? '1' : '0')).join('');
}

// Compared code unit by code unit: localeCompare would load the browser's collation data
// when the app's modules run (20 ms on a slow phone), for strings of 0s and 1s.
const ranked = [...patterns].sort((a, b) => {
  const [x, y] = [rank(a.segments), rank(b.segments)];
  return x < y ? -1 : x > y ? 1 : 0;
});

/**
 * The route an address is, with its typed parameters; null when no route has that shape
 * or its parameters do not fit (HTTP 404). `path` is the pathname, `query` the query
 * string (with or without its `?`). A trailing slash is ignored, as the web router does.
 */
export function matchPage(path: string, query = ''): AnyPageMatch | null {
  const segments = segmentsOf(path);
  for (const pattern of ranked) {
    if (pattern.segments.length !== segments.length) continue;
    const raw: Record<string, string> = {};
    const fits = pattern.segments.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) return part === segment;
      try {
        raw[part.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (!fits) continue;
    // The most specific shape decides; parameters that do not fit it are a 404, as in the
    // web router (which never falls back to a less specific route either).
    const params = pageParams(pattern.id, raw, query);
    return params ? ({ id: pattern.id, params, path, query } as AnyPageMatch) : null;
  }
  return null;
}

/** The query string of a built path: values that are undefined or null are left out. */
export type PathQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * The address of route `id` with `params` (and an optional query: values by name, or a
 * query string already written, such as searchQueryFromParams's): the one way internal
 * links are written. A page outside /{lang}/ carries its language as `?lang=`.
 */
export function pathTo<K extends PageRouteId>(
  id: K,
  params: PageParams<K>,
  query: PathQuery | string = {},
): string {
  const route: PageRouteSpec = pageRoutes[id];
  const values = params as Record<string, string | number>;
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const search = new URLSearchParams();
  if (route.lang === 'query') search.set('lang', params.lang);
  if (typeof query !== 'string') {
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) search.set(name, String(value));
    }
  }
  // A written query string is kept as written.
  const text = [search.toString(), typeof query === 'string' ? query.replace(/^\?/, '') : '']
    .filter((part) => part !== '')
    .join('&');
  return text ? `${path}?${text}` : path;
}

/**
 * Which route ids a registry (the server's resolvers, the web's components) is missing,
 * names twice or names although the table has no such route. Used by the tests that
 * prove each side covers the table exactly once.
 */
export function routeCoverage(
  registered: readonly string[],
  expected: readonly PageRouteId[] = PAGE_ROUTE_IDS,
): { missing: PageRouteId[]; duplicated: string[]; unknown: string[] } {
  const seen = new Set<string>();
  const duplicated = registered.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  return {
    missing: expected.filter((id) => !seen.has(id)),
    duplicated,
    unknown: [...seen].filter((id) => !(expected as readonly string[]).includes(id)),
  };
}

/**
 * Runs the resolver of `match`'s route. The table types each resolver by its id, so the
 * data it answers is the data of that route (no check of `kind` needed at the reader).
 */
export function resolvePage<K extends DataRouteId, Extra>(
  resolvers: PageResolvers<Extra>,
  match: PageMatch<K>,
  extra: Extra,
): Promise<PageDataOf<K> | null> {
  const resolve = resolvers[match.id] as unknown as (
    match: PageMatch<K>,
    extra: Extra,
  ) => Promise<PageDataOf<K> | null>;
  return resolve(match, extra);
}
