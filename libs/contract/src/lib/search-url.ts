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
 * A year or a span of years written among the search words, as a visitor means it: a
 * year ("turner 1840"), a span ("1840-1850", "1840–1850"), a decade ("1890s",
 * "1890-luku", "1890-luvulla", "1890-talet", "1890-tal") or a century, when the year ends
 * in 00 ("1800-luku", "1800-talet", "1800s": 1800–1899). The first such word counts;
 * years outside `range` are words. Returns the other words and the years, or null.
 */
export function yearsInText(
  text: string,
  range: YearRange = yearRange(),
): { text: string; from: number; to: number } | null {
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i += 1) {
    const found = yearsOfWord(words[i] ?? '');
    if (!found || found.from < range.min || found.from > range.max) continue;
    const rest = words.filter((_, j) => j !== i).join(' ');
    return { text: rest, from: found.from, to: Math.min(found.to, range.max) };
  }
  return null;
}

const SPAN = /^(\d{4})[-–](\d{4})$/;
// Decades and centuries: "1890s", "1890's", "1890-luku" (and its cases: -luvulla,
// -luvun, -luvulta …), "1890-talet", "1890-tal".
const DECADE = /^(\d{3}0)(?:'?s|-lu(?:ku|vu)\p{L}*|-tal(?:et|ets)?)$/iu;

function yearsOfWord(word: string): { from: number; to: number } | null {
  const clean = word.replace(/[.,;:!?]+$/u, '');
  if (/^\d{4}$/.test(clean)) return { from: Number(clean), to: Number(clean) };
  const span = SPAN.exec(clean);
  if (span) {
    const from = Number(span[1]);
    const to = Number(span[2]);
    return from <= to ? { from, to } : null;
  }
  const decade = DECADE.exec(clean);
  if (decade) {
    const from = Number(decade[1]);
    return { from, to: from + (from % 100 === 0 ? 99 : 9) };
  }
  return null;
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
  let q = (query.get('q') ?? '').trim().slice(0, MAX_TEXT);
  // Years typed among the words are a filter (a chip the visitor can remove), not text —
  // unless the URL sets the years itself or asks for the words as typed.
  const typedYears =
    query.get('exact') !== '1' && !query.has('yearFrom') && !query.has('yearTo')
      ? yearsInText(q, range)
      : null;
  if (typedYears) q = typedYears.text;
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
  set('yearFrom', typedYears?.from ?? year(query, 'yearFrom', range));
  set('yearTo', typedYears?.to ?? year(query, 'yearTo', range));
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
