import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { sql } from 'kysely';
import { migrate, openDatabase, type Database } from '@kokoelma/db';
import { applyNextUpdates, enqueueUpdates, importRecords } from '@kokoelma/collection';
import { makeRecord } from '@kokoelma/collection/testing';
import type { CollectionRecord } from '@kokoelma/collection';
import { PublicObjectHistory } from '@kokoelma/contract';
import { PUBLIC_URL, buildPublicApi, testKeys } from './public-api-fixtures';

// GET /api/v1/objects/{id}/history (issue 40): what the imports and the update queue
// changed in an object, newest first, each field before and after.

let database: Database;
let app: FastifyInstance;

const items = (records: CollectionRecord[]) =>
  records.map((record) => ({ ok: true as const, record, warnings: [] }));
const dated = (year: number, extra: Partial<CollectionRecord> = {}) =>
  makeRecord(7, { title: { fi: 'Kesäilta' }, yearFrom: year, ...extra });

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await migrate(database.db);
  await importRecords(database.db, items([dated(1890), makeRecord(8)]));
  // The dating revised by an import, then the title by the museum's update queue; the
  // linked images only the store keeps change too, and stay out of the answer.
  await importRecords(
    database.db,
    items([
      dated(1894, {
        linkedImages: [{ url: 'https://kuvat.example/7.jpg', ordinal: 1 } as never],
      }),
    ]),
  );
  await enqueueUpdates(database.db, [
    {
      kind: 'record',
      format: 'museum-json',
      objectId: 7,
      record: dated(1894, { title: { fi: 'Kesäilta rannalla' } }),
    },
  ]);
  await applyNextUpdates(database.db, { importRun: 1_000_001 });
  await enqueueUpdates(database.db, [{ kind: 'delete', objectId: 8 }]);
  await applyNextUpdates(database.db, { importRun: 1_000_002 });
  app = await buildPublicApi(database, testKeys());
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string) =>
  app.inject({ method: 'GET', url, headers: { 'x-api-key': 'good-key' } });

describe('GET /api/v1/objects/{id}/history', () => {
  it('lists the changes newest first, each changed field before and after', async () => {
    const res = await get('/api/v1/objects/7/history');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Value.Check(PublicObjectHistory, body)).toBe(true);
    expect(body.items.map((v: { change: string; by: string }) => [v.change, v.by])).toEqual([
      ['updated', 'update-queue'],
      ['updated', 'import'],
      ['created', 'import'],
    ]);
    expect(body.items[0].fields).toEqual([
      { field: 'title', before: { fi: 'Kesäilta' }, after: { fi: 'Kesäilta rannalla' } },
    ]);
    // The import changed the dating and the store's own linked images: only the dating
    // is the public object's.
    expect(body.items[1].fields).toEqual([{ field: 'yearFrom', before: 1890, after: 1894 }]);
    const { rows } = await sql<{ fields: string[] }>`
      select fields from collection_object_history where object_id = 7 order by id`.execute(
      database.db,
    );
    expect(rows[1]?.fields).toEqual(['linkedImages', 'yearFrom']);
    expect(body.items[2].fields).toEqual([]);
    expect(Date.parse(body.items[0].changedAt)).toBeGreaterThanOrEqual(
      Date.parse(body.items[1].changedAt),
    );
    expect(body.links).toEqual({
      self: `${PUBLIC_URL}/api/v1/objects/7/history`,
      object: `${PUBLIC_URL}/api/v1/objects/7`,
    });
  });

  it('keeps a deleted object’s history', async () => {
    const body = (await get('/api/v1/objects/8/history')).json();
    expect(body.items.map((v: { change: string }) => v.change)).toEqual(['deleted', 'created']);
  });

  it('answers 404 for an object never known, and 400 for no id', async () => {
    expect((await get('/api/v1/objects/999/history')).statusCode).toBe(404);
    expect((await get('/api/v1/objects/abc/history')).statusCode).toBe(400);
  });
});
