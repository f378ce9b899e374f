import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import type { CollectionRecord, RecordPerson } from '../model/record';
import { makeImage, makeRecord } from '../testing/record-factory';
import { applyNextUpdates, enqueueUpdates } from '../updates/update-queue';
import type { UpdateItemInput } from '../updates/update-payload';
import { similarWorks } from '../similar/similar-works';
import { upsertRecords } from './batch-writes';
import { refreshDerivedData } from './derived-data';
import { importRecords } from './import-records';

// An incremental update of the derived data (derived-delta.ts) must leave it as a full
// rebuild (refreshDerivedData) of the same collection would: each case changes a
// collection through the update queue or an import, reads every derived table, rebuilds
// them all and reads them again.

/** Words stored as frequent from this many matches: the small collection has some. */
const FREQUENT = 4;

const artist = { id: 1, fi: 'taiteilija', sv: 'konstnär', en: 'artist' };

function person(id: number | null, firstName: string, familyName: string): RecordPerson {
  return {
    id,
    firstName,
    familyName,
    birthYear: null,
    deathYear: null,
    attribution: null,
    role: artist,
  };
}

const text = (fi: string, en = fi) => ({ fi, sv: fi, en });

const KEYWORDS = ['maisema', 'talvimaisema', 'muotokuva', 'omakuva', 'meri', 'kukka'];
const MATERIALS = ['öljy', 'kangas', 'paperi', 'lyijykynä'];
const PEOPLE = [
  person(501, 'Akseli', 'Gallen-Kallela'),
  person(502, 'Helene', 'Schjerfbeck'),
  person(503, 'Albert', 'Edelfelt'),
  person(504, 'Hugo', 'Simberg'),
];

/** A varied record: museums, categories, display, years, images, terms and people by id. */
function record(id: number, variant = 0): CollectionRecord {
  const n = id + variant;
  const museums = ['ateneum', 'kiasma', 'sinebrychoff'] as const;
  return makeRecord(id, {
    title: text(
      `${KEYWORDS[n % KEYWORDS.length]} ja meri ${n % 3 === 0 ? 'talvella' : 'kesällä'}`,
      `landscape ${n % 4 === 0 ? 'winter' : 'summer'} sea`,
    ),
    museum: museums[n % 3] ?? 'ateneum',
    keywords: [
      text(KEYWORDS[n % KEYWORDS.length] ?? 'meri'),
      text(KEYWORDS[(n + 2) % 6] ?? 'meri'),
    ],
    materials: [text(MATERIALS[n % MATERIALS.length] ?? 'öljy')],
    classifications: [text(n % 2 === 0 ? 'maalaus' : 'piirustus')],
    people: [PEOPLE[n % PEOPLE.length] ?? PEOPLE[0]!],
    yearFrom: 1850 + ((n * 7) % 90),
    yearTo: n % 5 === 0 ? 1850 + ((n * 7) % 90) + 3 : null,
    images: n % 3 === 0 ? [makeImage(id * 10)] : [],
    onDisplay: n % 4 === 0 ? { museum: 'ateneum', location: null } : null,
  });
}

const INITIAL = Array.from({ length: 40 }, (_, i) => record(i + 1));

/** Every derived table, in a stable order, and the similar works of some objects. */
async function derivedState(db: Database['db']) {
  const rows = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows;
  const frequent = await rows(sql`select lang, word, encode(matches, 'hex') as matches,
      counts::text as counts, top from collection_search_frequent order by lang, word`);
  const similar: Record<number, unknown> = {};
  for (const id of [1, 2, 5, 13, 21, 33]) {
    const found = await sql<{
      id: number;
    }>`select id from collection_objects where id = ${id}`.execute(db);
    if (found.rows.length === 0) continue;
    const r = record(id);
    similar[id] = await similarWorks(db, { ...r, id });
  }
  return {
    cube: await rows(sql`select museum, category, on_display_museum, has_image, year_from,
        year_end, objects from collection_facet_cube
      order by 1, 2, 3, 4, 5, 6`),
    counts: await rows(sql`select facet, value, objects from collection_facet_counts
      order by facet, value`),
    histogram: await rows(sql`select range_min, range_max, bar_years, bars::text as bars
      from collection_year_histogram order by 1, 2`),
    texts: await rows(sql`select kind, lang, text, objects from collection_text_counts
      order by kind, lang, text`),
    predictions: await rows(sql`select lang, kind, text, objects, search::text as search
      from collection_predictions order by lang, kind, text`),
    vocabulary: await rows(sql`select word, objects, stem_fi, stem_sv, stem_en
      from collection_search_words order by word`),
    people: await rows(sql`select p.id, p.display_name, s.objects from collection_people p
      left join collection_search_people s on s.person_id = p.id order by p.id`),
    personKeys: await rows(sql`select key, person_id from collection_person_keys order by key`),
    terms: await rows(sql`select kind, key, objects, round(weight::numeric, 9) as weight
      from collection_similar_terms order by kind, key`),
    frequent: frequent as Array<{ lang: string; word: string }>,
    similar,
  };
}

type State = Awaited<ReturnType<typeof derivedState>>;

/** The state after the change equals the state a full rebuild makes of it. */
async function expectEqualToRebuild(db: Database['db'], after: State) {
  await refreshDerivedData(db, { frequentWordMatches: FREQUENT });
  const rebuilt = await derivedState(db);
  const { frequent, ...rest } = after;
  const { frequent: rebuiltFrequent, ...rebuiltRest } = rebuilt;
  expect(rest).toEqual(rebuiltRest);
  // Which words are precomputed is the rebuild's choice (a word may cross the threshold);
  // every word both hold has the same matches and answer.
  const byWord = new Map(rebuiltFrequent.map((row) => [`${row.lang}:${row.word}`, row]));
  const shared = frequent.filter((row) => byWord.has(`${row.lang}:${row.word}`));
  expect(shared.length).toBeGreaterThan(10);
  for (const row of shared) expect(row).toEqual(byWord.get(`${row.lang}:${row.word}`));
}

