import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { removeUnlinkedPeople } from '../store/object-writes';
import { refreshCounts, refreshTexts } from '../search/facet-counts';
import { refreshFrequentWords } from '../search/frequent-words';
import { refreshYearHistogram } from '../search/year-histogram';
import { refreshPeopleCounts, refreshSearchVocabulary } from '../search/vocabulary';
import { refreshSimilarTerms } from '../similar/similar-terms';
import { timed, type PhaseListener } from './phase-times';

type Db = Kysely<Tables>;

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
