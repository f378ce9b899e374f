import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router';
import { Writable } from 'node:stream';
import { ClientInfoContext, clientInfoFrom } from './shared/client-info';
import { createEmotionCache } from './app/emotion-cache';
import { hydrationScript, queryStateScript } from './app/hydration';
import { safeJson } from './shared/safe-json';
import { NO_PUBLIC_CONFIG, PUBLIC_CONFIG_GLOBAL } from './reporting/public-config';
import { createQueryClient, RouteDepsProvider } from './shared/route-deps';
import { createRoutes, routeContext } from './app/routes';
import { meQuery } from './api/page-data-query';
import type { RenderOptions, RenderResult, WebServerEntry } from '@kokoelma/contract/site';
import { isPageHandle, isScriptless } from './app/lazy-page';
import { APP_MODULES_ID } from './app/app-modules';
import { EARLY_CLICKS_SCRIPT } from './app/early-clicks';
import { pageLanguage } from './shared/intl';
import { PublicConfigContext } from './reporting/reporting-context';

// The render contract (options, result, API, public configuration) is the contract lib's,
// shared with the api that calls render().
export type { ApiClient, RenderOptions, RenderResult } from '@kokoelma/contract/site';

function renderToString(
  element: React.ReactElement,
  options: RenderOptions,
  bootstrap: string | null,
) {
  return new Promise<string>((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    // Wait for everything (loaders have already run): crawlers and the status code both
    // need the complete page, and pages here do not suspend on data.
    // A page without script (`bootstrap` null) is sent as it rendered, never hydrated.
    const scripts =
      bootstrap === null
        ? {}
        : {
            bootstrapScriptContent: bootstrap,
            bootstrapModules: [
              {
                src: options.assets.entry,
                integrity: options.assets.integrity?.[options.assets.entry],
              },
            ],
          };
    const stream = renderToPipeableStream(element, {
      nonce: options.nonce.script,
      ...scripts,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

let handlerOfProcess: StaticHandler | null = null;

/**
 * One route handler for every request of the process: building it ranks and compiles the
 * whole route table, work that is the same for every page (about 7 % of a page render's
 * processor time when each request built its own). Each request brings its own API
 * client and query cache in the router context.
 */
function staticHandler(): StaticHandler {
  handlerOfProcess ??= createStaticHandler(createRoutes());
  return handlerOfProcess;
}

/** Server-renders the page for `request`: runs the route loaders, then React. */
export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  // Per request: its own query cache (dehydrated into the page) and loaders bound to it.
  const queryClient = createQueryClient();
  const user = options.user ?? null;
  const deps = { client: { ...options.client, me: async () => user }, queryClient };
  queryClient.setQueryData(meQuery(deps.client).queryKey, user);
  const handler = staticHandler();
  const context = await handler.query(request, { requestContext: routeContext(deps) });
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  for (const error of Object.values(context.errors ?? {})) {
    if (!isRouteErrorResponse(error)) options.onError?.(error);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createEmotionCache(options.nonce.style);
  // Styles are collected and written into <head> below instead of inline beside elements.
  cache.compat = true;
  const emotion = createEmotionServer(cache);
  const scriptless = context.matches.some(({ route }) => isScriptless(route.handle));
  const html = await renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <QueryClientProvider client={queryClient}>
          <RouteDepsProvider deps={deps}>
            <ClientInfoContext
              value={clientInfoFrom(
                request.headers.get('user-agent'),
                request.headers.get('cookie'),
              )}
            >
              <PublicConfigContext value={options.publicConfig ?? NO_PUBLIC_CONFIG}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </PublicConfigContext>
            </ClientInfoContext>
          </RouteDepsProvider>
        </QueryClientProvider>
      </CacheProvider>
    </StrictMode>,
    options,
    scriptless
      ? null
      : hydrationScript(context) +
          queryStateScript(dehydrate(queryClient)) +
          `window.${PUBLIC_CONFIG_GLOBAL}=${safeJson(options.publicConfig ?? NO_PUBLIC_CONFIG)};`,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  if (scriptless) {
    return {
      kind: 'html',
      status: context.statusCode,
      html: html.replace('</head>', `${styles}</head>`),
    };
  }
  // The app's modules, the matched lazy pages' chunks and the page language's catalogue:
  // the entry fetches them all at once, after the page has loaded (entry-client.tsx), so
  // they never share the network with the page's text, styles and images.
  const pageChunks = context.matches.flatMap(({ route }) =>
    isPageHandle(route.handle) ? (options.assets.pages?.[route.handle.chunk] ?? []) : [],
  );
  const lang = pageLanguage(
    context.matches[0]?.params['lang'],
    new URL(request.url).searchParams.get('lang'),
  );
  const catalogue = Object.entries(options.assets.pages ?? {}).find(([module]) =>
    module.endsWith(`/libs/i18n/src/messages/${lang}.json`),
  );
  pageChunks.push(...(catalogue?.[1] ?? []));
  // Each with its integrity: the browser runs only this build's exact bytes. The entry's
  // own imports are fetched beside it (links in the head; build file names, nothing to
  // escape) and loaded by then.
  const entryImports = options.assets.entryImports ?? [];
  const modules = [...new Set([...options.assets.preload, ...pageChunks])]
    .filter((href) => !entryImports.includes(href))
    .map((href) => ({ href, integrity: options.assets.integrity?.[href] ?? null }));
  const moduleList = `<script type="application/json" id="${APP_MODULES_ID}" nonce="${options.nonce.script}">${safeJson(modules)}</script>`;
  // Holds the presses of script-only buttons from the first paint until hydration (early-clicks.ts).
  const earlyClicks = `<script nonce="${options.nonce.script}">${EARLY_CLICKS_SCRIPT}</script>`;
  const entryLinks = entryImports
    .map((href) => {
      const integrity = options.assets.integrity?.[href];
      return `<link rel="modulepreload" fetchpriority="low" nonce="${options.nonce.script}" href="${href}"${integrity ? ` integrity="${integrity}"` : ''}/>`;
    })
    .join('');
  return {
    kind: 'html',
    status: context.statusCode,
    html: html.replace('</head>', `${earlyClicks}${entryLinks}${moduleList}${styles}</head>`),
  };
}

// This entry is what the api loads at run time: it must be the contract's (else typecheck fails).
const entry: WebServerEntry = { render };
void entry;
