import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SETUP_TIMEOUT,
  authTestApp,
  cookieFrom,
  freshIp,
  type AuthTestApp,
} from './auth-test-support';

const COOKIE = 'kokoelma_session';
const USE = 'Teosten tiedot opetussovellukseen.\nEi kaupallista käyttöä.';
const KEY = /^kok_[A-Za-z0-9]{43}$/;

let t: AuthTestApp;
beforeAll(async () => {
  t = await authTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => t?.close());

let people = 0;
/** Registers a new visitor on `app`; their session cookie. */
async function signUp(app = t): Promise<string> {
  people += 1;
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: `dev${people}@example.fi`, password: 'avain kokoelmaan', name: 'Kehittäjä' },
    headers: freshIp(),
  });
  const cookie = cookieFrom(res, COOKIE);
  if (res.statusCode !== 201 || !cookie) throw new Error(`sign-up failed: ${res.body}`);
  return cookie;
}

type Method = NonNullable<InjectOptions['method']>;

const call = (
  method: Method,
  url: string,
  cookie?: string,
  payload?: object,
  app: AuthTestApp = t,
) =>
  app.app.inject({
    method,
    url,
    cookies: cookie ? { [COOKIE]: cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

/** A post of the screen's form, as a browser without script sends it. */
const formPost = (url: string, cookie: string | undefined, form: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    cookies: cookie ? { [COOKIE]: cookie } : {},
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

describe('signed out', () => {
  it.each<[Method, string, object?]>([
    ['GET', '/api/apikey'],
    ['POST', '/api/apikey/request', { description: USE }],
    ['POST', '/api/apikey/regenerate'],
    ['POST', '/api/apikey/revoke'],
  ])('%s %s answers 401', async (method, url, payload) => {
    const res = await call(method, url, undefined, payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
  });

  it('a form post goes to the sign-in page, in its language', async () => {
    const res = await formPost('/api/apikey/request?lang=en', undefined, { description: USE });
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe('/apikey/login?lang=en');
  });
});

describe('a key of one’s own', () => {
  it('is requested, shown in full once, then as its start, and approved shortly after', async () => {
    const cookie = await signUp();
    const none = await call('GET', '/api/apikey', cookie);
    expect(none.statusCode).toBe(200);
    expect(none.headers['cache-control']).toBe('private, no-store');
    expect(none.json()).toEqual({ details: null, approval: 'auto' });

    const res = await call('POST', '/api/apikey/request', cookie, { description: `  ${USE}  ` });
    expect(res.statusCode).toBe(201);
    const { key, details } = res.json() as { key: string; details: Record<string, string> };
    expect(key).toMatch(KEY);
    expect(details).toEqual({
      apikey: `${key.slice(0, 12)}…`,
      stateId: 'CREATING',
      description: USE,
    });
    const shown = await call('GET', '/api/apikey', cookie);
    expect(shown.json()).toEqual({ details, approval: 'auto' });
    expect(shown.body).not.toContain(key);

    // The approval job approves it a few seconds later.
    await vi.waitFor(
      async () => {
        const after = await call('GET', '/api/apikey', cookie);
        expect(after.json().details.stateId).toBe('COMPLETE');
      },
      { timeout: 15_000, interval: 250 },
    );
  });

  it('is stored only as a hash: the key is nowhere in the database', async () => {
    const cookie = await signUp();
    const first = (await call('POST', '/api/apikey/request', cookie, { description: USE })).json();
    const second = (await call('POST', '/api/apikey/regenerate', cookie)).json();
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.database.db);
    expect(tables.rows.map((r) => r.name)).toContain('api_keys');
    for (const { name } of tables.rows) {
      const dump = await sql<{ rows: string | null }>`
        select json_agg(t)::text as rows from ${sql.table(name)} t`.execute(t.database.db);
      const text = dump.rows[0]?.rows ?? '';
      for (const key of [first.key as string, second.key as string]) {
        expect(text, name).not.toContain(key.slice(4));
      }
    }
  });

  it('is one per person: a second request is refused', async () => {
    const cookie = await signUp();
    await call('POST', '/api/apikey/request', cookie, { description: USE });
    const again = await call('POST', '/api/apikey/request', cookie, { description: 'another' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'conflict', reason: 'api_key_exists' });
  });

  it('is regenerated with a new secret and revoked, after which one may ask again', async () => {
    const cookie = await signUp();
    const first = (await call('POST', '/api/apikey/request', cookie, { description: USE })).json();
    const regenerated = await call('POST', '/api/apikey/regenerate', cookie);
    expect(regenerated.statusCode).toBe(200);
    const second = regenerated.json();
    expect(second.key).toMatch(KEY);
    expect(second.key).not.toBe(first.key);
    expect(second.details.description).toBe(USE);

    const revoked = await call('POST', '/api/apikey/revoke', cookie);
    expect(revoked.statusCode).toBe(204);
    expect((await call('GET', '/api/apikey', cookie)).json().details).toBeNull();
    const nothing = await call('POST', '/api/apikey/revoke', cookie);
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json()).toMatchObject({ reason: 'api_key_not_found' });
    expect((await call('POST', '/api/apikey/regenerate', cookie)).statusCode).toBe(404);

    const anew = await call('POST', '/api/apikey/request', cookie, { description: 'Uusi' });
    expect(anew.statusCode).toBe(201);
  });
});

describe('bad input', () => {
  it.each<[string, object]>([
    ['description_empty', { description: ' \n ' }],
    ['description_too_long', { description: 'x'.repeat(2001) }],
    ['description_invalid', { description: 'a\u0000b' }],
  ])('%s: 400 saying why', async (reason, payload) => {
    const res = await call('POST', '/api/apikey/request', await signUp(), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.any(String), reason });
  });

  it.each<[object]>([[{}], [{ description: ['a', 'b'] }], [{ description: USE, extra: 1 }]])(
    '%j answers 400',
    async (payload) => {
      const res = await call('POST', '/api/apikey/request', await signUp(), payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request' });
    },
  );
});

describe('the screen’s forms without script', () => {
  it('request, regenerate and revoke answer 303 back to the screen', async () => {
    const cookie = await signUp();
    const requested = await formPost('/api/apikey/request?lang=sv', cookie, { description: USE });
    expect(requested.statusCode).toBe(303);
    expect(requested.headers['location']).toBe('/apikey/form?lang=sv');
    const details = (await call('GET', '/api/apikey', cookie)).json().details;
    expect(details).toMatchObject({ stateId: 'CREATING', description: USE });

    const regenerated = await formPost('/api/apikey/regenerate?lang=en', cookie);
    expect(regenerated.headers['location']).toBe('/apikey/form?lang=en');
    const after = (await call('GET', '/api/apikey', cookie)).json().details;
    expect(after.apikey).not.toBe(details.apikey);

    const revoked = await formPost('/api/apikey/revoke', cookie);
    expect(revoked.statusCode).toBe(303);
    expect(revoked.headers['location']).toBe('/apikey/form?lang=fi');
    expect((await call('GET', '/api/apikey', cookie)).json().details).toBeNull();
  });

  it('a refused form post goes back with the reason', async () => {
    const res = await formPost('/api/apikey/request?lang=en', await signUp(), {
      description: '   ',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe('/apikey/form?lang=en&error=description_empty');
  });

  it('refuses a cross-site post that carries the session cookie', async () => {
    const cookie = await signUp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/apikey/request',
      cookies: { [COOKIE]: cookie },
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
      },
      payload: `description=${encodeURIComponent(USE)}`,
    });
    expect(res.statusCode).toBe(403);
    expect((await call('GET', '/api/apikey', cookie)).json().details).toBeNull();
  });
});

describe('with manual approval', () => {
  it(
    'keys wait in CREATING for the operator',
    async () => {
      const manual = await authTestApp({ API_KEY_APPROVAL: 'manual' });
      try {
        const cookie = await signUp(manual);
        await call('POST', '/api/apikey/request', cookie, { description: USE }, manual);
        // Longer than auto approval would take.
        await new Promise((resolve) => setTimeout(resolve, 3_500));
        const res = await call('GET', '/api/apikey', cookie, undefined, manual);
        expect(res.json()).toMatchObject({ details: { stateId: 'CREATING' }, approval: 'manual' });
      } finally {
        await manual.close();
      }
    },
    SETUP_TIMEOUT,
  );
});
