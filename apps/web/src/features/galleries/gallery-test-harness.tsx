import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import type { CurrentUser } from '@kokoelma/contract/site';
import type { Gallery } from '@kokoelma/galleries';
import { messagesFor } from '@kokoelma/i18n';
import type { Analytics, AnalyticsEvent } from '../../analytics/analytics';
import { AnalyticsContext } from '../../analytics/analytics-context';
import type { ApiClient } from '../../api/api-client';
import { RouteDepsProvider, createQueryClient } from '../../shared/route-deps';

// For the galleries feature's tests only: the providers a page has (messages in English,
// the query cache, route dependencies, analytics) and a fake `fetch` that answers the
// gallery routes in turn and records what was asked.

/** A JSON answer. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A gallery as the server answers. */
export function gallery(
  id: number,
  objectIds: number[],
  overrides: Partial<Gallery> = {},
): Gallery {
  const at = '2025-03-01T10:00:00.000Z';
  return {
    id,
    kind: 'gallery',
    name: `Galleria ${id}`,
    slug: `slug${String(id).padStart(18, '0')}`,
    description: '',
    visibility: 'link',
    editToken: null,
    objects: objectIds.map((objectId) => ({ id: objectId, addedAt: at, note: '' })),
    objectCount: objectIds.length,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** Replaces the global fetch with one that gives `answers` in turn. */
export function fakeFetch(...answers: Array<Response | (() => Response)>) {
  const calls: string[] = [];
  const fetchFn = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
    const next = answers.shift();
    if (!next) throw new TypeError('offline');
    return typeof next === 'function' ? next() : next;
  });
  vi.stubGlobal('fetch', fetchFn);
  return calls;
}

/** The providers of a page, with the visitor signed in as `user` (null: signed out). */
export function harness(user: CurrentUser | null = null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['me'], user);
  const events: AnalyticsEvent[] = [];
  const analytics: Analytics = {
    track: (event) => void events.push(event),
    dispose: () => undefined,
  };
  const api = {
    me: async () => user,
    additional: async () => [],
  } as unknown as ApiClient;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <QueryClientProvider client={queryClient}>
          <RouteDepsProvider deps={{ client: api, queryClient }}>
            <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>
          </RouteDepsProvider>
        </QueryClientProvider>
      </IntlProvider>
    );
  }
  return { queryClient, events, Wrapper };
}
