import type { Facet } from '@kokoelma/contract';
import type { SearchParams } from '@kokoelma/contract/site';

/**
 * How many matches share one combination of the facet values, named by its facet key
 * (see facetKey in search-documents.ts). A search returns these few cells (at most a
 * few hundred) rather than one count per facet value: the database groups the matches
 * once, on one value.
 */
export interface FacetCell {
  facet: string;
  n: number;
}

/** The values of a facet key: `museum|category|display museum|1 or 0`, empty for null. */
function facetValues(key: string) {
  const [museum = '', category = '', display = '', image = '0'] = key.split('|');
  return { museum, category: category || null, display: display || null, image: image === '1' };
}

/**
 * The filters of `params` as a test of a facet key, when they are all facet values
 * (display filter, categories, has image) — the same rules as filterConditions in
 * search-query.ts; null when any other filter is set (years, people, terms…), which the
 * key cannot tell.
 */
export function facetKeyFilter(params: SearchParams): ((key: string) => boolean) | null {
  const others = [
    params.yearFrom,
    params.yearTo,
    params.acquisitionYearFrom,
    params.acquisitionYearTo,
    params.colour,
  ];
  const lists = [params.people, params.keywords, params.materials, params.classifications];
  if (others.some((v) => v != null) || lists.some((l) => l?.length)) return null;
  const display = params.displayFilter ?? 'all';
  const categories = params.categories?.length ? new Set<string>(params.categories) : null;
  const museums = params.museums?.length ? new Set<string>(params.museums) : null;
  const image = params.hasImage === true;
  return (key) => {
    const v = facetValues(key);
    if (display === 'anywhere' && v.display === null) return false;
    if (display === 'verkko' && !v.image) return false;
    if (
      display !== 'all' &&
      display !== 'anywhere' &&
      display !== 'verkko' &&
      v.display !== display
    ) {
      return false;
    }
    if (categories && (v.category === null || !categories.has(v.category))) return false;
    if (museums && !museums.has(v.museum)) return false;
    return !image || v.image;
  };
}

/** The total of the cells: every match is in exactly one. */
export function totalOf(cells: readonly FacetCell[]): number {
  return cells.reduce((sum, cell) => sum + Number(cell.n), 0);
}

/**
 * Facet counts from the cells: museum, category, display filter (each museum on
 * display, anywhere, verkko = with an image) and has-image; a facet with no value is
 * left out, and values are ordered by count, then value.
 */
export function facetsOf(cells: readonly FacetCell[]): Facet[] {
  const facets = new Map<string, Map<string, number>>();
  const add = (facet: string, value: string, n: number) => {
    const values = facets.get(facet) ?? new Map<string, number>();
    values.set(value, (values.get(value) ?? 0) + n);
    facets.set(facet, values);
  };
  for (const cell of cells) {
    const n = Number(cell.n);
    const values = facetValues(cell.facet);
    add('museum', values.museum, n);
    if (values.category !== null) add('category', values.category, n);
    if (values.display !== null) {
      add('displayFilter', values.display, n);
      add('displayFilter', 'anywhere', n);
    }
    if (values.image) {
      add('displayFilter', 'verkko', n);
      add('hasImage', 'true', n);
    }
  }
  const order = ['museum', 'category', 'displayFilter', 'hasImage'];
  return [...facets]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([facet, values]) => ({
      facet,
      values: [...values]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    }));
}
