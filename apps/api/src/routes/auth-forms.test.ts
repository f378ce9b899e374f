import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SETUP_TIMEOUT,
  authTestApp,
  cookieFrom,
  freshIp,
  type AuthTestApp,
} from './auth-test-support';

const COOKIE = 'kokoelma_session';
let t: AuthTestApp;
beforeAll(async () => {
  t = await authTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => t?.close());

/** Posts the /login page's form as a browser would, from the site itself. */
const postForm = (fields: Record<string, string>, headers = freshIp(), cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/login',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
    cookies: cookie ? { [COOKIE]: cookie } : {},
  });

const me = (cookie?: string) =>
  t.app.inject({ url: '/api/auth/me', cookies: cookie ? { [COOKIE]: cookie } : {} });

const location = (res: { headers: Record<string, unknown> }) => {
  const url = new URL(String(res.headers['location']), 'http://localhost:3000');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};

const newVisitor = {
  email: 'lomake@example.fi',
  password: 'vanha kirjasto illalla',
  name: 'Albert Edelfelt',
};

describe('POST /login (the /login page without JavaScript)', () => {
  it('registers with signup=true, signs in and returns to returnTo with 303', async () => {
    const res = await postForm({
      ...newVisitor,
      signup: 'true',
      lang: 'sv',
      returnTo: '/sv/object/42?imageId=7',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe('/sv/object/42?imageId=7');
    expect((await me(cookieFrom(res, COOKIE))).json()).toMatchObject({ given_name: 'Albert' });
  });

  it('signs in and rotates the session sent along', async () => {
    const first = cookieFrom(
      await postForm({ email: newVisitor.email, password: newVisitor.password }),
      COOKIE,
    );
    const res = await postForm(
      { email: newVisitor.email, password: newVisitor.password, returnTo: '/en/galleries' },
      freshIp(),
      first,
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe('/en/galleries');
    const second = cookieFrom(res, COOKIE);
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('goes back to /login with the error, language and returnTo on a wrong password', async () => {
    const res = await postForm({
      email: newVisitor.email,
      password: 'väärä salasana',
      lang: 'en',
      returnTo: '/en/search',
    });
    expect(res.statusCode).toBe(303);
    expect(location(res)).toEqual({
      path: '/login',
      query: { lang: 'en', returnTo: '/en/search', error: 'invalid_credentials' },
    });
    expect(cookieFrom(res, COOKIE)).toBeUndefined();
    // Nothing secret in the address bar.
    expect(String(res.headers['location'])).not.toContain('lomake');
  });

  it.each([
    [{ password: 'password1' }, 'password_common'],
    [{ password: 'lyhyt' }, 'password_too_short'],
    [{ email: 'not-an-address' }, 'invalid_email'],
    [{ name: '' }, 'invalid_name'],
    [{ email: 'LOMAKE@example.fi' }, 'email_taken'],
  ])('keeps registration open (signup=true) and says why for %j', async (change, error) => {
    const res = await postForm({ ...newVisitor, ...change, signup: 'true', lang: 'fi' });
    expect(location(res)).toEqual({
      path: '/login',
      query: { lang: 'fi', returnTo: '/fi/', error, signup: 'true' },
    });
  });

  it('treats missing fields as failures, not as errors', async () => {
    const res = await postForm({});
    expect(location(res).query).toMatchObject({ error: 'invalid_credentials', lang: 'fi' });
  });

  it.each([
    ['//evil.example/', '/fi/'],
    ['https://evil.example/', '/fi/'],
    ['/\\evil.example', '/fi/'],
    ['/fi/artikkelit/uutinen', '/fi/artikkelit/uutinen'],
  ])('returns only to same-site paths: %j goes to %j', async (returnTo, expected) => {
    const res = await postForm({
      email: newVisitor.email,
      password: newVisitor.password,
      returnTo,
    });
    expect(res.headers['location']).toBe(expected);
  });

  it('falls back to Finnish for an unknown language', async () => {
    const res = await postForm({ email: 'x@example.fi', password: 'x', lang: 'de' });
    expect(location(res).query).toMatchObject({ lang: 'fi', returnTo: '/fi/' });
  });

  it('says too_many_requests when the address is over its limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await postForm({ email: `f${i}@example.fi`, password: 'x' }, ip);
    const res = await postForm({ email: newVisitor.email, password: newVisitor.password }, ip);
    expect(location(res).query).toMatchObject({ error: 'too_many_requests' });
    expect(cookieFrom(res, COOKIE)).toBeUndefined();
  });

  it('refuses a form posted from another site with 403', async () => {
    const res = await postForm(
      { email: newVisitor.email, password: newVisitor.password },
      { ...freshIp(), origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('/logout', () => {
  const signIn = async () =>
    cookieFrom(await postForm({ email: newVisitor.email, password: newVisitor.password }), COOKIE);

  it('GET signs out and goes to the front page in the language asked for', async () => {
    const cookie = await signIn();
    const res = await t.app.inject({
      url: '/logout?lang=sv',
      headers: { 'sec-fetch-site': 'same-origin' },
      cookies: { [COOKIE]: cookie ?? '' },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe('/sv/');
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('GET from another site goes to the front page without signing out', async () => {
    const cookie = await signIn();
    const res = await t.app.inject({
      url: '/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
      cookies: { [COOKIE]: cookie ?? '' },
    });
    expect(res.headers['location']).toBe('/fi/');
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('POST (a form button) signs out too', async () => {
    const cookie = await signIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/logout?lang=en',
      headers: { 'sec-fetch-site': 'same-origin' },
      cookies: { [COOKIE]: cookie ?? '' },
    });
    expect(res.headers['location']).toBe('/en/');
    expect((await me(cookie)).statusCode).toBe(401);
  });
});
