import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import type { SearchParams } from '@kokoelma/contract/site';
import type { CollectionRecord, RecordPerson } from '../model/record';
import { makeImage, makeRecord } from '../testing/record-factory';
import { refreshDerivedData } from '../importer/derived-data';
import {
  findPerson,
  indexLetters,
  objectBatches,
  objectPage,
  peopleIndex,
  peoplePage,
} from './listings';
import { upsertRecords } from '../importer/batch-writes';

const person = (id: number, firstName: string, familyName: string): RecordPerson => ({
  id,
  firstName,
  familyName,
  birthYear: 1850,
  deathYear: 1910,
  attribution: null,
  role: { id: 1, fi: 'taiteilija', sv: 'konstnär', en: 'artist' },
});
const edelfelt = person(70301, 'Albert', 'Edelfelt');
const schjerfbeck = person(70302, 'Helene', 'Schjerfbeck');

/** 25 objects, ids out of insertion order, with every filter kind varied. */
const records: CollectionRecord[] = Array.from({ length: 25 }, (_, i) => {
  const id = ((i * 7) % 25) * 10 + 5;
  return makeRecord(id, {
    category:
      i % 3 === 0
        ? { value: 'photo', name: { fi: 'kuva' } }
        : { value: 'artwork', name: { fi: 'taideteos' } },
    images: i % 2 === 0 ? [makeImage(id)] : [],
    yearFrom: 1850 + i * 5,
    keywords: i % 4 === 0 ? [{ fi: 'meri', sv: 'hav', en: 'sea' }] : [],
    people: i % 5 === 0 ? [edelfelt] : i % 5 === 1 ? [schjerfbeck, edelfelt] : [],
  });
});

