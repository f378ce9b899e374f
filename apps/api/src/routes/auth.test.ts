import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SETUP_TIMEOUT,
  authTestApp,
  cookieFrom,
  freshIp,
  setCookieHeader,
  type AuthTestApp,
} from './auth-test-support';

const COOKIE = 'kokoelma_session';
let t: AuthTestApp;
beforeAll(async () => {
  t = await authTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => t?.close());

let people = 0;
/** A registration nobody else in this file uses. */
const someone = () => {
  people += 1;
  return {
    email: `Visitor${people}@Example.fi`,
    password: 'ateneumin portailla',
    name: 'Ellen Thesleff',
  };
};

async function register(body = someone(), headers = freshIp()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    headers,
  });
  return { res, body, cookie: cookieFrom(res, COOKIE) };
}

const me = (cookie?: string) =>
  t.app.inject({ url: '/api/auth/me', cookies: cookie ? { [COOKIE]: cookie } : {} });

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and answers with the current user', async () => {
    const { res, cookie } = await register();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      given_name: 'Ellen',
      name: 'Ellen Thesleff',
      nickname: null,
      galleries: 0,
    });
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me(cookie)).json()).toMatchObject({ name: 'Ellen Thesleff' });
  });

  it('sets an HttpOnly, SameSite=Lax, host-wide cookie that expires with the session', async () => {
    const { res } = await register();
    const header = setCookieHeader(res, COOKIE);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/; Secure/);
    expect(header).not.toMatch(/Domain=/);
    const expires = new Date(/Expires=([^;]+)/.exec(header)?.[1] ?? '').getTime();
    expect(expires - Date.now()).toBeGreaterThan(89 * 86_400_000);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    [{ email: 'nope', password: 'ateneumin portailla', name: 'A' }, 'invalid_email', 'email'],
    [{ email: 'a@example.fi', password: 'lyhyt', name: 'A' }, 'password_too_short', 'password'],
    [{ email: 'a@example.fi', password: 'password1', name: 'A' }, 'password_common', 'password'],
    [{ email: 'a@example.fi', password: 'ateneumin portailla', name: ' ' }, 'invalid_name', 'name'],
  ])('answers 400 with the reason and field for %j', async (body, reason, field) => {
    const { res, cookie } = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'bad_request',
      message: expect.any(String),
      reason,
      field,
    });
    expect(cookie).toBeUndefined();
  });

  it('answers 409 for an address that has an account, in any letter case', async () => {
    const { body } = await register();
    const { res } = await register({ ...body, email: body.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'conflict', reason: 'email_taken', field: 'email' });
  });

  it('refuses unknown fields like every other route', async () => {
    const { res } = await register({ ...someone(), admin: true } as never);
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  const login = (payload: object, cookie?: string, headers = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers,
      cookies: cookie ? { [COOKIE]: cookie } : {},
    });

  it('signs in with a fresh session id, and the session sent along stops working', async () => {
    const { body, cookie: before } = await register();
    const res = await login({ email: body.email, password: body.password }, before);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ given_name: 'Ellen', galleries: 0 });
    const after = cookieFrom(res, COOKIE);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await me(before)).statusCode).toBe(401);
    expect((await me(after)).statusCode).toBe(200);
  });

  it('says the same for a wrong password and an unknown address: 401', async () => {
    const { body } = await register();
    const wrong = await login({ email: body.email, password: 'väärä salasana' });
    const unknown = await login({ email: 'nobody@example.fi', password: body.password });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'unauthorized',
        message: 'The e-mail address or password is wrong.',
        reason: 'invalid_credentials',
      });
    }
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('limits attempts per IP address: 429 with Retry-After', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await login({ email: `x${i}@example.fi`, password: 'whatever1' }, undefined, ip);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const limited = await login({ email: 'y@example.fi', password: 'whatever1' }, undefined, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({
      error: 'too_many_requests',
      reason: 'too_many_requests',
    });
  });

  it('slows failures per address and account, never locking the owner out elsewhere (issue 18)', async () => {
    const { body } = await register();
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await login({ email: body.email, password: `väärin ${i}` }, undefined, attacker);
      expect(res.statusCode).toBe(401);
    }
    // From the attacker's address, even the right password must wait now.
    const limited = await login(
      { email: body.email.toUpperCase(), password: body.password },
      undefined,
      attacker,
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBe(1);
    // The owner, from anywhere else, signs in at once.
    const owner = await login({ email: body.email, password: body.password });
    expect(owner.statusCode).toBe(200);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('answers 401 without a session, and is never cached', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'unauthorized' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('clears a cookie whose session has ended', async () => {
    const res = await me('A'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(setCookieHeader(res, COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const { cookie } = await register();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [COOKIE]: cookie ?? '' },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(setCookieHeader(res, COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('local accounts mode', () => {
  it('has no OIDC routes', async () => {
    expect((await t.app.inject('/auth/oidc/login')).statusCode).toBe(404);
    expect((await t.app.inject('/auth/oidc/callback?code=x')).statusCode).toBe(404);
  });
});
