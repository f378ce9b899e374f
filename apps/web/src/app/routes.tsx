import {
  Outlet,
  RouterContextProvider,
  ScrollRestoration,
  createContext,
  data,
  isRouteErrorResponse,
  redirect,
  useRouteError,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import {
  PAGE_ROUTE_IDS,
  hasPageData,
  pageParams,
  pageRoutes,
  type DataRouteId,
  type PageMatch,
  type PageRouteId,
  pathTo,
} from '@kokoelma/contract/site';
import { contentFrameQuery, pageDataQuery, siteQuery } from '../api/page-data-query';
import type { RouteDeps } from '../shared/route-deps';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  retryLazy,
  type Language,
} from '@kokoelma/domain';
import { NotFoundPage } from '../pages/not-found-page';
import { lazyPage, type PageHandle } from './lazy-page';
import { useReportRouteError } from '../reporting/reporting-context';
import { Document } from './document';
import { ErrorPage } from './error-page';
import { LangLayout } from './lang-layout';
import { loadIntl, pageLanguage } from '../shared/intl';

/**
 * What the loaders fetch with (the API client and the query cache), from the router's
 * context: one route table serves every request of a server process, and each request
 * brings its own (routeContext), as the browser's router brings the browser's.
 */
export const routeDepsContext = createContext<RouteDeps>();

/** A router context carrying `deps` for the loaders. */
export function routeContext(deps: RouteDeps): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(routeDepsContext, deps);
  return context;
}

/** The embed view's module, as Vite's manifest names it (its handle, for the page's list). */
const GALLERY_EMBED_CHUNK = 'src/pages/gallery-embed-route.tsx';

function notFound(): never {
  throw data(null, { status: 404 });
}

/** Below /{lang}/: a 404 renders the not-found page inside the frame; anything else, the error page. */
function LangBoundary() {
  const error = useRouteError();
  useReportRouteError('page');
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
}

function RootBoundary() {
  useReportRouteError('root');
  return (
    <Document>
      <ErrorPage standalone />
    </Document>
  );
}

function Root() {
  return (
    <Document>
      <Outlet />
      {/* A new page starts at the top (or its #hash); Back and Forward return to where the
          visitor was. Links that keep the place (a search's filters) say so themselves. */}
      <ScrollRestoration />
    </Document>
  );
}

/**
 * The loader of a page route with data: checks the route's parameters (the router has
 * matched the address: it is not parsed again) and prefetches the page's data into the
 * query cache; a page without data is a 404 (spec §4: page data 404 → not found; other
 * failures throw to the error page). Its data is the match, by which the page reads its
 * data (usePageData).
 */
function pageLoader<K extends DataRouteId>(id: K, { fresh = false } = {}) {
  return async ({ request, params, context }: LoaderFunctionArgs): Promise<PageMatch<K>> => {
    const { client, queryClient } = context.get(routeDepsContext);
    const url = new URL(request.url);
    const matched = pageParams(id, params, url.search);
    if (!matched) notFound();
    const match: PageMatch<K> = { id, params: matched, path: url.pathname, query: url.search };
    const query = pageDataQuery(client, match);
    // `fresh`: every visit asks the server again, for data that may change at any moment.
    const page = await (fresh
      ? queryClient.fetchQuery({ ...query, staleTime: 0 })
      : queryClient.ensureQueryData(query));
    if (!page) notFound();
    // A person merged into another by a later import answers under the survivor's id:
    // the old address moves there for good, so links to it never break.
    if (page.kind === 'person' && page.person.id !== String((matched as { id?: unknown }).id)) {
      throw redirect(
        `${pathTo('person', { lang: matched.lang, id: page.person.id })}${url.search}`,
        301,
      );
    }
    return match;
  };
}

