import {
  clampYear,
  isCategory,
  isDisplayFilter,
  isMuseumId,
  yearRange,
  type YearRange,
} from '@kokoelma/domain';
import type { SearchParams, SortOrder } from './collection';

// A search lives in the page's URL (/fi/search?q=…&category=photo), so every search is
// a link that can be shared, bookmarked and rendered on the server. The names are short
// and stable; the server's page data and the browser's search form both use this codec.

const SORTS: readonly SortOrder[] = ['relevance', 'year-asc', 'year-desc', 'title', 'acquisition'];
const isSort = (value: string | null): value is SortOrder =>
  value !== null && (SORTS as readonly string[]).includes(value);

const MAX_LIST = 50;
const MAX_TEXT = 200;

function year(query: URLSearchParams, name: string, range: YearRange): number | undefined {
  const raw = query.get(name);
  if (raw === null || !/^\d{1,4}$/.test(raw.trim())) return undefined;
  return clampYear(Number(raw), range);
}

function texts(query: URLSearchParams, name: string): string[] {
  const seen = new Set<string>();
  for (const value of query.getAll(name)) {
    const text = value.trim().slice(0, MAX_TEXT);
    if (text) seen.add(text);
    if (seen.size >= MAX_LIST) break;
  }
  return [...seen];
}

/**
 * The search a page URL's query string asks for. Lenient: a value that makes no sense
 * is left out rather than failing the page, since links get edited and truncated.
 */
export function searchParamsFromQuery(
  search: string | URLSearchParams,
  range: YearRange = yearRange(),
): SearchParams {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const params: SearchParams = {};
  const q = (query.get('q') ?? '').trim().slice(0, MAX_TEXT);
  if (q) params.searchTerms = [q];
  const display = query.get('display');
  if (isDisplayFilter(display) && display !== 'all') params.displayFilter = display;
  const categories = [...new Set(query.getAll('category').filter(isCategory))];
  if (categories.length) params.categories = categories;
  const museums = [...new Set(query.getAll('museum').filter(isMuseumId))];
  if (museums.length) params.museums = museums;
  const set = (key: keyof SearchParams, value: number | undefined) => {
    if (value !== undefined) Object.assign(params, { [key]: value });
  };
  set('yearFrom', year(query, 'yearFrom', range));
  set('yearTo', year(query, 'yearTo', range));
  set('acquisitionYearFrom', year(query, 'acquiredFrom', range));
  set('acquisitionYearTo', year(query, 'acquiredTo', range));
  if (query.get('image') === '1') params.hasImage = true;
  for (const [name, key] of [
    ['person', 'people'],
    ['keyword', 'keywords'],
    ['material', 'materials'],
    ['classification', 'classifications'],
  ] as const) {
    const values = texts(query, name);
    if (values.length) params[key] = values;
  }
  // The search form's own colour: `colour=custom` and the colour input's `customColour`.
  const colourField = query.get('colour');
  const colour = normaliseColour(
    colourField === 'custom' ? query.get('customColour') : colourField,
  );
  if (colour) params.colour = colour;
  const sort = query.get('sort');
  if (isSort(sort) && sort !== 'relevance') params.sort = sort;
  // "Search instead for …": the words as typed, without close spellings.
  if (query.get('exact') === '1' && params.searchTerms) params.exact = true;
  return params;
}

/** The query string (without "?") of a search; the inverse of {@link searchParamsFromQuery}. */
export function searchQueryFromParams(params: SearchParams): string {
  const query = new URLSearchParams();
  const q = params.searchTerms?.join(' ').trim();
  if (q) query.set('q', q);
  if (params.displayFilter && params.displayFilter !== 'all') {
    query.set('display', params.displayFilter);
  }
  for (const category of params.categories ?? []) query.append('category', category);
  for (const museum of params.museums ?? []) query.append('museum', museum);
  const years = [
    ['yearFrom', params.yearFrom],
    ['yearTo', params.yearTo],
    ['acquiredFrom', params.acquisitionYearFrom],
    ['acquiredTo', params.acquisitionYearTo],
  ] as const;
  for (const [name, value] of years) if (typeof value === 'number') query.set(name, String(value));
  if (params.hasImage) query.set('image', '1');
  for (const person of params.people ?? []) query.append('person', person);
  for (const keyword of params.keywords ?? []) query.append('keyword', keyword);
  for (const material of params.materials ?? []) query.append('material', material);
  for (const item of params.classifications ?? []) query.append('classification', item);
  const colour = normaliseColour(params.colour);
  if (colour) query.set('colour', colour);
  if (params.sort && params.sort !== 'relevance') query.set('sort', params.sort);
  if (params.exact && q) query.set('exact', '1');
  return query.toString();
}

/** "#RRGGBB" or "#rrggbb" as "#rrggbb"; null for anything else. */
export function normaliseColour(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  return /^#[0-9a-f]{6}$/.test(text) ? text : null;
}
