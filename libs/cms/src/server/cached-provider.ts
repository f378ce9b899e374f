import { LRUCache } from 'lru-cache';
import { CmsRequestError, CmsUnavailableError } from './cms-errors';
import type { ContentProvider } from './content-provider';

/** A content provider with a cache that can be emptied (by the CMS webhook). */
export interface CachedContentProvider extends ContentProvider {
  /** Forgets everything cached; the next request of each kind asks the CMS again. */
  clear(): void;
}

/** Options of {@link createCachedProvider}. */
export interface CachedProviderOptions {
  /**
   * How long an answer is reused, in ms (default one minute): short, so that an edit
   * shows soon even if the webhook never arrives. 0 turns the cache off.
   */
  readonly ttlMs?: number;
  /** Most answers kept per method (default 500): slugs come from visitors' URLs. */
  readonly maxEntries?: number;
  /**
   * How long a request waits for the CMS, in ms (default 5000). Past it the last good copy
   * is answered when there is one (the request to the CMS goes on in the background and
   * refreshes the copy if it succeeds), a CmsRequestError otherwise.
   */
  readonly timeoutMs?: number;
  /** Told when a stale copy is answered because the CMS failed or was too slow. */
  readonly onStale?: (error: unknown, operation: string) => void;
  /** Clock for tests; the default is `performance.now`. */
  readonly now?: () => number;
}

export const DEFAULT_CACHE_TTL_MS = 60_000;
export const DEFAULT_CMS_TIMEOUT_MS = 5000;
const DEFAULT_MAX_ENTRIES = 500;

/** `promise`, or a CmsRequestError once `ms` have passed (the promise is left running). */
function withTimeout<R>(promise: Promise<R>, ms: number, operation: string): Promise<R> {
  if (ms <= 0) return promise;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new CmsRequestError(operation, undefined, `no answer within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Caches the answers of `provider` in memory. Concurrent requests for the same thing
 * share one call; failures are not kept, so the next request tries again; preview
 * requests are never cached, since editors expect to see their last change.
 *
 * Stale-if-error: the last good answer of each request outlives its lifetime (and the
 * webhook's clear). When a refresh fails or takes longer than `timeoutMs`, that copy is
 * answered instead of the failure; while one refresh of a key is on its way, further
 * requests for it get the copy at once instead of waiting or asking the CMS again.
 */
export function createCachedProvider(
  provider: ContentProvider,
  options: CachedProviderOptions = {},
): CachedContentProvider {
  const ttl = options.ttlMs ?? DEFAULT_CACHE_TTL_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_CMS_TIMEOUT_MS;
  const max = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const caches: Array<{ clear(): void }> = [];

  /** `load` with a cache of its own; a key of undefined means "do not cache this". */
  function memo<A extends unknown[], R>(
    name: string,
    load: (...args: A) => Promise<R>,
    key: (...args: NoInfer<A>) => string | undefined,
  ): (...args: A) => Promise<R> {
    if (ttl <= 0) return (...args: A) => withTimeout(load(...args), timeoutMs, name);
    // Boxed, so that a cached null ("no such article") is told apart from a miss.
    const fresh = new LRUCache<string, { value: R }>({
      max,
      ttl,
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    });
    // The last good answers, kept without a lifetime: the fallback when the CMS fails.
    const stale = new LRUCache<string, { value: R }>({ max });
    // One request to the CMS per key at a time; callers arriving meanwhile share it.
    const inFlight = new Map<string, Promise<R>>();
    let generation = 0;
    caches.push({
      clear() {
        // The webhook: ask again next time, but keep the last good copies for a failure.
        fresh.clear();
        inFlight.clear();
        generation += 1;
      },
    });
    return async (...args: A) => {
      const id = key(...args);
      if (id === undefined) {
        // Preview: never cached, so no copy to fall back on; the editor is told plainly.
        return withTimeout(load(...args), timeoutMs, name).catch((error: unknown) => {
          throw new CmsUnavailableError(name, error);
        });
      }
      const hit = fresh.get(id);
      if (hit) return hit.value;
      const last = stale.get(id);
      let pending = inFlight.get(id);
      if (pending && last) return last.value;
      if (!pending) {
        const started = generation;
        const request = load(...args).then((value) => {
          if (started === generation) fresh.set(id, { value });
          stale.set(id, { value });
          return value;
        });
        pending = request.finally(() => {
          if (inFlight.get(id) === pending) inFlight.delete(id);
        });
        // Failures reach the callers; this only keeps a timed-out one from being unhandled.
        pending.catch(() => undefined);
        inFlight.set(id, pending);
      }
      if (!last) return withTimeout(pending, timeoutMs, name);
      try {
        return await withTimeout(pending, timeoutMs, name);
      } catch (error) {
        options.onStale?.(error, name);
        return last.value;
      }
    };
  }

  const json = (...parts: unknown[]) => JSON.stringify(parts);
  const unlessPreview = (preview: boolean | undefined, ...parts: unknown[]) =>
    preview ? undefined : json(...parts);

  return {
    getMenu: memo('menu', provider.getMenu.bind(provider), json),
    getFrontPage: memo('front', provider.getFrontPage.bind(provider), (lang, options?) =>
      unlessPreview(options?.preview, lang),
    ),
    getContentPage: memo('page', provider.getContentPage.bind(provider), json),
    listArticles: memo('articles', provider.listArticles.bind(provider), (lang, options?) =>
      json(lang, options?.category, options?.limit),
    ),
    latestArticles: memo('latest', provider.latestArticles.bind(provider), json),
    getArticle: memo('article', provider.getArticle.bind(provider), (lang, slug, options?) =>
      unlessPreview(options?.preview, lang, slug),
    ),
    listArticleCategories: memo('categories', provider.listArticleCategories.bind(provider), json),
    listVideos: memo('videos', provider.listVideos.bind(provider), (lang, options?) =>
      json(lang, options?.query?.trim() ?? ''),
    ),
    getObjectInfos: memo('object-infos', provider.getObjectInfos.bind(provider), json),
    getObjectLinkMap: memo('object-links', provider.getObjectLinkMap.bind(provider), json),
    getObjectAdditionalInfo: memo(
      'additional-info',
      provider.getObjectAdditionalInfo.bind(provider),
      json,
    ),
    getObjectAdvisory: memo('object-advisory', provider.getObjectAdvisory.bind(provider), json),
    getPersonIntroduction: memo(
      'person-introduction',
      provider.getPersonIntroduction.bind(provider),
      json,
    ),
    getResultsNotification: memo(
      'notification',
      provider.getResultsNotification.bind(provider),
      json,
    ),
    getFooter: memo('footer', provider.getFooter.bind(provider), json),
    searchContent: memo(
      'search',
      provider.searchContent.bind(provider),
      ({ search, lang, preview }) => unlessPreview(preview, lang, search?.trim() ?? ''),
    ),
    clear() {
      for (const cache of caches) cache.clear();
    },
  };
}
