import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { Facet } from '@kokoelma/contract';
import { refreshFrequentWords } from '../search/frequent-words';
import { refreshYearHistogram } from '../search/year-histogram';
import { refreshPeopleCounts, refreshSearchVocabulary } from '../search/vocabulary';
import { refreshSimilarTerms } from '../similar/similar-terms';
import { timed, type PhaseListener } from './phase-times';

type Db = Kysely<Tables>;

/** Keywords, materials and classifications offered as filter values, per language. */
export const FILTER_TERM_LIMIT = 200;

/**
 * Collects the texts that filters and predictions count: each object's distinct
 * keywords, materials and classifications, and its title (the preferred one when there
 * is one), per language, from the records' facts. A temporary table, so that the facts
 * are read once rather than once per kind and language.
 */
async function collectTexts(trx: Db): Promise<void> {
  await sql`create temporary table collection_texts (
    id integer, kind text, lang text, text text) on commit drop`.execute(trx);
  await sql`insert into collection_texts
    select distinct o.id, k.kind, l.lang, e ->> l.lang
    from collection_documents o
    cross join (values ('keyword', 'keywords'), ('material', 'materials'),
      ('classification', 'classifications')) as k(kind, list)
    cross join jsonb_array_elements(o.facts -> k.list) as e
    cross join (values ('fi'), ('sv'), ('en')) as l(lang)
    where coalesce(e ->> l.lang, '') <> ''`.execute(trx);
  await sql`insert into collection_texts
    select o.id, 'title', l.lang, x.title
    from collection_documents o
    cross join (values ('fi'), ('sv'), ('en')) as l(lang)
    cross join lateral (select coalesce(nullif(o.facts -> 'preferredTitle' ->> l.lang, ''),
      o.facts -> 'title' ->> l.lang) as title) x
    where x.title <> ''`.execute(trx);
}

/**
 * The tables an import writes: the columns worth statistics (only the key of the
 * records' JSON: no query filters on it by value statistics, and sampling it means
 * reading thousands of records), and whether to vacuum even after a first import —
 * collection_objects, whose browse index answers word-less filters without reading the
 * table only on pages a vacuum has marked all-visible (cheap: the table is narrow).
 */
const IMPORTED_TABLES = [
  { table: 'collection_objects', column: null, vacuum: true },
  { table: 'collection_documents', column: 'id', vacuum: false },
  { table: 'collection_search_fi', column: null, vacuum: false },
  { table: 'collection_search_sv', column: null, vacuum: false },
  { table: 'collection_search_en', column: null, vacuum: false },
  { table: 'collection_people', column: null, vacuum: false },
  { table: 'collection_object_people', column: null, vacuum: false },
  { table: 'collection_person_keys', column: null, vacuum: false },
  { table: 'collection_similar_postings', column: null, vacuum: false },
] as const;

/** The GIN indexes that imports and this refresh write through their pending lists. */
const GIN_INDEXES = [
  'collection_search_fi_search',
  'collection_search_sv_search',
  'collection_search_en_search',
  'collection_people_search',
  'collection_documents_keywords',
  'collection_documents_materials',
  'collection_documents_classifications',
  'collection_predictions_search',
];

/** Counts of the whole collection (the empty query) and of the facet cube. */
async function refreshCounts(trx: Db): Promise<void> {
  await trx.deleteFrom('collection_facet_cube').execute();
  await sql`insert into collection_facet_cube
    select museum, category, on_display_museum, has_image, year_from,
      coalesce(year_to, year_from), count(*)
    from collection_objects
    group by 1, 2, 3, 4, 5, 6`.execute(trx);
  await trx.deleteFrom('collection_facet_counts').execute();
  await sql`insert into collection_facet_counts (facet, value, objects)
    select 'museum', museum, count(*) from collection_objects group by museum
    union all
    select 'category', category, count(*) from collection_objects
      where category is not null group by category
    union all
    select 'displayFilter', on_display_museum, count(*) from collection_objects
      where on_display_museum is not null group by on_display_museum
    union all
    select 'displayFilter', 'anywhere', count(*) from collection_objects
      where on_display_museum is not null
    union all
    select 'displayFilter', 'verkko', count(*) from collection_objects where has_image
    union all
    select 'hasImage', 'true', count(*) from collection_objects where has_image`.execute(trx);
}

/**
 * People no object names any more (a re-import named them otherwise, or merged them into
 * another person): the People list shows only people with works. Their source keys go
 * with them (on delete cascade).
 */
async function removeUnlinkedPeople(trx: Db): Promise<void> {
  await sql`delete from collection_people p
    where not exists (select from collection_object_people op where op.person_id = p.id)`.execute(
    trx,
  );
}

