import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { recordset } from '../store/recordset';
import { updateTermFacets } from '../search/facet-counts';
import { frequentBefore, updateFrequentWords, type FrequentBefore } from '../search/frequent-words';
import { refreshYearHistogram } from '../search/year-histogram';
import { termWeightSql } from '../similar/similar-terms';

// The derived data of a change of a few objects, updated for those objects only: what
// refreshDerivedData (derived-data.ts) recomputes for the whole collection, changed by
// what the objects held before and hold after. Both halves run in the writer's
// transaction, around its writes: `derivedBefore` reads what the objects contribute to
// each derived table, the writes (or deletions) happen, `applyDerivedChange` reads what
// they contribute now and applies the difference. Every statement touches the changed
// objects' rows, terms, people and words only (or a small table: the facet cube, the
// timeline), so none holds PGlite's thread for long; derived-delta.test.ts checks that
// the result equals a full rebuild.

type Db = Kysely<Tables>;

/** An object's values as the facet cube and the whole collection's counts count them. */
interface ObjectFacts {
  museum: string;
  category: string | null;
  on_display_museum: string | null;
  has_image: boolean;
  year_from: number | null;
  year_end: number | null;
}

/** A keyword, material, classification or title of one object in one language. */
interface TextRow {
  kind: string;
  lang: string;
  text: string;
}

/** What the changed objects contribute to the derived data, read before or after the change. */
interface Contribution {
  objects: ObjectFacts[];
  texts: TextRow[];
  /** The people linked to the objects, with their display names. */
  people: Map<string, string>;
  /** The similar-works terms the objects hold. */
  terms: number[];
}

/** What {@link derivedBefore} read, for {@link applyDerivedChange}. */
export interface DerivedBefore {
  ids: number[];
  contribution: Contribution;
  frequent: FrequentBefore;
}

async function contributionOf(db: Db, ids: readonly number[]): Promise<Contribution> {
  const list = sql`${[...ids]}::integer[]`;
  const objects = await sql<ObjectFacts>`
    select museum, category, on_display_museum, has_image, year_from,
      coalesce(year_to, year_from) as year_end
    from collection_objects where id = any(${list})`.execute(db);
  // As facet-counts.ts collects them: distinct per object.
  const texts = await sql<TextRow>`
    with o as materialized (select id, facts from collection_documents where id = any(${list}))
    select distinct o.id, k.kind, l.lang, e ->> l.lang as text
    from o
    cross join (values ('keyword', 'keywords'), ('material', 'materials'),
      ('classification', 'classifications')) as k(kind, list)
    cross join jsonb_array_elements(case when jsonb_typeof(o.facts -> k.list) = 'array'
      then o.facts -> k.list else '[]'::jsonb end) as e
    cross join (values ('fi'), ('sv'), ('en')) as l(lang)
    where coalesce(e ->> l.lang, '') <> ''
    union all
    select o.id, 'title', l.lang, x.title
    from o
    cross join (values ('fi'), ('sv'), ('en')) as l(lang)
    cross join lateral (select coalesce(nullif(o.facts -> 'preferredTitle' ->> l.lang, ''),
      o.facts -> 'title' ->> l.lang) as title) x
    where x.title <> ''`.execute(db);
  const people = await sql<{ id: string; display_name: string }>`
    select p.id, p.display_name from collection_people p
    where p.id = any(array(select person_id from collection_object_people
      where object_id = any(${list})))`.execute(db);
  const terms = await sql<{ term_id: number }>`
    select distinct term_id from collection_similar_postings
    where object_id = any(${list})`.execute(db);
  return {
    objects: objects.rows,
    texts: texts.rows.map(({ kind, lang, text }) => ({ kind, lang, text })),
    people: new Map(people.rows.map((p) => [p.id, p.display_name])),
    terms: terms.rows.map((t) => Number(t.term_id)),
  };
}

/**
 * The collection's size, from its facet counts once they are current (every object
 * counts once under its museum): no count of the objects' table.
 */
async function collectionSize(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number | null }>`
    select sum(objects)::integer as n from collection_facet_counts
    where facet = 'museum'`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Reads what objects `ids` contribute to the derived data, in the writer's transaction
 * before it changes or deletes them (objects not yet in the collection contribute nothing).
 */
export async function derivedBefore(db: Db, ids: readonly number[]): Promise<DerivedBefore> {
  const unique = [...new Set(ids)];
  return {
    ids: unique,
    contribution: await contributionOf(db, unique),
    frequent: await frequentBefore(db, unique),
  };
}

