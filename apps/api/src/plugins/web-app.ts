import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  LAYOUT_PAGES,
  layoutCookieName,
  maskedPath,
  type CurrentUser,
  type PageData,
  type PublicConfig,
  type WebServerEntry,
} from '@kokoelma/contract/site';
import type { ServerReporter } from '../error-reporting';
import { viteWebSource, type WebSource } from './web-dev-server';
import { scriptIntegrity } from './script-integrity';
import type { PageDataSource } from '../pages/page-data';
import { trackViewer } from '../pages/page-viewer';
import { LAYOUT_CHOICES, USER_AGENT_MAX_LENGTH, isUnsupportedBrowser } from '@kokoelma/domain';
import {
  fillPage,
  noncePlaceholders,
  pageTemplate,
  type PageTemplate,
  LIVE_CACHE,
  PERSONAL_CACHE,
  isAnonymousPageRequest,
  type PageCache,
} from './http-cache';
import { encodePage, pageEncoding } from './page-encoding';
import { asksPreview, withoutPreview } from './preview';
import { isGalleryEmbedPath } from '@kokoelma/galleries';
import { normalizeIP } from '@fastify/rate-limit';
import type { RenderLimit } from './render-limit';
import { pageAddress } from './page-address';
import { overloaded } from './overload';
import { withCollectionErrorPhoto } from '../error-photo';
import { routePlugin } from '../routes/route-plugin';
import { watchDataSource } from './database-unavailable';
import { createRenderLimit } from './render-limit';
import { requestViewer } from './session';

type Manifest = Record<
  string,
  {
    file: string;
    imports?: string[];
    dynamicImports?: string[];
    isEntry?: boolean;
    isDynamicEntry?: boolean;
  }
>;

const CLIENT_ENTRY = 'src/entry-client.tsx';

/** Files a module statically imports, transitively (for a page's list of modules). */
function importsOf(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (from: string) => {
    for (const dep of manifest[from]?.imports ?? []) {
      const file = manifest[dep]?.file;
      if (file && !seen.has(file)) {
        seen.add(file);
        visit(dep);
      }
    }
  };
  visit(key);
  return [...seen].map((f) => `/${f}`);
}

/**
 * The entry module and every chunk it statically imports, and for each lazy page (a
 * dynamic entry) its own chunk and imports: a page lists the matched page's.
 */
export function clientAssets(manifest: Manifest): {
  entry: string;
  entryImports: string[];
  preload: string[];
  pages: Record<string, string[]>;
} {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The web build's manifest has no ${CLIENT_ENTRY}`);
  const pages = Object.fromEntries(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry)
      .map(([key, chunk]) => [key, [`/${chunk.file}`, ...importsOf(manifest, key)]]),
  );
  // What the entry imports statically is fetched with it (modulepreload links in the
  // head). Every page lists what the entry will import once the page has painted (the
  // libraries, then the app), so the entry fetches it all at once, each module with its
  // integrity; the entry's own imports are loaded by then and left out.
  const entryImports = importsOf(manifest, CLIENT_ENTRY);
  const preload = [
    ...new Set((entry.dynamicImports ?? []).flatMap((key) => pages[key] ?? [])),
  ].filter((file) => !entryImports.includes(file));
  return { entry: `/${entry.file}`, entryImports, preload, pages };
}

function isPublicGallery(page: PageData | null): boolean {
  return page?.kind === 'gallery' && page.gallery.visibility === 'public';
}

/** Options of the web-app plugin. */
export interface WebAppOptions {
  /** Folder holding client/ and server/ of the built web app. */
  distDir: string;
  /** Origin used to build the absolute request URL the router sees. */
  publicUrl: string;
  /** The API the page loaders call, in-process. */
  client: PageDataSource;
  /** Where a page's errors are reported besides the log. */
  reporter: ServerReporter;
  /** Settings the browser needs: error reporting, tag manager and consent tool ids. */
  publicConfig: PublicConfig;
  /** The visitor signed in on this request, for the header's greeting. */
  currentUser: (request: FastifyRequest) => Promise<CurrentUser | null>;
  /** The user id of the visitor signed in on this request, for pages that depend on it. */
  viewerId: (request: FastifyRequest) => Promise<string | null>;
  /** The web app's source folder: serve it through Vite with hot reload (development). */
  devRoot?: string;
  /** Rendered pages kept for anonymous visitors (not in development). */
  pageCache?: PageCache;
  /** Renders in flight per client (`createRenderLimit`); none: no limit. */
  renderLimit?: RenderLimit;
  /** The Retry-After (seconds) of a render refused by the limit. */
  retryAfterSeconds?: number;
  /**
   * Whether this request may see drafts with ?preview=true (the preview cookie, once a
   * real CMS is configured); default: anyone may (the local content).
   */
  previewAllowed?: (request: FastifyRequest) => boolean;
}

