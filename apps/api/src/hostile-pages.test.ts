import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertRecords } from '@kokoelma/collection';
import { makeImage, makeRecord } from '@kokoelma/collection/testing';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from './app';
import { loadConfig } from './config';
import { cookieFrom, freshIp, SETUP_TIMEOUT } from './routes/auth-test-support';

// Issue 18, against the built web app (a dependency of this target) with the page cache
// on, as `npm start` serves it: what one hostile client can send to pages.

const webDist = new URL('../../../dist/apps/web', import.meta.url).pathname;
const ORIGIN = 'http://localhost:3000';
const COOKIE = 'kokoelma_session';
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = await buildApp(
    loadConfig({
      WEB_DIST: webDist,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: ORIGIN,
      PAGE_CACHE_SECONDS: '60',
      // The tests sign up through one proxy (X-Forwarded-For: one address per visitor).
      TRUST_PROXY: '1',
    }),
    { build: { name: 'kokoelma', version: '0', commit: null }, database },
  );
  await upsertRecords(database.db, [makeRecord(1, { images: [makeImage(501)] }), makeRecord(2)], 1);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

let people = 0;
/** Registers a new visitor; their session cookie. */
async function signUp(): Promise<string> {
  people += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email: `hostile${people}@example.fi`,
      password: 'vihamielinen asiakas',
      name: 'Aino',
    },
    headers: freshIp(),
  });
  const cookie = cookieFrom(res, COOKIE);
  if (res.statusCode !== 201 || !cookie) throw new Error(`sign-up failed: ${res.body}`);
  return cookie;
}