/** Counts by key, +1 for each `after` item, -1 for each `before` one; zeros left out. */
function difference<T>(before: readonly T[], after: readonly T[], key: (item: T) => string) {
  const out = new Map<string, { item: T; delta: number }>();
  const add = (item: T, d: number) => {
    const k = key(item);
    const entry = out.get(k) ?? { item, delta: 0 };
    entry.delta += d;
    out.set(k, entry);
  };
  for (const item of before) add(item, -1);
  for (const item of after) add(item, 1);
  return [...out.values()].filter((e) => e.delta !== 0);
}

const CUBE_COLUMNS = {
  museum: 'text',
  category: 'text',
  on_display_museum: 'text',
  has_image: 'boolean',
  year_from: 'integer',
  year_end: 'integer',
  delta: 'integer',
} as const;

/**
 * The facet cube: each changed combination's count moved by its difference. Whether any
 * moved (the timeline, counted from the cube, changes only then).
 */
async function updateCube(db: Db, before: ObjectFacts[], after: ObjectFacts[]): Promise<boolean> {
  const rows = difference(before, after, (o) =>
    JSON.stringify([
      o.museum,
      o.category,
      o.on_display_museum,
      o.has_image,
      o.year_from,
      o.year_end,
    ]),
  ).map(({ item, delta }) => ({ ...item, delta }));
  if (rows.length === 0) return false;
  const same = sql`c.museum = r.museum and c.category is not distinct from r.category
    and c.on_display_museum is not distinct from r.on_display_museum
    and c.has_image = r.has_image and c.year_from is not distinct from r.year_from
    and c.year_end is not distinct from r.year_end`;
  await sql`update collection_facet_cube c set objects = c.objects + r.delta
    from ${recordset(rows, CUBE_COLUMNS)} where ${same}`.execute(db);
  await sql`insert into collection_facet_cube
    select r.museum, r.category, r.on_display_museum, r.has_image, r.year_from, r.year_end, r.delta
    from ${recordset(rows, CUBE_COLUMNS)}
    where r.delta > 0 and not exists (select from collection_facet_cube c where ${same})`.execute(
    db,
  );
  await sql`delete from collection_facet_cube where objects <= 0`.execute(db);
  return true;
}

/** The whole collection's facet values an object counts in (facet-counts.ts refreshCounts). */
function facetValues(o: ObjectFacts): Array<{ facet: string; value: string }> {
  const out = [{ facet: 'museum', value: o.museum }];
  if (o.category !== null) out.push({ facet: 'category', value: o.category });
  if (o.on_display_museum !== null) {
    out.push({ facet: 'displayFilter', value: o.on_display_museum });
    out.push({ facet: 'displayFilter', value: 'anywhere' });
  }
  if (o.has_image) {
    out.push({ facet: 'displayFilter', value: 'verkko' });
    out.push({ facet: 'hasImage', value: 'true' });
  }
  return out;
}

/** Rows a full rebuild keeps at 0 (a count without grouping: always one row). */
const ALWAYS_COUNTED = sql`(facet, value) in (('displayFilter', 'anywhere'),
  ('displayFilter', 'verkko'), ('hasImage', 'true'))`;

const COUNT_COLUMNS = { facet: 'text', value: 'text', delta: 'integer' } as const;

async function updateFacetCounts(db: Db, before: ObjectFacts[], after: ObjectFacts[]) {
  const rows = difference(before.flatMap(facetValues), after.flatMap(facetValues), (v) =>
    JSON.stringify([v.facet, v.value]),
  ).map(({ item, delta }) => ({ ...item, delta }));
  if (rows.length === 0) return;
  await sql`insert into collection_facet_counts (facet, value, objects)
    select facet, value, delta from ${recordset(rows, COUNT_COLUMNS)}
    on conflict (facet, value) do update
      set objects = collection_facet_counts.objects + excluded.objects`.execute(db);
  await sql`delete from collection_facet_counts
    where objects <= 0 and facet not like '%:%' and not ${ALWAYS_COUNTED}`.execute(db);
}

const TEXT_COLUMNS = { kind: 'text', lang: 'text', text: 'text', delta: 'integer' } as const;

/**
 * Terms (collection_text_counts and the term filters' values) and the predictions of
 * titles and keywords; returns the predictions' keys whose rows changed.
 */
