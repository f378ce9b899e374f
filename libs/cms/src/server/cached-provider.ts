import { LRUCache } from 'lru-cache';
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
  /** Clock for tests; the default is `performance.now`. */
  readonly now?: () => number;
}

export const DEFAULT_CACHE_TTL_MS = 60_000;
const DEFAULT_MAX_ENTRIES = 500;

/**
 * Caches the answers of `provider` in memory. Concurrent requests for the same thing
 * share one call; failures are not kept, so the next request tries again; preview
 * requests are never cached, since editors expect to see their last change.
 */
export function createCachedProvider(
  provider: ContentProvider,
  options: CachedProviderOptions = {},
): CachedContentProvider {
  const ttl = options.ttlMs ?? DEFAULT_CACHE_TTL_MS;
  const caches: Array<{ clear(): void }> = [];

  /** `load` with a cache of its own; a key of undefined means "do not cache this". */
  function memo<A extends unknown[], R>(
    name: string,
    load: (...args: A) => Promise<R>,
    key: (...args: NoInfer<A>) => string | undefined,
  ): (...args: A) => Promise<R> {
    if (ttl <= 0) return load;
    // Promises are cached, so that callers arriving while a request is on its way wait
    // for it instead of sending another.
    const cache = new LRUCache<string, Promise<R>>({
      max: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
      ttl,
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    });
    caches.push(cache);
    return async (...args: A) => {
      const id = key(...args);
      if (id === undefined) return load(...args);
      const cacheKey = `${name}:${id}`;
      let pending = cache.get(cacheKey);
      if (!pending) {
        const started = load(...args);
        pending = started;
        cache.set(cacheKey, started);
        started.catch(() => {
          if (cache.get(cacheKey) === started) cache.delete(cacheKey);
        });
      }
      return pending;
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
