import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { refreshDerivedData, upsertRecords } from '@kokoelma/collection';
import { makeRecord } from '@kokoelma/collection/testing';
import { buildApp } from '../app';
import { loadConfig } from '../config';

// Issue 21 item 5: a search answers with at most 1,000 ids; "show more" goes on from where
// they end (POST /api/search with offset), so every result can be reached.

const COUNT = 1_060;
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), {
    build: { name: 'kokoelma', version: '0', commit: null },
    database,
    serveWeb: false,
  });
  const records = Array.from({ length: COUNT }, (_, i) =>
    makeRecord(i + 1, {
      title: { fi: `Maisema ${i + 1}` },
      inventoryNumber: `M ${i + 1}`,
      yearFrom: 1800 + (i % 200),
      acquisitionYear: null,
    }),
  );
  for (let i = 0; i < records.length; i += 500) {
    await upsertRecords(database.db, records.slice(i, i + 500), 1);
  }
  await refreshDerivedData(database.db);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function search(body: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/search', payload: body });
  expect(res.statusCode).toBe(200);
  return res.json() as { totalCount: number; objectIds: number[]; data: Array<{ id: number }> };
}

describe('POST /api/search with offset', () => {
  for (const [name, params] of [
    ['browsing everything', {}],
    ['words in relevance order', { searchTerms: ['maisema'] }],
    ['words by year', { searchTerms: ['maisema'], sort: 'year-asc' }],
    ['a filter', { yearFrom: 1800 }],
  ] as const) {
    it(`continues past the first 1,000 ids: ${name}`, async () => {
      const first = await search({ ...params, lang: 'fi' });
      expect(first.totalCount).toBe(COUNT);
      expect(first.objectIds).toHaveLength(1000);
      const next = await search({ ...params, lang: 'fi', offset: first.objectIds.length });
      expect(next.totalCount).toBe(COUNT);
      expect(next.objectIds).toHaveLength(COUNT - 1000);
      const all = [...first.objectIds, ...next.objectIds];
      expect(new Set(all).size).toBe(COUNT);
      // The same order as one long list: a window from the middle agrees.
      const middle = await search({ ...params, lang: 'fi', offset: 990 });
      expect(middle.objectIds.slice(0, 20)).toEqual(all.slice(990, 1010));
      expect(middle.data[0]?.id).toBe(all[990]);
    });
  }

  it('refuses a negative offset', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { lang: 'fi', offset: -1 },
    });
    expect(res.statusCode).toBe(400);
  });
});
