// The browser app: hydrates the server-rendered page and runs it from then on. Loaded by
// the entry (../entry-client.tsx) once the page has painted.
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { localeFor } from '@kokoelma/i18n';
import { AnalyticsContext } from '../analytics/analytics-context';
import { browserAnalytics } from '../analytics/analytics';
import { createBrowserApiClient } from '../api/browser-api-client';
import { ClientInfoContext, clientInfoOfPage } from '../shared/client-info';
import { createBrowserEmotionCache } from './emotion-cache';
import { loadIntl, pageLanguage } from '../shared/intl';
import { yieldToMain } from './yield-to-main';
import { rememberEarlyInput } from '../shared/early-input';
import { QUERY_STATE_GLOBAL } from './hydration';
import { createQueryClient, RouteDepsProvider } from '../shared/route-deps';
import { createRoutes, routeContext } from './routes';
import { createErrorReporter } from '../reporting/error-reporting';
import {
  NO_PUBLIC_CONFIG,
  PUBLIC_CONFIG_GLOBAL,
  type PublicConfig,
} from '../reporting/public-config';
import { ErrorReporterContext, PublicConfigContext } from '../reporting/reporting-context';
import { loadThirdPartyScripts } from '../reporting/third-party';
import { loadWebFonts } from '../shared/fonts';
import { ContentErrorContext } from '../features/content/content-errors';

// The work before hydration comes in pieces, each in a task of its own (yieldToMain):
// evaluating the modules, setting up, the page language's number formats, the page's
// code and messages, the router, then hydration itself in short slices. All at once it
// would hold a slow phone's main thread for a few hundred milliseconds.
await yieldToMain();

// The server stamped its style tags with this request's style nonce; styles emotion adds
// later in the browser carry the same one so the Content Security Policy admits them.
const nonce = document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce || undefined;
const cache = createBrowserEmotionCache(nonce);
// The server's query cache comes first, so the first render needs no request.
const queryClient = createQueryClient();
const serverState = (window as unknown as Record<string, DehydratedState | undefined>)[
  QUERY_STATE_GLOBAL
];
if (serverState) hydrate(queryClient, serverState);
const deps = { client: createBrowserApiClient(), queryClient };
// Events stay in the page (window.dataLayer) until a tag manager is configured; with a
// consent tool, they wait for the visitor's consent.
const publicConfig: PublicConfig = {
  ...NO_PUBLIC_CONFIG,
  ...(window as unknown as Record<string, Partial<PublicConfig> | undefined>)[PUBLIC_CONFIG_GLOBAL],
};
const scriptNonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
const reporter = createErrorReporter(publicConfig, () => import('@sentry/react'));
window.addEventListener('error', (event) => reporter.report(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => reporter.report(event.reason));
loadThirdPartyScripts(publicConfig, scriptNonce);
// The identity's fonts come after the page's images (the art first).
loadWebFonts();
// With a consent tool configured, analytics wait for the visitor's consent.
const analytics = browserAnalytics({ consentRequired: publicConfig.cookiebotId !== null });
const routes = createRoutes();

/**
 * The server rendered the page with its lazy route's code; the browser loads that code
 * before hydrating, so the first render matches the HTML (the server listed that code in
 * the page's list of modules, which the entry fetched with the app, so this costs no
 * extra round trip).
 */
async function loadMatchedRoutes(all: RouteObject[]) {
  const matches = matchRoutes(all, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

// The page's messages too: the server wrote its language into <html lang>.
const lang = pageLanguage(document.documentElement.lang, null);
await yieldToMain();
// The browser's number formatting data, the largest part of the first use of Intl (15–35
// ms on this machine's desktop Chromium): alone in its task rather than inside the next.
new Intl.NumberFormat(localeFor(lang));
await yieldToMain();
await Promise.all([loadMatchedRoutes(routes), loadIntl(lang)]);
await yieldToMain();
const router = createBrowserRouter(routes, { getContext: () => routeContext(deps) });
await yieldToMain();

// Hydration as a transition: React works through the page in short slices and answers
// input in between, instead of holding the main thread for the whole page at once (what
// a phone would feel as a frozen page, and Lighthouse counts as blocking time).
// What the visitor has typed meanwhile, for the fields to take over once hydrated.
rememberEarlyInput(document);
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={cache}>
        <QueryClientProvider client={queryClient}>
          <RouteDepsProvider deps={deps}>
            <ClientInfoContext value={clientInfoOfPage(document)}>
              <AnalyticsContext value={analytics}>
                <PublicConfigContext value={publicConfig}>
                  <ErrorReporterContext value={reporter}>
                    <ContentErrorContext
                      value={(error) => reporter.report(error, { kind: 'content' })}
                    >
                      <RouterProvider router={router} />
                    </ContentErrorContext>
                  </ErrorReporterContext>
                </PublicConfigContext>
              </AnalyticsContext>
            </ClientInfoContext>
          </RouteDepsProvider>
        </QueryClientProvider>
      </CacheProvider>
    </StrictMode>,
  );
});
