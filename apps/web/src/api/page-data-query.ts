import { queryOptions } from '@tanstack/react-query';
import type { DataRouteId, PageMatch } from '@kokoelma/contract/site';
import type { Language } from '@kokoelma/domain';
import type { ApiClient } from './api-client';

/**
 * The one definition of the page-data query: loaders prefetch it, components read it,
 * and invalidation names it. Keyed by path and query string; typed by the route.
 */
export function pageDataQuery<K extends DataRouteId>(client: ApiClient, match: PageMatch<K>) {
  return queryOptions({
    queryKey: ['pagedata', match.path, match.query] as const,
    queryFn: () => client.page(match),
    staleTime: 60_000,
  });
}

/** The site facts: fetched once per visit. */
export function siteQuery(client: ApiClient) {
  return queryOptions({
    queryKey: ['site'] as const,
    queryFn: () => client.site(),
    staleTime: 10 * 60_000,
  });
}

/** The signed-in visitor (null when signed out); the server puts it into the page. */
export function meQuery(client: ApiClient) {
  return queryOptions({
    queryKey: ['me'] as const,
    queryFn: () => client.me(),
    staleTime: 60_000,
  });
}

/** Menu and footer texts of a language: loaded with the language's first page. */
export function contentFrameQuery(client: ApiClient, lang: Language) {
  return queryOptions({
    queryKey: ['content-frame', lang] as const,
    queryFn: () => client.contentFrame(lang),
    staleTime: 10 * 60_000,
  });
}

/** The menu's content search for one (debounced) term; preview searches drafts too. */
export function contentSearchQuery(
  client: ApiClient,
  lang: Language,
  search: string,
  preview = false,
) {
  return queryOptions({
    queryKey: ['content-search', lang, search, preview] as const,
    queryFn: () => client.contentSearch(search, lang, preview),
    staleTime: 60_000,
    enabled: search.trim() !== '',
  });
}
