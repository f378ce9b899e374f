import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate, openDatabase, type Database } from '@kokoelma/db';
import { createCollectionService } from './collection-service';
import { upsertRecords } from './importer/batch-writes';
import { makeRecord } from './testing/record-factory';

describe('the collection service’s objects by id', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await migrate(database.db);
    await upsertRecords(database.db, [makeRecord(11), makeRecord(12)], 1);
  });
  afterAll(() => database.close());

  const retitle = (id: number, title: string) =>
    upsertRecords(database.db, [makeRecord(id, { title: { fi: title } })], 2);

  it('answers in the order asked, repeats included, leaving out ids it does not have', async () => {
    const service = createCollectionService(database.db);
    expect((await service.objects([12, 99, 11, 12])).map((o) => o.id)).toEqual([12, 11, 12]);
    // Once cached, the same again; a mix of cached and new ids as well.
    expect((await service.objects([12, 99, 11, 12])).map((o) => o.id)).toEqual([12, 11, 12]);
    expect(await service.object(99)).toBeNull();
    expect((await service.object(11))?.id).toBe(11);
  });

  it('reuses an object read by id until the cache is cleared (an import clears it)', async () => {
    const service = createCollectionService(database.db, { searchCacheSeconds: 60 });
    await retitle(11, 'Ensin');
    expect((await service.object(11))?.title).toEqual({ fi: 'Ensin' });
    await retitle(11, 'Sitten');
    expect((await service.object(11))?.title).toEqual({ fi: 'Ensin' });
    service.clearCache();
    expect((await service.object(11))?.title).toEqual({ fi: 'Sitten' });
  });

  it('reuses a search and its timeline until the cache is cleared', async () => {
    const service = createCollectionService(database.db, { searchCacheSeconds: 60 });
    await retitle(11, 'Kultainen lintu');
    const found = async () => (await service.search({ searchTerms: ['lintu'] }, 'fi')).totalCount;
    const years = async () =>
      (await service.yearHistogram({ searchTerms: ['lintu'] }, 'fi'))?.bars.length ?? 0;
    expect(await found()).toBe(1);
    expect(await years()).toBeGreaterThan(0);
    await retitle(11, 'Hopeinen kala');
    expect(await found()).toBe(1);
    expect(await years()).toBeGreaterThan(0);
    service.clearCache();
    expect(await found()).toBe(0);
    expect(await years()).toBe(0);
  });

  it('reads the database every time with the cache off', async () => {
    const service = createCollectionService(database.db, { searchCacheSeconds: 0 });
    await retitle(12, 'Yksi');
    expect((await service.object(12))?.title).toEqual({ fi: 'Yksi' });
    await retitle(12, 'Kaksi');
    expect((await service.objects([12]))[0]?.title).toEqual({ fi: 'Kaksi' });
  });
});

describe('the collection service’s related works', () => {
  let database: Database;
  const painter = {
    id: 7001,
    firstName: 'Testi',
    familyName: 'Maalari',
    birthYear: 1850,
    deathYear: 1920,
    attribution: null,
    role: { id: 1, fi: 'taiteilija', sv: 'konstnär', en: 'artist' },
  };
  const byPainter = (id: number) => makeRecord(id, { people: [painter] });
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await migrate(database.db);
    await upsertRecords(database.db, [byPainter(31), byPainter(32), byPainter(33)], 1);
  });
  afterAll(() => database.close());

  it('ranks an object’s "More by" once, until the cache is cleared (an import clears it)', async () => {
    const service = createCollectionService(database.db, { searchCacheSeconds: 60 });
    const object = byPainter(31);
    expect((await service.related(object)).moreBy?.ids).toEqual([32, 33]);
    // What the ranking reads changes: the cached ranking stands until the cache is cleared.
    await sql`delete from collection_similar_postings`.execute(database.db);
    expect((await service.related(object)).moreBy?.ids).toEqual([32, 33]);
    service.clearCache();
    expect((await service.related(object)).moreBy).toBeNull();
  });

  it('ranks anew every time with the cache off', async () => {
    await upsertRecords(database.db, [byPainter(31), byPainter(32), byPainter(33)], 2);
    const service = createCollectionService(database.db, { searchCacheSeconds: 0 });
    expect((await service.related(byPainter(31))).moreBy?.ids).toEqual([32, 33]);
    await sql`delete from collection_similar_postings`.execute(database.db);
    expect((await service.related(byPainter(31))).moreBy).toBeNull();
  });
});