/**
 * The site's icon (favicon.svg, and favicon.ico made from it at build): asked for by
 * every browser at every visit, unhashed (its address is fixed), and changed about never,
 * so kept for 30 days, and revalidated in the background for a week after that.
 */
const FAVICON = /[\\/]favicon\.(ico|svg)$/;
const FAVICON_CACHE = 'public, max-age=2592000, stale-while-revalidate=604800';

/** The built web app: hashed client assets from disk and the server entry's build. */
async function builtWebSource(
  app: FastifyInstance,
  distDir: string,
): Promise<WebSource<WebServerEntry>> {
  const dist = resolve(distDir);
  const manifest = JSON.parse(
    await readFile(join(dist, 'client/.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = (await import(
    pathToFileURL(join(dist, 'server/entry-server.js')).href
  )) as WebServerEntry;
  await app.register(fastifyStatic, {
    root: join(dist, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes a .br and a .gz beside each script and style sheet; a browser that
    // accepts one gets it instead of the file.
    preCompressed: true,
    // Cache lifetimes are set per file below: a year for hashed assets, an hour otherwise.
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header(
        'Cache-Control',
        path.includes('/assets/')
          ? 'public, max-age=31536000, immutable'
          : FAVICON.test(path)
            ? FAVICON_CACHE
            : 'public, max-age=3600',
      );
    },
  });
  return {
    entry: async () => entry,
    assets: {
      ...clientAssets(manifest),
      integrity: await scriptIntegrity(
        join(dist, 'client'),
        Object.values(manifest).map((chunk) => chunk.file),
      ),
    },
    transformHtml: async (_url, html) => html,
  };
}

/** The page that fails on purpose (spec §2), and how often a minute it may. */
const ERROR_TEST_PATH = '/errorTest';
export const ERROR_TESTS_PER_MINUTE = 10;

/**
 * The layout choices a visitor can store, each in a cookie of its own (written by the
 * page's script, or by POST /layout before it runs).
 */
const LAYOUT_COOKIES = LAYOUT_PAGES.map(layoutCookieName);
const LAYOUTS = new Set<string>(LAYOUT_CHOICES);

/**
 * The layout-choice cookies of a request (`kokoelma_layout_results=row`, …), in a fixed
 * order: the page cache keeps one page per combination, of which there are a handful.
 */
function layoutCookies(cookies: Record<string, string | undefined>): string {
  return LAYOUT_COOKIES.flatMap((name) => {
    const value = cookies[name];
    return value !== undefined && LAYOUTS.has(value) ? [`${name}=${value}`] : [];
  }).join(';');
}

/**
 * Serves the built web app: hashed client assets from disk (cached for a year) and every
 * other GET outside /api rendered on the server by the web app's own entry, loaded at
 * run time so the api never imports the web app's source.
 */
export async function webAppPlugin(app: FastifyInstance, options: WebAppOptions) {
  const source = options.devRoot
    ? await viteWebSource<WebServerEntry>(app, options.devRoot)
    : await builtWebSource(app, options.distDir);
  const assets = source.assets;

  const cache = !options.devRoot && options.pageCache?.enabled ? options.pageCache : null;

  /**
   * How an answer may be kept and referred from: `personal` pages depend on who asks (a
   * gallery), `capability` pages have a secret in their address (a gallery seen through
   * its view link, or a 404 for one): the next page must not learn it as the referrer.
   */
  interface PageKind {
    cached?: { hit: boolean };
    personal?: boolean;
    capability?: boolean;
    /** Kept by no cache at all: a gallery's embed view ends the moment it is not public. */
    live?: boolean;
  }

  /**
   * Sends a page: `page` is a template with placeholder nonces (an anonymous page) or the
   * HTML of a page rendered with this answer's own nonces.
   */
  async function sendPage(
    reply: FastifyReply,
    status: number,
    page: PageTemplate | string,
    kind: PageKind = {},
  ) {
    reply
      .status(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      // Every page carries its own CSP nonce, so none is ever revalidated: a 304 would
      // pair the new answer's policy (new nonce) with the old body (old nonce), and the
      // browser would block the page's scripts. Its ETag never matches a later answer.
      .header('Cache-Control', 'no-cache')
      // Unique like the page (its nonce), and spares @fastify/etag hashing the page.
      .header('etag', `W/"page-${reply.cspNonce.script}"`);
    if (kind.cached) reply.header('x-page-cache', kind.cached.hit ? 'hit' : 'miss');
    if (kind.personal) reply.header('Cache-Control', PERSONAL_CACHE);
    if (kind.live) reply.header('Cache-Control', LIVE_CACHE);
    if (kind.capability) reply.header('Referrer-Policy', 'no-referrer');
    const body = typeof page === 'string' ? Buffer.from(page) : fillPage(page, reply.cspNonce);
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = pageEncoding(reply.request.headers['accept-encoding']);
    if (!encoding) return reply.send(body);
    return reply.header('Content-Encoding', encoding).send(await encodePage(body, encoding));
  }

  // /errorTest (spec §2) fails on purpose, to prove error reporting end to end: a few a
  // minute for the whole site, so that scanners asking for it cannot flood the error log
  // and the error tracker's quota; beyond them a 429 costs nothing.
  let errorTests = { window: 0, count: 0 };
  const errorTestAllowed = () => {
    const window = Math.floor(Date.now() / 60_000);
    if (errorTests.window !== window) errorTests = { window, count: 0 };
    errorTests.count += 1;
    return errorTests.count <= ERROR_TESTS_PER_MINUTE;
  };

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    // A preview (drafts) needs the preview cookie where one is required; without it the
    // page shows published content. A preview page is the editor's alone: never cached.
    // Without the analytics' parameters (utm_*, click ids): the same page, cached once.
    const url = pageAddress(request.url, options.publicUrl);
    const preview = asksPreview(url.search) && (options.previewAllowed?.(request) ?? true);
    if (url.pathname === ERROR_TEST_PATH && !errorTestAllowed()) {
      return reply
        .status(429)
        .header('retry-after', String(60 - (Math.floor(Date.now() / 1000) % 60)))
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Too many error tests: try again in a minute.');
    }
    // The page differs by address, by whether the browser is one the site warns about, and
    // by the layout choices its cookies mirror (result and gallery pages render them).
    // A gallery's embed view is read afresh every time (never from the page cache), so
    // that making the gallery private stops every embed of it at once.
    const live = isGalleryEmbedPath(url.pathname);
    const anonymous =
      !preview && !live && cache !== null && isAnonymousPageRequest(request, app.sessionCookieName);
    // (isUnsupportedBrowser reads the first USER_AGENT_MAX_LENGTH characters only.)
    const layouts = layoutCookies(request.cookies);
    const key = `${url.pathname}${url.search}\n${isUnsupportedBrowser(request.headers['user-agent'] ?? '')}\n${layouts}`;
    if (anonymous) {
      const page = cache.get(key);
      if (page) return sendPage(reply, page.status, page.page, { cached: { hit: true } });
    }
    // A page that asks who the visitor is (a gallery) is theirs alone: never cached.
    const { viewer, asked } = trackViewer(() => options.viewerId(request));
    let shown: PageData | null = null;
    const client: PageDataSource = {
      ...options.client,
      // The web router has matched the address already: its route's resolver runs as is.
      page: async (match) => {
        const data = await options.client.page(
          { ...match, query: preview ? match.query : withoutPreview(match.query) },
          viewer,
        );
        shown = data;
        return data;
      },
      contentSearch: (search, lang, drafts) =>
        options.client.contentSearch(search, lang, drafts === true && preview),
    };
    const headers = new Headers();
    // The page reads its layout choices from the cookies the cache key was made of,
    // parsed once here: a second cookie of the same name, or one spelt another way, can
    // neither make a page the key does not name nor reach the page's own parser.
    if (layouts) headers.set('cookie', layouts);
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value !== 'string' || name === 'cookie') continue;
      // The page reads the User-Agent (the old-browser banner): only its start, as any
      // client-written text is read (a 64 KB header costs no more than a real one).
      headers.set(name, name === 'user-agent' ? value.slice(0, USER_AGENT_MAX_LENGTH) : value);
    }
    const entry = await source.entry();
    // An anonymous page is rendered with placeholders of its own, filled per answer.
    const placeholders = anonymous ? noncePlaceholders() : null;
    // The embed view is the same for everyone: it never shows who is signed in.
    const user = anonymous || live ? null : await options.currentUser(request);
    const render = () =>
      entry.render(new Request(url, { headers }), {
        nonce: placeholders ?? reply.cspNonce,
        assets,
        client,
        user,
        publicConfig: options.publicConfig,
        onError: (error) => {
          request.log.error({ err: error, path: maskedPath(request.url) }, 'page failed');
          options.reporter.report(error, { kind: 'page', boundary: 'server' });
        },
      });
    const rendering = options.renderLimit
      ? options.renderLimit.run(normalizeIP(request.ip), render)
      : render();
    if (!rendering) {
      // This client has renders enough running and waiting: refused as by an overloaded server.
      reply.header('retry-after', String(options.retryAfterSeconds ?? 5));
      throw overloaded();
    }
    const result = await rendering;
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    const personal = asked() || preview;
    const kind: PageKind = {
      personal,
      live,
      // Only a public gallery's address is meant to be seen by others.
      capability: personal && !isPublicGallery(shown),
    };
    if (anonymous && placeholders) {
      // Only found pages are kept: a 404 or an error page must not outlive its cause.
      if (result.status === 200 && !personal) {
        const page = cache.set(key, result.status, result.html, placeholders);
        return sendPage(reply, page.status, page.page, { cached: { hit: false } });
      }
      return sendPage(reply, result.status, pageTemplate(result.html, placeholders), kind);
    }
    return sendPage(
      reply,
      result.status,
      await source.transformHtml(request.url, result.html, reply.cspNonce.script),
      kind,
    );
  }

  app.get('/*', renderPage);
}

