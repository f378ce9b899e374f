import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { removeObjectsNotInRun, findObjects } from '../store/object-repository';
import { upsertRecords } from '../importer/batch-writes';
import { refreshDerivedData } from '../importer/derived-data';
import { makeImage, makeRecord } from '../testing/record-factory';
import { predict } from './predictions';
import { searchCollection } from './search-service';

const edelfelt = {
  id: 70301,
  firstName: 'Albert',
  familyName: 'Edelfelt',
  birthYear: 1854,
  deathYear: 1905,
  attribution: null,
  role: { id: 1, fi: 'taiteilija', sv: 'konstnär', en: 'artist' },
};

const records = [
  makeRecord(1, {
    title: { fi: 'Kissa ikkunalla', sv: 'Katt i fönstret', en: 'Cat at the window' },
    people: [edelfelt],
    images: [makeImage(11)],
    keywords: [{ fi: 'eläimet', sv: 'djur', en: 'animals' }],
    yearFrom: 1890,
  }),
  makeRecord(2, {
    title: { fi: 'Kissat', en: 'Cats' },
    description: { fi: 'Kaksi kissaa leikkii.' },
    museum: 'kiasma',
    onDisplay: { museum: 'kiasma', location: null },
    yearFrom: 1995,
    acquisitionYear: 2001,
  }),
  makeRecord(3, {
    title: { fi: 'Äiti ja lapsi' },
    category: { value: 'photo', name: { fi: 'kuva' } },
    yearFrom: 1930,
    inventoryNumber: 'A II 1517:26 / 15',
  }),
  makeRecord(4, { title: { fi: 'Ateljee' }, people: [edelfelt], yearFrom: 1880 }),
  makeRecord(5, {
    title: { fi: 'Öinen satama' },
    description: { fi: 'Satamassa nukkuu kissa.' },
    yearFrom: null,
  }),
];

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))('search on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
    await migrate(database.db);
    await upsertRecords(database.db, records, 1);
    await refreshDerivedData(database.db);
  });
  afterAll(() => database.close());

  const search = (
    params: Parameters<typeof searchCollection>[1],
    lang: 'fi' | 'sv' | 'en' = 'fi',
  ) => searchCollection(database.db, params, lang);

  it('an empty query browses everything, with whole-collection facets', async () => {
    const result = await search({});
    expect(result.totalCount).toBe(5);
    expect(result.totalIsEstimate).toBe(false);
    expect([...result.objectIds].sort()).toEqual([1, 2, 3, 4, 5]);
    const museums = result.collections.find((f) => f.facet === 'museum');
    expect(museums?.values).toEqual(
      expect.arrayContaining([
        { value: 'ateneum', count: 4 },
        { value: 'kiasma', count: 1 },
      ]),
    );
  });

  it('finds inflected Finnish words by stem, titles ranked first', async () => {
    const result = await search({ searchTerms: ['kissa'] });
    // Both titles match ("kissat" is inflected); the description-only match comes last.
    expect(result.objectIds.slice(0, 2).sort()).toEqual([1, 2]);
    expect(result.objectIds[2]).toBe(5);
    expect(result.data.map((o) => o.id)).toEqual(result.objectIds);
  });

  it('counts every match at an offset beyond the last one (review I11)', async () => {
    const deep = await searchCollection(database.db, { searchTerms: ['kissa'] }, 'fi', 5000);
    expect(deep.objectIds).toEqual([]);
    expect(deep.totalCount).toBe(3);
    const browsing = await searchCollection(database.db, {}, 'fi', 5000);
    expect(browsing.objectIds).toEqual([]);
    expect(browsing.totalCount).toBe(records.length);
  });

  it('matches a prefix while typing, and in Swedish', async () => {
    expect((await search({ searchTerms: ['kis'] })).objectIds.sort()).toEqual([1, 2, 5]);
    expect((await search({ searchTerms: ['katt'] }, 'sv')).objectIds).toContain(1);
  });

  it('finds an exact inventory number', async () => {
    const result = await search({ searchTerms: ['a ii 1517:26 / 15'] });
    expect(result.objectIds).toEqual([3]);
  });

  it('finds people and lists them with their object counts', async () => {
    const result = await search({ searchTerms: ['edelfelt'] });
    expect(result.objectIds.sort()).toEqual([1, 4]);
    expect(result.people).toEqual([
      expect.objectContaining({ id: '70301', name: 'Albert Edelfelt', objects: 2 }),
    ]);
  });

  it('filters by display, category, years, image and keywords', async () => {
    expect((await search({ displayFilter: 'kiasma' })).objectIds).toEqual([2]);
    expect((await search({ displayFilter: 'anywhere' })).objectIds).toEqual([2]);
    expect((await search({ displayFilter: 'verkko' })).objectIds).toEqual([1]);
    expect((await search({ categories: ['photo'] })).objectIds).toEqual([3]);
    expect((await search({ yearFrom: 1885, yearTo: 1935, sort: 'year-asc' })).objectIds).toEqual([
      1, 3,
    ]);
    expect((await search({ acquisitionYearFrom: 2000 })).objectIds).toEqual([2]);
    expect((await search({ hasImage: true })).objectIds).toEqual([1]);
    expect((await search({ keywords: ['eläimet'] })).objectIds).toEqual([1]);
    expect((await search({ people: ['70301'], sort: 'year-desc' })).objectIds).toEqual([1, 4]);
  });

  it('filters by the holding museum, with and without words (the front page’s museum links)', async () => {
    const kiasma = await search({ museums: ['kiasma'] });
    expect(kiasma.objectIds).toEqual([2]);
    expect(kiasma.totalCount).toBe(1);
    expect(kiasma.collections.find((f) => f.facet === 'museum')?.values).toEqual([
      { value: 'kiasma', count: 1 },
    ]);
    expect((await search({ museums: ['ateneum'] })).objectIds.sort()).toEqual([1, 3, 4, 5]);
    expect((await search({ museums: ['kiasma', 'ateneum'] })).totalCount).toBe(5);
    expect(
      (await search({ museums: ['ateneum'], searchTerms: ['kissa'] })).objectIds,
    ).not.toContain(2);
    expect((await search({ museums: ['sinebrychoff'] })).objectIds).toEqual([]);
  });

  it('sorts titles in Finnish alphabetical order (å ä ö after z)', async () => {
    const result = await search({ sort: 'title' });
    expect(result.objectIds).toEqual([4, 1, 2, 3, 5]);
  });

  it('never fails on operator characters or odd input', async () => {
    for (const term of ["'", '!!', 'a & | b', ':*', '(((', '\\', 'kissa:*A', '<->', '"']) {
      await expect(search({ searchTerms: [term] })).resolves.toBeDefined();
    }
  });

  // Found by the request fuzzer: a term with a digit is also tried as an inventory number,
  // and a NUL beside it ("0", "\u0000") reached PostgreSQL as text: a 500.
  it('finds no inventory number, rather than failing, for terms holding NUL or lone surrogates', async () => {
    for (const terms of [['0', '\u0000'], ['0\u0000'], ['a ii 1517:26 / 15\u0000'], ['1\ud83d']]) {
      await expect(search({ searchTerms: terms }), JSON.stringify(terms)).resolves.toBeDefined();
    }
  });

  // Found by the request fuzzer: NUL or a lone surrogate ("\\u0000", "\\ud83d" in a
  // JSON body or %00 in a query) in a filter reached PostgreSQL, which refused it: a 500.
  it('finds nothing, rather than failing, for filters holding NUL or lone surrogates', async () => {
    for (const value of ['\u0000', 'eläimet\u0000', '\ud83d', 'a\udc00b', '😀\ud83d']) {
      const lists = { materials: [value], keywords: [value], classifications: [value] };
      expect((await search(lists)).objectIds, JSON.stringify(value)).toEqual([]);
      expect((await search({ people: [value] })).objectIds, JSON.stringify(value)).toEqual([]);
    }
  });

  it('counts facets of a query', async () => {
    const result = await search({ searchTerms: ['kissa'] });
    const museums = result.collections.find((f) => f.facet === 'museum');
    expect(museums?.values).toEqual(
      expect.arrayContaining([
        { value: 'ateneum', count: 2 },
        { value: 'kiasma', count: 1 },
      ]),
    );
  });

  it('predicts titles, people and keywords from a prefix', async () => {
    const predictions = await predict(database.db, 'edel', 'fi');
    expect(predictions).toContainEqual({ text: 'Albert Edelfelt', kind: 'person', objects: 2 });
    const titles = await predict(database.db, 'kiss', 'fi');
    expect(titles.map((p) => p.text)).toEqual(
      expect.arrayContaining(['Kissa ikkunalla', 'Kissat']),
    );
    expect(await predict(database.db, 'k', 'fi')).toEqual([]);
  });

  it('re-import updates by id; sync removes what a full export no longer has', async () => {
    await upsertRecords(database.db, [makeRecord(1, { title: { fi: 'Uusi nimi' } })], 2);
    const [updated] = await findObjects(database.db, [1]);
    expect(updated?.title.fi).toBe('Uusi nimi');
    const removed = await removeObjectsNotInRun(database.db, 2);
    expect(removed).toBe(4);
    await refreshDerivedData(database.db);
    expect((await search({})).totalCount).toBe(1);
  });
});