async function updateTexts(db: Db, before: TextRow[], after: TextRow[]): Promise<TextRow[]> {
  const changed = difference(before, after, (t) => JSON.stringify([t.kind, t.lang, t.text])).map(
    ({ item, delta }) => ({ ...item, delta }),
  );
  const terms = changed.filter((t) => t.kind !== 'title');
  if (terms.length > 0) {
    await sql`insert into collection_text_counts (kind, lang, text, objects)
      select kind, lang, text, delta from ${recordset(terms, TEXT_COLUMNS)}
      on conflict (kind, lang, text) do update
        set objects = collection_text_counts.objects + excluded.objects`.execute(db);
    await sql`delete from collection_text_counts where objects <= 0 and (kind, lang, text) in (
      select kind, lang, text from ${recordset(terms, TEXT_COLUMNS)})`.execute(db);
    const kinds = [...new Map(terms.map((t) => [`${t.kind}:${t.lang}`, t])).values()];
    await updateTermFacets(db, kinds);
  }
  const predicted = changed.filter((t) => t.kind === 'title' || t.kind === 'keyword');
  if (predicted.length > 0) {
    await sql`insert into collection_predictions (lang, kind, text, objects, search)
      select lang, kind, text, delta, to_tsvector('simple', text)
      from ${recordset(predicted, TEXT_COLUMNS)}
      on conflict (lang, kind, text) do update
        set objects = collection_predictions.objects + excluded.objects`.execute(db);
    await sql`delete from collection_predictions where objects <= 0 and (lang, kind, text) in (
      select lang, kind, text from ${recordset(predicted, TEXT_COLUMNS)})`.execute(db);
  }
  return predicted;
}

const LANGS = ['fi', 'sv', 'en'] as const;

/** The predictions' keys of people's names (one per language). */
const personKeys = (names: readonly string[]): TextRow[] =>
  names.flatMap((text) => LANGS.map((lang) => ({ kind: 'person', lang, text })));

/** The people's predictions of `names`, counted again (facet-counts.ts refreshTexts). */
async function updatePersonPredictions(db: Db, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await sql`delete from collection_predictions where (lang, kind, text) in (
    select lang, kind, text from ${recordset(personKeys(names), KEY_COLUMNS)})`.execute(db);
  await sql`insert into collection_predictions (lang, kind, text, objects, search)
    select l.lang, 'person', p.display_name, count(*), p.search
    from collection_people p join collection_object_people op on op.person_id = p.id
    cross join (values ('fi'), ('sv'), ('en')) as l(lang)
    where p.display_name <> '' and p.display_name = any(${[...names]}::text[])
    group by l.lang, p.display_name, p.search
    on conflict do nothing`.execute(db);
}

const KEY_COLUMNS = { kind: 'text', lang: 'text', text: 'text' } as const;

/** Predictions of these keys as they are: their objects and words. */
async function predictionRows(
  db: Db,
  keys: readonly TextRow[],
): Promise<Array<{ objects: number; words: string[] }>> {
  if (keys.length === 0) return [];
  const rows = keys.map(({ kind, lang, text }) => ({ kind, lang, text }));
  const found = await sql<{ objects: number; words: string[] }>`
    select p.objects, tsvector_to_array(p.search) as words
    from ${recordset(rows, KEY_COLUMNS)}
    join collection_predictions p on p.lang = r.lang and p.kind = r.kind and p.text = r.text`.execute(
    db,
  );
  return found.rows.map((row) => ({ objects: Number(row.objects), words: row.words }));
}

const WORD_COLUMNS = { word: 'text', delta: 'integer' } as const;

/**
 * The vocabulary (vocabulary.ts: each word's objects, summed over the predictions that
 * hold it) moved by the change of the predictions `before` → `after` (the same keys).
 */
async function updateVocabulary(
  db: Db,
  before: ReadonlyArray<{ objects: number; words: string[] }>,
  after: ReadonlyArray<{ objects: number; words: string[] }>,
): Promise<string[]> {
  const deltas = new Map<string, number>();
  const add = (rows: typeof before, sign: number) => {
    for (const row of rows) {
      for (const word of row.words) deltas.set(word, (deltas.get(word) ?? 0) + sign * row.objects);
    }
  };
  add(before, -1);
  add(after, 1);
  const rows = [...deltas].filter(([, d]) => d !== 0).map(([word, delta]) => ({ word, delta }));
  if (rows.length === 0) return [];
  await sql`update collection_search_words w set objects = w.objects + r.delta
    from ${recordset(rows, WORD_COLUMNS)} where w.word = r.word`.execute(db);
  await sql`insert into collection_search_words (word, objects, stem_fi, stem_sv, stem_en)
    select r.word, r.delta,
      (tsvector_to_array(to_tsvector('finnish', r.word)))[1],
      (tsvector_to_array(to_tsvector('swedish', r.word)))[1],
      (tsvector_to_array(to_tsvector('english', r.word)))[1]
    from ${recordset(rows, WORD_COLUMNS)}
    where r.delta > 0 and length(r.word) >= 2 and r.word ~ '^[[:alpha:]]+$'
      and not exists (select from collection_search_words w where w.word = r.word)`.execute(db);
  await sql`delete from collection_search_words w using ${recordset(rows, WORD_COLUMNS)}
    where w.word = r.word and w.objects <= 0`.execute(db);
  // Spelling correction reloads the vocabulary when its first row's writer changes
  // (vocabulary.ts): rewrite that row, so that this change is seen.
  await sql`update collection_search_words set objects = objects
    where word = (select word from collection_search_words order by word limit 1)`.execute(db);
  return rows.map((r) => r.word);
}

