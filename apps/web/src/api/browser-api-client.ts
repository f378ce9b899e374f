import type {
  CollectionObject,
  DataRouteId,
  PageMatch,
  ContentFrame,
  ContentSearchItem,
  CurrentUser,
  PageDataOf,
  Prediction,
  SiteData,
} from '@kokoelma/contract/site';
import { HttpError, withRetry } from '@kokoelma/domain';
import type { ApiClient } from './api-client';

async function request<T>(url: string, body?: unknown): Promise<T | null> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // 404: no such page; 401: nobody signed in (GET /api/auth/me).
  if (response.status === 404 || response.status === 401) return null;
  if (!response.ok) throw new HttpError(url, response.status, response.statusText);
  return (await response.json()) as T;
}

async function required<T>(url: string, body?: unknown): Promise<T> {
  const value = await withRetry(() => request<T>(url, body));
  if (value === null) throw new HttpError(url, 404, 'Not Found');
  return value;
}

/**
 * The API over HTTP, for client-side navigation. Network errors are retried with the
 * spec's back-off; an HTTP error answer (any status ≥ 400) is not (spec §8).
 */
export function createBrowserApiClient(): ApiClient {
  return {
    // GET /api/pagedata sends the address; the server matches it with the same table.
    page: <K extends DataRouteId>({ path, query }: PageMatch<K>) =>
      withRetry(() =>
        request<PageDataOf<K>>(
          `/api/pagedata?${new URLSearchParams({ path, ...(query ? { query } : {}) })}`,
        ),
      ),
    site: () => required<SiteData>('/api/site'),
    me: () => request<CurrentUser>('/api/auth/me'),
    additional: (ids) => required<CollectionObject[]>('/api/search/additional', { ids }),
    // Predictions are not retried: by the time a retry answered, the visitor typed on.
    predictions: async (search, lang) =>
      (await request<Prediction[]>('/api/predictions', { search, lang })) ?? [],
    contentFrame: (lang) => required<ContentFrame>(`/api/content-frame/${lang}`),
    // Like predictions: an answer to what was typed a moment ago is not worth a retry.
    contentSearch: async (search, lang, preview) =>
      (await request<ContentSearchItem[]>('/api/contentfulsearch', {
        search,
        lang,
        ...(preview ? { preview } : {}),
      })) ?? [],
  };
}
