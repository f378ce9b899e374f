import { QueryClient, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import type {
  CurrentUser,
  DataRouteId,
  PageDataOf,
  PageMatch,
  SiteData,
} from '@kokoelma/contract/site';
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
 * The data of the current page, route `id` of the route table (libs/contract
 * page-routes.ts), or null once a later read finds the page gone (a gallery made private
 * while open). The route's loader matched the address and fetched the data (a page
 * whose data is missing never renders); its match is the loader's data, so this reads
 * the cache. `id` types the answer: the route built for `id` is the only one that
 * renders its component.
 */
export function useMaybePageData<K extends DataRouteId>(_id: K): PageDataOf<K> | null {
  const { client } = useRouteDeps();
  const match = useLoaderData() as PageMatch<K>;
  return useSuspenseQuery(pageDataQuery(client, match)).data;
}

/** The data of the current page, route `id`, as its loader fetched it (see useMaybePageData). */
export function usePageData<K extends DataRouteId>(id: K): PageDataOf<K> {
  const data = useMaybePageData(id);
  if (!data) throw new Error(`No page data for the ${id} page`);
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