/** The term filters' values and the predictions, from the collected texts. */
async function refreshTexts(trx: Db): Promise<void> {
  await collectTexts(trx);
  // The most common terms of each kind and language are the values the filters offer.
  await sql`insert into collection_facet_counts (facet, value, objects)
    select kind || ':' || lang, text, n from (
      select kind, lang, text, count(*) as n,
        row_number() over (partition by kind, lang order by count(*) desc, text) as rank
      from collection_texts where kind <> 'title' group by kind, lang, text
    ) ranked where rank <= ${FILTER_TERM_LIMIT}`.execute(trx);
  await trx.deleteFrom('collection_predictions').execute();
  await sql`insert into collection_predictions (lang, kind, text, objects, search)
    select lang, kind, text, count(*), to_tsvector('simple', text)
    from collection_texts where kind in ('title', 'keyword')
    group by lang, kind, text`.execute(trx);
  await sql`insert into collection_predictions (lang, kind, text, objects, search)
    select l.lang, 'person', p.display_name, count(*), p.search
    from collection_people p join collection_object_people op on op.person_id = p.id
    cross join (values ('fi'), ('sv'), ('en')) as l(lang)
    where p.display_name <> ''
    group by l.lang, p.display_name, p.search
    on conflict do nothing`.execute(trx);
}

/**
 * Recomputes what is derived from the whole collection after an import: the facet
 * counts of the empty query and of word-less filters (the cube), and the texts offered
 * as predictions. One transaction, so readers see the old or the new counts, never a mix.
 * `vacuum` (after an import that replaced rows) also frees the old rows. Then the
 * matches of the most frequent words (frequent-words.ts).
 */
export async function refreshDerivedData(
  db: Db,
  options: {
    vacuum?: boolean;
    /**
     * Precompute the words that this many objects match (frequent-words.ts; default:
     * the engine's, frequentWordMatches); null: none.
     */
    frequentWordMatches?: number | null;
    /** How long each step took. */
    onPhase?: PhaseListener;
  } = {},
): Promise<void> {
  const step = <T>(phase: string, work: () => Promise<T>) =>
    timed(options.onPhase, `derive: ${phase}`, work);
  // Fresh statistics after a large import keep search plans sane. PGlite has no
  // autovacuum: without a vacuum, every re-import would leave the replaced rows behind
  // for searches to step over.
  await step('analyze', async () => {
    for (const { table, column, vacuum } of IMPORTED_TABLES) {
      const command = options.vacuum || vacuum ? sql`vacuum (analyze)` : sql`analyze`;
      const columns = column ? sql`(${sql.ref(column)})` : sql``;
      await sql`${command} ${sql.table(table)} ${columns}`.execute(db);
    }
  });
  await db.transaction().execute(async (trx) => {
    await step('unlinked people', () => removeUnlinkedPeople(trx));
    await step('facet counts', () => refreshCounts(trx));
    await step('year histogram', () => refreshYearHistogram(trx));
    await step('filter terms and predictions', () => refreshTexts(trx));
    // The dictionary of typo corrections and compounds: from the predictions' words.
    await step('search words', () => refreshSearchVocabulary(trx));
    await step('people counts', () => refreshPeopleCounts(trx));
    await step('similar terms', () => refreshSimilarTerms(trx));
  });
  await step('analyze', async () => {
    await sql`analyze collection_similar_terms`.execute(db);
    // Word-less filters are counted from the cube: its plans need its statistics too.
    await sql`analyze collection_facet_cube`.execute(db);
  });
  // Fast GIN inserts wait in a pending list that every search scans and that the
  // planner prices into every text search (a long one makes it choose a sequential
  // scan): move them into the index proper now.
  await step('gin pending lists', async () => {
    for (const index of GIN_INDEXES) {
      await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
    }
  });
  // Last: it reads the search tables through their cleaned indexes.
  await step('frequent words', () => refreshFrequentWords(db, options.frequentWordMatches));
}

/**
 * Facet counts of the whole collection, as precomputed at the last import. With a
 * language, the term facets (keyword, material, classification) of that language too.
 */
export async function wholeCollectionFacets(db: Db, lang?: string): Promise<Facet[]> {
  const rows = await db
    .selectFrom('collection_facet_counts')
    .select(['facet', 'value', 'objects'])
    .where((eb) =>
      lang
        ? eb.or([eb('facet', 'not like', '%:%'), eb('facet', 'like', `%:${lang}`)])
        : eb('facet', 'not like', '%:%'),
    )
    .orderBy('facet')
    .orderBy('objects', 'desc')
    .execute();
  const facets = new Map<string, Facet>();
  for (const row of rows) {
    const name = row.facet.replace(/:.*$/, '');
    const facet = facets.get(name) ?? { facet: name, values: [] };
    facet.values.push({ value: row.value, count: Number(row.objects) });
    facets.set(name, facet);
  }
  return [...facets.values()];
}
