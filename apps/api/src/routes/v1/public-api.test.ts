import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import type { Database } from '@kokoelma/db';
import { PublicObject } from '@kokoelma/contract';
import { encodeCursor } from './cursor';
import {
  PUBLIC_URL,
  apiRecords,
  buildPublicApi,
  openApiTestDatabase,
  testKeys,
} from './public-api-fixtures';

let database: Database;
let app: FastifyInstance;
const keys = testKeys();

beforeAll(async () => {
  database = await openApiTestDatabase();
  app = await buildPublicApi(database, keys);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, key: string | null = 'good-key', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...(key ? { 'x-api-key': key } : {}), ...headers } });

/** Follows `next` links from `url`, collecting the ids of every page. */
async function followNext(url: string): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = [];
  let next: string | null = url;
  let pages = 0;
  while (next !== null && pages < 100) {
    const res = await get(next.replace(PUBLIC_URL, ''));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ items: Array<{ id: number }>; next: string | null }>();
    ids.push(...body.items.map((item) => item.id));
    next = body.next;
    pages += 1;
  }
  return { ids, pages };
}

const sortedIds = (test: (r: (typeof apiRecords)[number]) => boolean = () => true) =>
  apiRecords
    .filter(test)
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe('API keys', () => {
  // Issue 43: the read routes answer without a key (at the keyless rate, per address);
  // this test asserted 401 for a keyless read before, and now asserts the answer. The
  // export still needs a key, and says so as every keyless request once did.
  it('answers a read without a key, and refuses the export without one: 401 and a hint', async () => {
    for (const url of ['/api/v1/objects', '/api/v1/objects/1001', '/api/v1/search?q=kissa']) {
      const res = await get(url, null);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['ratelimit-policy'], url).toMatch(/^"keyless";q=\d+;w=60$/);
    }
    const res = await get('/api/v1/export', null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'api_key_missing',
      message: expect.stringMatching(/x-api-key/),
    });
    expect(res.headers['www-authenticate']).toBe('ApiKey header="x-api-key"');
  });

  it('refuses an unknown key, and a key once it is revoked', async () => {
    expect((await get('/api/v1/objects/1001', 'made-up')).json()).toMatchObject({
      error: 'api_key_invalid',
    });
    keys.set('short-lived', 'key-9');
    expect((await get('/api/v1/objects/1001', 'short-lived')).statusCode).toBe(200);
    keys.delete('short-lived');
    const revoked = await get('/api/v1/objects/1001', 'short-lived');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error).toBe('api_key_invalid');
  });

  it('serves the OpenAPI document without a key', async () => {
    const res = await get('/api/v1/openapi.json', null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().openapi).toBe('3.1.0');
  });
});

describe('CORS', () => {
  const origin = { origin: 'https://someone-elses.example' };

  it('lets scripts on any origin read answers, refusals included, without credentials', async () => {
    for (const res of [
      await get('/api/v1/objects', 'good-key', origin),
      await get('/api/v1/objects', null, origin),
    ]) {
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers['access-control-expose-headers']).toContain('retry-after');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('answers the preflight of a request carrying the key header', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/objects',
      headers: {
        ...origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-headers']).toContain('x-api-key');
    expect(res.headers['access-control-allow-methods']).toContain('GET');
    expect(res.headers['access-control-allow-methods']).not.toContain('POST');
  });
});

describe('rate limit', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildPublicApi(database, keys, { rateLimit: { max: 2, timeWindow: 60_000 } });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After once a key has used its requests, counting per key', async () => {
    const call = (key: string, remoteAddress = '127.0.0.1') =>
      limited.inject({
        method: 'GET',
        url: '/api/v1/objects?limit=1',
        headers: { 'x-api-key': key },
        remoteAddress,
      });
    expect((await call('good-key')).statusCode).toBe(200);
    expect((await call('good-key')).headers['x-ratelimit-remaining']).toBe('0');
    const refused = await call('good-key');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'too_many_requests', message: expect.any(String) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 60).toBe(true);
    // Another key (of another account, elsewhere) has its own count; the document is not
    // counted at all.
    expect((await call('other-key', '192.0.2.99')).statusCode).toBe(200);
    const doc = await limited.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(doc.statusCode).toBe(200);
  });
});