const recordItem = (r: CollectionRecord): UpdateItemInput => ({
  kind: 'record',
  format: 'museum-json',
  objectId: r.id,
  record: r,
});

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'incremental derived data on $name',
  (target) => {
    let database: Database;
    beforeEach(async () => {
      database = await target.open();
      await migrate(database.db);
      await upsertRecords(database.db, INITIAL, 1);
      await refreshDerivedData(database.db, { frequentWordMatches: FREQUENT });
    }, 60_000);
    afterEach(async () => database?.close());

    async function applyQueue(items: UpdateItemInput[]) {
      await enqueueUpdates(database.db, items);
      for (;;) {
        const outcomes = await applyNextUpdates(database.db);
        if (outcomes.length === 0) break;
        expect(outcomes.every((o) => o.status === 'applied')).toBe(true);
      }
    }

    it('has frequent words to keep current', async () => {
      const state = await derivedState(database.db);
      expect(state.frequent.length).toBeGreaterThan(10);
      expect(state.vocabulary.length).toBeGreaterThan(10);
    });

    it('creates through the update queue', async () => {
      await applyQueue([41, 42, 43].map((id) => recordItem(record(id, 3))));
      const after = await derivedState(database.db);
      expect(after.cube.length).toBeGreaterThan(0);
      await expectEqualToRebuild(database.db, after);
    });

    it('updates through the update queue: terms, years, museum, display, images, title', async () => {
      const changed = [3, 4, 7, 12].map((id) => record(id, 1));
      changed.push({
        ...record(20),
        title: text('Aivan uusi nimi', 'Brand new title'),
        keywords: [text('harvinaisuus')],
      });
      await applyQueue(changed.map(recordItem));
      const after = await derivedState(database.db);
      expect(after.vocabulary).toContainEqual(expect.objectContaining({ word: 'harvinaisuus' }));
      await expectEqualToRebuild(database.db, after);
    });

    it('deletes through the update queue', async () => {
      await applyQueue([
        { kind: 'delete', objectId: 5 },
        { kind: 'delete', objectId: 6 },
        recordItem(record(9, 2)),
        { kind: 'delete', objectId: 30 },
      ]);
      await expectEqualToRebuild(database.db, await derivedState(database.db));
    });

    it('merges and renames people through the update queue', async () => {
      // Object 2's person becomes the same name written without an id (merged into 501
      // when the authority finds it), object 4's maker gets a new name under its id, and
      // object 8 names a new person, whose only work was object 8's.
      await applyQueue([
        recordItem({ ...record(2), people: [person(null, 'Akseli', 'Gallen-Kallela')] }),
        recordItem({ ...record(4), people: [person(501, 'Axel', 'Gallén')] }),
        recordItem({ ...record(8), people: [person(777, 'Magnus', 'Enckell')] }),
      ]);
      await expectEqualToRebuild(database.db, await derivedState(database.db));
    });

    it('namesakes: works of a new namesake that outnumber the other’s move his works down, and back', async () => {
      // Hugo Simberg has 10 works (every fourth object). Tyra Simberg's first 2 are the
      // namesake's; 11 more make her the Simberg a search means first, and all his works
      // and her first 2 change tiers in the stored word "simberg" though those objects did
      // not change. Deleting 6 of hers turns it back.
      const tyra = person(505, 'Tyra', 'Simberg');
      const hers = Array.from({ length: 13 }, (_, i) => 41 + i);
      const add = (ids: number[]) =>
        applyQueue(ids.map((id) => recordItem({ ...record(id), people: [tyra] })));
      await add(hers.slice(0, 2));
      await expectEqualToRebuild(database.db, await derivedState(database.db));
      await add(hers.slice(2));
      const after = await derivedState(database.db);
      expect(after.frequent).toContainEqual(
        expect.objectContaining({ lang: 'en', word: 'simberg' }),
      );
      await expectEqualToRebuild(database.db, after);
      await applyQueue(hers.slice(0, 6).map((id) => ({ kind: 'delete' as const, objectId: id })));
      const back = await derivedState(database.db);
      expect(back.frequent).toContainEqual(
        expect.objectContaining({ lang: 'en', word: 'simberg' }),
      );
      await expectEqualToRebuild(database.db, back);
    });

    it('an import of a few changed and new records updates their derived data alone', async () => {
      const phases: string[] = [];
      const summary = await importRecords(
        database.db,
        [...[10, 11, 15].map((id) => record(id, 2)), record(50), record(51)].map((r) => ({
          ok: true as const,
          record: r,
          warnings: [],
        })),
        { onPhase: (phase) => phases.push(phase) },
      );
      expect(summary.imported).toBe(5);
      expect(phases).toContain('derive: changed objects');
      expect(phases).not.toContain('derive: facet counts');
      await expectEqualToRebuild(database.db, await derivedState(database.db));
    });

    it('rebuilds the whole collection for a sync, or when asked', async () => {
      const items = () =>
        [record(10, 2)].map((r) => ({ ok: true as const, record: r, warnings: [] }));
      for (const options of [{ sync: true }, { rebuild: true }]) {
        const phases: string[] = [];
        await importRecords(database.db, items(), { ...options, onPhase: (p) => phases.push(p) });
        expect(phases).toContain('derive: facet counts');
        expect(phases).not.toContain('derive: changed objects');
      }
    });
  },
);
