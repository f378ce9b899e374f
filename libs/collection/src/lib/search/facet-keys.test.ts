import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MIGRATIONS, migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { CATEGORIES, MUSEUM_IDS } from '@kokoelma/domain';
import type { CollectionRecord } from '../model/record';
import { refreshDerivedData } from '../importer/derived-data';
import { facetKey } from './rank-keys';
import { objectRow } from '../store/object-rows';
import { removeObjectsNotInRun } from '../store/object-repository';
import { upsertRecords } from '../importer/batch-writes';
import { makeImage, makeRecord } from '../testing/record-factory';
import { searchCollection } from './search-service';

// A text search counts its matches by the facet code in each search row's match key
// (0009_search_keys): the codes must follow every import, re-import and removal.

const nth = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** Records over many facet combinations; every title has the word "lintu". */
function birds(count: number, from = 1): CollectionRecord[] {
  return Array.from({ length: count }, (_, i) =>
    makeRecord(from + i, {
      title: { fi: `Lintu ${from + i}` },
      museum: nth(MUSEUM_IDS, i),
      category: { value: nth(CATEGORIES, i * 3), name: {} },
      images: i % 2 === 0 ? [makeImage(from + i)] : [],
      onDisplay: i % 7 === 0 ? { museum: nth(MUSEUM_IDS.slice(0, 3), i), location: null } : null,
    }),
  );
}

/** The museum facet of a search for "lintu", as { museum: count }. */
async function museumCounts(db: Database['db']) {
  const result = await searchCollection(db, { searchTerms: ['lintu'] }, 'fi');
  const museums = result.collections.find((f) => f.facet === 'museum')?.values ?? [];
  return {
    total: result.totalCount,
    museums: Object.fromEntries(museums.map((v) => [v.value, v.count])),
  };
}

function expectedMuseums(records: readonly CollectionRecord[]) {
  const out: Record<string, number> = {};
  for (const r of records) out[r.museum] = (out[r.museum] ?? 0) + 1;
  return { total: records.length, museums: out };
}

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'facet keys on $name',
  (target) => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
      await migrate(database.db);
    });
    afterAll(() => database.close());

    it('gives each facet key one code, however many batches and rows carry it', async () => {
      // A new combination after batches of known ones: kansallisgalleria, no category, on
      // display in the Ateneum, no image.
      const newcomer = makeRecord(601, {
        title: { fi: 'Lintu 601' },
        museum: 'kansallisgalleria',
        category: { value: null, name: {} },
        onDisplay: { museum: 'ateneum', location: null },
      });
      const records = [...birds(600), newcomer];
      await upsertRecords(database.db, records.slice(0, 250), 1);
      await upsertRecords(database.db, records.slice(250, 600), 1);
      await upsertRecords(database.db, [newcomer], 1);
      await refreshDerivedData(database.db);
      const { rows } = await sql<{ keys: string; last: number; facets: string[] }>`
      select count(*) as keys, max(code) as last,
        array_agg(facet order by facet collate "C") as facets
      from collection_facet_keys`.execute(database.db);
      const distinct = [...new Set(records.map((r) => facetKey(objectRow(r, 1))))].sort();
      expect(rows[0]?.facets).toEqual(distinct);
      // Codes are dense: the keys that were there already did not use up the sequence.
      expect(Number(rows[0]?.last)).toBe(distinct.length);
      expect(await museumCounts(database.db)).toEqual(expectedMuseums(records));
    });

    it('counts a re-imported object under its new facet, and forgets removed ones', async () => {
      // A combination no object had: kiasma, a letter, on display in Sinebrychoff, no
      // image.
      const moved = makeRecord(1, {
        title: { fi: 'Lintu 1' },
        museum: 'kiasma',
        category: { value: 'letter', name: {} },
        onDisplay: { museum: 'sinebrychoff', location: null },
      });
      const kept = [moved, ...birds(299, 2)];
      await upsertRecords(database.db, kept, 2);
      expect(await removeObjectsNotInRun(database.db, 2)).toBe(301);
      await refreshDerivedData(database.db, { vacuum: true });
      expect(await museumCounts(database.db)).toEqual(expectedMuseums(kept));
      const onDisplay = await searchCollection(
        database.db,
        { searchTerms: ['lintu'], displayFilter: 'sinebrychoff', categories: ['letter'] },
        'fi',
      );
      const expected = kept.filter(
        (r) => r.onDisplay?.museum === 'sinebrychoff' && r.category.value === 'letter',
      );
      expect(onDisplay.totalCount).toBe(expected.length);
      expect(onDisplay.objectIds).toContain(1);
      // The year order reads the same codes by another statement.
      const byYear = await searchCollection(
        database.db,
        { searchTerms: ['lintu'], sort: 'year-asc' },
        'fi',
      );
      expect(byYear.totalCount).toBe(kept.length);
      const museums = byYear.collections.find((f) => f.facet === 'museum')?.values ?? [];
      expect(Object.fromEntries(museums.map((v) => [v.value, v.count]))).toEqual(
        expectedMuseums(kept).museums,
      );
    });
  },
);

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))('0009 on $name', (target) => {
  let database: Database;
  afterAll(() => database.close());

  it('turns the search rows of 0006 into match keys, in the same order', async () => {
    database = await target.open();
    await migrate(
      database.db,
      MIGRATIONS.filter((m) => m.id < '0009'),
    );
    await sql`insert into collection_objects (id, museum, category, year_from, has_image,
        on_display_museum, title_sort, quality, import_run)
      values (1, 'kiasma', 'photo', 1990, true, 'kiasma', 'kissa', 5, 1),
        (2, 'ateneum', 'artwork', 1890, false, null, 'koira', 9, 1),
        (3, 'ateneum', 'artwork', 1900, false, null, 'koira', 1, 1)`.execute(database.db);
    // 0006's columns: browse_key = (15 - quality) * 2^32 + id, and the facet text.
    await sql`insert into collection_search_fi (id, has_image, quality, year_from,
        browse_key, museum, category, on_display_museum, facet, title_sort, title_search,
        search)
      select id, has_image, quality, year_from, ((15 - quality)::bigint << 32) + id,
        museum, category, on_display_museum,
        museum || '|' || coalesce(category, '') || '|' || coalesce(on_display_museum, '')
          || '|' || has_image::int,
        title_sort, to_tsvector('simple', title_sort),
        to_tsvector('simple', title_sort || ' eläin')
      from collection_objects`.execute(database.db);
    await sql`insert into collection_documents (id, doc, facts)
      select id, json_build_object('id', id), '{}'::jsonb
      from collection_objects`.execute(database.db);
    await migrate(database.db);

    const animals = await searchCollection(database.db, { searchTerms: ['eläin'] }, 'fi');
    // Equally relevant: the higher quality first.
    expect(animals.objectIds).toEqual([2, 1, 3]);
    expect(animals.data.map((card) => card.id)).toEqual([2, 1, 3]);
    expect(animals.collections.find((f) => f.facet === 'museum')?.values).toEqual([
      { value: 'ateneum', count: 2 },
      { value: 'kiasma', count: 1 },
    ]);
    // The title match ranks first.
    const dogs = await searchCollection(database.db, { searchTerms: ['koira'] }, 'fi');
    expect(dogs.objectIds).toEqual([2, 3]);
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from collection_facet_keys`.execute(database.db);
    expect(Number(rows[0]?.n)).toBe(2);
  });
});
