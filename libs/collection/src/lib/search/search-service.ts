import type { Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { Language } from '@kokoelma/domain';
import type { Facet, PersonSummary } from '@kokoelma/contract';
import type { SearchCard, SearchParams } from '@kokoelma/contract/site';
import { wholeCollectionFacets } from './facet-counts';
import { facetsOf, totalOf } from './facets';
import { colourSearch } from './colour-search';
import { isBrowseAll, searchWords } from './search-query';
import { filterSearch, textSearch, type SearchRow } from './search-statements';
import { correctCombination, correctWords } from './vocabulary';

export { RESULT_ID_LIMIT } from './search-statements';

type Db = Kysely<Tables>;

/** What a search finds (the HTTP layer adds the echo of the parameters). */
export interface SearchResult {
  /** The first page, as result cards show them (SearchCard): not whole records. */
  data: SearchCard[];
  people: PersonSummary[];
  /** Exact: every match is counted. */
  totalCount: number;
  /** Always false; kept in the response for clients that show "about" totals. */
  totalIsEstimate: boolean;
  objectIds: number[];
  collections: Facet[];
  /**
   * The words searched instead of the visitor's, when those matched little and close
   * spellings of them match more (typo tolerance); null when the words were searched as
   * typed.
   */
  correctedQuery: string | null;
}

function resultOf(row: SearchRow, collections: Facet[], totalCount: number): SearchResult {
  return {
    data: row.docs ?? [],
    people: row.people ?? [],
    totalCount,
    totalIsEstimate: false,
    objectIds: row.ids ?? [],
    collections,
    correctedQuery: null,
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
  /** Where the ids start: 0, or past the ids already shown ("show more" beyond the first window). */
  offset = 0,
): Promise<SearchResult> {
  if (isBrowseAll(params)) {
    const [collections, row] = await Promise.all([
      wholeCollectionFacets(db, lang),
      filterSearch(db, params, lang, false, offset),
    ]);
    const museums = collections.find((f) => f.facet === 'museum')?.values ?? [];
    return resultOf(
      row,
      collections,
      museums.reduce((sum, v) => sum + v.count, 0),
    );
  }
  const words = searchWords(params.searchTerms ?? []);
  if (params.colour) {
    // By colour: the works holding it, the most of it first (colour-search.ts).
    const row = await colourSearch(db, params, lang, words, offset);
    const cells = row.cells ?? [];
    return resultOf(row, facetsOf(cells), totalOf(cells));
  }
  if (words.length === 0) {
    const row = await filterSearch(db, params, lang, true, offset);
    const cells = row.cells ?? [];
    return resultOf(row, facetsOf(cells), totalOf(cells));
  }
  const row = await textSearch(db, params, lang, words, offset);
  const cells = row.cells ?? [];
  const result = resultOf(row, facetsOf(cells), totalOf(cells));
  if (result.totalCount > FEW_RESULTS || params.exact) return result;
  // The words as typed match little: close spellings that the collection holds more
  // often may match more (vocabulary.ts) — of the words it does not know, else of
  // several words that it knows but not together ("carl larson"). The answer says which
  // words it searched.
  for (const correct of [
    () => correctWords(db, words),
    // Only when the words as typed find nothing: a few matches of known words are likely
    // what the visitor meant ("cassatt bath": her one work of that title).
    () => (result.totalCount === 0 ? correctCombination(db, words, lang) : null),
  ]) {
    const corrected = await correct();
    if (!corrected) continue;
    const retried = await textSearch(db, params, lang, corrected, offset);
    const retriedCells = retried.cells ?? [];
    const total = totalOf(retriedCells);
    if (total <= result.totalCount) continue;
    return {
      ...resultOf(retried, facetsOf(retriedCells), total),
      correctedQuery: corrected.join(' '),
    };
  }
  return result;
}

/**
 * At most this many results and a search tries close spellings of its words (typo
 * tolerance): zero, or so few that the visitor most likely mistyped.
 */
export const FEW_RESULTS = 5;