const idsWhere = (test: (r: CollectionRecord) => boolean) =>
  records
    .filter(test)
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))('listings on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
    await migrate(database.db);
    await upsertRecords(database.db, records, 1);
    await refreshDerivedData(database.db);
  });
  afterAll(() => database.close());

  /** Every page of a listing, following nextAfterId. */
  async function allPages(filters: SearchParams, limit: number, lang: 'fi' | 'en' = 'fi') {
    const pages = [];
    let afterId: number | null = null;
    do {
      const page = await objectPage(database.db, { filters, lang, afterId, limit });
      pages.push(page);
      afterId = page.nextAfterId;
    } while (afterId !== null && pages.length < 100);
    return pages;
  }

  it('pages through every object once, in id order, with the total on each page', async () => {
    const pages = await allPages({}, 4);
    const ids = pages.flatMap((p) => p.records.map((r) => r.id));
    expect(ids).toEqual(idsWhere(() => true));
    expect(pages).toHaveLength(7);
    expect(pages.map((p) => p.records.length)).toEqual([4, 4, 4, 4, 4, 4, 1]);
    expect(pages.every((p) => p.total === 25)).toBe(true);
    expect(pages.at(-1)?.nextAfterId).toBeNull();
  });

  it('ends without an empty page when the last page is full', async () => {
    const pages = await allPages({}, 5);
    expect(pages.map((p) => p.records.length)).toEqual([5, 5, 5, 5, 5]);
  });

  it.each<[string, SearchParams, (r: CollectionRecord) => boolean]>([
    ['category', { categories: ['photo'] }, (r) => r.category.value === 'photo'],
    ['image', { hasImage: true }, (r) => r.images.length > 0],
    [
      'years',
      { yearFrom: 1900, yearTo: 1950 },
      (r) => (r.yearFrom ?? 0) >= 1900 && (r.yearFrom ?? 0) <= 1950,
    ],
    ['keyword', { keywords: ['meri'] }, (r) => r.keywords.length > 0],
    ['person', { people: ['70302'] }, (r) => r.people.some((p) => p.id === 70302)],
    [
      'several',
      { categories: ['photo'], hasImage: true },
      (r) => r.category.value === 'photo' && r.images.length > 0,
    ],
  ])('filters by %s like the search does', async (_name, filters, test) => {
    const pages = await allPages(filters, 3);
    const expected = idsWhere(test);
    expect(expected.length).toBeGreaterThan(0);
    expect(pages.flatMap((p) => p.records.map((r) => r.id))).toEqual(expected);
    expect(pages[0]?.total).toBe(expected.length);
  });

  it('matches keywords in the language asked for', async () => {
    const [english] = await allPages({ keywords: ['sea'] }, 100, 'en');
    const [finnish] = await allPages({ keywords: ['sea'] }, 100, 'fi');
    expect(english?.total).toBe(idsWhere((r) => r.keywords.length > 0).length);
    expect(finnish?.total).toBe(0);
    expect(finnish?.records).toEqual([]);
  });

  it('neither repeats nor skips an object when objects are added between pages', async () => {
    const first = await objectPage(database.db, {
      filters: {},
      lang: 'fi',
      afterId: null,
      limit: 10,
    });
    // One new object before the cursor, one after it.
    await upsertRecords(database.db, [makeRecord(1), makeRecord(10_000)], 2);
    const rest = await allPagesAfter(first.nextAfterId);
    const ids = [...first.records.map((r) => r.id), ...rest];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(idsWhere(() => true)));
    expect(ids).toContain(10_000);
    await database.db.deleteFrom('collection_objects').where('id', 'in', [1, 10_000]).execute();
    await database.db.deleteFrom('collection_documents').where('id', 'in', [1, 10_000]).execute();
  });

  async function allPagesAfter(afterId: number | null): Promise<number[]> {
    const ids: number[] = [];
    while (afterId !== null) {
      const page = await objectPage(database.db, { filters: {}, lang: 'fi', afterId, limit: 7 });
      ids.push(...page.records.map((r) => r.id));
      afterId = page.nextAfterId;
    }
    return ids;
  }

  it('lists people with their object counts, a keyset page at a time', async () => {
    const first = await peoplePage(database.db, { search: '', afterId: null, limit: 1 });
    expect(first.total).toBe(2);
    expect(first.people).toHaveLength(1);
    const second = await peoplePage(database.db, {
      search: '',
      afterId: first.nextAfterId,
      limit: 1,
    });
    expect(second.nextAfterId).toBeNull();
    const people = [...first.people, ...second.people];
    expect(people.map((p) => p.id).sort()).toEqual(['70301', '70302']);
    expect(people.find((p) => p.id === '70301')).toEqual({
      id: '70301',
      name: 'Albert Edelfelt',
      firstName: 'Albert',
      familyName: 'Edelfelt',
      birthYear: 1850,
      deathYear: 1910,
      birthPlace: null,
      deathPlace: null,
      sameAs: [],
      otherNames: [],
      objectCount: idsWhere((r) => r.people.some((p) => p.id === 70301)).length,
    });
  });

  it('finds people by the start of their names', async () => {
    const found = await peoplePage(database.db, { search: 'schjerf', afterId: null, limit: 10 });
    expect(found.people.map((p) => p.id)).toEqual(['70302']);
    expect(found.total).toBe(1);
    const none = await peoplePage(database.db, { search: 'picasso', afterId: null, limit: 10 });
    expect(none).toEqual({ people: [], total: 0, nextAfterId: null });
  });

  it('finds one person by id, or null', async () => {
    expect((await findPerson(database.db, '70302'))?.name).toBe('Helene Schjerfbeck');
    expect(await findPerson(database.db, 'nobody')).toBeNull();
  });

  it('exports every object exactly once, in id order, in bounded batches', async () => {
    const batches: number[][] = [];
    for await (const batch of objectBatches(database.db, 10)) batches.push(batch.map((r) => r.id));
    expect(batches.map((b) => b.length)).toEqual([10, 10, 5]);
    expect(batches.flat()).toEqual(idsWhere(() => true));
    // Whole records, as imported.
    const [first] = await objectBatches(database.db, 1)
      .next()
      .then((r) => r.value ?? []);
    expect(first).toEqual(records.find((r) => r.id === 5));
  });

  it('exports nothing from an empty collection', async () => {
    const empty = await target.open();
    try {
      await migrate(empty.db);
      const batches = [];
      for await (const batch of objectBatches(empty.db)) batches.push(batch);
      expect(batches).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'the people index on $name',
  (target) => {
    let database: Database;
    const names = [
      ['Alvar', 'Aalto'],
      ['Ingrid', 'Åberg'],
      ['Anna', 'Ahlberg'],
      ['Anders', 'Zorn'],
      ['Elin', 'Ärnström'],
      ['Kerttu', 'Öhman'],
      ['Tove', 'Öhman'],
      ['Magnus', 'Enckell'],
    ] as const;
    beforeAll(async () => {
      database = await target.open();
      await migrate(database.db);
      await upsertRecords(
        database.db,
        names.map(([first, family], i) =>
          makeRecord(900 + i, { people: [person(80000 + i, first, family)] }),
        ),
        1,
      );
      await refreshDerivedData(database.db);
    });
    afterAll(() => database.close());

    const families = async (query: Partial<Parameters<typeof peopleIndex>[1]>) =>
      (
        await peopleIndex(database.db, {
          lang: 'fi',
          search: '',
          letter: null,
          offset: 0,
          limit: 50,
          ...query,
        })
      ).people.map((p) => `${p.familyName} ${p.firstName}`);

    it('orders Finnish and Swedish pages A–Ö (å, ä, ö after z), English pages by base letters', async () => {
      const nordic = [
        'Aalto Alvar',
        'Ahlberg Anna',
        'Enckell Magnus',
        'Zorn Anders',
        'Åberg Ingrid',
        'Ärnström Elin',
        'Öhman Kerttu',
        'Öhman Tove',
      ];
      expect(await families({ lang: 'fi' })).toEqual(nordic);
      expect(await families({ lang: 'sv' })).toEqual(nordic);
      expect(await families({ lang: 'en' })).toEqual([
        'Aalto Alvar',
        'Åberg Ingrid',
        'Ahlberg Anna',
        'Ärnström Elin',
        'Enckell Magnus',
        'Öhman Kerttu',
        'Öhman Tove',
        'Zorn Anders',
      ]);
    });

    it('pages, filters by a letter and by name, and counts what it filters', async () => {
      expect(await families({ offset: 2, limit: 3 })).toEqual([
        'Enckell Magnus',
        'Zorn Anders',
        'Åberg Ingrid',
      ]);
      expect(await families({ letter: 'ö' })).toEqual(['Öhman Kerttu', 'Öhman Tove']);
      expect(await families({ letter: 'a' })).toEqual(['Aalto Alvar', 'Ahlberg Anna']);
      expect(await families({ lang: 'en', letter: 'a' })).toEqual([
        'Aalto Alvar',
        'Åberg Ingrid',
        'Ahlberg Anna',
        'Ärnström Elin',
      ]);
      expect(await families({ search: 'tove' })).toEqual(['Öhman Tove']);
      const page = await peopleIndex(database.db, {
        lang: 'fi',
        search: '',
        letter: 'ö',
        offset: 0,
        limit: 1,
      });
      expect(page.total).toBe(2);
      expect(indexLetters('fi').slice(-3)).toEqual(['å', 'ä', 'ö']);
      expect(indexLetters('en')).toHaveLength(26);
    });
  },
);
