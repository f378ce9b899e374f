import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE, appendWithoutDuplicates, nextPageIds } from '@kokoelma/domain';
import type { SearchCard, SearchPageData, SearchResponse } from '@kokoelma/contract/site';
import { send } from '../../api/browser-api-client';
import { useApiClient } from '../../shared/route-deps';
import { popOpened, pushOpened } from '../collection/navigation-stack';

/** Ids the additional-results endpoint takes at once. */
const MAX_IDS_PER_REQUEST = 200;

/**
 * The next window of a search's ids, from `offset` on: a search answers with at most
 * 1,000 ids, and "show more" goes on from where they end (POST /api/search with offset).
 */
async function idsFrom(page: SearchPageData, offset: number): Promise<number[]> {
  const response = await send('/api/search', {
    body: { ...page.params, lang: page.lang, offset },
  });
  if (!response.ok) throw new Error(`POST /api/search: ${response.status}`);
  return ((await response.json()) as SearchResponse).objectIds;
}

export interface SearchResults {
  items: SearchCard[];
  /** True while more results are being loaded (spec §4 "searching"). */
  searching: boolean;
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
  /** Remember that an object was opened from this list (scroll restore on return). */
  opened: (objectId: number) => void;
  /**
   * What the last "show more" added: how many results, and the first of them (focus
   * moves there); null before any, and when it added nothing.
   */
  added: { count: number; firstId: number; serial: number; key: string } | null;
}

/**
 * The results of the search on the page: the first 50 from the page data, then more
 * loaded from the next slice of objectIds and appended without duplicates (spec §4).
 * A load is skipped while one is running; failure ends the searching state.
 */
export function useSearchResults(page: SearchPageData, listKey: string): SearchResults {
  const client = useApiClient();
  const { data, totalCount } = page.result;
  // Ids past the first window, fetched as "show more" reaches its end.
  const [idWindow, setIdWindow] = useState({ key: listKey, ids: [] as number[], end: false });
  const further = idWindow.key === listKey ? idWindow : { ids: [] as number[], end: false };
  const objectIds = further.ids.length
    ? [...page.result.objectIds, ...further.ids]
    : page.result.objectIds;
  const [state, setState] = useState({ key: listKey, extra: [] as SearchCard[] });
  const [searching, setSearching] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const [added, setAdded] = useState<SearchResults['added']>(null);
  const extra = state.key === listKey ? state.extra : [];
  const items = appendWithoutDuplicates(data, extra);

  const load = useCallback(
    async (count: number, announce = false) => {
      if (busy.current) return;
      busy.current = true;
      setSearching(true);
      setFailed(false);
      try {
        let loaded = items.length;
        let more: SearchCard[] = [];
        let known = objectIds;
        let end = further.end;
        while (loaded < count) {
          if (loaded >= known.length && !end && known.length < totalCount) {
            const seen = new Set(known);
            const next = (await idsFrom(page, known.length)).filter((id) => !seen.has(id));
            if (next.length === 0) end = true;
            known = [...known, ...next];
            const fetched = known.slice(page.result.objectIds.length);
            setIdWindow({ key: listKey, ids: fetched, end });
          }
          const ids = nextPageIds(known, loaded, Math.min(MAX_IDS_PER_REQUEST, count - loaded));
          if (ids.length === 0) break;
          more = [...more, ...(await client.additional(ids))];
          loaded += ids.length;
        }
        setState((previous) => ({
          key: listKey,
          extra: appendWithoutDuplicates(previous.key === listKey ? previous.extra : [], more),
        }));
        const shown = new Set(items.map((item) => item.id));
        const fresh = appendWithoutDuplicates([], more).filter((item) => !shown.has(item.id));
        const first = fresh[0];
        if (announce && first) {
          setAdded((previous) => ({
            count: fresh.length,
            firstId: first.id,
            serial: (previous?.serial ?? 0) + 1,
            key: listKey,
          }));
        }
      } catch {
        setFailed(true);
      } finally {
        busy.current = false;
        setSearching(false);
      }
    },
    [client, items, listKey, objectIds, further.end, page, totalCount],
  );

  // Back from an object page: load as far as the list was loaded, then scroll to it.
  const [restore, setRestore] = useState<number | null>(null);
  useEffect(() => {
    const entry = popOpened(window.sessionStorage, listKey);
    if (!entry) return;
    setRestore(entry.objectId);
    if (entry.loaded > data.length) void load(entry.loaded);
    // Only when a list is first shown, not each time more results arrive.
  }, [listKey]);
  useEffect(() => {
    if (restore === null) return;
    const element = document.getElementById(`object-${restore}`);
    if (!element) return;
    element.scrollIntoView({ block: 'center' });
    element.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
    setRestore(null);
  }, [restore, items.length]);

  return {
    items,
    searching,
    failed,
    // Past the first window of ids too: every result can be reached.
    hasMore: items.length < objectIds.length || (!further.end && objectIds.length < totalCount),
    loadMore: () => void load(items.length + PAGE_SIZE, true),
    added: added?.key === listKey ? added : null,
    opened: (objectId) =>
      pushOpened(window.sessionStorage, { list: listKey, objectId, loaded: items.length }),
  };
}
