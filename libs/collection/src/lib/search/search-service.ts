import type { Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { Language } from '@kokoelma/domain';
import type { Facet, PersonSummary, SearchParams } from '@kokoelma/contract';
import type { CollectionRecord } from '../record';
import { wholeCollectionFacets } from '../repository/derived-data';
import { facetsOf, totalOf } from './facets';
import { searchWords } from './search-query';
import { filterSearch, textSearch, type SearchRow } from './search-statements';

export { RESULT_ID_LIMIT } from './search-statements';

type Db = Kysely<Tables>;

/** What a search finds (the HTTP layer adds the echo of the parameters). */
export interface SearchResult {
  data: CollectionRecord[];
  people: PersonSummary[];
  /** Exact: every match is counted. */
  totalCount: number;
  /** Always false; kept in the response for clients that show "about" totals. */
  totalIsEstimate: boolean;
  objectIds: number[];
  collections: Facet[];
}

function isBrowseAll(params: SearchParams): boolean {
  const { sort: _sort, displayFilter, ...rest } = params;
  const empty = Object.values(rest).every(
    (v) => v === undefined || v === null || v === false || (Array.isArray(v) && v.length === 0),
  );
  return empty && (displayFilter ?? 'all') === 'all';
}

function resultOf(row: SearchRow, collections: Facet[], totalCount: number): SearchResult {
  return {
    data: row.docs ?? [],
    people: row.people ?? [],
    totalCount,
    totalIsEstimate: false,
    objectIds: row.ids ?? [],
    collections,
  };
}

/**
 * Runs a collection search: exact total and facet counts, the ordered result ids (at
 * most RESULT_ID_LIMIT), matching people and the first page of objects — one statement
 * (see search-statements.ts). The empty query uses the counts precomputed at import.
 */
export async function searchCollection(
  db: Db,
  params: SearchParams,
  lang: Language,
): Promise<SearchResult> {
  if (isBrowseAll(params)) {
    const [collections, row] = await Promise.all([
      wholeCollectionFacets(db, lang),
      filterSearch(db, params, lang, false),
    ]);
    const museums = collections.find((f) => f.facet === 'museum')?.values ?? [];
    return resultOf(
      row,
      collections,
      museums.reduce((sum, v) => sum + v.count, 0),
    );
  }
  const words = searchWords(params.searchTerms ?? []);
  const row =
    words.length > 0
      ? await textSearch(db, params, lang, words)
      : await filterSearch(db, params, lang);
  const cells = row.cells ?? [];
  return resultOf(row, facetsOf(cells), totalOf(cells));
}
