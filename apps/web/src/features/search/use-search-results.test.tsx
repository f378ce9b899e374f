import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollectionObject, SearchPageData } from '@kokoelma/contract/site';
import type { ApiClient } from '../../api/api-client';
import { RouteDepsProvider, createQueryClient } from '../../shared/route-deps';
import { useSearchResults } from './use-search-results';

afterEach(() => vi.unstubAllGlobals());

const object = (id: number) => ({ id }) as unknown as CollectionObject;
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A search of `total` results whose first answer carried the first `window` ids. */
function setup(total: number, window: number) {
  const page = {
    kind: 'search',
    lang: 'sv',
    params: { searchTerms: ['a'] },
    result: {
      data: range(1, 50).map(object),
      people: [],
      totalCount: total,
      totalIsEstimate: false,
      objectIds: range(1, Math.min(total, window)),
      collections: [],
      searchParams: { searchTerms: ['a'] },
    },
    notification: null,
  } as unknown as SearchPageData;
  const additional = vi.fn(async (ids: readonly number[]) => ids.map(object));
  const api = { additional } as unknown as ApiClient;
  const searches: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { offset: number };
      searches.push({ url, ...body });
      const ids = range(body.offset + 1, Math.min(total, body.offset + window));
      return new Response(JSON.stringify({ objectIds: ids }), { status: 200 });
    }),
  );
  const queryClient = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <RouteDepsProvider deps={{ client: api, queryClient }}>{children}</RouteDepsProvider>
  );
  const { result } = renderHook(() => useSearchResults(page, '/sv/search?q=a'), {
    wrapper: Wrapper,
  });
  return { result, searches, additional };
}

describe('useSearchResults', () => {
  it('goes on past the first window of ids until every result is shown', async () => {
    // 130 results, ids 60 at a time: "show more" needs the next windows.
    const { result, searches } = setup(130, 60);
    for (const shown of [100, 130]) {
      act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.items).toHaveLength(shown));
    }
    expect(result.current.items.map((o) => o.id)).toEqual(range(1, 130));
    expect(result.current.hasMore).toBe(false);
    expect(searches).toEqual([
      { url: '/api/search', searchTerms: ['a'], lang: 'sv', offset: 60 },
      { url: '/api/search', searchTerms: ['a'], lang: 'sv', offset: 120 },
    ]);
  });

  it('says what "show more" added: how many, and the first', async () => {
    const { result } = setup(80, 1000);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.added).not.toBeNull());
    expect(result.current.added).toMatchObject({ count: 30, firstId: 51 });
    expect(result.current.hasMore).toBe(false);
  });
});
