import {
  Outlet,
  data,
  isRouteErrorResponse,
  redirect,
  useRouteError,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { pageDataQuery, siteQuery } from '../api/page-data-query';
import type { RouteDeps } from './route-deps';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '@kokoelma/domain';
import { FrontPage } from '../pages/front-page';
import { NotFoundPage } from '../pages/not-found-page';
import { lazyPage } from './lazy-page';
import { Document } from './document';
import { ErrorPage } from './error-page';
import { LangLayout } from './lang-layout';

function notFound(): never {
  throw data(null, { status: 404 });
}

/** Below /{lang}/: a 404 renders the not-found page inside the frame; anything else, the error page. */
function LangBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
}

function RootBoundary() {
  return (
    <Document>
      <ErrorPage />
    </Document>
  );
}

function Root() {
  return (
    <Document>
      <Outlet />
    </Document>
  );
}

/**
 * A loader that prefetches the page's data into the query cache; a page without data is
 * a 404 (spec §4: page data 404 → not found; other failures throw to the error page).
 */
function pageLoader({ client, queryClient }: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const page = await queryClient.ensureQueryData(pageDataQuery(client, url.pathname, url.search));
    if (!page) notFound();
    return null;
  };
}

/** The route table, shared by the server render and the browser router. */
export const createRoutes = (deps: RouteDeps): RouteObject[] => [
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
        id: 'lang',
        path: ':lang',
        loader: async ({ params }) => {
          if (!isLanguage(params.lang)) notFound();
          await deps.queryClient.ensureQueryData(siteQuery(deps.client));
          return null;
        },
        Component: LangLayout,
        children: [
          {
            // The boundary sits inside the frame so a 404 keeps the header and language.
            ErrorBoundary: LangBoundary,
            children: [
              { index: true, loader: pageLoader(deps), Component: FrontPage },
              {
                path: 'object/:id',
                loader: pageLoader(deps),
                ...lazyPage(
                  'src/pages/object-route.tsx',
                  () => import('../pages/object-route'),
                  (m) => m.ObjectRoute,
                ),
              },
              {
                path: 'search',
                loader: pageLoader(deps),
                // A new search runs its loader again; the filters keep their place.
                shouldRevalidate: ({ currentUrl, nextUrl }) =>
                  currentUrl.search !== nextUrl.search || currentUrl.pathname !== nextUrl.pathname,
                ...lazyPage(
                  'src/pages/search-route.tsx',
                  () => import('../pages/search-route'),
                  (m) => m.SearchRoute,
                ),
              },
              { path: '*', loader: notFound, Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
];