/** How the web app shows a page route of the table: its component's chunk, and options. */
interface PageView {
  page: Pick<RouteObject, 'lazy' | 'handle'>;
  /** Read the page data afresh on every visit (it may change at any moment). */
  fresh?: boolean;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/**
 * THE COMPONENT OF EVERY PAGE ROUTE, by its id in the route table (libs/contract
 * page-routes.ts, which holds its path, parameters and data): the compiler refuses a
 * route without one. Routes with data get pageLoader; the others render from the frame's
 * data or load their own in the browser.
 */
export const pageViews: { [K in PageRouteId]: PageView } = {
  front: {
    page: lazyPage(
      'src/pages/front-page.tsx',
      () => import('../pages/front-page'),
      (m) => m.FrontPage,
    ),
  },
  object: {
    page: lazyPage(
      'src/pages/object-route.tsx',
      () => import('../pages/object-route'),
      (m) => m.ObjectRoute,
    ),
  },
  search: {
    page: lazyPage(
      'src/pages/search-route.tsx',
      () => import('../pages/search-route'),
      (m) => m.SearchRoute,
    ),
    // A new search runs its loader again; the filters keep their place.
    shouldRevalidate: ({ currentUrl, nextUrl }) =>
      currentUrl.search !== nextUrl.search || currentUrl.pathname !== nextUrl.pathname,
  },
  person: {
    page: lazyPage(
      'src/pages/person-route.tsx',
      () => import('../pages/person-route'),
      (m) => m.PersonRoute,
    ),
    // Another order or filter runs the loader again; the list keeps its place.
    shouldRevalidate: ({ currentUrl, nextUrl }) =>
      currentUrl.search !== nextUrl.search || currentUrl.pathname !== nextUrl.pathname,
  },
  people: {
    page: lazyPage(
      'src/pages/people-route.tsx',
      () => import('../pages/people-route'),
      (m) => m.PeopleRoute,
    ),
    shouldRevalidate: ({ currentUrl, nextUrl }) =>
      currentUrl.search !== nextUrl.search || currentUrl.pathname !== nextUrl.pathname,
  },
  sitemap: {
    page: lazyPage(
      'src/pages/sitemap-route.tsx',
      () => import('../pages/sitemap-route'),
      (m) => m.SitemapRoute,
    ),
  },
  'sitemap-objects': {
    page: lazyPage(
      'src/pages/sitemap-route.tsx',
      () => import('../pages/sitemap-route'),
      (m) => m.SitemapObjectsRoute,
    ),
  },
  developers: {
    page: lazyPage(
      'src/pages/developers-route.tsx',
      () => import('../pages/developers-route'),
      (m) => m.DevelopersRoute,
    ),
  },
  videos: {
    page: lazyPage(
      'src/pages/videos-route.tsx',
      () => import('../pages/videos-route'),
      (m) => m.VideosRoute,
    ),
  },
  articles: {
    page: lazyPage(
      'src/pages/articles-route.tsx',
      () => import('../pages/articles-route'),
      (m) => m.ArticlesRoute,
    ),
  },
  article: {
    page: lazyPage(
      'src/pages/article-route.tsx',
      () => import('../pages/article-route'),
      (m) => m.ArticleRoute,
    ),
  },
  // Any other single segment; the router ranks fixed segments above it.
  'content-page': {
    page: lazyPage(
      'src/pages/content-route.tsx',
      () => import('../pages/content-route'),
      (m) => m.ContentRoute,
    ),
  },
  // The visitor's own data loads in the browser; the server renders the frame.
  'my-galleries': {
    page: lazyPage(
      'src/pages/galleries-routes.tsx',
      () => import('../pages/galleries-routes'),
      (m) => m.MyGalleriesRoute,
    ),
  },
  favourites: {
    page: lazyPage(
      'src/pages/galleries-routes.tsx',
      () => import('../pages/galleries-routes'),
      (m) => m.FavouritesRoute,
    ),
  },
  // A gallery's view is rendered with its data (indexable when public), read again on
  // every visit: a revoked link or an edit shows at once.
  gallery: {
    page: lazyPage(
      'src/pages/galleries-routes.tsx',
      () => import('../pages/galleries-routes'),
      (m) => m.GalleryRoute,
    ),
    fresh: true,
  },
  'gallery-edit': {
    page: lazyPage(
      'src/pages/galleries-routes.tsx',
      () => import('../pages/galleries-routes'),
      (m) => m.GalleryEditRoute,
    ),
  },
  // A public gallery's compact view for other sites to frame: its own small page without
  // the site's frame, plain HTML without script, read afresh on every visit (a gallery
  // made private stops showing at once). See embedRoute.
  'gallery-embed': {
    page: {
      handle: { chunk: GALLERY_EMBED_CHUNK, scripts: false } satisfies PageHandle,
      lazy: async () => {
        const page = await retryLazy(() => import('../pages/gallery-embed-route'));
        return { Component: page.GalleryEmbedRoute, ErrorBoundary: page.GalleryEmbedBoundary };
      },
    },
    fresh: true,
  },
  // Sign-in and registration: outside /{lang}/, its language in ?lang= (spec §2).
  login: {
    page: lazyPage(
      'src/features/account/login-page.tsx',
      () => import('../features/account/login-page'),
      (m) => m.LoginPage,
    ),
  },
  // The API key screen and its sign-in: like /login, the language is in ?lang=.
  'apikey-form': {
    page: lazyPage(
      'src/features/apikey/apikey-form-page.tsx',
      () => import('../features/apikey/apikey-form-page'),
      (m) => m.ApiKeyFormPage,
    ),
  },
  'apikey-login': {
    page: lazyPage(
      'src/features/apikey/apikey-login-page.tsx',
      () => import('../features/apikey/apikey-login-page'),
      (m) => m.ApiKeyLoginPage,
    ),
  },
};

/** The react-router route of page `id`, at `path` (relative to its parent) or as the index. */
function pageRoute(id: PageRouteId, path: string): RouteObject {
  const { page, fresh, shouldRevalidate } = pageViews[id];
  return {
    id,
    ...(path === '' ? { index: true } : { path }),
    ...(hasPageData(id) ? { loader: pageLoader(id, { fresh }) } : {}),
    ...(shouldRevalidate ? { shouldRevalidate } : {}),
    ...page,
  } as RouteObject;
}

/** The page routes of the table in the site's frame, below /{lang}/. */
function framedPageRoutes(): RouteObject[] {
  return PAGE_ROUTE_IDS.filter(
    (id) => id !== 'gallery-embed' && pageRoutes[id].lang === 'path',
  ).map((id) => pageRoute(id, pageRoutes[id].path.replace(/^\/:lang\/?/, '')));
}

/** Pages outside /{lang}/ (/login, /apikey/…): the frame, the language from ?lang=. */
function queryLangRoute(id: PageRouteId): RouteObject {
  return {
    path: pageRoutes[id].path.slice(1),
    loader: queryLangLoader,
    Component: LangLayout,
    children: [{ ErrorBoundary: LangBoundary, children: [pageRoute(id, '')] }],
  };
}

/**
 * The gallery embed, without the site's frame (ranked above /{lang}/*): its messages
 * first, so the not-found answer is in the page's language too, then its page data.
 */
function embedRoute(): RouteObject {
  const route = pageRoute('gallery-embed', pageRoutes['gallery-embed'].path.slice(1));
  const load = pageLoader('gallery-embed', { fresh: true });
  return {
    ...route,
    loader: async (args: LoaderFunctionArgs) => {
      const { client, queryClient } = args.context.get(routeDepsContext);
      const lang = pageLanguage(args.params['lang'], null);
      await Promise.all([queryClient.ensureQueryData(siteQuery(client)), loadIntl(lang)]);
      return load(args);
    },
  } as RouteObject;
}

/**
 * What every page of a language needs, loaded before it renders: the site facts, the
 * CMS's menu and footer texts, and the messages.
 */
async function loadLanguageFrame({ client, queryClient }: RouteDeps, lang: Language) {
  await Promise.all([
    queryClient.ensureQueryData(siteQuery(client)),
    queryClient.ensureQueryData(contentFrameQuery(client, lang)),
    loadIntl(lang),
  ]);
}

/**
 * Pages outside /{lang}/ (/login, /apikey/…) carry their language as ?lang=; their loader
 * fetches what the language route's would.
 */
async function queryLangLoader({ request, context }: LoaderFunctionArgs) {
  const lang = pageLanguage(undefined, new URL(request.url).searchParams.get('lang'));
  await loadLanguageFrame(context.get(routeDepsContext), lang);
  return null;
}

/**
 * The route table, shared by the server render and the browser router; the loaders take
 * what they fetch with from the router's context (routeDepsContext).
 */
export const createRoutes = (): RouteObject[] => [
  {
    id: 'root',
    path: '/',
    Component: Root,
    ErrorBoundary: RootBoundary,
    children: [
      { index: true, loader: () => redirect(`/${DEFAULT_LANGUAGE}/`) },
      // Old addresses that links and bookmarks still carry (spec §2).
      ...LANGUAGES.map((lang) => ({
        path: `${lang}/myGallery`,
        loader: () => redirect(pathTo('favourites', { lang }), 301),
      })),
      {
        // Proves error reporting end to end: throws, the visitor sees the error page.
        path: 'errorTest',
        loader: () => {
          throw new Error('errorTest: a deliberate error to test error reporting');
        },
      },
      { path: 'fi/kokoelmahaku', loader: () => redirect('/fi/search', 301) },
      { path: 'sv/samlingssökning', loader: () => redirect('/sv/search', 301) },
      ...PAGE_ROUTE_IDS.filter((id) => pageRoutes[id].lang === 'query').map(queryLangRoute),
      {
        // Any other address below /apikey/ is a 404 in the frame.
        path: 'apikey/*',
        loader: queryLangLoader,
        Component: LangLayout,
        children: [
          {
            ErrorBoundary: LangBoundary,
            children: [{ index: true, loader: notFound, Component: NotFoundPage }],
          },
        ],
      },
      embedRoute(),
      {
        id: 'lang',
        path: ':lang',
        loader: async ({ params, context }) => {
          if (!isLanguage(params.lang)) notFound();
          await loadLanguageFrame(context.get(routeDepsContext), params.lang);
          return null;
        },
        Component: LangLayout,
        children: [
          {
            // The boundary sits inside the frame so a 404 keeps the header and language.
            ErrorBoundary: LangBoundary,
            children: [
              ...framedPageRoutes(),
              { path: '*', loader: notFound, Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
];
