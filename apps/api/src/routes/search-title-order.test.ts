import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { refreshDerivedData, upsertRecords } from '@kokoelma/collection';
import { makeRecord } from '@kokoelma/collection/testing';
import { buildApp } from '../app';
import { loadConfig } from '../config';

// Issue 21 item 6: "By title" follows the title the page shows (with the fallback rules)
// and that language's collation: å, ä, ö after z in Finnish and Swedish, folded in English.

let app: FastifyInstance;
let database: Database;

const titles = [
  { fi: 'Aamu', sv: 'Örn', en: 'Zebra' },
  { fi: 'Ööpinen', sv: 'Ankare', en: 'Ärlig' },
  // Finnish only: the Swedish and English pages show the Finnish title.
  { fi: 'Kissa' },
  { fi: 'Zeppeliini', sv: 'Zon', en: 'Apple' },
];

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), {
    build: { name: 'kokoelma', version: '0', commit: null },
    database,
    serveWeb: false,
  });
  const records = titles.map((title, i) =>
    makeRecord(i + 1, {
      title,
      inventoryNumber: `SARJA ${i + 1}`,
      yearFrom: 1900,
      acquisitionYear: null,
    }),
  );
  await upsertRecords(database.db, records, 1);
  await refreshDerivedData(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function idsByTitle(body: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/search',
    payload: { ...body, sort: 'title' },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { objectIds: number[] }).objectIds;
}

const expected = {
  fi: [1, 3, 4, 2], // Aamu, Kissa, Zeppeliini, Ööpinen
  sv: [2, 3, 4, 1], // Ankare, Kissa, Zon, Örn
  en: [4, 2, 3, 1], // Apple, Ärlig, Kissa, Zebra
};

describe('sort by title', () => {
  for (const lang of ['fi', 'sv', 'en'] as const) {
    it(`${lang}: browsing and filters follow the ${lang} titles`, async () => {
      expect(await idsByTitle({ lang })).toEqual(expected[lang]);
      expect(await idsByTitle({ lang, yearFrom: 1800 })).toEqual(expected[lang]);
    });
    it(`${lang}: a search with words follows the ${lang} titles`, async () => {
      expect(await idsByTitle({ lang, searchTerms: ['sarja'] })).toEqual(expected[lang]);
    });
  }
});
