import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MIGRATIONS, migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import type { SearchParams } from '@kokoelma/contract/site';
import { CATEGORIES, MUSEUM_IDS } from '@kokoelma/domain';
import type { CollectionRecord } from '../model/record';
import { refreshDerivedData } from '../importer/derived-data';
import { upsertRecords } from '../importer/batch-writes';
import { makeImage, makeRecord } from '../testing/record-factory';
import { searchCollection } from './search-service';

// Totals and facet counts are exact whichever way a search counts them (the search
// tables' copies of the object columns, the facet cube, or the objects themselves), so
// they are checked here against a count in JavaScript over the same records.

/** The `i`th value of a list, cycling. */
const nth = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** Deterministic varied records: every museum, category, display and year case. */
function variedRecords(count: number): CollectionRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const museum = nth(MUSEUM_IDS, i);
    const yearFrom = i % 11 === 0 ? null : 1780 + ((i * 37) % 220);
    return makeRecord(i + 1, {
      title: { fi: `${i % 3 === 0 ? 'Kissa' : 'Koira'} ${i}` },
      museum,
      category: { value: nth(CATEGORIES, i * 7), name: {} },
      images: i % 4 === 0 ? [] : [makeImage(i + 1)],
      onDisplay:
        i % 5 === 0 ? { museum: nth(MUSEUM_IDS.slice(0, 3), i / 5), location: null } : null,
      yearFrom,
      yearTo: yearFrom !== null && i % 3 === 1 ? yearFrom + (i % 40) : null,
      acquisitionYear: i % 7 === 0 ? null : 1900 + (i % 120),
    });
  });
}

function matches(r: CollectionRecord, p: SearchParams): boolean {
  const display = p.displayFilter ?? 'all';
  const end = r.yearTo ?? r.yearFrom;
  return (
    (display === 'all' ||
      (display === 'anywhere' && r.onDisplay !== null) ||
      (display === 'verkko' && r.images.length > 0) ||
      r.onDisplay?.museum === display) &&
    (!p.categories?.length ||
      (r.category.value !== null && p.categories.includes(r.category.value))) &&
    (!p.hasImage || r.images.length > 0) &&
    (p.yearFrom == null || (end !== null && end >= p.yearFrom)) &&
    (p.yearTo == null || (r.yearFrom !== null && r.yearFrom <= p.yearTo)) &&
    (p.acquisitionYearFrom == null ||
      (r.acquisitionYear !== null && r.acquisitionYear >= p.acquisitionYearFrom)) &&
    (!p.searchTerms?.length || (r.title.fi ?? '').toLowerCase().includes(p.searchTerms[0] ?? ''))
  );
}

/** The facet counts of the records matching `p`, as { facet: { value: count } }. */
function expectedCounts(records: readonly CollectionRecord[], p: SearchParams) {
  const out: Record<string, Record<string, number>> = {};
  const add = (facet: string, value: string) => {
    out[facet] ??= {};
    out[facet][value] = (out[facet][value] ?? 0) + 1;
  };
  const found = records.filter((r) => matches(r, p));
  for (const r of found) {
    add('museum', r.museum);
    if (r.category.value) add('category', r.category.value);
    if (r.onDisplay) ['anywhere', r.onDisplay.museum].forEach((v) => add('displayFilter', v));
    if (r.images.length > 0) add('displayFilter', 'verkko');
    if (r.images.length > 0) add('hasImage', 'true');
  }
  return { total: found.length, facets: out };
}

