/** Objects per result page, and per additional-results request (spec §9). */
export const PAGE_SIZE = 50;

/** Most entries fetched in one content-service query (object infos, link buttons; spec §7, §9). */
export const CONTENT_FETCH_LIMIT = 1000;

/** Delay before a prediction request, so typing does not flood the server (spec §9). */
export const PREDICTION_DEBOUNCE_MS = 500;

/** Delay before a site content search request (spec §2, §9). */
export const CONTENT_SEARCH_DEBOUNCE_MS = 350;

/** Wait before showing a loading indicator, so fast loads never flash one (spec §4, §9). */
export const LOADING_INDICATOR_DELAY_MS = 200;

/** How often queued consent-gated analytics events are checked (spec §4, §9). */
export const ANALYTICS_CHECK_INTERVAL_MS = 1000;

/** Time-out of one attempt to load a lazy code chunk (spec §8, §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * The ids to ask for next when a visitor wants more results: the slice of `objectIds`
 * after the `loaded` ones, at most `size` long (spec §7 "next slice of objectIds").
 */
export function nextPageIds<T>(objectIds: readonly T[], loaded: number, size = PAGE_SIZE): T[] {
  const start = Math.max(0, Math.floor(loaded));
  return objectIds.slice(start, start + Math.max(0, Math.floor(size)));
}
