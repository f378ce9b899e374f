import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import {
  CookieJar,
  TEST_PROFILE,
  freePort,
  startTestProvider,
  type TestProvider,
} from '../testing/oidc-test-provider';
import { SETUP_TIMEOUT } from './auth-test-support';

// End to end against a real OpenID Connect provider (oidc-provider) and the app on real
// sockets: the browser's part (redirects, cookies, the provider's sign-in and consent
// forms) is played with fetch.

const CLIENT = { clientId: 'kokoelma', clientSecret: 'test client secret' };
let provider: TestProvider;
let app: FastifyInstance;
let database: Database;
let site: string;

beforeAll(async () => {
  site = `http://127.0.0.1:${await freePort()}`;
  provider = await startTestProvider({ ...CLIENT, redirectUri: `${site}/auth/oidc/callback` });
  database = await openDatabase({ kind: 'pglite' });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: site,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT.clientId,
    OIDC_CLIENT_SECRET: CLIENT.clientSecret,
  });
  app = await buildApp(config, {
    build: { name: 'k', version: '0', commit: null },
    database,
    serveWeb: false,
  });
  await app.listen({ host: '127.0.0.1', port: Number(new URL(site).port) });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await provider?.close();
});

/** One browser request: no automatic redirects, cookies from and into the jar. */
async function browse(jar: CookieJar, url: string, form?: Record<string, string>) {
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      cookie: jar.header(),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
  jar.store(response);
  return response;
}

/** Follows redirects until a page (200) or a redirect back to the site. */
async function walk(jar: CookieJar, start: string) {
  let url = start;
  for (let hops = 0; hops < 10; hops++) {
    const response = await browse(jar, url);
    const location = response.headers.get('location');
    if (!location) return { url, response };
    url = new URL(location, url).href;
    if (url.startsWith(site)) return { url, response };
  }
  throw new Error('too many redirects');
}

/** Signs in at the provider's development pages: any login, then consent. */
async function signInAtProvider(jar: CookieJar, loginName: string, start: string) {
  let page = await walk(jar, start);
  const forms: Array<Record<string, string>> = [
    { prompt: 'login', login: loginName, password: 'any password' },
    { prompt: 'consent' },
  ];
  for (const form of forms) {
    expect(page.response.status).toBe(200);
    expect(await page.response.text()).toContain(`value="${form.prompt}"`);
    const submitted = await browse(jar, page.url, form);
    page = await walk(jar, new URL(submitted.headers.get('location') ?? '', page.url).href);
  }
  return page.url;
}

describe('sign-in through an OpenID Connect provider', () => {
  it('walks the authorization-code flow with PKCE to a session on the site', async () => {
    const jar = new CookieJar();
    const start = await browse(jar, `${site}/auth/oidc/login?returnTo=/sv/galleries&lang=sv`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(jar.get('kokoelma_oidc')).toBeTruthy();

    const callback = await signInAtProvider(jar, 'helene', authorize.href);
    expect(callback).toMatch(`${site}/auth/oidc/callback?code=`);
    const back = await browse(jar, callback);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/sv/galleries');
    expect(jar.get('kokoelma_session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(jar.get('kokoelma_oidc')).toBeUndefined();

    const me = await browse(jar, `${site}/api/auth/me`);
    expect(await me.json()).toEqual({ ...TEST_PROFILE, galleries: 0 });
    const user = await database.db
      .selectFrom('accounts_users')
      .selectAll()
      .where('oidc_subject', '=', 'helene')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ oidc_issuer: provider.issuer, email: 'helene@example.fi' });
    expect(user.password_hash).toBeNull();

    // A second sign-in is the same user, not a new one.
    const again = new CookieJar();
    const second = await browse(again, `${site}/auth/oidc/login`);
    await browse(
      again,
      await signInAtProvider(again, 'helene', second.headers.get('location') ?? ''),
    );
    const users = await database.db.selectFrom('accounts_users').select('id').execute();
    expect(users).toHaveLength(1);
  });

  it('refuses a callback whose state does not match the browser cookie', async () => {
    const attacker = new CookieJar();
    const start = await browse(attacker, `${site}/auth/oidc/login`);
    const callback = await signInAtProvider(
      attacker,
      'mallory',
      start.headers.get('location') ?? '',
    );
    // The victim's browser has a sign-in of its own under way, not the attacker's.
    const victim = new CookieJar();
    await browse(victim, `${site}/auth/oidc/login?returnTo=/en/`);
    const res = await browse(victim, callback);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      '/login?lang=en&returnTo=%2Fen%2F&error=sign_in_failed',
    );
    expect(victim.get('kokoelma_session')).toBeUndefined();
  });

  it('refuses a callback without the state cookie', async () => {
    const res = await browse(new CookieJar(), `${site}/auth/oidc/callback?code=abc&state=def`);
    expect(res.headers.get('location')).toBe(
      '/login?lang=fi&returnTo=%2Ffi%2F&error=sign_in_failed',
    );
  });

  it('sends /login straight to the provider, keeping returnTo, unless it shows an error', async () => {
    const res = await browse(new CookieJar(), `${site}/login?lang=en&returnTo=/en/object/1`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      '/auth/oidc/login?lang=en&returnTo=%2Fen%2Fobject%2F1',
    );
    const failed = await browse(new CookieJar(), `${site}/login?lang=en&error=sign_in_failed`);
    expect(failed.status).not.toBe(302);
  });

  it('has no local sign-in or registration', async () => {
    for (const path of ['/api/auth/login', '/api/auth/register', '/login']) {
      const res = await fetch(`${site}${path}`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(404);
    }
  });
});

describe('when the provider cannot be reached', () => {
  it(
    'sends the visitor to /login with sign_in_failed',
    async () => {
      const local = await openDatabase({ kind: 'pglite' });
      const offline = await buildApp(
        loadConfig({
          LOG_LEVEL: 'silent',
          OIDC_ISSUER: `http://127.0.0.1:${await freePort()}`,
          OIDC_CLIENT_ID: 'k',
          OIDC_CLIENT_SECRET: 's',
        }),
        { build: { name: 'k', version: '0', commit: null }, database: local, serveWeb: false },
      );
      try {
        const res = await offline.inject('/auth/oidc/login?returnTo=/sv/&lang=sv');
        expect(res.statusCode).toBe(303);
        expect(res.headers['location']).toBe(
          '/login?lang=sv&returnTo=%2Fsv%2F&error=sign_in_failed',
        );
      } finally {
        await offline.close();
        await local.close();
      }
    },
    SETUP_TIMEOUT,
  );
});
