import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import type { SearchParams } from '@kokoelma/contract/site';
import { MUSEUM_IDS } from '@kokoelma/domain';
import type { CollectionRecord } from '../model/record';
import { refreshDerivedData } from '../importer/derived-data';
import { upsertRecords } from '../importer/batch-writes';
import { makeImage, makeRecord } from '../testing/record-factory';
import { importRecords } from '../importer/import-records';
import { applyNextUpdates, enqueueUpdates } from '../updates/update-queue';
import { FREQUENT_WORD_MATCHES, frequentWordMatches, refreshFrequentWords } from './frequent-words';
import { searchCollection, type SearchResult } from './search-service';

// The import precomputes the matches of frequent words; a search for such a word alone
// reads them instead of scanning. Both ways must give the same result, and the stored
// matches must follow the collection.

/** Precomputed from this many matches in these tests (the collection is small). */
const MIN = 40;

const nth = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/**
 * 300 records: "kissa" in most titles, "kissat"/"kisko" as other lexemes of "kis"; some
 * titles are "kissa" exactly or hold it after another word (the title tiers).
 */
function records(): CollectionRecord[] {
  const kissa = (i: number) =>
    i % 13 === 0 ? 'Kissa' : i % 17 === 0 ? `Iso kissa ${i}` : `Kissa ${i}`;
  return Array.from({ length: 300 }, (_, i) => {
    const title = i % 5 === 0 ? `Koira ${i}` : i % 7 === 0 ? `Kisko ${i}` : kissa(i);
    return makeRecord(i + 1, {
      title: { fi: title, ...(i % 2 === 0 ? { en: 'Cat' } : {}) },
      museum: nth(MUSEUM_IDS, i),
      images: i % 3 === 0 ? [] : [makeImage(i + 1)],
      // Some objects find the word only outside their title: they rank after the titles.
      description: i % 5 === 0 && i % 10 !== 0 ? { fi: 'Kissat leikkivät' } : {},
      keywords: i % 11 === 0 ? [{ fi: 'kissa' }] : [],
      // Two namesakes named with the word: the one with fewer works ranks after.
      people: i % 23 === 5 ? [artist(902, 'Berg')] : i % 4 === 3 ? [artist(901, 'Aho')] : [],
    });
  });
}

const artist = (id: number, familyName: string) => ({
  id,
  firstName: 'Kissa',
  familyName,
  birthYear: null,
  deathYear: null,
  attribution: null,
  role: { id: 1, fi: 'taiteilija', sv: 'konstnär', en: 'artist' },
});

