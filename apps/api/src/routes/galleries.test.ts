import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertRecords } from '@kokoelma/collection';
import { makeRecord } from '@kokoelma/collection/testing';
import {
  SETUP_TIMEOUT,
  authTestApp,
  cookieFrom,
  freshIp,
  type AuthTestApp,
} from './auth-test-support';

const COOKIE = 'kokoelma_session';
/** The test collection: artworks 1–6. Anything else is not in the collection. */
const ARTWORKS = [1, 2, 3, 4, 5, 6];

let t: AuthTestApp;
beforeAll(async () => {
  t = await authTestApp();
  await upsertRecords(
    t.database.db,
    ARTWORKS.map((id) => makeRecord(id)),
    1,
  );
}, SETUP_TIMEOUT);
afterAll(async () => t?.close());

let people = 0;
/** Registers a new visitor; their session cookie. */
async function signUp(name = 'Helene Schjerfbeck'): Promise<string> {
  people += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: `galleries${people}@example.fi`, password: 'ateneumin portailla', name },
    headers: freshIp(),
  });
  const cookie = cookieFrom(res, COOKIE);
  if (res.statusCode !== 201 || !cookie) throw new Error(`sign-up failed: ${res.body}`);
  return cookie;
}

type Method = NonNullable<InjectOptions['method']>;

const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    cookies: cookie ? { [COOKIE]: cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

async function newGallery(cookie: string, artworkId = 1, name = 'Talvi') {
  const res = await call('POST', '/api/galleries', cookie, { name, artworkId });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; slug: string; objects: Array<{ id: number }> };
}

