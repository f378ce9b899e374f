import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_CHECK_INTERVAL_MS,
  CHUNK_TIMEOUT_MS,
  CONTENT_FETCH_LIMIT,
  CONTENT_SEARCH_DEBOUNCE_MS,
  LOADING_INDICATOR_DELAY_MS,
  PAGE_SIZE,
  PREDICTION_DEBOUNCE_MS,
  nextPageIds,
} from './limits.js';

describe('limits', () => {
  it('has the spec numbers', () => {
    expect(PAGE_SIZE).toBe(50);
    expect(CONTENT_FETCH_LIMIT).toBe(1000);
    expect(PREDICTION_DEBOUNCE_MS).toBe(500);
    expect(CONTENT_SEARCH_DEBOUNCE_MS).toBe(350);
    expect(LOADING_INDICATOR_DELAY_MS).toBe(200);
    expect(ANALYTICS_CHECK_INTERVAL_MS).toBe(1000);
    expect(CHUNK_TIMEOUT_MS).toBe(120000);
  });

  it('slices the next page of object ids', () => {
    const ids = Array.from({ length: 120 }, (_, i) => i + 1);
    expect(nextPageIds(ids, 50)).toEqual(ids.slice(50, 100));
    expect(nextPageIds(ids, 100)).toEqual(ids.slice(100));
    expect(nextPageIds(ids, 120)).toEqual([]);
    expect(nextPageIds(ids, -5, 2)).toEqual([1, 2]);
    expect(nextPageIds(ids, 0, -1)).toEqual([]);
  });
});
