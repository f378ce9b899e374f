import type { PageData, SiteData } from '@kokoelma/contract';
import { HttpError, withRetry } from '@kokoelma/domain';
import type { ApiClient } from './api-client';

async function getJson<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new HttpError(url, response.status, response.statusText);
  return (await response.json()) as T;
}

/**
 * The API over HTTP, for client-side navigation. Network errors are retried with the
 * spec's back-off; an HTTP error answer (any status ≥ 400) is not (spec §8).
 */
export function createBrowserApiClient(): ApiClient {
  return {
    pageData: (path, query) =>
      withRetry(() =>
        getJson<PageData>(
          `/api/pagedata?${new URLSearchParams({ path, ...(query ? { query } : {}) })}`,
        ),
      ),
    site: async () => {
      const site = await withRetry(() => getJson<SiteData>('/api/site'));
      if (!site) throw new HttpError('/api/site', 404, 'Not Found');
      return site;
    },
  };
}
