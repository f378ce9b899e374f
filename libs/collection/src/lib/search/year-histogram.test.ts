import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import type { SearchParams, YearHistogram } from '@kokoelma/contract/site';
import type { CollectionRecord } from '../model/record';
import { refreshDerivedData } from '../importer/derived-data';
import { upsertRecords } from '../importer/batch-writes';
import { makeImage, makeRecord } from '../testing/record-factory';
import { applyNextUpdates, enqueueUpdates } from '../updates/update-queue';
import { searchCollection } from './search-service';
import { MAX_BARS, refreshYearHistogram, yearHistogram } from './year-histogram';

const RANGE = { min: 1300, max: 2026 };

/** Fixed records: a cat made 1890–1910, cats and dogs of single years, one undated. */
const RECORDS: CollectionRecord[] = [
  makeRecord(1, { title: { fi: 'Kissa pihalla' }, yearFrom: 1890, yearTo: 1910 }),
  makeRecord(2, { title: { fi: 'Kissa' }, yearFrom: 1895, yearTo: null, images: [makeImage(2)] }),
  makeRecord(3, { title: { fi: 'Kissa ja koira' }, yearFrom: 1650, yearTo: null }),
  makeRecord(4, { title: { fi: 'Koira' }, yearFrom: 1901, yearTo: null, images: [makeImage(4)] }),
  makeRecord(5, { title: { fi: 'Koira' }, yearFrom: 1850, yearTo: 1851, museum: 'kiasma' }),
  makeRecord(6, { title: { fi: 'Kissa' }, yearFrom: null, yearTo: null }),
  makeRecord(7, { title: { fi: 'Vanha kartta' }, yearFrom: 1350, yearTo: null }),
];

/** Bar counts by first year, empty bars left out. */
const counts = (h: YearHistogram | null) =>
  Object.fromEntries((h?.bars ?? []).filter((b) => b.count > 0).map((b) => [b.from, b.count]));

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'year histogram on $name',
  (target) => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
      await migrate(database.db);
      await upsertRecords(database.db, RECORDS, 1);
      await refreshDerivedData(database.db);
    });
    afterAll(() => database.close());

    const histogram = (params: SearchParams) => yearHistogram(database.db, params, 'fi', RANGE);

    it('counts a work made over several years in every decade it overlaps', async () => {
      const h = await histogram({ searchTerms: ['kissa'] });
      expect(h?.barYears).toBe(10);
      // 1890–1910 is in the 1890s, 1900s and 1910s; 1895 and 1650 once; undated left out.
      expect(counts(h)).toEqual({ 1650: 1, 1890: 2, 1900: 1, 1910: 1 });
      // Every decade from the first to the last, the empty ones too.
      expect(h?.bars).toHaveLength(27);
      expect(h?.bars[1]).toEqual({ from: 1660, to: 1669, count: 0 });
      expect(h?.bars.at(-1)).toEqual({ from: 1910, to: 1919, count: 1 });
    });

    it("a bar's count is what the search with its years finds", async () => {
      for (const params of [{ searchTerms: ['kissa'] }, {}, { hasImage: true }]) {
        const h = await histogram(params);
        for (const bar of h?.bars ?? []) {
          const found = await searchCollection(
            database.db,
            { ...params, yearFrom: bar.from, yearTo: bar.to },
            'fi',
          );
          expect(found.totalCount, `${JSON.stringify(params)} ${bar.from}`).toBe(bar.count);
        }
      }
    });

    it('respects the filters, with and without words', async () => {
      expect(counts(await histogram({ hasImage: true }))).toEqual({ 1895: 1, 1901: 1 });
      expect(counts(await histogram({ searchTerms: ['koira'], hasImage: true }))).toEqual({
        1901: 1,
      });
      const h = await histogram({ searchTerms: ['koira'], yearFrom: 1900 });
      expect(counts(h)).toEqual({ 1901: 1 });
      expect(counts(await histogram({ displayFilter: 'verkko', yearTo: 1899 }))).toEqual({
        1895: 1,
      });
    });

    it('widens the bars when the span is long, at most 40 bars', async () => {
      const h = await histogram({});
      expect(h?.bars.length).toBeLessThanOrEqual(MAX_BARS);
      expect(h?.barYears).toBe(20);
      expect(h?.bars[0]).toEqual({ from: 1340, to: 1359, count: 1 });
      expect(h?.bars.at(-1)).toEqual({ from: 1900, to: 1919, count: 2 });
      // Single years when the span is short.
      const short = await histogram({ searchTerms: ['koira'], yearFrom: 1800, yearTo: 1860 });
      expect(short).toEqual({
        barYears: 1,
        bars: [
          { from: 1850, to: 1850, count: 1 },
          { from: 1851, to: 1851, count: 1 },
        ],
      });
    });

    it("reads the whole collection's timeline precomputed at the import, for its range", async () => {
      await refreshYearHistogram(database.db, RANGE);
      const stored = await histogram({});
      // The same as computed: a bar changed in the stored row shows, so it is what is read.
      await sql`delete from collection_year_histogram`.execute(database.db);
      expect(await histogram({})).toEqual(stored);
      await refreshYearHistogram(database.db, RANGE);
      await sql`update collection_year_histogram set bars = '[[67, 5]]'`.execute(database.db);
      expect(counts(await histogram({}))).toEqual({ 1340: 5 });
      // Sorted, or with the display filter "all", it is still the whole collection.
      expect(counts(await histogram({ sort: 'title', displayFilter: 'all' }))).toEqual({ 1340: 5 });
      // Another range, or any filter, is computed.
      expect(counts(await histogram({ hasImage: true }))).toEqual({ 1895: 1, 1901: 1 });
      const other = await yearHistogram(database.db, {}, 'fi', { min: 1300, max: 2027 });
      expect(other?.bars.at(-1)).toEqual({ from: 1900, to: 1919, count: 2 });
      await refreshYearHistogram(database.db, RANGE);
      expect(await histogram({})).toEqual(stored);
    });

    it('follows the collection: after an update and a deletion through the queue, and the rebuild of derived data', async () => {
      await refreshDerivedData(database.db);
      expect(counts(await histogram({}))[1340]).toBe(1);
      await enqueueUpdates(database.db, [
        {
          kind: 'record',
          format: 'museum-json',
          objectId: 8,
          record: makeRecord(8, { title: { fi: 'Toinen kartta' }, yearFrom: 1345, yearTo: null }),
        },
        { kind: 'delete', objectId: 5 },
      ]);
      while ((await applyNextUpdates(database.db)).length > 0);
      // What the update queue's worker does once the queue is empty.
      await refreshDerivedData(database.db);
      const after = counts(await histogram({}));
      expect(after[1340]).toBe(2);
      // The work of 1850–1851 is gone.
      expect(after[1840]).toBeUndefined();
      await sql`delete from collection_year_histogram`.execute(database.db);
      expect(counts(await histogram({}))).toEqual(after);
      // Put the fixed records back for the other tests.
      await sql`delete from collection_objects where id = 8`.execute(database.db);
      await upsertRecords(database.db, RECORDS, 3);
      await refreshDerivedData(database.db);
    });

    it('is null when nothing is found, or nothing found has a year', async () => {
      expect(await histogram({ searchTerms: ['hevonen'] })).toBeNull();
      expect(await histogram({ yearFrom: 2000 })).toBeNull();
      expect(await histogram({ searchTerms: ['kissa'], yearFrom: 1990 })).toBeNull();
    });
  },
);
