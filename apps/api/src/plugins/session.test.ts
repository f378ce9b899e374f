import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SETUP_TIMEOUT,
  authTestApp,
  cookieFrom,
  freshIp,
  setCookieHeader,
  type AuthTestApp,
} from '../routes/auth-test-support';

describe('the session cookie on an https site', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await authTestApp({
      PUBLIC_URL: 'https://kokoelma.example.fi',
      SESSION_ABSOLUTE_DAYS: '30',
    });
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  it('is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'secure@example.fi', password: 'sinebrychoffin puisto', name: 'Fanny' },
      headers: { 'sec-fetch-site': 'same-origin', ...freshIp() },
    });
    expect(res.statusCode).toBe(201);
    const header = setCookieHeader(res, '__Host-kokoelma_session');
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/Domain=/);
    // The configured absolute lifetime.
    const expires = new Date(/Expires=([^;]+)/.exec(header)?.[1] ?? '').getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);

    const token = cookieFrom(res, '__Host-kokoelma_session') ?? '';
    const me = await t.app.inject({
      url: '/api/auth/me',
      cookies: { '__Host-kokoelma_session': token },
    });
    expect(me.json()).toMatchObject({ given_name: 'Fanny' });
    // The plain name means nothing here: a cookie set over http cannot pose as the session.
    const plain = await t.app.inject({ url: '/api/auth/me', cookies: { kokoelma_session: token } });
    expect(plain.statusCode).toBe(401);
  });
});
