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

// The browser's one way to the server: every call apps/web makes goes through this file
// (ESLint refuses `fetch` anywhere else in the app), so headers, bodies and the session
// cookie are set in one place, and tests stand in for the network at one seam.

/**
 * The transport, shaped like `fetch`: for clients that build their own requests (the
 * gallery client of @kokoelma/galleries). Reads the global at each call, so a test's
 * stand-in for `fetch` is what answers.
 */
export const browserFetch = (url: string, init?: RequestInit): Promise<Response> =>
  fetch(url, init);

export interface SendOptions {
  /** GET without a body, POST with one, unless named. */
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** What the answer should be; JSON unless named. */
  accept?: string;
}

/**
 * One call of a same-origin route (with the session cookie), or of an address the site
 * links to (a IIIF info.json): a JSON body is sent as JSON. Answers the response as it
 * came; what a status means is the caller's to say.
 */
export function send(url: string, { method, body, accept }: SendOptions = {}): Promise<Response> {
  return browserFetch(url, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    credentials: 'same-origin',
    headers: {
      accept: accept ?? 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function request<T>(url: string, body?: unknown): Promise<T | null> {
  const response = await send(url, { body });
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
