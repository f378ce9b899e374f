import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { PAGE_SIZE, type Language } from '@kokoelma/domain';
import type { PersonSummary } from '@kokoelma/contract';
import type { SearchCard, SearchParams } from '@kokoelma/contract/site';
import { SEARCH_TABLES } from './search-documents';
import { FACET_CODE_SHIFT, queryTitleKey, RANK_BITS, tierCase, titleTests } from './rank-keys';
import { facetCells, facetKeysOf } from './facet-keys';
import { facetKeyFilter, type FacetCell } from './facets';
import { codesOf, rankMatches } from './match-keys';
import {
  cubeCanCount,
  expandsAny,
  filterConditions,
  inventoryText,
  matchQuery,
  namesakeObjects,
  prefixQuery,
  rankQueries,
  sortOf,
  titleQuery,
  whereAll,
} from './search-query';

type Db = Kysely<Tables>;

/** How many result ids one search returns: the first page plus what "load more" pages through. */
export const RESULT_ID_LIMIT = 1000;

/**
 * Everything one search needs. Each statement costs a round trip on PostgreSQL and a
 * fixed overhead on PGlite, so a search is one statement (two for words in relevance
 * order), not five.
 */
export interface SearchRow {
  cells: FacetCell[] | null;
  ids: number[] | null;
  docs: SearchCard[] | null;
  people: PersonSummary[] | null;
}

/** What a search that found nothing returns. */
const NOTHING: SearchRow = { cells: null, ids: null, docs: null, people: null };

export { SEARCH_TABLES };

/** The facet key (see facetKey in search-documents.ts) of grouped object columns. */
const FACET_KEY = sql`museum || '|' || coalesce(category, '') || '|'
  || coalesce(on_display_museum, '') || '|' || has_image::int`;

/**
 * From `top` (the first matches, with the columns of `order`): the ids in order, and
 * the records of the first page.
 */