describe('signed out', () => {
  it.each<[Method, string, object?]>([
    ['GET', '/api/galleries'],
    ['POST', '/api/galleries', { name: 'A', artworkId: 1 }],
    ['GET', '/api/galleries/1/edit'],
    ['PATCH', '/api/galleries/1', { name: 'A' }],
    ['DELETE', '/api/galleries/1'],
    ['POST', '/api/galleries/1/artwork/1'],
    ['DELETE', '/api/galleries/1/artwork/1'],
    ['POST', '/api/galleries/1/share', {}],
    ['GET', '/api/favourites'],
    ['POST', '/api/favourites/1'],
    ['DELETE', '/api/favourites/1'],
  ])('%s %s answers 401', async (method, url, payload) => {
    const res = await call(method, url, undefined, payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
  });

  it('an ended session is signed out too', async () => {
    const res = await call('GET', '/api/galleries', 'not-a-session');
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/galleries', () => {
  it('creates a gallery with one artwork, and the header counts it', async () => {
    const cookie = await signUp();
    const res = await call('POST', '/api/galleries', cookie, { name: ' Talvi ', artworkId: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      id: expect.any(Number),
      kind: 'gallery',
      name: 'Talvi',
      slug: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      description: '',
      visibility: 'link',
      editToken: null,
      objects: [{ id: 3, addedAt: expect.any(String), note: '' }],
      objectCount: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await call('POST', '/api/favourites/4', cookie);
    expect((await call('GET', '/api/auth/me', cookie)).json()).toMatchObject({ galleries: 1 });
  });

  it.each<[object, string | undefined]>([
    [{ name: '', artworkId: 1 }, 'name_empty'],
    [{ name: 'x'.repeat(201), artworkId: 1 }, 'name_too_long'],
    [{ name: 'x'.repeat(1001), artworkId: 1 }, undefined],
    [{ name: 'A' }, undefined],
    [{ artworkId: 1 }, undefined],
    [{ name: 'A', artworkId: 'one' }, undefined],
    [{ name: 'A', artworkId: 0 }, undefined],
    [{ name: 'A', artworkId: 1.5 }, undefined],
    [{ name: 'A', artworkId: 1, owner: 'someone' }, undefined],
  ])('answers 400 for %j', async (payload, reason) => {
    const cookie = await signUp();
    const res = await call('POST', '/api/galleries', cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request', ...(reason ? { reason } : {}) });
  });

  it('answers 404 for an artwork the collection does not have', async () => {
    const cookie = await signUp();
    const res = await call('POST', '/api/galleries', cookie, { name: 'A', artworkId: 999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found', reason: 'artwork_not_found' });
  });
});

describe('reading galleries', () => {
  it('lists one’s own galleries, newest first', async () => {
    const cookie = await signUp();
    const first = await newGallery(cookie, 1, 'Eka');
    const second = await newGallery(cookie, 2, 'Toka');
    await newGallery(await signUp(), 3, 'Muiden');
    const res = await call('GET', '/api/galleries', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((g: { id: number }) => g.id)).toEqual([second.id, first.id]);
  });

  it('shows the edit view to the owner, and 404 to anyone else', async () => {
    const cookie = await signUp();
    const gallery = await newGallery(cookie);
    expect((await call('GET', `/api/galleries/${gallery.id}/edit`, cookie)).statusCode).toBe(200);
    const other = await call('GET', `/api/galleries/${gallery.id}/edit`, await signUp());
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: 'not_found', reason: 'gallery_not_found' });
    expect((await call('GET', '/api/galleries/999999/edit', cookie)).statusCode).toBe(404);
  });

  it('shows a shared gallery to anyone with the link, signed out too', async () => {
    const cookie = await signUp();
    const gallery = await newGallery(cookie);
    const anyone = await call('GET', `/api/galleries/${gallery.slug}`);
    expect(anyone.statusCode).toBe(200);
    expect(anyone.headers['cache-control']).toBe('private, no-store');
    expect(anyone.json()).toMatchObject({ id: gallery.id, name: 'Talvi', owned: false });
    expect(anyone.json()).not.toHaveProperty('user_id');
    const owner = await call('GET', `/api/galleries/${gallery.slug}`, cookie);
    expect(owner.json()).toMatchObject({ owned: true });
  });

  it('does not find a shared gallery by a made-up slug or by its numeric id', async () => {
    expect((await call('GET', `/api/galleries/${'a'.repeat(22)}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/galleries/1')).statusCode).toBe(400);
    expect((await call('GET', '/api/galleries/short')).statusCode).toBe(400);
  });
});

describe('changing a gallery', () => {
  it('adds an artwork with an empty body, and refuses it a second time (409)', async () => {
    const cookie = await signUp();
    const gallery = await newGallery(cookie, 1);
    const added = await call('POST', `/api/galleries/${gallery.id}/artwork/2`, cookie);
    expect(added.statusCode).toBe(200);
    expect(added.json().objects.map((o: { id: number }) => o.id)).toEqual([2, 1]);
    const again = await call('POST', `/api/galleries/${gallery.id}/artwork/2`, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'conflict',
      message: 'The artwork is in this gallery already.',
      reason: 'artwork_in_gallery',
    });
  });

  it('removes an artwork and answers with the updated gallery', async () => {
    const cookie = await signUp();
    const gallery = await newGallery(cookie, 1);
    await call('POST', `/api/galleries/${gallery.id}/artwork/2`, cookie);
    const res = await call('DELETE', `/api/galleries/${gallery.id}/artwork/1`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ objects: [{ id: 2 }], objectCount: 1 });
  });

  it('renames, deletes out of sight, and restores with the artworks', async () => {
    const cookie = await signUp();
    const gallery = await newGallery(cookie, 1);
    const renamed = await call('PATCH', `/api/galleries/${gallery.id}`, cookie, { name: 'Kesä' });
    expect(renamed.json()).toMatchObject({ name: 'Kesä' });
    const deleted = await call('DELETE', `/api/galleries/${gallery.id}`, cookie);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call('GET', `/api/galleries/${gallery.id}/edit`, cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/galleries/${gallery.slug}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/galleries', cookie)).json()).toEqual([]);
    const bin = (await call('GET', '/api/galleries/deleted', cookie)).json();
    expect(bin).toEqual([expect.objectContaining({ id: gallery.id, name: 'Kesä' })]);
    const restored = await call('POST', `/api/galleries/${gallery.id}/restore`, cookie);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().objects).toEqual([expect.objectContaining({ id: 1 })]);
    expect((await call('GET', `/api/galleries/${gallery.slug}`)).statusCode).toBe(200);
  });

  it('lets nobody else change a gallery: 404 as if it did not exist', async () => {
    const gallery = await newGallery(await signUp());
    const other = await signUp();
    for (const [method, url, payload] of [
      ['POST', `/api/galleries/${gallery.id}/artwork/2`],
      ['DELETE', `/api/galleries/${gallery.id}/artwork/1`],
      ['PATCH', `/api/galleries/${gallery.id}`, { name: 'Minun' }],
      ['POST', `/api/galleries/${gallery.id}/share`, {}],
      ['DELETE', `/api/galleries/${gallery.id}`],
    ] as Array<[Method, string, object?]>) {
      const res = await call(method, url, other, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', `/api/galleries/${gallery.slug}`)).json()).toMatchObject({
      name: 'Talvi',
      objectCount: 1,
    });
  });

  it('refuses a change from another site (origin check)', async () => {
    const cookie = await signUp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/galleries',
      cookies: { [COOKIE]: cookie },
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { name: 'A', artworkId: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect((await call('GET', '/api/galleries', cookie)).json()).toEqual([]);
  });
});

describe('POST /api/galleries/{id}/share', () => {
  it('gives the link, and queues an e-mail in the outbox when an address is given', async () => {
    const cookie = await signUp('Akseli Gallen-Kallela');
    const gallery = await newGallery(cookie);
    const link = await call('POST', `/api/galleries/${gallery.id}/share`, cookie, { lang: 'en' });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({
      url: `http://localhost:3000/en/galleries/${gallery.slug}`,
      path: `/en/galleries/${gallery.slug}`,
      subject: 'Gallery: Talvi',
      body: expect.stringContaining(gallery.slug),
      emailed: false,
    });
    const mailed = await call('POST', `/api/galleries/${gallery.id}/share`, cookie, {
      email: 'ystava@example.fi',
    });
    expect(mailed.json()).toMatchObject({ emailed: true, subject: 'Galleria: Talvi' });
    const queued = await t.database.db
      .selectFrom('outbox')
      .select(['to_address', 'body'])
      .where('to_address', '=', 'ystava@example.fi')
      .executeTakeFirstOrThrow();
    expect(queued.body).toContain('Akseli Gallen-Kallela');
  });

  it('answers 400 for an address that is not one', async () => {
    const cookie = await signUp();
    const gallery = await newGallery(cookie);
    const res = await call('POST', `/api/galleries/${gallery.id}/share`, cookie, { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'invalid_email' });
  });
});

describe('favourites', () => {
  it('are created on first use, hold artworks once, and stay out of the gallery list', async () => {
    const cookie = await signUp();
    const empty = await call('GET', '/api/favourites', cookie);
    expect(empty.json()).toMatchObject({ kind: 'favourites', objects: [] });
    await call('POST', '/api/favourites/5', cookie);
    const again = await call('POST', '/api/favourites/5', cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: empty.json().id, objects: [{ id: 5 }] });
    expect((await call('GET', '/api/galleries', cookie)).json()).toEqual([]);
    const removed = await call('DELETE', '/api/favourites/5', cookie);
    expect(removed.json()).toMatchObject({ objects: [] });
    expect((await call('POST', '/api/favourites/999', cookie)).statusCode).toBe(404);
  });
});

it('deleting an account deletes its galleries', async () => {
  const gallery = await newGallery(await signUp('Poistuva Käyttäjä'));
  await t.database.db
    .deleteFrom('accounts_users')
    .where('name', '=', 'Poistuva Käyttäjä')
    .execute();
  expect((await call('GET', `/api/galleries/${gallery.slug}`)).statusCode).toBe(404);
});

it('never answers 5xx to bad ids, paths or bodies', async () => {
  const cookie = await signUp();
  const gallery = await newGallery(cookie);
  const segment = fc.oneof(
    fc.constantFrom(String(gallery.id), gallery.slug, '0', '-1', '1e3', '9'.repeat(20), '%00', ''),
    fc.integer().map(String),
    fc.string({ maxLength: 30 }).map(encodeURIComponent),
  );
  const body = fc.oneof(
    fc.constant(undefined),
    fc.jsonValue({ maxDepth: 2 }),
    fc.record({
      name: fc.oneof(fc.string({ maxLength: 250 }), fc.integer()),
      artworkId: fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 5 })),
    }),
  );
  const method = fc.constantFrom<Method>('GET', 'POST', 'PATCH', 'DELETE');
  const path = fc.oneof(
    segment.map((a) => `/api/galleries/${a}`),
    segment.map((a) => `/api/galleries/${a}/edit`),
    segment.map((a) => `/api/galleries/${a}/share`),
    fc.tuple(segment, segment).map(([a, b]) => `/api/galleries/${a}/artwork/${b}`),
    segment.map((a) => `/api/favourites/${a}`),
  );
  await fc.assert(
    fc.asyncProperty(method, path, body, fc.boolean(), async (m, url, payload, signed) => {
      const res = await t.app.inject({
        method: m,
        url,
        cookies: signed ? { [COOKIE]: cookie } : {},
        ...(payload === undefined || m === 'GET'
          ? {}
          : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
      });
      expect(res.statusCode, `${m} ${url} ${JSON.stringify(payload)}: ${res.body}`).toBeLessThan(
        500,
      );
    }),
    { numRuns: 150 },
  );
}, 120_000);
