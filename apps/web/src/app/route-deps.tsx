import { QueryClient, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { CurrentUser, PageData, SiteData } from '@kokoelma/contract';
import type { ApiClient } from '../api/api-client';
import { meQuery, pageDataQuery, siteQuery } from '../api/page-data-query';

/** What route loaders and pages need: the API client and the query cache. */
export interface RouteDeps {
  client: ApiClient;
  queryClient: QueryClient;
}

const DepsContext = createContext<RouteDeps | null>(null);

/** Provides the route dependencies to pages. */
export function RouteDepsProvider({ deps, children }: { deps: RouteDeps; children: ReactNode }) {
  return <DepsContext.Provider value={deps}>{children}</DepsContext.Provider>;
}

/** The API client: the browser's fetch client, or the server's in-process one. */
export function useApiClient(): ApiClient {
  return useRouteDeps().client;
}

function useRouteDeps(): RouteDeps {
  const deps = useContext(DepsContext);
  if (!deps) throw new Error('useRouteDeps outside RouteDepsProvider');
  return deps;
}

/**
 * The current page's data. The route's loader has already fetched it (a page whose
 * data is missing never renders), so this reads the cache.
 */
export function usePageData(): PageData {
  const { client } = useRouteDeps();
  const location = useLocation();
  const { data } = useSuspenseQuery(pageDataQuery(client, location.pathname, location.search));
  if (!data) throw new Error(`No page data for ${location.pathname}`);
  return data;
}

/** The site facts, loaded by the language route for every page. */
export function useSiteData(): SiteData {
  const { client } = useRouteDeps();
  return useSuspenseQuery(siteQuery(client)).data;
}

/** A QueryClient with the site's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
}

/** The signed-in visitor, or null; the server render already knows, so no flash. */
export function useCurrentUser(): CurrentUser | null {
  const { client } = useRouteDeps();
  return useQuery(meQuery(client)).data ?? null;
}
