import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { PAGE_SIZE, type Language } from '@kokoelma/domain';
import type { Facet, PersonSummary, SearchParams, SortOrder } from '@kokoelma/contract';
import type { CollectionRecord } from '../record';
import { findObjects } from '../repository/object-repository';
import { wholeCollectionFacets } from '../repository/derived-data';
import { TEXT_SEARCH_CONFIG } from '../repository/search-documents';
import { facetsOf, type FacetRow } from './facets';
import { filterConditions, prefixQuery, searchWords, textCondition } from './search-query';

type Db = Kysely<Tables>;

/** How many result ids one search returns: the first page plus what "load more" pages through. */
export const RESULT_ID_LIMIT = 1000;
/**
 * Matches counted per search. Up to this many, the total and the facet counts are
 * exact; above it the total is the planner's estimate and facets are scaled from the
 * matches counted.
 */
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

const SEARCH_TABLES = {
  fi: 'collection_search_fi',
  sv: 'collection_search_sv',
  en: 'collection_search_en',
} as const;

/** The objects matching the words (joined to the language's search documents) and filters. */
function filtered(db: Db, params: SearchParams, lang: Language) {
  const words = searchWords(params.searchTerms ?? []);
  const base = db.selectFrom('collection_objects as o');
  const joined =
    words.length > 0
      ? base
          .innerJoin(`${SEARCH_TABLES[lang]} as s` as 'collection_search_fi as s', 's.id', 'o.id')
          .where(textCondition(words, lang))
      : base;
  return joined.where((eb) => eb.and(filterConditions(eb, params, lang)));
}

