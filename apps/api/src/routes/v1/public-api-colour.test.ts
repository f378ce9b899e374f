import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import type { Database } from '@kokoelma/db';
import { storePalette } from '@kokoelma/collection';
import { PublicObject } from '@kokoelma/contract';
import { hexToOklab } from '@kokoelma/contract/site';
import { PUBLIC_URL, buildPublicApi, openApiTestDatabase, testKeys } from './public-api-fixtures';

let database: Database;
let app: FastifyInstance;

const colour = (hex: string, share: number) => ({ lab: hexToOklab(hex), hex, share });

beforeAll(async () => {
  database = await openApiTestDatabase();
  // 1001 mostly blue, 1015 a blue corner, 1029 red; the others have no palette.
  await storePalette(database.db, 1001, '301001', [
    colour('#1e50c8', 0.82),
    colour('#f5f5f5', 0.18),
  ]);
  await storePalette(database.db, 1015, '301015', [colour('#f9d71c', 0.9), colour('#1e50c8', 0.1)]);
  await storePalette(database.db, 1029, '301029', [colour('#c62828', 1)]);
  app = await buildPublicApi(database, testKeys());
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string) =>
  app.inject({ method: 'GET', url, headers: { 'x-api-key': 'good-key' } });

describe('colour in the public API', () => {
  it('searches by colour: the most of it first, nothing without it', async () => {
    const response = await get('/api/v1/search?colour=%231E50C8&limit=1');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: PublicObject[]; total: number; next: string | null }>();
    expect(body.total).toBe(2);
    expect(body.items.map((item) => item.id)).toEqual([1001]);
    // The next page keeps the colour.
    expect(body.next).toBe(`${PUBLIC_URL}/api/v1/search?colour=%231E50C8&limit=1&offset=1`);
    const next = (await get('/api/v1/search?colour=%231E50C8&limit=1&offset=1')).json<{
      items: PublicObject[];
    }>();
    expect(next.items.map((item) => item.id)).toEqual([1015]);
    const red = (await get('/api/v1/search?colour=%23c62828')).json<{ items: PublicObject[] }>();
    expect(red.items.map((item) => item.id)).toEqual([1029]);
  });

  it('combines the colour with words and filters', async () => {
    const body = (await get('/api/v1/search?colour=%231e50c8&q=kissa')).json<{
      items: PublicObject[];
    }>();
    // Only 1001 of the blue ones is a cat ("Kissa 1001").
    expect(body.items.map((item) => item.id)).toEqual([1001]);
    // 1001 is a photo, 1015 an artwork.
    for (const [category, ids] of [
      ['photo', [1001]],
      ['artwork', [1015]],
    ] as const) {
      const body = (await get(`/api/v1/search?colour=%231e50c8&category=${category}`)).json<{
        items: PublicObject[];
      }>();
      expect(body.items.map((item) => item.id)).toEqual(ids);
    }
  });

  it('refuses a colour that is not #rrggbb', async () => {
    for (const bad of ['blue', '%231e50c', '%23zzzzzz']) {
      const response = await get(`/api/v1/search?colour=${bad}`);
      expect(response.statusCode).toBe(400);
    }
  });

  it('serves each object’s palette, valid against its schema', async () => {
    const object = (await get('/api/v1/objects/1001')).json<PublicObject>();
    expect(Value.Check(PublicObject, object)).toBe(true);
    expect(object.palette).toEqual([
      { hex: '#1e50c8', share: 0.82 },
      { hex: '#f5f5f5', share: 0.18 },
    ]);
    const without = (await get('/api/v1/objects/1002')).json<PublicObject>();
    expect(without.palette).toEqual([]);
  });

  it('documents the colour filter and the palette in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, { get: { parameters: Array<{ name: string }> } }>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    }>();
    const search = Object.entries(doc.paths).find(([path]) => path.endsWith('/search'));
    expect(search?.[1].get.parameters.map((p) => p.name)).toContain('colour');
    expect(Object.keys(doc.components.schemas['PublicObject']?.properties ?? {})).toContain(
      'palette',
    );
  });
});
