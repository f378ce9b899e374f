import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { openDatabase, type Database } from '@kokoelma/db';
import { refreshDerivedData, upsertRecords } from '@kokoelma/collection';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { testRecords } from './collection-fixtures';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), {
    build: { name: 'kokoelma', version: '0', commit: null },
    database,
    serveWeb: false,
  });
  await upsertRecords(database.db, testRecords, 1);
  await refreshDerivedData(database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/search', () => {
  it('returns data, people, totals, ids, facets and the parameters', async () => {
    const res = await post('/api/search', { searchTerms: ['kissa'], lang: 'fi' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.objectIds).toEqual([1]);
    expect(body.data[0]).toMatchObject({ id: 1, title: { fi: 'Kissa' } });
    expect(body.totalCount).toBe(1);
    expect(body.searchParams).toEqual({ searchTerms: ['kissa'] });
    expect(Array.isArray(body.collections)).toBe(true);
  });

  // (The fixture's search answers are under the 1 KB below which nothing is compressed.)
  it.each<[string, object]>([['/api/search/additional', { ids: [1, 2] }]])(
    '%s is compressed like pages when the client takes it',
    async (url, payload) => {
      const plain = await post(url, payload);
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const res = await app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'accept-encoding': `${encoding}, deflate` },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(String(res.headers['vary']).toLowerCase()).toContain('accept-encoding');
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
      }
    },
  );

  it('page data (GET) is compressed too, and small answers are not', async () => {
    const url = '/api/pagedata?path=/en/search';
    const plain = await app.inject(url);
    expect(plain.statusCode).toBe(200);
    const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
    const small = await app.inject({ url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('browses everything with an empty query', async () => {
    const body = (await post('/api/search', { lang: 'en' })).json();
    expect(body.totalCount).toBe(testRecords.length);
  });

  it.each<[object, string]>([
    [{ lang: 'de' }, 'unknown language'],
    [{ lang: 'fi', searchTerms: [{ word: 'kissa' }] }, 'a term that is not text'],
    [{ lang: 'fi', displayFilter: 'moon' }, 'unknown display filter'],
    [{ lang: 'fi', yearFrom: 'soon' }, 'year not a number'],
    [{ lang: 'fi', hack: true }, 'unknown property'],
    [{}, 'language missing'],
  ])('answers 400 with {error, message} for %j (%s)', async (payload) => {
    const res = await post('/api/search', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.any(String) });
  });
});

describe('POST /api/search/additional and /api/objects', () => {
  it('returns objects in the order asked, skipping unknown ids', async () => {
    const res = await post('/api/search/additional', { ids: [3, 999, 1] });
    expect(res.json().map((o: { id: number }) => o.id)).toEqual([3, 1]);
  });

  it('returns one object, or 404 for an unknown id', async () => {
    expect((await post('/api/objects', { id: 2 })).json()).toMatchObject({ id: 2 });
    const missing = await post('/api/objects', { id: 424242 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('POST /api/predictions', () => {
  it('predicts from a prefix', async () => {
    const res = await post('/api/predictions', { search: 'kis', lang: 'fi' });
    expect(res.json()).toContainEqual({ text: 'Kissa', kind: 'title', objects: 1 });
  });
});

describe('no input crashes the collection API', () => {
  it('random bodies never get a 5xx', async () => {
    const urls = ['/api/search', '/api/search/additional', '/api/objects', '/api/predictions'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), fc.jsonValue(), async (url, body) => {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        return res.statusCode < 500;
      }),
      { numRuns: 400 },
    );
  });

  it('random search strings never get a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ maxLength: 40 }), { maxLength: 4 }),
        fc.constantFrom('fi', 'sv', 'en'),
        async (terms, lang) => {
          const res = await post('/api/search', { searchTerms: terms, lang });
          return res.statusCode === 200;
        },
      ),
      { numRuns: 300 },
    );
  });

  it('malformed JSON is a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"lang": "fi",',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('filters and site maps', () => {
  it('GET /api/filters lists filter values with counts', async () => {
    const res = await app.inject('/api/filters?lang=fi');
    expect(res.statusCode).toBe(200);
    const museum = res.json().find((f: { facet: string }) => f.facet === 'museum');
    expect(museum.values).toEqual([{ value: 'ateneum', count: 3 }]);
  });

  it('GET /api/sitemap pages through every object', async () => {
    const res = await app.inject('/api/sitemap?lang=en&page=1');
    expect(res.json()).toMatchObject({ page: 1, pages: 1, total: 3 });
    expect(res.json().objects[0]).toEqual({ id: 1, title: 'Cat' });
    expect((await app.inject('/api/sitemap?page=2')).statusCode).toBe(404);
    expect((await app.inject('/api/sitemap?page=zero')).statusCode).toBe(400);
  });

  it('/sitemap.xml indexes object site maps with hreflang alternates', async () => {
    const index = await app.inject('/sitemap.xml');
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('/sitemap-objects-1.xml</loc>');
    const page = await app.inject('/sitemap-objects-1.xml');
    expect(page.body.match(/<url>/g)).toHaveLength(9);
    expect(page.body).toContain('hreflang="sv" href="http://localhost:3000/sv/object/2"');
    expect((await app.inject('/sitemap-objects-2.xml')).statusCode).toBe(404);
    // Every person objects name has a page, in its own site map.
    expect(index.body).toContain('/sitemap-people-1.xml</loc>');
    const people = await app.inject('/sitemap-people-1.xml');
    expect(people.statusCode).toBe(200);
    expect(people.body.match(/<url>/g)).toHaveLength(3);
    expect(people.body).toContain('hreflang="en" href="http://localhost:3000/en/people/70001"');
    expect((await app.inject('/sitemap-people-2.xml')).statusCode).toBe(404);
    expect((await app.inject('/sitemap-people-01.xml')).statusCode).toBe(404);
    // One address per page, and no number beyond what SQL takes is asked of it (review L5).
    for (const n of ['01', '1e0', '0x1', '0', '-1', '900719925474099', '1000000']) {
      const res = await app.inject(`/sitemap-objects-${n}.xml`);
      expect(res.statusCode, n).toBe(404);
    }
  });
});
