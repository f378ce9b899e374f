import {
  Outlet,
  data,
  isRouteErrorResponse,
  redirect,
  useRouteError,
  type RouteObject,
} from 'react-router';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '@kokoelma/domain';
import { FrontPage } from '../pages/front-page';
import { NotFoundPage } from '../pages/not-found-page';
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

/** The route table, shared by the server render and the browser router. */
export const routes: RouteObject[] = [
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
      { path: 'fi/kokoelmahaku', loader: () => redirect('/fi/search', 301) },
      { path: 'sv/samlingssökning', loader: () => redirect('/sv/search', 301) },
      {
        id: 'lang',
        path: ':lang',
        loader: ({ params }) => (isLanguage(params.lang) ? null : notFound()),
        Component: LangLayout,
        children: [
          {
            // The boundary sits inside the frame so a 404 keeps the header and language.
            ErrorBoundary: LangBoundary,
            children: [
              { index: true, Component: FrontPage },
              { path: '*', loader: notFound, Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
];
