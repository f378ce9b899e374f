import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { OCTOCAT, startFakeGithub, type FakeGithub } from '../testing/fake-github';
import { CookieJar, freePort } from '../testing/oidc-test-provider';
import { SETUP_TIMEOUT } from './auth-test-support';

// End to end against a local server that plays GitHub's OAuth endpoints and API, with
// the app on a real socket; the browser's part (redirects and cookies) is played with fetch.

const APP = { clientId: 'Iv1.kokoelma', clientSecret: 'github test secret' };
let github: FakeGithub;
let app: FastifyInstance;
let database: Database;
let site: string;

beforeAll(async () => {
  site = `http://127.0.0.1:${await freePort()}`;
  github = await startFakeGithub({ ...APP, redirectUri: `${site}/auth/github/callback` });
  database = await openDatabase({ kind: 'pglite' });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: site,
    GITHUB_CLIENT_ID: APP.clientId,
    GITHUB_CLIENT_SECRET: APP.clientSecret,
    GITHUB_OAUTH_URL: github.url,
    GITHUB_API_URL: github.url,
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
  await github?.close();
});

/** One browser request: no automatic redirects, cookies from and into the jar. */
async function browse(jar: CookieJar, url: string, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { cookie: jar.header(), ...(init.headers as Record<string, string>) },
  });
  jar.store(response);
  return response;
}

/** Starts sign-in on the site and lets (fake) GitHub answer: the callback URL it sends back. */
async function atGithub(jar: CookieJar, start: string) {
  const begin = await browse(jar, `${site}${start}`);
  expect(begin.status).toBe(302);
  const authorize = new URL(begin.headers.get('location') ?? '');
  const approved = await browse(jar, authorize.href);
  expect(approved.status).toBe(302);
  return { authorize, callback: approved.headers.get('location') ?? '' };
}

describe('sign-in with GitHub for API keys', () => {
  it('walks the authorization-code flow with state and PKCE to a session and the key screen', async () => {
    const jar = new CookieJar();
    const { authorize, callback } = await atGithub(jar, '/auth/github?lang=sv');
    expect(authorize.origin + authorize.pathname).toBe(`${github.url}/login/oauth/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(APP.clientId);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${site}/auth/github/callback`);
    expect(authorize.searchParams.get('scope')).toBe('read:user user:email');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toMatch(/.{20,}/);
    expect(jar.get('kokoelma_github')).toBeTruthy();
    expect(callback).toMatch(`${site}/auth/github/callback?code=`);

    const back = await browse(jar, callback);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/apikey/form?lang=sv');
    expect(jar.get('kokoelma_session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(jar.get('kokoelma_github')).toBeUndefined();
    // The token was asked for with the secret, the code and the PKCE verifier.
    expect(github.seen.token.at(-1)).toMatchObject({
      client_id: APP.clientId,
      client_secret: APP.clientSecret,
      code_verifier: expect.stringMatching(/.{43,}/),
    });

    const me = await browse(jar, `${site}/api/auth/me`);
    expect(await me.json()).toEqual({
      given_name: 'The',
      name: 'The Octocat',
      nickname: 'octocat',
      galleries: 0,
    });
    const key = await browse(jar, `${site}/api/apikey`);
    expect(await key.json()).toEqual({ details: null, approval: 'auto' });
    const user = await database.db
      .selectFrom('accounts_users')
      .selectAll()
      .where('oidc_subject', '=', String(OCTOCAT.id))
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ oidc_issuer: github.url, email: 'octo@example.org' });
    expect(user.password_hash).toBeNull();

    // Signing in again is the same account, even after a rename at GitHub.
    github.signInAs({ ...OCTOCAT, login: 'octocat2', name: 'Mona' });
    const again = new CookieJar();
    const second = await atGithub(again, '/auth/github?lang=en&returnTo=/en/galleries');
    const done = await browse(again, second.callback);
    expect(done.headers.get('location')).toBe('/en/galleries');
    const users = await database.db.selectFrom('accounts_users').select(['id', 'name']).execute();
    expect(users).toEqual([{ id: user.id, name: 'Mona' }]);
    github.signInAs(OCTOCAT);
  });

  it('refuses a callback whose state is not this browser’s', async () => {
    const attacker = new CookieJar();
    const { callback } = await atGithub(attacker, '/auth/github');
    const victim = new CookieJar();
    await browse(victim, `${site}/auth/github?lang=en`);
    const res = await browse(victim, callback);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/apikey/login?lang=en&error=sign_in_failed');
    expect(victim.get('kokoelma_session')).toBeUndefined();
  });

  it('refuses a callback without the state cookie, or with a used code', async () => {
    const res = await browse(new CookieJar(), `${site}/auth/github/callback?code=abc&state=def`);
    expect(res.headers.get('location')).toBe('/apikey/login?lang=fi&error=sign_in_failed');

    const jar = new CookieJar();
    const { callback } = await atGithub(jar, '/auth/github?lang=sv');
    const stateCookie = `kokoelma_github=${jar.get('kokoelma_github')}`;
    expect((await browse(jar, callback)).headers.get('location')).toBe('/apikey/form?lang=sv');
    // The same answer with the same state again: GitHub refuses the spent code (as 200
    // with an error field), and no session starts.
    const replay = new CookieJar();
    const replayed = await browse(replay, callback, { headers: { cookie: stateCookie } });
    expect(replayed.headers.get('location')).toBe('/apikey/login?lang=sv&error=sign_in_failed');
    expect(replay.get('kokoelma_session')).toBeUndefined();
    expect(github.seen.token.at(-1)).toMatchObject({
      code: new URL(callback).searchParams.get('code'),
    });
  });

  it('goes back to the sign-in page when the user declines at GitHub', async () => {
    const jar = new CookieJar();
    const begin = await browse(jar, `${site}/auth/github?lang=en`);
    const state = new URL(begin.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const declined = new URLSearchParams({ error: 'access_denied', state });
    const res = await browse(jar, `${site}/auth/github/callback?${declined}`);
    expect(res.headers.get('location')).toBe('/apikey/login?lang=en&error=sign_in_failed');
  });

  it('keeps returnTo on this site', async () => {
    const jar = new CookieJar();
    const { callback } = await atGithub(jar, '/auth/github?lang=en&returnTo=//evil.example/x');
    expect((await browse(jar, callback)).headers.get('location')).toBe('/en/');
  });
});