/** Static client assets and the catch-all `GET /*` page render: registered last. */
export const webAppRoutesGroup = routePlugin(
  async (app) => {
    const { config, build, preview } = app;
    await app.register(webAppPlugin, {
      distDir: config.WEB_DIST,
      ...(config.WEB_DEV_ROOT ? { devRoot: config.WEB_DEV_ROOT } : {}),
      pageCache: app.pageCache,
      renderLimit: createRenderLimit({
        perClient: config.RENDERS_PER_CLIENT,
        queue: config.RENDER_QUEUE_PER_CLIENT,
        total: config.RENDERS_AT_ONCE,
        totalQueue: config.RENDER_QUEUE,
      }),
      retryAfterSeconds: config.OVERLOAD_RETRY_AFTER_SECONDS,
      previewAllowed: (request) => preview.allowed(request),
      publicUrl: config.publicUrl,
      client: watchDataSource(app.pages),
      reporter: app.reporter,
      // Without a configured photo, the error page shows one from the collection.
      publicConfig: withCollectionErrorPhoto(app, app.collection, {
        sentryDsn: config.SENTRY_DSN ?? null,
        sentryEnvironment: config.SENTRY_ENVIRONMENT ?? null,
        release: build.commit ?? build.version,
        gtmId: config.GTM_ID ?? null,
        cookiebotId: config.COOKIEBOT_ID ?? null,
        apiKeySignIn: config.github ? 'github' : config.oidc ? 'oidc' : 'local',
        errorPhoto:
          config.ERROR_PAGE_PHOTO_URL && config.ERROR_PAGE_PHOTO_CREDIT
            ? { url: config.ERROR_PAGE_PHOTO_URL, credit: config.ERROR_PAGE_PHOTO_CREDIT }
            : null,
      }),
      currentUser: async (request) => {
        const session = await request.currentSession();
        return session ? app.accounts.currentUser(session.user) : null;
      },
      viewerId: requestViewer,
    });
  },
  'web-app-routes',
  ['page-cache', 'accounts', 'collection', 'content', 'pages'],
);