const call = (
  method: NonNullable<InjectOptions['method']>,
  url: string,
  cookie?: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: method === 'GET' ? {} : { origin: ORIGIN },
    cookies: cookie ? { [COOKIE]: cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

/** The script and style nonces of the CSP header. */
function cspNonces(res: LightMyRequestResponse): string[] {
  const csp = String(res.headers['content-security-policy']);
  return [...csp.matchAll(/'nonce-([^']+)'/g)].map((m) => m[1] ?? '');
}

/** Milliseconds `run` took, the quickest of three (the machine may be busy). */
async function quickest(run: () => Promise<unknown>): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    await run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe('a 64 KB User-Agent (item 1)', () => {
  // Before the fix, "Version/" and 64k digits held the event loop for about 17 s.
  const agents = {
    'Version/ and digits': `Version/${'1'.repeat(65_536)}`,
    'iPhone repeated': 'iPhone'.repeat(10_923),
  };

  it.each(Object.entries(agents))(
    'a page request with %s is answered at once, and /health beside it too',
    async (_, agent) => {
      expect((await app.inject('/fi/sitemap')).statusCode).toBe(200);
      const hostile = () => app.inject({ url: '/fi/sitemap', headers: { 'user-agent': agent } });
      const res = await hostile();
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-page-cache']).toBe('hit');
      expect(await quickest(hostile)).toBeLessThan(50);
      // A bystander's /health sent together with the hostile request is not held up.
      const started = performance.now();
      const [, health] = await Promise.all([
        hostile(),
        app.inject('/health').then((r) => ({ r, ms: performance.now() - started })),
      ]);
      expect(health.r.statusCode).toBe(200);
      expect(health.ms).toBeLessThan(50);
    },
  );

  it('a page rendered for it (not in the cache) is answered, without the old-browser banner', async () => {
    const res = await app.inject({
      url: '/en/sitemap?ua=hostile',
      headers: { 'user-agent': `Mozilla/5.0 Version/${'9'.repeat(65_536)} Safari/1` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('The browser you are using is unsupported');
    // Only the first 512 characters count: an old Chrome named after them is not read.
    const late = await app.inject({
      url: '/en/sitemap?ua=late',
      headers: { 'user-agent': `${'x'.repeat(600)} Chrome/80.0` },
    });
    expect(late.body).not.toContain('The browser you are using is unsupported');
    const early = await app.inject({
      url: '/en/sitemap?ua=early',
      headers: { 'user-agent': `Chrome/80.0 ${'x'.repeat(600)}` },
    });
    expect(early.body).toContain('The browser you are using is unsupported');
  });
});

describe('nonce placeholders planted in user text (item 9)', () => {
  const planted = 'kokoelmaNonceScript0 kokoelmaNonceStyle00 kokoelmaNonce';

  it('fills nonces only where the template put them, never in a gallery’s description', async () => {
    const owner = await signUp();
    const created = await call('POST', '/api/galleries', owner, { name: 'Istutus', artworkId: 1 });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const updated = await call('PATCH', `/api/galleries/${id}`, owner, {
      visibility: 'public',
      description: planted,
    });
    expect(updated.statusCode).toBe(200);
    const { slug } = updated.json<{ slug: string }>();
    for (let i = 0; i < 2; i += 1) {
      const res = await call('GET', `/fi/galleries/${slug}`);
      expect(res.statusCode).toBe(200);
      const nonces = cspNonces(res);
      expect(nonces.length).toBeGreaterThan(0);
      // The visitor's text comes back as written, and the live nonces appear only in
      // nonce attributes, never where the text was.
      expect(res.body).toContain(planted);
      for (const nonce of nonces) {
        const uses = res.body.split(nonce).length - 1;
        const attributes = res.body.split(`nonce="${nonce}"`).length - 1;
        expect(uses).toBe(attributes);
      }
    }
  });

  it('leaves a search term holding a placeholder alone on a cached page', async () => {
    const url = `/fi/search?q=${encodeURIComponent('kokoelmaNonceScript0')}`;
    for (const expected of ['miss', 'hit']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-page-cache']).toBe(expected);
      expect(res.body).toContain('kokoelmaNonceScript0');
      for (const nonce of cspNonces(res)) {
        expect(res.body.split(nonce).length - 1).toBe(
          res.body.split(`nonce="${nonce}"`).length - 1,
        );
      }
    }
  });
});

describe('answers that depend on the session are private, no-store (item 6)', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signUp();
  });

  it('a page rendered for a signed-in visitor, not one for anyone', async () => {
    const anonymous = await call('GET', '/fi/sitemap');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    const signedIn = await call('GET', '/fi/sitemap', cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('Aino');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const apikeyPage = await call('GET', '/apikey/form?lang=fi', cookie);
    expect(apikeyPage.headers['cache-control']).toBe('private, no-store');
  });

  it('the session and gallery APIs, and signing in and out', async () => {
    for (const url of ['/api/auth/me', '/api/galleries', '/api/favourites', '/api/apikey']) {
      const res = await call('GET', url, cookie);
      expect(res.statusCode, url).toBeLessThan(300);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN, ...freshIp() },
      payload: { email: `hostile${people}@example.fi`, password: 'vihamielinen asiakas' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('private, no-store');
    const logout = await call('POST', '/api/auth/logout', cookieFrom(login, COOKIE));
    expect(logout.statusCode).toBe(204);
    expect(logout.headers['cache-control']).toBe('private, no-store');
  });

  it('answers that never look at the session keep their own caching, cookie or not', async () => {
    const site = await call('GET', '/api/site', cookie);
    expect(site.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('one client asking for many pages no cache holds at once', () => {
  it('gets its renders a few at a time and 503 past its queue, while another client is served', async () => {
    const attacker = { 'x-forwarded-for': '203.0.113.7' };
    // Every address is new to the page cache: each one is a render. Defaults: 4 running
    // and 16 waiting per client.
    // (inject sends a request only once it is awaited: `then` sends it now.)
    const flood = Array.from({ length: 30 }, (_, i) =>
      app.inject({ url: `/fi/object/1?bust=${i}`, headers: attacker }).then((res) => res),
    );
    const bystander = app
      .inject({ url: '/sv/object/2?other=1', headers: freshIp() })
      .then((res) => res);
    const answers = await Promise.all(flood);
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    const refused = answers.filter((res) => res.statusCode === 503);
    expect(refused).toHaveLength(10);
    expect(refused[0]?.headers['retry-after']).toBe('5');
    expect(refused[0]?.json()).toMatchObject({ error: 'overloaded' });
    expect((await bystander).statusCode).toBe(200);
    // Its renders over, the same client is served again.
    const again = await app.inject({ url: '/fi/object/1?bust=again', headers: attacker });
    expect(again.statusCode).toBe(200);
  });
});
