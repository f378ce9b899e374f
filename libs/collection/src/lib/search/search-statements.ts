import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { PAGE_SIZE, type Language } from '@kokoelma/domain';
import type { PersonSummary, SearchParams } from '@kokoelma/contract';
import type { CollectionRecord } from '../record';
import type { FacetCell } from './facets';
import {
  cubeCanCount,
  filterConditions,
  inventoryText,
  matchQuery,
  prefixQuery,
  sortOf,
  type SortColumn,
  titleQuery,
  whereAll,
} from './search-query';

type Db = Kysely<Tables>;

/** How many result ids one search returns: the first page plus what "load more" pages through. */
export const RESULT_ID_LIMIT = 1000;

/**
 * Everything one search needs, from one statement: each statement costs a round trip on
 * PostgreSQL and a fixed overhead on PGlite, so a search is one statement, not five.
 */
export interface SearchRow {
  cells: FacetCell[] | null;
  ids: number[] | null;
  docs: CollectionRecord[] | null;
  people: PersonSummary[] | null;
}

/** What a statement that returned no row found (it always returns one). */
const NOTHING: SearchRow = { cells: null, ids: null, docs: null, people: null };

const SEARCH_TABLES: Record<Language, string> = {
  fi: 'collection_search_fi',
  sv: 'collection_search_sv',
  en: 'collection_search_en',
};

/** The facet key (see facetKey in search-documents.ts) of grouped object columns. */
const FACET_KEY = sql`museum || '|' || coalesce(category, '') || '|'
  || coalesce(on_display_museum, '') || '|' || has_image::int`;

/**
 * From `top` (the first matches, with the columns of `order`): the ids in order, and
 * the records of the first page.
 */
function idsAndDocs(order: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(select json_agg(id order by ${order}) from top) as ids,
    (select json_agg(doc order by ${order}) from (
      select * from top order by ${order} limit ${PAGE_SIZE}
    ) p join collection_documents using (id)) as docs`;
}

/** People whose names start with the words, the ones in most objects first (JSON). */
function peopleJson(words: readonly string[]): RawBuilder<unknown> {
  return sql`(select json_agg(x order by x.objects desc, x.name) from (
    select p.id, p.display_name as name, p.birth_year as "birthYear",
      p.death_year as "deathYear", count(*) as objects
    from collection_people p join collection_object_people op on op.person_id = p.id
    where p.search @@ to_tsquery('simple', ${prefixQuery(words)})
    group by p.id
    order by objects desc, p.display_name
    limit 10) x)`;
}

/**
 * A search with words. The language's search table holds the document and the object's
 * filter and sort columns, so one bitmap scan of its GIN index reads each match once;
 * the matches are grouped into facet cells and the first {@link RESULT_ID_LIMIT} taken in
 * order from the same materialised set.
 */
export async function textSearch(
  db: Db,
  params: SearchParams,
  lang: Language,
  words: readonly string[],
): Promise<SearchRow> {
  const { columns, order } = sortOf(params.sort, true);
  const inventory = inventoryText(params.searchTerms ?? []);
  // Relevance as one bigint: browse_key (quality, then id) below 2^36, plus 2^40 unless
  // the words are in the title, plus 2^41 unless the text is the inventory number.
  const exact = inventory
    ? sql`case when o.id in (select id from collection_objects
        where lower(inventory_number) = ${inventory}) then 0 else ${sql.lit(2 ** 41)} end`
    : sql`0`;
  const expressions: Record<SortColumn, RawBuilder<unknown>> = {
    relevance: sql`o.browse_key + ${exact} + case when o.title_search @@ ${titleQuery(words, lang)}
      then 0 else ${sql.lit(2 ** 40)} end`,
    quality: sql`o.quality`,
    year_from: sql`o.year_from`,
    title_sort: sql`o.title_sort`,
    acquisition_year: sql`o.acquisition_year`,
  };
  const sortColumns = columns.map((c) => sql`${expressions[c]} as ${sql.ref(c)}`);
  const conditions = [
    sql<SqlBool>`o.search @@ ${matchQuery(words, lang)}`,
    ...filterConditions(params, lang),
  ];
  // m: every match, with only the columns that the facets and the order read.
  const query = sql<SearchRow>`
    with m as materialized (
      select o.id, o.facet, ${sql.join(sortColumns)}
      from ${sql.table(SEARCH_TABLES[lang])} o
      ${whereAll(conditions)}
    ),
    top as (select * from m order by ${order} limit ${RESULT_ID_LIMIT})
    select
      (select json_agg(c) from (select facet, count(*) as n from m group by facet) c) as cells,
      ${idsAndDocs(order)},
      ${peopleJson(words)} as people`;
  return db.transaction().execute(async (trx) => {
    // The planner prices a GIN bitmap scan above a sequential scan once a word matches
    // some thousands of objects, but testing every document costs several times more
    // than visiting the matches: text searches always go through the index.
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await query.execute(trx);
    return rows[0] ?? NOTHING;
  });
}

/**
 * A search with filters only: totals and facet cells from collection_facet_cube when it
 * can count the filters (else from the objects), and the ids in order from the indexes of
 * collection_objects — `withCells: false` for the empty query, whose counts are
 * precomputed.
 */
export async function filterSearch(
  db: Db,
  params: SearchParams,
  lang: Language,
  withCells = true,
): Promise<SearchRow> {
  const conditions = filterConditions(params, lang);
  const { columns, order } = sortOf(params.sort, false);
  const counted = cubeCanCount(params)
    ? sql`select ${FACET_KEY} as facet, sum(objects) as n
      from collection_facet_cube o ${whereAll(filterConditions(params, lang, sql`o.year_end`))}
      group by museum, category, on_display_museum, has_image`
    : sql`select ${FACET_KEY} as facet, count(*) as n
      from collection_objects o ${whereAll(conditions)}
      group by museum, category, on_display_museum, has_image`;
  const cells = withCells ? sql`(select json_agg(c) from (${counted}) c)` : sql`null`;
  const { rows } = await sql<SearchRow>`
    with top as (
      select id, ${sql.join(columns.map((c) => sql.ref(c)))}
      from collection_objects o ${whereAll(conditions)}
      order by ${order} limit ${RESULT_ID_LIMIT}
    )
    select ${cells} as cells, ${idsAndDocs(order)}, null as people`.execute(db);
  return rows[0] ?? NOTHING;
}
