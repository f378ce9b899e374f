import type { Facet } from '@kokoelma/contract';

/** One row of the grouped facet query: exactly one of the four columns is set. */
export interface FacetRow {
  museum: string | null;
  category: string | null;
  display: string | null;
  image: boolean | null;
  level: number;
  n: number;
}

// grouping() bits, most significant first: museum, category, display, image.
const GROUPED_BY = { museum: 7, category: 11, display: 13, image: 14 } as const;

/**
 * Facet counts from the grouped rows: museum, category, display filter (each museum on
 * display, anywhere, verkko = with an image) and has-image. `scale` > 1 extrapolates
 * counts of a capped sample to the estimated total.
 */
export function facetsOf(rows: readonly FacetRow[], scale = 1): Facet[] {
  const facets = new Map<string, Map<string, number>>();
  const add = (facet: string, value: string, n: number) => {
    const values = facets.get(facet) ?? new Map<string, number>();
    values.set(value, (values.get(value) ?? 0) + n);
    facets.set(facet, values);
  };
  for (const row of rows) {
    const n = Number(row.n);
    const level = Number(row.level);
    if (level === GROUPED_BY.museum && row.museum !== null) add('museum', row.museum, n);
    if (level === GROUPED_BY.category && row.category !== null) add('category', row.category, n);
    if (level === GROUPED_BY.display && row.display !== null) {
      add('displayFilter', row.display, n);
      add('displayFilter', 'anywhere', n);
    }
    if (level === GROUPED_BY.image && row.image === true) {
      add('displayFilter', 'verkko', n);
      add('hasImage', 'true', n);
    }
  }
  return [...facets].map(([facet, values]) => ({
    facet,
    values: [...values]
      .map(([value, count]) => ({ value, count: Math.round(count * scale) }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
  }));
}