/** What a visitor sees of a result: totals, facets, the ordered ids, the first page. */
function seen(result: SearchResult) {
  return {
    totalCount: result.totalCount,
    collections: result.collections,
    objectIds: result.objectIds,
    data: result.data.map((r) => r.id),
    people: result.people,
  };
}

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'frequent words on $name',
  (target) => {
    let database: Database;
    const stored = async () =>
      (
        await sql<{ lang: string; word: string; n: number }>`
        select lang, word, length(matches) / 8 as n from collection_search_frequent
        order by lang, word`.execute(database.db)
      ).rows.map((r) => `${r.lang}:${r.word}:${r.n}`);
    const search = (params: SearchParams, lang: 'fi' | 'sv' | 'en' = 'fi') =>
      searchCollection(database.db, params, lang).then(seen);

    beforeAll(async () => {
      database = await target.open();
      await migrate(database.db);
      await upsertRecords(database.db, records(), 1);
      await refreshDerivedData(database.db, { frequentWordMatches: MIN });
    });
    afterAll(() => database.close());

    it('stores the words and 3-letter prefixes that many objects match, in each language', async () => {
      const rows = await stored();
      // "kissa" as typed, and the prefix "kis" (kissa, kissat, kisko together).
      expect(rows.some((r) => r.startsWith('fi:kissa:'))).toBe(true);
      expect(rows.some((r) => r.startsWith('fi:kis:'))).toBe(true);
      expect(rows).toContain('en:cat:150');
      expect(rows).toContain('fi:koira:60');
      // A word in fewer objects (34), and numbers (inventory numbers, title numbers), are not.
      expect(rows.some((r) => r.startsWith('fi:kisko:'))).toBe(false);
      expect(rows.every((r) => !/\d/.test(r.split(':')[1] ?? ''))).toBe(true);
      expect(rows.every((r) => Number(r.split(':')[2]) >= MIN)).toBe(true);
    });

    it('a search reads the stored matches and finds what the scan finds', async () => {
      const queries: SearchParams[] = [
        { searchTerms: ['kissa'] },
        { searchTerms: ['Kis'] },
        { searchTerms: ['kisko'] },
        { searchTerms: ['koira'] },
      ];
      const precomputed = await Promise.all(queries.map((q) => search(q)));
      const english = await search({ searchTerms: ['cat'] }, 'en');
      await sql`delete from collection_search_frequent`.execute(database.db);
      for (const [i, q] of queries.entries()) {
        expect(precomputed[i]).toEqual(await search(q));
      }
      expect(english).toEqual(await search({ searchTerms: ['cat'] }, 'en'));
      // Title matches first: an object with "kissa" only in its keywords comes later.
      const kissa = precomputed[0];
      // Kissa Aho's works (75) before her namesake Kissa Berg's (13).
      const ids = kissa?.objectIds ?? [];
      expect(ids.indexOf(4)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(4)).toBeLessThan(ids.indexOf(52));
      expect(await stored()).toEqual([]);
      await refreshFrequentWords(database.db, MIN);
      expect(await stored()).toContain(`fi:kissa:${kissa?.totalCount}`);
      expect(kissa?.objectIds.indexOf(1)).toBeGreaterThan(kissa?.objectIds.indexOf(2) ?? -1);
    });

    it('is what a single word without filters or with facet filters reads, and nothing else', async () => {
      // Tamper with the stored matches of "kissa": only a search that reads them changes.
      const before = await search({ searchTerms: ['kissa'] });
      const filtered = await search({ searchTerms: ['kissa'], yearFrom: 1900 });
      const twoWords = await search({ searchTerms: ['kissa kissa'] });
      // Without the stored answer (0015), the stored matches are read.
      await sql`update collection_search_frequent set matches = substring(matches from 1 for 80),
        counts = null, top = null
      where lang = 'fi' and word = 'kissa'`.execute(database.db);
      expect((await search({ searchTerms: ['kissa'] })).totalCount).toBe(10);
      // Facet filters keep some of the 10 stored matches (the scan finds 162).
      const images = await search({ searchTerms: ['kissa'], hasImage: true });
      expect(images.totalCount).toBeLessThanOrEqual(10);
      expect(await search({ searchTerms: ['kissa'], yearFrom: 1900 })).toEqual(filtered);
      expect(await search({ searchTerms: ['kissa kissa'] })).toEqual(twoWords);
      expect(await search({ searchTerms: ['kissa'], sort: 'year-asc' })).toMatchObject({
        totalCount: before.totalCount,
      });
      await refreshFrequentWords(database.db, MIN);
      expect(await search({ searchTerms: ['kissa'] })).toEqual(before);
    });

    it('filters a frequent word by facet values from its stored matches, as the scan does', async () => {
      const queries: SearchParams[] = [
        { searchTerms: ['kissa'], hasImage: true },
        { searchTerms: ['kissa'], displayFilter: 'verkko' },
        { searchTerms: ['kissa'], categories: ['artwork', 'photo'] },
        { searchTerms: ['kis'], categories: ['artwork'], hasImage: true },
        { searchTerms: ['koira'], displayFilter: 'anywhere' },
        { searchTerms: ['koira'], displayFilter: 'ateneum' },
      ];
      const stored = await Promise.all(queries.map((q) => search(q)));
      expect(stored.some((r) => r.totalCount > 0)).toBe(true);
      expect(stored[0]?.totalCount).toBeLessThan(
        (await search({ searchTerms: ['kissa'] })).totalCount,
      );
      await sql`delete from collection_search_frequent`.execute(database.db);
      for (const [i, q] of queries.entries()) {
        expect(stored[i], JSON.stringify(q)).toEqual(await search(q));
      }
      await refreshFrequentWords(database.db, MIN);
    });

    it('keeps the stored matches current when the update queue changes an object: the change is found at once', async () => {
      const before = await search({ searchTerms: ['kissa'] });
      expect(before.objectIds).toContain(2);
      await enqueueUpdates(database.db, [
        {
          kind: 'record',
          format: 'museum-json',
          objectId: 2,
          record: makeRecord(2, { title: { fi: 'Hevonen 2' }, museum: nth(MUSEUM_IDS, 1) }),
        },
        { kind: 'delete', objectId: 3 },
      ]);
      while ((await applyNextUpdates(database.db)).length > 0);
      const after = await search({ searchTerms: ['kissa'] });
      expect(after.totalCount).toBe(before.totalCount - 2);
      expect(after.objectIds).not.toContain(2);
      expect(after.objectIds).not.toContain(3);
      const filteredAfter = await search({ searchTerms: ['kissa'], hasImage: true });
      expect(filteredAfter.objectIds).not.toContain(2);
      // Through the stored matches, which the change updated (derived-delta.ts).
      expect(await stored()).toContain(`fi:kissa:${after.totalCount}`);
      // A full rebuild stores the same.
      await refreshDerivedData(database.db, { frequentWordMatches: MIN });
      expect(await stored()).toContain(`fi:kissa:${after.totalCount}`);
      expect(await search({ searchTerms: ['kissa'] })).toEqual(after);
      await upsertRecords(database.db, records().slice(1, 3), 3);
      await refreshDerivedData(database.db, { frequentWordMatches: MIN });
      expect(await search({ searchTerms: ['kissa'] })).toEqual(before);
    });

    it('reads the stored answer of a frequent word, and its matches past the first window', async () => {
      const before = await search({ searchTerms: ['kissa'] });
      await sql`update collection_search_frequent set top = top[1:3]
      where lang = 'fi' and word = 'kissa'`.execute(database.db);
      const answered = await search({ searchTerms: ['kissa'] });
      expect(answered.objectIds).toEqual(before.objectIds.slice(0, 3));
      expect(answered.totalCount).toBe(before.totalCount);
      await refreshFrequentWords(database.db, MIN);
      expect(await search({ searchTerms: ['kissa'] })).toEqual(before);
    });

    it('follows a re-import: the stored matches are rebuilt from the new collection', async () => {
      const renamed = records()
        .slice(0, 100)
        .map((r) => ({
          ...r,
          title: { fi: `Hevonen ${r.id}` },
          description: {},
          keywords: [],
          people: [],
        }));
      await upsertRecords(database.db, renamed, 2);
      await refreshDerivedData(database.db, { vacuum: true, frequentWordMatches: MIN });
      const kissa = await search({ searchTerms: ['kissa'] });
      expect((await stored()).find((r) => r.startsWith('fi:kissa:'))).toBe(
        `fi:kissa:${kissa.totalCount}`,
      );
      expect(kissa.objectIds.every((id) => id > 100)).toBe(true);
      expect((await stored()).some((r) => r.startsWith('fi:hevonen:'))).toBe(true);
      await sql`delete from collection_search_frequent`.execute(database.db);
      expect(await search({ searchTerms: ['kissa'] })).toEqual(kissa);
    });

    it('an import of a few records keeps the stored matches current; a rebuild precomputes on either engine, leaving nothing stale', async () => {
      expect(frequentWordMatches(database.db)).toBe(FREQUENT_WORD_MATCHES);
      await refreshFrequentWords(database.db, MIN);
      expect((await stored()).length).toBeGreaterThan(0);
      const before = await search({ searchTerms: ['kissa'] });
      const items = () => [
        { ok: true as const, record: makeRecord(1, { title: { fi: 'Kissa' } }), warnings: [] },
      ];
      await importRecords(database.db, items());
      // One changed record: the stored words' matches are updated with it.
      const after = await search({ searchTerms: ['kissa'] });
      expect(after.totalCount).toBe(before.totalCount + 1);
      expect(await stored()).toContain(`fi:kissa:${after.totalCount}`);
      // A full rebuild stores the words from the engine's 1,500 matches: none here.
      await importRecords(database.db, items(), { rebuild: true });
      expect(await stored()).toEqual([]);
      expect((await search({ searchTerms: ['kissa'] })).totalCount).toBe(after.totalCount);
    });

    it('stores nothing below its threshold', async () => {
      expect(FREQUENT_WORD_MATCHES).toBeGreaterThan(300);
      expect(await refreshFrequentWords(database.db, FREQUENT_WORD_MATCHES)).toBe(0);
      expect(await stored()).toEqual([]);
    });
  },
);

