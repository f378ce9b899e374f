import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import type { Database } from '@kokoelma/db';
import { RESULT_ID_LIMIT, createCollectionService } from '@kokoelma/collection';
import {
  PUBLIC_API_PREFIX,
  PUBLIC_SEARCH_RESULT_LIMIT,
  PublicObject,
  publicApiExamples,
} from '@kokoelma/contract';
import { searchParamsFromQuery } from '@kokoelma/contract/site';
import {
  PUBLIC_URL,
  apiRecords,
  buildPublicApi,
  openApiTestDatabase,
  testKeys,
} from './public-api-fixtures';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openApiTestDatabase();
  // Batches of 4 make the 30-object export read the database eight times.
  app = await buildPublicApi(database, testKeys(), { exportBatchSize: 4 });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string) =>
  app.inject({ method: 'GET', url, headers: { 'x-api-key': 'good-key' } });

async function followNext(url: string) {
  const ids: number[] = [];
  let next: string | null = url;
  for (let pages = 0; next !== null && pages < 100; pages += 1) {
    const body: { items: Array<{ id: number }>; next: string | null } = (
      await get(next.replace(PUBLIC_URL, ''))
    ).json();
    ids.push(...body.items.map((item) => item.id));
    next = body.next;
  }
  return ids;
}

describe('GET /api/v1/search', () => {
  it('is the site search: the same matches, in the same order, page after page', async () => {
    const query = 'q=maisema&category=artwork&sort=year-desc';
    const site = await createCollectionService(database.db).search(
      searchParamsFromQuery(query),
      'fi',
    );
    expect(site.objectIds.length).toBeGreaterThan(10);
    const first = (await get(`/api/v1/search?${query}&limit=4`)).json();
    expect(first).toMatchObject({
      total: site.totalCount,
      pageable: site.objectIds.length,
      offset: 0,
      limit: 4,
    });
    expect(first.facets.map((f: { facet: string }) => f.facet)).toContain('category');
    expect(await followNext(`/api/v1/search?${query}&limit=4`)).toEqual(site.objectIds);
  });

  it('finds words in the language asked for, and people by name', async () => {
    const cats = (await get('/api/v1/search?q=cat&lang=en')).json();
    expect(cats.items.map((o: { id: number }) => o.id).sort()).toEqual(
      apiRecords
        .filter((r) => r.title.en?.startsWith('Cat'))
        .map((r) => r.id)
        .sort(),
    );
    const people = (await get('/api/v1/search?q=edelfelt')).json();
    expect(people.people).toEqual([
      expect.objectContaining({ id: '50001', name: 'Albert Edelfelt' }),
    ]);
  });

  it('documents as pageable exactly what the engine ranks', () => {
    expect(PUBLIC_SEARCH_RESULT_LIMIT).toBe(RESULT_ID_LIMIT);
  });

  it('returns an empty page past the end, and 400 past the pageable results', async () => {
    const past = (await get('/api/v1/search?q=kissa&offset=900')).json();
    expect(past.items).toEqual([]);
    expect(past.next).toBeNull();
    expect((await get('/api/v1/search?offset=1000')).statusCode).toBe(400);
    expect((await get('/api/v1/search?sort=random')).statusCode).toBe(400);
    expect((await get('/api/v1/search?cursor=abc')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/people', () => {
  it('lists people with their object counts and links that work', async () => {
    const body = (await get('/api/v1/people')).json();
    expect(body).toMatchObject({ total: 1, nextCursor: null, next: null });
    const [person] = body.items;
    expect(person).toMatchObject({
      id: '50001',
      name: 'Albert Edelfelt',
      birthPlace: 'Kiialan kartano, Porvoon mlk',
      deathPlace: 'Haikko, Porvoon mlk',
      sameAs: ['http://www.wikidata.org/entity/Q362408'],
      otherNames: [],
      objectCount: apiRecords.filter((r) => r.people.length > 0).length,
      links: {
        self: `${PUBLIC_URL}/api/v1/people/50001`,
        page: `${PUBLIC_URL}/fi/people/50001`,
      },
    });
    const theirs = (await get(person.links.objects.replace(PUBLIC_URL, ''))).json();
    expect(theirs.total).toBe(person.objectCount);
    expect((await get('/api/v1/people/50001')).json()).toEqual(person);
  });

  it('finds people by the start of their names; 404 for an unknown person', async () => {
    expect((await get('/api/v1/people?q=albe')).json().total).toBe(1);
    expect((await get('/api/v1/people?q=picasso')).json().items).toEqual([]);
    const missing = await get('/api/v1/people/nobody');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('not_found');
  });
});

describe('GET /api/v1/export', () => {
  it('streams every object exactly once as JSON Lines, in id order', async () => {
    const res = await get('/api/v1/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/jsonl; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('.jsonl');
    expect(res.body.endsWith('\n')).toBe(true);
    const lines = res.body.slice(0, -1).split('\n');
    const objects = lines.map((line) => JSON.parse(line) as PublicObject);
    expect(objects.map((o) => o.id)).toEqual(apiRecords.map((r) => r.id).sort((a, b) => a - b));
    expect(objects.every((o) => Value.Check(PublicObject, o))).toBe(true);
    // The same shape as one object.
    expect(objects[0]).toEqual((await get('/api/v1/objects/1001')).json());
  });

  it('needs a key like every other route', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/export' })).statusCode).toBe(401);
  });
});

describe('the documentation examples', () => {
  it.each(Object.entries(publicApiExamples))('%s: %s answers 200', async (_name, example) => {
    const res = await get(`${PUBLIC_API_PREFIX}${example}`);
    expect(res.statusCode).toBe(200);
  });
});
