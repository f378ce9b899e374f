import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { makeRecord } from '../testing/record-factory';
import { findPerson } from '../search/listings';
import { findObjects } from './object-repository';
import { upsertRecords } from '../importer/batch-writes';
import { refreshDerivedData } from '../importer/derived-data';
import { storableText } from './sql-text';

// Lookups by what a visitor typed or put in a URL: input that no column can hold must find
// nothing. Each case here was a 500 found by the request fuzzer (apps/api/src/fuzz.test.ts):
// /iiif/3/manifest/object/2200000000, /cms-assets/objects/9007199254740993.jpg,
// /api/v1/objects/Infinity, /api/v1/people/%00.

describe('storableText', () => {
  it('turns NUL and lone surrogates into U+FFFD and leaves other text alone', () => {
    expect(storableText('a\u0000b')).toBe('a\ufffdb');
    expect(storableText('\ud83d')).toBe('\ufffd');
    expect(storableText('x\udc00')).toBe('x\ufffd');
    expect(storableText('kissa 😀 äö \u2028')).toBe('kissa 😀 äö \u2028');
  });
});

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))('lookups on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
    await migrate(database.db);
    const artist = {
      id: 70_302,
      firstName: 'Helene',
      familyName: 'Schjerfbeck',
      birthYear: 1862,
      deathYear: 1946,
      attribution: null,
      role: null,
    };
    const records = [makeRecord(1, { people: [artist] }), makeRecord(2_147_483_647)];
    await upsertRecords(database.db, records, 1);
    await refreshDerivedData(database.db);
  });
  afterAll(async () => database?.close());

  it('findObjects answers objects in the order asked, leaving unknown ids out', async () => {
    const found = await findObjects(database.db, [2_147_483_647, 5, 1, 1]);
    expect(found.map((r) => r.id)).toEqual([2_147_483_647, 1, 1]);
  });

  it('findObjects finds nothing for ids no integer column can hold', async () => {
    const odd = [2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER + 2, Infinity, NaN, 1.5];
    await expect(findObjects(database.db, odd)).resolves.toEqual([]);
    const mixed = await findObjects(database.db, [Infinity, 1, 2_200_000_000]);
    expect(mixed.map((r) => r.id)).toEqual([1]);
  });

  it('findPerson finds nothing for ids holding NUL or a lone surrogate', async () => {
    expect((await findPerson(database.db, '70302'))?.name).toBe('Helene Schjerfbeck');
    await expect(findPerson(database.db, '\u0000')).resolves.toBeNull();
    await expect(findPerson(database.db, '70302\ud83d')).resolves.toBeNull();
  });
});