describe('limits beyond the key (issue 18: keys are free, so a limit per key does not bind)', () => {
  let limited: FastifyInstance;
  // Two keys of one account (one regenerated, say), and another account's key.
  const owners = new Map([
    ['first-key', { keyId: 'k1', userId: 'u1' }],
    ['second-key', { keyId: 'k2', userId: 'u1' }],
    ['third-key', { keyId: 'k3', userId: 'u2' }],
    ['fourth-key', { keyId: 'k4', userId: 'u3' }],
    ['fifth-key', { keyId: 'k5', userId: 'u4' }],
    ['sixth-key', { keyId: 'k6', userId: 'u5' }],
  ]);
  beforeAll(async () => {
    limited = await buildPublicApi(database, keys, {
      verifyKey: async (raw) => owners.get(raw) ?? null,
      rateLimit: { max: 3, timeWindow: 60_000 },
      exportsPerHour: 1,
    });
  });
  afterAll(() => limited.close());

  const call = (key: string, remoteAddress: string, url = '/api/v1/objects?limit=1') =>
    limited.inject({ method: 'GET', url, headers: { 'x-api-key': key }, remoteAddress });

  it('counts every key of one account together', async () => {
    expect((await call('first-key', '192.0.2.1')).statusCode).toBe(200);
    expect((await call('first-key', '192.0.2.2')).statusCode).toBe(200);
    expect((await call('second-key', '192.0.2.3')).statusCode).toBe(200);
    const refused = await call('second-key', '192.0.2.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'too_many_requests',
      message: expect.stringContaining('per account'),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts every account from one address together', async () => {
    expect((await call('third-key', '198.51.100.7')).statusCode).toBe(200);
    expect((await call('third-key', '198.51.100.7')).statusCode).toBe(200);
    expect((await call('fourth-key', '198.51.100.7')).statusCode).toBe(200);
    const refused = await call('fourth-key', '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('from one address');
    // The same account elsewhere still has requests left.
    expect((await call('fourth-key', '198.51.100.8')).statusCode).toBe(200);
  });

  it('counts every address of one IPv6 /64 as one address', async () => {
    // Rotating the interface part of the address, as any IPv6 client can.
    expect((await call('fifth-key', '2001:db8:7:7::1')).statusCode).toBe(200);
    expect((await call('fifth-key', '2001:db8:7:7::2')).statusCode).toBe(200);
    expect((await call('sixth-key', '2001:db8:7:7:a:b:c:d')).statusCode).toBe(200);
    const refused = await call('sixth-key', '2001:db8:7:7::4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('from one address');
    // The next /64 is another client.
    expect((await call('sixth-key', '2001:db8:7:8::1')).statusCode).toBe(200);
  });

  it('lets one address, and everyone together, start the export only so often (review I6)', async () => {
    const capped = await buildPublicApi(database, keys, {
      verifyKey: async (raw) => owners.get(raw) ?? null,
      exportsPerHour: 1,
      siteExportsPerHour: 2,
    });
    try {
      const run = (key: string, remoteAddress: string) =>
        capped.inject({
          method: 'GET',
          url: '/api/v1/export',
          headers: { 'x-api-key': key },
          remoteAddress,
        });
      expect((await run('first-key', '2001:db8:9:9::1')).statusCode).toBe(200);
      // Another account from the same /64.
      const sameAddress = await run('third-key', '2001:db8:9:9::2');
      expect(sameAddress.statusCode).toBe(429);
      expect(sameAddress.json().message).toContain('exports from one address');
      // (The refused attempt counted for that account: another account elsewhere goes.)
      expect((await run('fifth-key', '203.0.113.30')).statusCode).toBe(200);
      // The site's two are used: a third account from a third address waits.
      const site = await run('fourth-key', '198.51.100.40');
      expect(site.statusCode).toBe(429);
      expect(site.json().message).toContain('exports for everyone');
    } finally {
      await capped.close();
    }
  });

  it('lets one account start the export only so often', async () => {
    const limitedExport = await buildPublicApi(database, keys, {
      verifyKey: async (raw) => owners.get(raw) ?? null,
      exportsPerHour: 1,
    });
    try {
      const run = (key: string, remoteAddress = '127.0.0.1') =>
        limitedExport.inject({
          method: 'GET',
          url: '/api/v1/export',
          headers: { 'x-api-key': key },
          remoteAddress,
        });
      expect((await run('first-key')).statusCode).toBe(200);
      const refused = await run('second-key');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toContain('exports per account');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
      // Other routes and other accounts elsewhere are not held back by it.
      expect((await run('third-key', '198.51.100.20')).statusCode).toBe(200);
      const list = await limitedExport.inject({
        method: 'GET',
        url: '/api/v1/objects?limit=1',
        headers: { 'x-api-key': 'first-key' },
      });
      expect(list.statusCode).toBe(200);
    } finally {
      await limitedExport.close();
    }
  });
});

describe('GET /api/v1/objects', () => {
  it('pages through every object exactly once, in id order, by following next', async () => {
    const { ids, pages } = await followNext('/api/v1/objects?limit=7');
    expect(ids).toEqual(sortedIds());
    expect(pages).toBe(5);
  });

  it('takes the cursor of the previous page, with 20 a page by default', async () => {
    const first = (await get('/api/v1/objects')).json();
    expect(first).toMatchObject({ total: 30, limit: 20 });
    expect(first.items).toHaveLength(20);
    const second = (await get(`/api/v1/objects?cursor=${first.nextCursor}`)).json();
    expect(second.items).toHaveLength(10);
    expect(second.nextCursor).toBeNull();
    expect(second.next).toBeNull();
    expect([...first.items, ...second.items].map((o: { id: number }) => o.id)).toEqual(sortedIds());
  });

  it('filters as the site search does, keeping the filters in the next link', async () => {
    const photos = await followNext('/api/v1/objects?category=photo&image=1&limit=2');
    expect(photos.ids).toEqual(
      sortedIds((r) => r.category.value === 'photo' && r.images.length > 0),
    );
    const sea = await followNext('/api/v1/objects?keyword=sea&lang=en&limit=3');
    expect(sea.ids).toEqual(sortedIds((r) => r.keywords.length > 0));
    const years = (await get('/api/v1/objects?yearFrom=1900&yearTo=1910&limit=100')).json();
    expect(years.items.map((o: { id: number }) => o.id)).toEqual(
      sortedIds((r) => (r.yearFrom ?? 0) >= 1900 && (r.yearFrom ?? 0) <= 1910),
    );
    const person = (await get('/api/v1/objects?person=50001&limit=100')).json();
    expect(person.total).toBe(sortedIds((r) => r.people.length > 0).length);
  });

  it.each([
    'limit=0',
    'limit=101',
    'limit=many',
    'cursor=%21%21',
    'cursor=bm9wZQ',
    'display=moon',
    'category=dragon',
    'yearFrom=soon',
    'image=yes',
    'q=kissa',
    'hack=1',
  ])('answers 400 {error, message} for ?%s', async (query) => {
    const res = await get(`/api/v1/objects?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.any(String) });
  });

  it('refuses the cursor of another listing', async () => {
    const ofPeople = encodeCursor('people', '50001');
    expect((await get(`/api/v1/people?cursor=${ofPeople}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/objects?cursor=${ofPeople}`)).statusCode).toBe(400);
    const ofObjects = encodeCursor('objects', 1010);
    expect((await get(`/api/v1/people?cursor=${ofObjects}`)).statusCode).toBe(400);
  });

  it('refuses a cursor beyond any object id with 400, not a database error (review L5)', async () => {
    for (const after of [Number.MAX_SAFE_INTEGER, 2_147_483_648, -2_147_483_649]) {
      const res = await get(`/api/v1/objects?cursor=${encodeCursor('objects', after)}`);
      expect(res.statusCode, String(after)).toBe(400);
      expect(res.json()).toEqual({ error: 'bad_request', message: expect.any(String) });
    }
    const last = await get(`/api/v1/objects?cursor=${encodeCursor('objects', 2_147_483_647)}`);
    expect(last.statusCode).toBe(200);
    expect(last.json().items).toEqual([]);
  });
});

describe('GET /api/v1/objects/{id}', () => {
  it('serves the documented shape: language maps, people, images, links', async () => {
    const res = await get('/api/v1/objects/1001');
    expect(res.statusCode).toBe(200);
    const object = res.json();
    expect(Value.Check(PublicObject, object)).toBe(true);
    expect(object).toMatchObject({
      id: 1001,
      title: { fi: 'Kissa 1001', sv: 'Katt 1001', en: 'Cat 1001' },
      category: { value: 'photo', name: { fi: 'kuva', sv: 'bild', en: 'picture' } },
      museum: { id: 'ateneum', name: { en: 'Ateneum Art Museum' } },
      people: [{ id: '50001', name: 'Albert Edelfelt', role: { fi: 'taiteilija', en: 'artist' } }],
      links: {
        self: `${PUBLIC_URL}/api/v1/objects/1001`,
        pages: { sv: `${PUBLIC_URL}/sv/object/1001` },
        iiifManifest: `${PUBLIC_URL}/iiif/3/manifest/object/1001`,
      },
    });
    expect(object.images[0]).toMatchObject({
      id: '301001',
      width: 2400,
      license: 'CC0',
      description: {
        fi: 'Kissa istuu ikkunalaudalla.',
        sv: 'En katt sitter i fönstret.',
        en: null,
      },
      urls: {
        thumbnail: `${PUBLIC_URL}/images/1/jpg/250/301001.jpg`,
        large: `${PUBLIC_URL}/images/1/jpg/2000/301001.jpg`,
      },
    });
  });

  it('leaves a missing language null and lets the preferred title win', async () => {
    const landscape = (await get('/api/v1/objects/1002')).json();
    expect(landscape.title).toEqual({ fi: 'Maisema 1002', sv: null, en: null });
    const preferred = (await get('/api/v1/objects/1008')).json();
    expect(preferred.title.fi).toBe('Parempi nimi');
  });

  it('answers 404 for an unknown id and 400 for one that is no id', async () => {
    const missing = await get('/api/v1/objects/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: expect.any(String) });
    expect((await get('/api/v1/objects/abc')).statusCode).toBe(400);
    expect((await get('/api/v1/objects/0')).statusCode).toBe(400);
  });
});
