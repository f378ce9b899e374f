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
} from 'react-router';
import { contentFrameQuery, pageDataQuery, siteQuery } from '../api/page-data-query';
import type { RouteDeps } from './route-deps';
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
import { loadIntl, pageLanguage } from './intl';

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
 * A loader that prefetches the page's data into the query cache; a page without data is
 * a 404 (spec §4: page data 404 → not found; other failures throw to the error page).
 */
function pageLoader({ fresh = false } = {}) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const { client, queryClient } = context.get(routeDepsContext);
    const url = new URL(request.url);
    const query = pageDataQuery(client, url.pathname, url.search);
    // `fresh`: every visit asks the server again, for data that may change at any moment.
    const page = await (fresh
      ? queryClient.fetchQuery({ ...query, staleTime: 0 })
      : queryClient.ensureQueryData(query));
    if (!page) notFound();
    return null;
  };
}

/**
 * Videos, articles and content pages. A content page is any other single segment
 * (/{lang}/{slug}); the router ranks static segments above it, and an unknown slug's
 * page data is a 404 like any missing page.
 */
function contentRoutes(): RouteObject[] {
  return [
    {
      path: 'videos',
      loader: pageLoader(),
      ...lazyPage(
        'src/pages/videos-route.tsx',
        () => import('../pages/videos-route'),
        (m) => m.VideosRoute,
      ),
    },
    {
      path: 'artikkelit',
      loader: pageLoader(),
      ...lazyPage(
        'src/pages/articles-route.tsx',
        () => import('../pages/articles-route'),
        (m) => m.ArticlesRoute,
      ),
    },
    {
      path: 'artikkelit/:slug',
      loader: pageLoader(),
      ...lazyPage(
        'src/pages/article-route.tsx',
        () => import('../pages/article-route'),
        (m) => m.ArticleRoute,
      ),
    },
    {
      path: ':slug',
      loader: pageLoader(),
      ...lazyPage(
        'src/pages/content-route.tsx',
        () => import('../pages/content-route'),
        (m) => m.ContentRoute,
      ),
    },
  ];
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
        loader: () => redirect(`/${lang}/favourites`, 301),
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
      {
        // Sign-in and registration: outside /{lang}/, its language in ?lang= (spec §2).
        path: 'login',
        loader: queryLangLoader,
        Component: LangLayout,
        children: [
          {
            ErrorBoundary: LangBoundary,
            children: [
              {
                index: true,
                ...lazyPage(
                  'src/features/account/login-page.tsx',
                  () => import('../features/account/login-page'),
                  (m) => m.LoginPage,
                ),
              },
            ],
          },
        ],
      },
      {
        // The API key screen and its sign-in: like /login, the language is in ?lang=.
        path: 'apikey',
        loader: queryLangLoader,
        Component: LangLayout,
        children: [
          {
            ErrorBoundary: LangBoundary,
            children: [
              {
                path: 'form',
                ...lazyPage(
                  'src/features/apikey/apikey-form-page.tsx',
                  () => import('../features/apikey/apikey-form-page'),
                  (m) => m.ApiKeyFormPage,
                ),
              },
              {
                path: 'login',
                ...lazyPage(
                  'src/features/apikey/apikey-login-page.tsx',
                  () => import('../features/apikey/apikey-login-page'),
                  (m) => m.ApiKeyLoginPage,
                ),
              },
              { path: '*', loader: notFound, Component: NotFoundPage },
            ],
          },
        ],
      },
      {
        // A public gallery's compact view for other sites to frame: its own small page
        // without the site's frame, plain HTML without script, read afresh on every visit
        // (a gallery made private stops showing at once). Ranked above /{lang}/*.
        path: ':lang/embed/galleries/:slug',
        loader: async (args: LoaderFunctionArgs) => {
          const { client, queryClient } = args.context.get(routeDepsContext);
          const lang = pageLanguage(args.params['lang'], null);
          // Messages first: the not-found answer is in the page's language too.
          await Promise.all([queryClient.ensureQueryData(siteQuery(client)), loadIntl(lang)]);
          if (!isLanguage(args.params['lang'])) notFound();
          return pageLoader({ fresh: true })(args);
        },
        handle: { chunk: GALLERY_EMBED_CHUNK, scripts: false } satisfies PageHandle,
        lazy: async () => {
          const page = await retryLazy(() => import('../pages/gallery-embed-route'));
          return { Component: page.GalleryEmbedRoute, ErrorBoundary: page.GalleryEmbedBoundary };
        },
      },
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
              {
                index: true,
                loader: pageLoader(),
                ...lazyPage(
                  'src/pages/front-page.tsx',
                  () => import('../pages/front-page'),
                  (m) => m.FrontPage,
                ),
              },
              {
                path: 'object/:id',
                loader: pageLoader(),
                ...lazyPage(
                  'src/pages/object-route.tsx',
                  () => import('../pages/object-route'),
                  (m) => m.ObjectRoute,
                ),
              },
              ...['sitemap', 'sitemap/objects/:page'].map((path) => ({
                path,
                loader: pageLoader(),
                ...lazyPage(
                  'src/pages/sitemap-route.tsx',
                  () => import('../pages/sitemap-route'),
                  (m) => m.SitemapRoute,
                ),
              })),
              ...(
                [
                  ['galleries', 'MyGalleriesRoute'],
                  ['favourites', 'FavouritesRoute'],
                  ['galleries/:pathId', 'GalleryRoute'],
                  ['galleries/:pathId/edit', 'GalleryEditRoute'],
                ] as const
              ).map(([path, name]) => ({
                path,
                // The visitor's own data loads in the browser; the server renders the frame.
                // A gallery's view is rendered with its data (indexable when public), read
                // again on every visit: a revoked link or an edit shows at once.
                ...(name === 'GalleryRoute' ? { loader: pageLoader({ fresh: true }) } : {}),
                ...lazyPage(
                  'src/pages/galleries-routes.tsx',
                  () => import('../pages/galleries-routes'),
                  (m) => m[name],
                ),
              })),
              {
                path: 'search',
                loader: pageLoader(),
                // A new search runs its loader again; the filters keep their place.
                shouldRevalidate: ({ currentUrl, nextUrl }) =>
                  currentUrl.search !== nextUrl.search || currentUrl.pathname !== nextUrl.pathname,
                ...lazyPage(
                  'src/pages/search-route.tsx',
                  () => import('../pages/search-route'),
                  (m) => m.SearchRoute,
                ),
              },
              {
                // The public API's documentation; before the content pages' :slug.
                path: 'developers',
                loader: pageLoader(),
                ...lazyPage(
                  'src/pages/developers-route.tsx',
                  () => import('../pages/developers-route'),
                  (m) => m.DevelopersRoute,
                ),
              },
              ...contentRoutes(),
              { path: '*', loader: notFound, Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
];