export function idsAndDocs(order: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(select json_agg(id order by ${order}) from top) as ids,
    (select json_agg(${cardOf(sql`d.doc`)} order by ${order}) from (
      select * from top order by ${order} limit ${PAGE_SIZE}
    ) p join collection_documents d using (id)) as docs`;
}

/**
 * What a result card shows of a record (SearchCard in libs/contract), built from the
 * stored JSON without parsing the rest: id, titles, museum, people, dates, category,
 * where it is on display and the first image. A page of 50 full records in three
 * languages weighs about ten times more.
 */
function cardOf(doc: RawBuilder<unknown>): RawBuilder<unknown> {
  const field = (name: string) => sql`${sql.lit(name)}, ${doc} -> ${sql.lit(name)}`;
  return sql`json_build_object(${sql.join(
    [
      'id',
      'title',
      'preferredTitle',
      'museum',
      'people',
      'dateFrom',
      'datePrefix',
      'yearFrom',
      'yearTo',
      'category',
      'onDisplay',
    ].map(field),
  )}, 'images', case when json_array_length(${doc} -> 'images') > 0
    then json_build_array(${doc} -> 'images' -> 0) else '[]'::json end)`;
}

/**
 * People whose names start with the words, the ones in most objects first (JSON); their
 * counts are precomputed (collection_search_people).
 */
export function peopleJson(words: readonly string[]): RawBuilder<unknown> {
  return sql`(select json_agg(x order by x.objects desc, x.name) from (
    select p.id, p.display_name as name, p.birth_year as "birthYear",
      p.death_year as "deathYear", c.objects
    from collection_people p join collection_search_people c on c.person_id = p.id
    where p.search @@ to_tsquery('simple', ${prefixQuery(words)})
    order by c.objects desc, p.display_name
    limit 10) x)`;
}

/**
 * The text search's conditions: the words (with their compounds in Finnish and Swedish),
 * and the filters.
 */
export function textConditions(params: SearchParams, lang: Language, words: readonly string[]) {
  const inventory = inventoryText(params.searchTerms ?? []);
  const matches = sql<SqlBool>`o.search @@ ${matchQuery(words, lang, true)}`;
  // An inventory number ("06.16.2") is found as typed, whatever its words match.
  const text = inventory
    ? sql<SqlBool>`(${matches} or o.id = any(array(select id from collection_objects
        where lower(inventory_number) = ${inventory})))`
    : matches;
  return [text, ...filterConditions(params, lang)];
}

/** What the words match without compounds, when the search expands them (else null). */
export function wholeWords(lang: Language, words: readonly string[]): RawBuilder<string> | null {
  return expandsAny(words, lang) ? matchQuery(words, lang) : null;
}

/**
 * Runs a text search's statements in one read-only snapshot, with sequential scans off:
 * the planner prices a GIN bitmap scan above a sequential scan once a word matches some
 * thousands of objects, but testing every document costs several times more than
 * visiting the matches, so text searches always go through the index. JIT compilation
 * is off too: PostgreSQL starts it above a cost that any disabled sequential scan (of a
 * small table, say) exceeds, and compiling costs far more than these statements take.
 */
export function inIndexSnapshot<T>(db: Db, run: (trx: Db) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql`select set_config('enable_seqscan', 'off', true),
        set_config('jit', 'off', true)`.execute(trx);
      return run(trx);
    });
}

/**
 * The keys of a text search's matches in relevance order, as one bytea (8 bytes a match,
 * as int8send writes them; null without matches): one bitmap scan of the language's GIN
 * index reads each match once from its search table, and its key is the match key (facet
 * code, quality, id) plus the relevance bits ({@link RANK_BITS} in rank-keys.ts). `whole` (with query
 * expansions) is what the words match without them.
 */
export function matchKeys(
  lang: Language,
  words: readonly string[],
  conditions: readonly RawBuilder<SqlBool>[],
  inventory: string | null,
  whole: RawBuilder<string> | null = null,
): RawBuilder<Uint8Array | null> {
  const exact = inventory
    ? sql`case when o.id in (select id from collection_objects
        where lower(inventory_number) = ${inventory}) then 0 else ${sql.lit(RANK_BITS.inventory)} end`
    : sql`${sql.lit(RANK_BITS.inventory)}`;
  const q = rankQueries(words, lang);
  const title = titleQuery(words, lang);
  const tiers = tierCase({
    creator: sql`o.names_search @@ ${q.creators}
      and o.id not in (${namesakeObjects(words)})`,
    namesake: sql`o.names_search @@ ${q.creators}`,
    person: sql`o.names_search @@ ${q.names}`,
    'creator and title': q.anyCreator
      ? sql`o.names_search @@ ${q.anyCreator} and (o.names_search || o.title_search) @@ ${title}`
      : null,
    ...titleTests(queryTitleKey(words, lang)),
    title: sql`o.title_search @@ ${title}`,
  });
  const phrase =
    q.titlePhrase && q.namePhrase
      ? sql`case when o.title_search @@ ${q.titlePhrase} or o.names_search @@ ${q.namePhrase}
          then 0 else ${sql.lit(RANK_BITS.phrase)} end`
      : sql`0`;
  const expanded = whole
    ? sql`case when o.search @@ ${whole} then 0 else ${sql.lit(RANK_BITS.expanded)} end`
    : sql`0`;
  const key = sql`o.match_key + ${exact} + ${tiers} + ${phrase} + ${expanded}`;
  return sql`(select string_agg(int8send(${key}), '')
    from ${sql.table(SEARCH_TABLES[lang])} o ${whereAll(conditions)})`;
}

/**
 * A search with words in relevance order. {@link matchKeys} returns one bigint per match
 * — or, for a single frequent word (or a frequent two-word phrase) without filters or
 * with filters on facet values only (display, categories, image),
 * collection_search_frequent has them already,
 * precomputed at the import (frequent-words.ts), in key order so that each facet code's
 * matches are one run, and the answer for the first window without filters too (counts
 * by facet code, first ids). Counting
 * those by facet code and taking the first {@link RESULT_ID_LIMIT} in order happen here
 * (match-keys.ts), which costs a fraction of grouping and sorting the matches in SQL; a
 * second statement reads the first page's records.
 */
async function rankedTextSearch(
  db: Db,
  params: SearchParams,
  lang: Language,
  words: readonly string[],
  offset = 0,
): Promise<SearchRow> {
  const inventory = inventoryText(params.searchTerms ?? []);
  const conditions = textConditions(params, lang, words);
  const scanned = matchKeys(lang, words, conditions, inventory, wholeWords(lang, words));
  // Filters that only test facet values (display, categories, image) are applied to a
  // frequent word's stored matches by their facet codes; any other filter scans.
  const keyFilter = facetKeyFilter(params);
  const filtered = conditions.length > 1;
  // A frequent word, or two words that may be a stored phrase (frequent-words.ts).
  const frequent = words.length <= 2 && !inventory && keyFilter !== null;
  const storedAs = words.join(' ');
  // The stored answer (counts and first ids) is the word's alone, for the first window.
  const answerable = !filtered && offset === 0;
  // Every stored match is read for later windows without filters; with facet filters,
  // only the stored matches of the facet codes they keep (see below).
  const readAll = !answerable && !filtered;
  // A frequent word's row (frequent-words.ts) has the answer (counts and first ids) for
  // the first window, and its matches for later ones or for filters on facet values; the
  // scan, evaluated only when needed (an uncorrelated subquery runs on first use), for
  // any other search.
  const statement = frequent
    ? sql<FrequentRow>`select ${answerable || filtered ? sql`f.counts` : sql`null`} as counts,
        ${answerable ? sql`f.top` : sql`null`} as top, f.matches is not null as stored,
        case when ${readAll ? sql`true` : sql`f.counts is null`}
          then encode(coalesce(f.matches, ${scanned}), 'base64') end as matches,
        ${peopleJson(words)} as people
      from (select 1) one left join collection_search_frequent f
        on f.lang = ${lang} and f.word = ${storedAs}`
    : sql<FrequentRow>`select null as counts, null as top, false as stored,
        encode(${scanned}, 'base64') as matches, ${peopleJson(words)} as people`;
  return inIndexSnapshot(db, async (trx) => {
    const { rows } = await statement.execute(trx);
    const row = rows[0];
    const people = row?.people ?? null;
    const answered = row?.top && row.counts && answerable;
    let matches = row?.matches ?? null;
    // Stored matches are the word's alone: the filters keep those of their facet values.
    let keep: ((code: number) => boolean) | null = null;
    if (row?.stored && filtered && keyFilter && row.counts) {
      // Stored in key order, so each facet code's matches are one run of the bytes, at
      // the offset its counts give: only the runs of the codes the filters keep are read.
      const codes = row.counts.map(([code, n]) => [Number(code), Number(n)] as const);
      codes.sort((a, b) => a[0] - b[0]);
      const keys = await facetKeysOf(
        db,
        trx,
        codes.map(([code]) => code),
      );
      const starts: number[] = [];
      const lengths: number[] = [];
      let at = 1;
      for (const [code, n] of codes) {
        const key = keys.get(code);
        if (key !== undefined && keyFilter(key)) {
          starts.push(at);
          lengths.push(n * 8);
        }
        at += n * 8;
      }
      const { rows: runs } = await sql<{ matches: string | null }>`
        select encode(string_agg(substring(f.matches from r.a for r.l), '' order by r.a),
          'base64') as matches
        from collection_search_frequent f,
          unnest(${starts}::integer[], ${lengths}::integer[]) as r(a, l)
        where f.lang = ${lang} and f.word = ${storedAs}`.execute(trx);
      matches = runs[0]?.matches ?? null;
    } else if (row?.stored && filtered && keyFilter) {
      const keys = await facetKeysOf(db, trx, codesOf(matches));
      keep = (code) => {
        const key = keys.get(code);
        return key !== undefined && keyFilter(key);
      };
    }
    const ranked = answered
      ? { counts: new Map(row.counts ?? []), ids: row.top ?? [] }
      : rankMatches(matches, offset + RESULT_ID_LIMIT, keep);
    const { counts } = ranked;
    const ids = ranked.ids.slice(offset);
    // Beyond the last match (a deep offset) the page is empty, and the total still is
    // every match's: the facet counts hold it.
    if (ids.length === 0) {
      return { ...NOTHING, cells: counts.size ? await facetCells(db, trx, counts) : null, people };
    }
    const { rows: pages } = await sql<{ docs: SearchCard[] | null }>`
      select (select json_agg(${cardOf(sql`d.doc`)} order by p.n)
        from unnest(${ids.slice(0, PAGE_SIZE)}::integer[]) with ordinality as p(id, n)
        join collection_documents d on d.id = p.id) as docs`.execute(trx);
    const cells = await facetCells(db, trx, counts);
    return { cells, ids, docs: pages[0]?.docs ?? null, people };
  });
}

/** The first statement of a search in relevance order (see rankedTextSearch). */
interface FrequentRow {
  counts: Array<[number, number]> | null;
  top: number[] | null;
  /** Whether `matches` are a frequent word's stored ones (unfiltered). */
  stored: boolean;
  matches: string | null;
  people: PersonSummary[] | null;
}

/** A row whose matches are counted by facet code, not yet by facet key. */
type CodedRow = Omit<SearchRow, 'cells'> & { codes: Array<{ code: number; n: number }> | null };

/**
 * A search with words in another order (year, title, acquisition): the matches, with
 * their facet code and the order's column, are materialised once, then counted by code
 * for the facet cells and sorted for the first {@link RESULT_ID_LIMIT} ids.
 */
async function sortedTextSearch(
  db: Db,
  params: SearchParams,
  lang: Language,
  words: readonly string[],
  offset = 0,
): Promise<SearchRow> {
  const { columns, order } = sortOf(params.sort, true);
  const query = sql<CodedRow>`
    with m as materialized (
      select o.id, (o.match_key >> ${sql.lit(FACET_CODE_SHIFT)})::integer as code,
        ${sql.join(columns.map((c) => sql.ref(`o.${c}`)))}
      from ${sql.table(SEARCH_TABLES[lang])} o
      ${whereAll(textConditions(params, lang, words))}
    ),
    top as (select * from m order by ${order} limit ${RESULT_ID_LIMIT} offset ${offset})
    select
      (select json_agg(c) from (select code, count(*) as n from m group by code) c) as codes,
      ${idsAndDocs(order)},
      ${peopleJson(words)} as people`;
  return inIndexSnapshot(db, async (trx) => {
    const { codes, ...row } = (await query.execute(trx)).rows[0] ?? { ...NOTHING, codes: null };
    const counts = new Map((codes ?? []).map((c) => [c.code, Number(c.n)]));
    return { ...row, cells: await facetCells(db, trx, counts) };
  });
}

/**
 * A search with words: totals, facet cells, ordered ids, the first page and people. The
 * ids start at `offset` (the next window of "show more" after the first
 * {@link RESULT_ID_LIMIT}); the totals always count every match.
 */
export function textSearch(
  db: Db,
  params: SearchParams,
  lang: Language,
  words: readonly string[],
  offset = 0,
): Promise<SearchRow> {
  return (params.sort ?? 'relevance') === 'relevance'
    ? rankedTextSearch(db, params, lang, words, offset)
    : sortedTextSearch(db, params, lang, words, offset);
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
  offset = 0,
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
  // "By title" follows the title the page's language shows, which that language's search
  // table keeps the sort key of; the other orders read the objects' own columns.
  const source = params.sort === 'title' ? sql.table(SEARCH_TABLES[lang]) : sql`collection_objects`;
  const { rows } = await sql<SearchRow>`
    with top as (
      select id, ${sql.join(columns.map((c) => sql.ref(c)))}
      from ${source} o ${whereAll(conditions)}
      order by ${order} limit ${RESULT_ID_LIMIT} offset ${offset}
    )
    select ${cells} as cells, ${idsAndDocs(order)}, null as people`.execute(db);
  return rows[0] ?? NOTHING;
}