/**
 * 240 records where "Musta kissa" (black cat) is a title many hold, "musta" and "kissa"
 * also apart ("Kissa ja musta lintu"), and a painter named Musta: the phrase's search
 * ranks the painter's works, the phrase titles and the scattered words differently.
 */
function phraseRecords(): CollectionRecord[] {
  return Array.from({ length: 240 }, (_, i) => {
    const title =
      i % 3 === 0 ? `Musta kissa ${i}` : i % 3 === 1 ? `Kissa ja musta lintu ${i}` : `Kissa ${i}`;
    const painter = i % 8 === 0;
    return makeRecord(i + 1, {
      title: { fi: title, en: i % 3 === 0 ? 'Black cat' : 'Cat' },
      museum: nth(MUSEUM_IDS, i),
      images: i % 4 === 0 ? [] : [makeImage(i + 1)],
      people: painter
        ? [
            {
              id: 900,
              firstName: 'Kissa',
              familyName: 'Musta',
              birthYear: null,
              deathYear: null,
              attribution: null,
              role: { id: 1, fi: 'taiteilija', sv: 'konstnär', en: 'artist' },
            },
          ]
        : [],
    });
  });
}

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'frequent two-word phrases on $name',
  (target) => {
    let database: Database;
    const search = (params: SearchParams, lang: 'fi' | 'sv' | 'en' = 'fi') =>
      searchCollection(database.db, params, lang).then(seen);
    const storedPhrases = async () =>
      (
        await sql<{ word: string }>`select lang || ':' || word as word
          from collection_search_frequent where word like '% %' order by 1`.execute(database.db)
      ).rows.map((r) => r.word);

    beforeAll(async () => {
      database = await target.open();
      await migrate(database.db);
      await upsertRecords(database.db, phraseRecords(), 1);
      await refreshDerivedData(database.db, { frequentWordMatches: MIN });
    });
    afterAll(() => database.close());

    it('stores the phrases of two frequent words that titles and names hold together', async () => {
      const phrases = await storedPhrases();
      expect(phrases).toContain('fi:musta kissa');
      expect(phrases).toContain('en:black cat');
      // "kissa ja" is not two frequent words of 3 letters or more.
      expect(phrases.some((p) => p.includes(' ja'))).toBe(false);
    });

    it('a phrase search reads the stored matches and finds what the scan finds, in its order', async () => {
      const queries: Array<[SearchParams, 'fi' | 'en']> = [
        [{ searchTerms: ['musta kissa'] }, 'fi'],
        [{ searchTerms: ['Musta Kissa'] }, 'fi'],
        [{ searchTerms: ['musta kissa'], hasImage: true }, 'fi'],
        [{ searchTerms: ['musta kissa'], categories: ['artwork'] }, 'fi'],
        [{ searchTerms: ['musta kissa'], yearFrom: 1900 }, 'fi'],
        [{ searchTerms: ['black cat'] }, 'en'],
      ];
      const precomputed = await Promise.all(queries.map(([q, lang]) => search(q, lang)));
      const phrase = precomputed[0];
      // The painter's works first (the words are a creator's name), then the phrase titles,
      // then the titles with the words apart.
      const first = phrase?.objectIds.slice(0, 30) ?? [];
      expect(first.slice(0, 30).every((id) => (id - 1) % 8 === 0)).toBe(true);
      const rest = phrase?.objectIds.slice(30) ?? [];
      const phraseTitle = (id: number) => (id - 1) % 3 === 0;
      const lastPhrase = rest.map(phraseTitle).lastIndexOf(true);
      const firstApart = rest.map(phraseTitle).indexOf(false);
      expect(lastPhrase).toBeLessThan(firstApart);
      await sql`delete from collection_search_frequent`.execute(database.db);
      for (const [i, [q, lang]] of queries.entries()) {
        expect(precomputed[i], JSON.stringify(q)).toEqual(await search(q, lang));
      }
      await refreshFrequentWords(database.db, MIN);
    });

    it('is what that phrase reads, and nothing else', async () => {
      const before = await search({ searchTerms: ['musta kissa'] });
      const reversed = await search({ searchTerms: ['kissa musta'] });
      await sql`update collection_search_frequent set counts = '[]'::json, top = '{}'
        where lang = 'fi' and word = 'musta kissa'`.execute(database.db);
      expect((await search({ searchTerms: ['musta kissa'] })).totalCount).toBe(0);
      expect(await search({ searchTerms: ['kissa musta'] })).toEqual(reversed);
      await refreshFrequentWords(database.db, MIN);
      expect(await search({ searchTerms: ['musta kissa'] })).toEqual(before);
    });
  },
);
