import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SETUP_TIMEOUT,
  authTestApp,
  cookieFrom,
  freshIp,
  type AuthTestApp,
} from '../routes/auth-test-support';

const COOKIE = 'kokoelma_session';
let t: AuthTestApp;
let session: string;

beforeAll(async () => {
  t = await authTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: 'csrf@example.fi', password: 'kiasman katolla', name: 'Tove' },
    headers: freshIp(),
  });
  session = cookieFrom(res, COOKIE) ?? '';
}, SETUP_TIMEOUT);
afterAll(async () => t?.close());

const logout = (headers: Record<string, string>, cookie: string | undefined = session) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { host: 'localhost:3000', ...headers },
    cookies: cookie ? { [COOKIE]: cookie } : {},
  });

describe('the origin check on state-changing requests with the session cookie', () => {
  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' }],
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
    // The same host by another scheme is another origin (review I5).
    [{ origin: 'https://localhost:3000' }],
  ])('refuses %j with 403', async (headers) => {
    const res = await logout(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden', message: expect.any(String) });
  });

  it('did not sign the visitor out when it refused', async () => {
    await logout({ origin: 'https://evil.example' });
    const me = await t.app.inject({ url: '/api/auth/me', cookies: { [COOKIE]: session } });
    expect(me.statusCode).toBe(200);
  });

  it.each([
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'none' }],
    [{ origin: 'http://localhost:3000' }],
    [{}],
  ])('allows %j (same origin, or no browser involved)', async (headers) => {
    // An unknown token: the request passes the check and logs nobody real out.
    const res = await logout(headers, 'B'.repeat(43));
    expect(res.statusCode).toBe(204);
  });

  it('guards every route, not only the auth ones', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { lang: 'fi' },
      headers: { 'sec-fetch-site': 'cross-site' },
      cookies: { [COOKIE]: session },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets cross-site requests without the cookie through (nothing to forge)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { lang: 'fi' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('checks sign-in even without a cookie, so no site signs visitors into its account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'csrf@example.fi', password: 'kiasman katolla' },
      headers: { origin: 'https://evil.example', ...freshIp() },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('with PUBLIC_URL set', () => {
  let secure: AuthTestApp;
  beforeAll(async () => {
    secure = await authTestApp({ PUBLIC_URL: 'https://kokoelma.example.fi' });
  }, SETUP_TIMEOUT);
  afterAll(async () => secure?.close());

  const login = (origin: string, host = 'kokoelma.example.fi') =>
    secure.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.fi', password: 'whatever1' },
      headers: { origin, host, ...freshIp() },
    });

  it('accepts exactly the public origin', async () => {
    expect((await login('https://kokoelma.example.fi')).statusCode).toBe(401);
    expect((await login('http://kokoelma.example.fi')).statusCode).toBe(403);
    expect((await login('http://internal:3000')).statusCode).toBe(403);
    // Another Host is not answered at all (ALLOWED_HOSTS names the others: review I5).
    expect((await login('http://internal:3000', 'internal:3000')).statusCode).toBe(421);
  });
});
