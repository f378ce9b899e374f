import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import etag from '@fastify/etag';
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** Cache-Control of public API answers that are the same for everyone. */
export const ANONYMOUS_API_CACHE = 'public, max-age=60';

/**
 * Cache-Control of an answer that depends on who asks (a gallery: private to its owner,
 * or seen through a link that can be revoked at any moment): no shared cache may keep
 * it, and the browser keeps no copy either, so a revoked link or an edit shows at once.
 */
export const PERSONAL_CACHE = 'private, no-store';

/**
 * Cache-Control of an answer the same for everyone that must end the moment its source
 * does (a public gallery's embed view, kept by other sites' pages): nobody stores it.
 */
export const LIVE_CACHE = 'no-store';

/**
 * ETags on every answer that is a string or buffer (@fastify/etag): a CDN or browser
 * that has the same bytes gets 304 Not Modified. (A page's bytes differ every time:
 * each has its own CSP nonce.)
 */
async function httpCache(app: FastifyInstance) {
  await app.register(etag, { weak: true });
}

export const httpCachePlugin = fp(httpCache, { name: 'http-cache' });

/** A rendered page kept for anonymous visitors, with its nonce left as a placeholder. */
interface CachedPage {
  status: number;
  page: PageTemplate;
}

/**
 * A page rendered with placeholder nonces, as bytes cut at each placeholder: an answer
 * joins the parts with its own nonces ({@link fillPage}), which costs a copy of the bytes
 * instead of two searches through the text and encoding it to UTF-8 again.
 */
export interface PageTemplate {
  parts: Buffer[];
  /** Which nonce goes after each part but the last. */
  slots: Array<keyof NoncePlaceholders>;
}

/** The stand-ins a page is rendered with where its CSP nonces go. */
export interface NoncePlaceholders {
  readonly script: string;
  readonly style: string;
}

/**
 * Fresh placeholders for one render: random, so that no text a visitor wrote (a gallery
 * description, a search term) can hold one and be filled with a live nonce. A fixed
 * placeholder could be planted in user text and come back as the answer's nonce, which
 * would let an injected script run. Only this render's template knows them.
 */
export function noncePlaceholders(): NoncePlaceholders {
  // Letters and digits only: the same in HTML text, attributes, JSON and URLs.
  const token = () => `kokoelmaNonce${randomBytes(16).toString('hex')}`;
  return { script: token(), style: token() };
}

/** Cuts a page rendered with these placeholder nonces into a template. */
export function pageTemplate(html: string, placeholders: NoncePlaceholders): PageTemplate {
  const { script, style } = placeholders;
  const parts: Buffer[] = [];
  const slots: PageTemplate['slots'] = [];
  // One pass through the text, at each next placeholder (either): no pattern is built
  // from them, and text between two of them is kept as it is.
  let from = 0;
  for (;;) {
    const atScript = html.indexOf(script, from);
    const atStyle = html.indexOf(style, from);
    const next = atScript < 0 ? atStyle : atStyle < 0 ? atScript : Math.min(atScript, atStyle);
    if (next < 0) break;
    const slot = next === atScript ? 'script' : 'style';
    parts.push(Buffer.from(html.slice(from, next)));
    slots.push(slot);
    from = next + placeholders[slot].length;
  }
  parts.push(Buffer.from(html.slice(from)));
  return { parts, slots };
}

/** The bytes of one answer: the template with this answer's nonces. */
export function fillPage(
  template: PageTemplate,
  nonce: { readonly script: string; readonly style: string },
): Buffer {
  const script = Buffer.from(nonce.script, 'latin1');
  const style = Buffer.from(nonce.style, 'latin1');
  const chunks: Buffer[] = [];
  template.parts.forEach((part, i) => {
    chunks.push(part);
    const slot = template.slots[i];
    if (slot) chunks.push(slot === 'script' ? script : style);
  });
  return Buffer.concat(chunks);
}

export interface PageCacheOptions {
  /** How long a rendered page is reused; 0 turns the cache off. */
  seconds: number;
  /** Pages kept at most (least recently used go first); default 500. */
  maxEntries?: number;
  /** Bytes of pages kept at most (least recently used go first); default 64 MiB. */
  maxBytes?: number;
  /** Told of each lookup: answered from the cache (true) or not (metrics). */
  onLookup?: (hit: boolean) => void;
}

/**
 * A short in-process cache of pages rendered for visitors without a session: the server
 * render is the expensive part of a page view, and most views are anonymous. A page is
 * rendered with placeholder nonces (random, {@link noncePlaceholders}) and each answer
 * gets fresh ones, so no two answers share a CSP nonce. `clear()` is called when content or the collection changes.
 */
export function createPageCache(options: PageCacheOptions) {
  const ttl = options.seconds * 1000;
  const pages = new LRUCache<string, CachedPage>({
    max: options.maxEntries ?? 500,
    // Pages are 20–200 KB: a bound on the bytes kept too, whatever their number.
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (page) =>
      Math.max(
        1,
        page.page.parts.reduce((sum, part) => sum + part.length, 0),
      ),
    ...(ttl > 0 ? { ttl } : {}),
  });
  return {
    enabled: options.seconds > 0,
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      options.onLookup?.(page !== undefined);
      return page;
    },
    set(key: string, status: number, html: string, placeholders: NoncePlaceholders): CachedPage {
      const page = { status, page: pageTemplate(html, placeholders) };
      if (ttl > 0) pages.set(key, page);
      return page;
    },
    clear(): void {
      pages.clear();
    },
    get size(): number {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** Whether the request may be answered from (and stored in) the page cache. */
export function isAnonymousPageRequest(request: FastifyRequest, sessionCookie: string): boolean {
  return request.method === 'GET' && request.cookies[sessionCookie] === undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Anonymous rendered pages (`createPageCache`); emptied when content or collection change. */
    pageCache: PageCache;
  }
}

/** The page cache on the instance, its lookups counted by the metrics plugin. */
async function pageCachePlugin(app: FastifyInstance) {
  app.decorate(
    'pageCache',
    createPageCache({
      seconds: app.config.PAGE_CACHE_SECONDS,
      onLookup: (hit) => app.metrics.pageCacheLookup(hit),
    }),
  );
}

export const pageCachePluginFp = fp(pageCachePlugin, {
  name: 'page-cache',
  dependencies: ['config', 'metrics'],
});