/** Objects whose inventory number is exactly the search text: shown first. */
async function inventoryMatches(db: Db, terms: readonly string[]): Promise<Set<number>> {
  const raw = terms.join(' ').trim().toLocaleLowerCase('fi');
  if (!/\d/.test(raw)) return new Set();
  const rows = await db
    .selectFrom('collection_objects')
    .select('id')
    .where(sql<string>`lower(inventory_number)`, '=', raw)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * A prefix query that matches only title words (weight A): the query's own words and
 * their stems, so "kissat" finds the title "Kissa" as well as "Kissat".
 */
async function titleQuery(db: Db, words: string[], lang: Language): Promise<string> {
  const config = sql.lit(TEXT_SEARCH_CONFIG[lang]);
  const { rows } = await sql<{ lexeme: string }>`
    select unnest(tsvector_to_array(to_tsvector(${config}, ${words.join(' ')}))) as lexeme`.execute(
    db,
  );
  const stems = rows.map((r) => r.lexeme).filter((l) => /^[\p{L}\p{N}]+$/u.test(l));
  const byWord = prefixQuery(words).replace(/:\*/g, ':*A');
  return stems.length > 0 ? `(${byWord}) | (${stems.map((s) => `'${s}':*A`).join(' & ')})` : byWord;
}

/**
 * Total and facet counts of the matches of a filter-only query in one grouped query over
 * at most {@link EXACT_COUNT_LIMIT} + 1 of them (their order comes from the indexes).
 */
async function countMatches(db: Db, params: SearchParams, lang: Language) {
  const capped = filtered(db, params, lang)
    .select(['o.museum', 'o.category', 'o.on_display_museum', 'o.has_image'])
    .limit(EXACT_COUNT_LIMIT + 1);
  const facets = await db
    .selectFrom(capped.as('m'))
    .select([
      sql<string | null>`m.museum`.as('museum'),
      sql<string | null>`m.category`.as('category'),
      sql<string | null>`m.on_display_museum`.as('display'),
      sql<boolean | null>`m.has_image`.as('image'),
      sql<number>`grouping(m.museum, m.category, m.on_display_museum, m.has_image)`.as('level'),
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .groupBy(
      sql`grouping sets ((m.museum), (m.category), (m.on_display_museum), (m.has_image), ())`,
    )
    .execute();
  const total = Number(facets.find((r) => Number(r.level) === 15)?.n ?? 0);
  return { total, facets };
}

/** The order of each sort over the columns of the matches read (`m`). */
const MATCH_ORDER: Record<SortOrder, RawBuilder<unknown>> = {
  // The exact inventory number, then title matches, then the most complete records.
  // (ts_rank over every match costs more than it adds here.)
  relevance: sql`exact desc, in_title desc, quality desc, id`,
  'year-asc': sql`year_from asc nulls last, id`,
  'year-desc': sql`year_from desc nulls last, id`,
  title: sql`title_sort, id`,
  acquisition: sql`acquisition_year desc nulls last, id`,
};

/**
 * One pass over the matches (at most {@link EXACT_COUNT_LIMIT} + 1 of them): the total
 * and facet counts (grouping sets) and the first {@link RESULT_ID_LIMIT} ids in the
 * asked order, as one row of JSON — reading the matches once, and sending back only a
 * handful of values (returning every match to JavaScript costs more than the search).
 */
async function searchOnce(db: Db, params: SearchParams, lang: Language, words: string[]) {
  const exact = [...(await inventoryMatches(db, params.searchTerms ?? [])), 0];
  const inTitle = sql<boolean>`s.search @@ to_tsquery('simple', ${await titleQuery(db, words, lang)})`;
  const matches = filtered(db, params, lang)
    .select([
      'o.id',
      'o.museum',
      'o.category',
      'o.on_display_museum',
      'o.has_image',
      'o.quality',
      'o.year_from',
      'o.acquisition_year',
      'o.title_sort',
      inTitle.as('in_title'),
      sql<boolean>`o.id in (${sql.join(exact)})`.as('exact'),
    ])
    .limit(EXACT_COUNT_LIMIT + 1);
  const { rows } = await sql<{ facets: FacetRow[]; ids: number[] | null }>`
    with m as materialized (${matches})
    select
      (select json_agg(g) from (
        select museum, category, on_display_museum as display, has_image as image,
          grouping(museum, category, on_display_museum, has_image) as level, count(*) as n
        from m
        group by grouping sets ((museum), (category), (on_display_museum), (has_image), ())
      ) g) as facets,
      (select json_agg(x.id order by x.ord) from (
        select id, row_number() over (order by ${MATCH_ORDER[params.sort ?? 'relevance']}) as ord
        from m order by ord limit ${RESULT_ID_LIMIT}
      ) x) as ids`.execute(db);
  const facets = rows[0]?.facets ?? [];
  const total = Number(facets.find((r) => Number(r.level) === 15)?.n ?? 0);
  return { total, facets, ids: rows[0]?.ids ?? [] };
}

/**
 * Ids in the asked order straight from the indexes, at most {@link RESULT_ID_LIMIT}: for
 * filters only, and for a sorted order over more matches than one pass reads.
 */
async function orderedIds(db: Db, params: SearchParams, lang: Language) {
  let query = filtered(db, params, lang).select('o.id');
  const sort = params.sort ?? 'relevance';
  if (sort === 'year-asc') query = query.orderBy(sql`o.year_from asc nulls last`);
  else if (sort === 'year-desc') query = query.orderBy(sql`o.year_from desc nulls last`);
  else if (sort === 'title') query = query.orderBy('o.title_sort');
  else if (sort === 'acquisition') query = query.orderBy(sql`o.acquisition_year desc nulls last`);
  else query = query.orderBy('o.quality', 'desc');
  return (await query.orderBy('o.id').limit(RESULT_ID_LIMIT).execute()).map((r) => r.id);
}

/** The planner's row estimate of a search: cheap, and close enough for "about 40 000". */
async function estimateTotal(db: Db, params: SearchParams, lang: Language): Promise<number> {
  const plan = await sql<{
    'QUERY PLAN': string;
  }>`explain ${filtered(db, params, lang).select('o.id')}`.execute(db);
  return Number(/rows=(\d+)/.exec(plan.rows[0]?.['QUERY PLAN'] ?? '')?.[1] ?? 0);
}

async function matchingPeople(db: Db, words: string[]): Promise<PersonSummary[]> {
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

async function browseAll(db: Db, params: SearchParams, lang: Language) {
  const collections = await wholeCollectionFacets(db, lang);
  const museums = collections.find((f) => f.facet === 'museum')?.values ?? [];
  const totalCount = museums.reduce((sum, v) => sum + v.count, 0);
  const objectIds = await orderedIds(db, params, lang);
  return { collections, totalCount, totalIsEstimate: false, objectIds };
}

/**
 * Runs a collection search: the total and facet counts (one grouped query, exact up to
 * {@link EXACT_COUNT_LIMIT} matches, then estimated and scaled), the ordered result ids,
 * matching people and the first page of objects. The empty query uses counts
 * precomputed at import and index order.
 */
export async function searchCollection(
  db: Db,
  params: SearchParams,
  lang: Language,
): Promise<SearchResult> {
  const words = searchWords(params.searchTerms ?? []);
  let found: Omit<SearchResult, 'data' | 'people'>;
  if (isBrowseAll(params)) {
    found = await browseAll(db, params, lang);
  } else {
    // With words: one pass gives counts and relevance order. Filters only: counts in
    // one grouped query and the order from the indexes (no relevance to compute).
    const { total, facets, ids } =
      words.length > 0
        ? await searchOnce(db, params, lang, words)
        : { ...(await countMatches(db, params, lang)), ids: null };
    const complete = total <= EXACT_COUNT_LIMIT;
    const totalCount = complete ? total : Math.max(await estimateTotal(db, params, lang), total);
    // Relevance over a capped sample keeps its order; a sorted order must see every match.
    const sorted = (params.sort ?? 'relevance') !== 'relevance';
    found = {
      totalCount,
      totalIsEstimate: !complete,
      collections: facetsOf(facets, complete ? 1 : totalCount / total),
      objectIds: ids && (complete || !sorted) ? ids : await orderedIds(db, params, lang),
    };
  }
  const people = await matchingPeople(db, words);
  const data = await findObjects(db, found.objectIds.slice(0, PAGE_SIZE));
  return { ...found, data, people };
}