/** People of the change: unlinked ones go; the linked ones' object counts again. */
async function updatePeople(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql`${[...ids]}::text[]`;
  await sql`delete from collection_people p where p.id = any(${list})
    and not exists (select from collection_object_people op where op.person_id = p.id)`.execute(db);
  await sql`delete from collection_search_people where person_id = any(${list})`.execute(db);
  await sql`insert into collection_search_people (person_id, objects)
    select person_id, count(*) from collection_object_people
    where person_id = any(${list}) group by person_id`.execute(db);
}

/** Terms whose weights are recomputed per statement when the collection's size changed. */
const WEIGHTS_PER_STATEMENT = 5000;

/** The similar-works terms of the change counted again; every weight when the size changed. */
async function updateSimilarTerms(
  db: Db,
  terms: readonly number[],
  size: number,
  sizeChanged: boolean,
): Promise<void> {
  const list = sql`${[...terms]}::integer[]`;
  if (terms.length > 0) {
    await sql`update collection_similar_terms t set objects = coalesce((
        select count(*)::integer from collection_similar_postings p where p.term_id = t.id), 0)
      where t.id = any(${list})`.execute(db);
    await sql`delete from collection_similar_terms where id = any(${list}) and objects = 0`.execute(
      db,
    );
  }
  const n = sql`${Math.max(size, 1)}::float8`;
  if (!sizeChanged) {
    if (terms.length > 0) {
      await sql`update collection_similar_terms t set weight = ${termWeightSql(n)}
        where t.id = any(${list})`.execute(db);
    }
    return;
  }
  // A term's weight depends on the collection's size: all of them, a range at a time.
  for (let last = 0; ;) {
    const { rows: range } = await sql<{ hi: number | null }>`
      select max(id) as hi from (select id from collection_similar_terms where id > ${last}
        order by id limit ${WEIGHTS_PER_STATEMENT}) x`.execute(db);
    const hi = range[0]?.hi;
    if (hi === null || hi === undefined) break;
    await sql`update collection_similar_terms t set weight = ${termWeightSql(n)}
      where t.id > ${last} and t.id <= ${hi}`.execute(db);
    last = Number(hi);
  }
}

/**
 * After the writer changed or deleted the objects of `before`, in its transaction: the
 * derived data (facet counts and cube, timeline, term filters, predictions, vocabulary,
 * people's counts, similar-works terms, frequent words' matches) made current for them,
 * as a full rebuild would leave it (but for which words are precomputed as frequent:
 * see updateFrequentWords).
 */
export async function applyDerivedChange(db: Db, before: DerivedBefore): Promise<void> {
  const { ids } = before;
  if (ids.length === 0) return;
  // The batch's writes turned foreign-key actions off for the rest of the transaction
  // (skipForeignKeyChecks): the people and terms removed here take their keys and counts
  // with them, as they do after an import.
  await sql`select set_config('session_replication_role', 'origin', true)
    where current_setting('is_superuser') = 'on'`.execute(db);
  const was = before.contribution;
  const now = await contributionOf(db, ids);
  const people = [...new Set([...was.people.keys(), ...now.people.keys()])];
  await updatePeople(db, people);
  const cubeChanged = await updateCube(db, was.objects, now.objects);
  await updateFacetCounts(db, was.objects, now.objects);
  if (cubeChanged) await refreshYearHistogram(db);
  // The names before and after: a person renamed, merged or no longer linked.
  const names = [...new Set([...was.people.values(), ...now.people.values()])];
  const words = await updateTextsAndWords(db, was.texts, now.texts, names);
  await updateSimilarTerms(
    db,
    [...new Set([...was.terms, ...now.terms])],
    await collectionSize(db),
    was.objects.length !== now.objects.length,
  );
  await updateFrequentWords(db, before.frequent, ids, words);
}

/** Texts, predictions (titles, keywords, people) and the vocabulary of their words. */
async function updateTextsAndWords(
  db: Db,
  before: TextRow[],
  after: TextRow[],
  names: readonly string[],
): Promise<string[]> {
  const keys = difference(before, after, (t) => JSON.stringify([t.kind, t.lang, t.text]))
    .map(({ item }) => item)
    .filter((t) => t.kind === 'title' || t.kind === 'keyword');
  // The predictions as they were and as they are: the vocabulary moves by the difference.
  const changed = [...keys, ...personKeys(names)];
  const was = await predictionRows(db, changed);
  await updateTexts(db, before, after);
  await updatePersonPredictions(db, names);
  return updateVocabulary(db, was, await predictionRows(db, changed));
}