const QUERIES: SearchParams[] = [
  { displayFilter: 'verkko', categories: ['artwork'], yearFrom: 1800, yearTo: 1950 },
  { displayFilter: 'ateneum' },
  { displayFilter: 'anywhere', hasImage: true },
  { categories: ['photo', 'letter'], yearFrom: 1900 },
  { yearTo: 1850 },
  { acquisitionYearFrom: 1990, categories: ['artwork'] },
  { searchTerms: ['kissa'] },
  { searchTerms: ['kissa'], displayFilter: 'verkko', yearFrom: 1850, yearTo: 1990 },
  { searchTerms: ['koira'], categories: ['artwork', 'photo'], acquisitionYearFrom: 1950 },
];

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))('counts on $name', (target) => {
  let database: Database;
  const records = variedRecords(400);
  beforeAll(async () => {
    database = await target.open();
    await migrate(database.db);
    await upsertRecords(database.db, records, 1);
    await refreshDerivedData(database.db);
  });
  afterAll(() => database.close());

  it.each(QUERIES)('totals and facets are exact for %j', async (params) => {
    const result = await searchCollection(database.db, params, 'fi');
    const expected = expectedCounts(records, params);
    expect(expected.total).toBeGreaterThan(0);
    expect(result.totalCount).toBe(expected.total);
    expect(result.totalIsEstimate).toBe(false);
    const counts = Object.fromEntries(
      result.collections.map((f) => [
        f.facet,
        Object.fromEntries(f.values.map((v) => [v.value, v.count])),
      ]),
    );
    expect(counts).toEqual(expected.facets);
    expect(result.objectIds).toHaveLength(Math.min(expected.total, 1000));
  });

  it('never asks stripped documents for a phrase', async () => {
    // "kissa²3" is one word to the visitor and two to the parser ("kissa", "3"): a
    // phrase query could not match a document without positions.
    const result = await searchCollection(database.db, { searchTerms: ['kissa²3'] }, 'fi');
    expect(result.objectIds).toContain(4);
  });

  it('a re-import moves an object between facets, in text and filter searches', async () => {
    const moved = {
      ...nth(records, 0),
      museum: 'vttk' as const,
      category: { value: 'photo' as const, name: {} },
    };
    await upsertRecords(database.db, [moved], 2);
    await refreshDerivedData(database.db, { vacuum: true });
    const after = [moved, ...records.slice(1)];
    for (const params of [{ searchTerms: ['kissa'] }, { categories: ['photo' as const] }]) {
      const result = await searchCollection(database.db, params, 'fi');
      expect(result.totalCount).toBe(expectedCounts(after, params).total);
      const museums = result.collections.find((f) => f.facet === 'museum')?.values;
      const vttk = museums?.find((v) => v.value === 'vttk')?.count;
      expect(vttk).toBe(expectedCounts(after, params).facets['museum']?.['vttk']);
    }
  });
});

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))('0006 on $name', (target) => {
  let database: Database;
  afterAll(() => database.close());

  it('fills the search columns, the facts and the cube of a collection imported before it', async () => {
    database = await target.open();
    await migrate(
      database.db,
      MIGRATIONS.filter((m) => m.id < '0006'),
    );
    await sql`insert into collection_objects (id, museum, category, year_from, has_image,
        on_display_museum, title_sort, quality, import_run)
      values (1, 'kiasma', 'photo', 1990, true, 'kiasma', 'kissa', 5, 1),
        (2, 'ateneum', 'artwork', 1890, false, null, 'koira', 1, 1)`.execute(database.db);
    await sql`insert into collection_search_fi (id, search) values
      (1, setweight(to_tsvector('finnish', 'Kissa'), 'A')
        || setweight(to_tsvector('finnish', 'Koira leikkii'), 'D')),
      (2, setweight(to_tsvector('finnish', 'Koira'), 'A'))`.execute(database.db);
    await sql`insert into collection_documents (id, doc) values
      (1, ${JSON.stringify({ id: 1, title: { fi: 'Kissa' }, keywords: [{ fi: 'eläimet' }] })}),
      (2, ${JSON.stringify({ id: 2, title: { fi: 'Koira' }, keywords: [] })})`.execute(database.db);
    await migrate(database.db);

    const animals = await searchCollection(database.db, { keywords: ['eläimet'] }, 'fi');
    expect(animals.objectIds).toEqual([1]);
    expect(animals.data).toMatchObject([{ id: 1, title: { fi: 'Kissa' } }]);
    const dogs = await searchCollection(database.db, { searchTerms: ['koira'] }, 'fi');
    expect(dogs.totalCount).toBe(2);
    // The title match ranks first: title_search holds the title words only.
    expect(dogs.objectIds).toEqual([2, 1]);
    expect(dogs.collections.find((f) => f.facet === 'museum')?.values).toEqual([
      { value: 'ateneum', count: 1 },
      { value: 'kiasma', count: 1 },
    ]);
    const photos = await searchCollection(database.db, { displayFilter: 'kiasma' }, 'fi');
    expect(photos.totalCount).toBe(1);
    expect(photos.collections.find((f) => f.facet === 'category')?.values).toEqual([
      { value: 'photo', count: 1 },
    ]);
  });
});
