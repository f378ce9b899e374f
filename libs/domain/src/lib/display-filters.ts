/**
 * Where-to-see filter values of the search (spec §3): everything, on display in one of the
 * museums, on display anywhere, or available online ("verkko").
 */
export const DISPLAY_FILTERS = [
  'all',
  'ateneum',
  'kiasma',
  'sinebrychoff',
  'anywhere',
  'verkko',
] as const;

/** One of {@link DISPLAY_FILTERS}. */
export type DisplayFilter = (typeof DISPLAY_FILTERS)[number];

/** True when `value` is one of {@link DISPLAY_FILTERS}; use it on query parameters. */
export function isDisplayFilter(value: unknown): value is DisplayFilter {
  return typeof value === 'string' && (DISPLAY_FILTERS as readonly string[]).includes(value);
}
