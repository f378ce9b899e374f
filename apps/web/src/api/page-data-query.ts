import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api-client';

/**
 * The one definition of the page-data query: loaders prefetch it, components read it,
 * and invalidation names it. Keyed by path and query string.
 */
export function pageDataQuery(client: ApiClient, path: string, query: string) {
  return queryOptions({
    queryKey: ['pagedata', path, query] as const,
    queryFn: () => client.pageData(path, query),
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
