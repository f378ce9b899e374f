import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { PAGE_SIZE, type Language } from '@kokoelma/domain';
import type { Facet, PersonSummary, SearchParams } from '@kokoelma/contract';
import type { CollectionRecord } from '../record';
import { findObjects } from '../repository/object-repository';
import { wholeCollectionFacets } from '../repository/derived-data';
import {
  filterConditions,
  prefixQuery,
  rankExpression,
  searchWords,
  textCondition,
} from './search-query';

type Db = Kysely<Tables>;

/** How many result ids one search returns: the first page plus what "load more" pages through. */
export const RESULT_ID_LIMIT = 2000;
/** Matches ranked for relevance: title matches first, then any match, up to this many each. */
export const RANK_CANDIDATES = 2000;
/** Totals are counted exactly up to this many matches, and estimated above it. */
export const EXACT_COUNT_LIMIT = 10_000;

/** What a search finds (the HTTP layer adds the echo of the parameters). */
export interface SearchResult {
  data: CollectionRecord[];
  people: PersonSummary[];
  totalCount: number;
  totalIsEstimate: boolean;
  objectIds: number[];
  collections: Facet[];
}

function baseQuery(db: Db, params: SearchParams, lang: Language) {
  return db.selectFrom('collection_objects as o').where((eb) => {
    const text = textCondition(eb, params.searchTerms ?? [], lang);
    return eb.and([...(text ? [text] : []), ...filterConditions(eb, params, lang)]);
  });
}

async function orderedIds(db: Db, params: SearchParams, lang: Language): Promise<number[]> {
  const base = baseQuery(db, params, lang);
  const sort = params.sort ?? 'relevance';
  const words = searchWords(params.searchTerms ?? []);
  if (sort === 'relevance' && words.length > 0) {
    // Ranking every match of a common word is what makes search slow; a bounded set of
    // candidates — matches in the title first, then any match — is ranked instead.
    const titleOnly = sql<boolean>`o.${sql.raw(`search_${lang}`)} @@ to_tsquery('simple', ${prefixQuery(words).replace(/:\*/g, ':*A')})`;
    const titleMatches = base.select('o.id').where(titleOnly).limit(RANK_CANDIDATES);
    const anyMatches = base.select('o.id').limit(RANK_CANDIDATES);
    const rows = await db
      .with('candidates', (qb) =>
        qb.selectFrom(titleMatches.as('t')).select('t.id').union(anyMatches),
      )
      .selectFrom('collection_objects as o')
      .innerJoin('candidates as c', 'c.id', 'o.id')
      .select('o.id')
      .orderBy(rankExpression(params.searchTerms ?? [], lang), 'desc')
      .orderBy('o.quality', 'desc')
      .orderBy('o.id')
      .limit(RESULT_ID_LIMIT)
      .execute();
    return rows.map((r) => r.id);
  }
  let query = base.select('o.id');
  if (sort === 'year-asc') query = query.orderBy(sql`o.year_from asc nulls last`);
  else if (sort === 'year-desc') query = query.orderBy(sql`o.year_from desc nulls last`);
  else if (sort === 'title') query = query.orderBy('o.title_sort');
  else if (sort === 'acquisition') query = query.orderBy(sql`o.acquisition_year desc nulls last`);
  else query = query.orderBy('o.quality', 'desc');
  const rows = await query.orderBy('o.id').limit(RESULT_ID_LIMIT).execute();
  return rows.map((r) => r.id);
}

async function countMatches(db: Db, params: SearchParams, lang: Language) {
  const capped = baseQuery(db, params, lang)
    .select('o.id')
    .limit(EXACT_COUNT_LIMIT + 1);
  const row = await db
    .selectFrom(capped.as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  if (n <= EXACT_COUNT_LIMIT) return { totalCount: n, totalIsEstimate: false };
  // Above the limit the planner's estimate is close enough for "about 40 000 results".
  const plan = await sql<{
    'QUERY PLAN': string;
  }>`explain ${baseQuery(db, params, lang).select('o.id')}`.execute(db);
  const estimate = Number(/rows=(\d+)/.exec(plan.rows[0]?.['QUERY PLAN'] ?? '')?.[1] ?? n);
  return { totalCount: Math.max(estimate, n), totalIsEstimate: true };
}

async function facetCounts(db: Db, params: SearchParams, lang: Language): Promise<Facet[]> {
  const rows = await baseQuery(db, params, lang)
    .select([
      sql<string | null>`o.museum`.as('museum'),
      sql<string | null>`o.category`.as('category'),
      sql<string | null>`o.on_display_museum`.as('display'),
      sql<boolean | null>`o.has_image`.as('image'),
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .groupBy(sql`grouping sets ((o.museum), (o.category), (o.on_display_museum), (o.has_image))`)
    .execute();
  const facets = new Map<string, Map<string, number>>();
  const add = (facet: string, value: string, n: number) => {
    const values = facets.get(facet) ?? new Map<string, number>();
    values.set(value, (values.get(value) ?? 0) + n);
    facets.set(facet, values);
  };
  for (const row of rows) {
    const n = Number(row.n);
    if (row.museum !== null) add('museum', row.museum, n);
    else if (row.category !== null) add('category', row.category, n);
    else if (row.display !== null) {
      add('displayFilter', row.display, n);
      add('displayFilter', 'anywhere', n);
    } else if (row.image !== null && row.image) {
      add('hasImage', 'true', n);
      add('displayFilter', 'verkko', n);
    }
  }
  return [...facets].map(([facet, values]) => ({
    facet,
    values: [...values]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count),
  }));
}

async function matchingPeople(db: Db, terms: readonly string[]): Promise<PersonSummary[]> {
  const words = searchWords(terms);
  if (words.length === 0) return [];
  const rows = await db
    .selectFrom('collection_people as p')
    .innerJoin('collection_object_people as op', 'op.person_id', 'p.id')
    .select(['p.id', 'p.display_name', 'p.birth_year', 'p.death_year'])
    .select((eb) => eb.fn.countAll<number>().as('objects'))
    .where(sql<boolean>`p.search @@ to_tsquery('simple', ${prefixQuery(words)})`)
    .groupBy(['p.id', 'p.display_name', 'p.birth_year', 'p.death_year'])
    .orderBy('objects', 'desc')
    .orderBy('p.display_name')
    .limit(10)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.display_name,
    birthYear: r.birth_year,
    deathYear: r.death_year,
    objects: Number(r.objects),
  }));
}

function isBrowseAll(params: SearchParams): boolean {
  const { sort: _sort, displayFilter, ...rest } = params;
  const empty = Object.values(rest).every(
    (v) => v === undefined || v === null || v === false || (Array.isArray(v) && v.length === 0),
  );
  return empty && (displayFilter ?? 'all') === 'all';
}

/**
 * Runs a collection search: ordered result ids (bounded), the first page of objects,
 * the total (exact up to a limit, then estimated), facet counts and matching people.
 * The empty query reads facet counts precomputed at import.
 */
export async function searchCollection(
  db: Db,
  params: SearchParams,
  lang: Language,
): Promise<SearchResult> {
  const browseAll = isBrowseAll(params);
  const [objectIds, total, collections, people] = await Promise.all([
    orderedIds(db, params, lang),
    countMatches(db, params, lang),
    browseAll ? wholeCollectionFacets(db, lang) : facetCounts(db, params, lang),
    matchingPeople(db, params.searchTerms ?? []),
  ]);
  const data = await findObjects(db, objectIds.slice(0, PAGE_SIZE));
  return { data, people, objectIds, collections, ...total };
}
