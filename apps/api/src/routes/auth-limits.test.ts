import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVICE_COOKIE, MAX_BACKOFF_MS, backoffMs } from './auth-limits';
import { SETUP_TIMEOUT, authTestApp, type AuthTestApp } from './auth-test-support';

// Issue 18: who the server thinks the client is (TRUST_PROXY, item 3), and failed
// sign-ins slowed per (address, account) instead of locking the account (item 7).

const PASSWORD = 'ateneumin portailla';

function loginAs(t: AuthTestApp, email: string, password: string, options: LoginFrom = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });
}

interface LoginFrom {
  remoteAddress?: string;
  forwardedFor?: string;
}

async function registerAs(t: AuthTestApp, email: string, from: LoginFrom) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: PASSWORD, name: 'Helene Schjerfbeck' },
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
  });
  expect(res.statusCode).toBe(201);
}

describe('TRUST_PROXY (item 3)', () => {
  describe('on embedded defaults (trusting nobody)', () => {
    let t: AuthTestApp;
    beforeAll(async () => {
      // '' is unset: the embedded default.
      t = await authTestApp({ TRUST_PROXY: '', AUTH_RATE_LIMIT_PER_IP: '3' });
    }, SETUP_TIMEOUT);
    afterAll(async () => t?.close());

    it('a new X-Forwarded-For per attempt does not escape the per-IP sign-in limit', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 6; i++) {
        const res = await loginAs(t, `nobody${i}@example.fi`, 'väärä salasana', {
          remoteAddress: '203.0.113.7',
          forwardedFor: `198.51.100.${i}`,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
      // Another real address is another client.
      const other = await loginAs(t, 'nobody@example.fi', 'väärä salasana', {
        remoteAddress: '203.0.113.8',
        forwardedFor: '198.51.100.1',
      });
      expect(other.statusCode).toBe(401);
    });
  });

  describe('behind one load balancer (TRUST_PROXY=1)', () => {
    let t: AuthTestApp;
    beforeAll(async () => {
      t = await authTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_IP: '3' });
    }, SETUP_TIMEOUT);
    afterAll(async () => t?.close());

    it('counts the address the balancer forwards, and only the one it added', async () => {
      // Each visitor behind the balancer has a limit of their own.
      for (let i = 1; i <= 5; i++) {
        const res = await loginAs(t, 'nobody@example.fi', 'väärä salasana', {
          remoteAddress: '10.0.0.2',
          forwardedFor: `198.51.100.${i}`,
        });
        expect(res.statusCode).toBe(401);
      }
      // A client's own forged entries come first; the balancer appends the real address.
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i++) {
        const res = await loginAs(t, `x${i}@example.fi`, 'väärä salasana', {
          remoteAddress: '10.0.0.2',
          forwardedFor: `192.0.2.${i}, 198.51.100.200`,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    });
  });

  describe('behind a TLS-ending balancer (TRUST_PROXY=1, PUBLIC_URL https)', () => {
    let t: AuthTestApp;
    beforeAll(async () => {
      t = await authTestApp({ TRUST_PROXY: '1', PUBLIC_URL: 'https://kokoelma.example.fi' });
    }, SETUP_TIMEOUT);
    afterAll(async () => t?.close());

    it('sets the Secure __Host- cookie from PUBLIC_URL, whatever X-Forwarded-Proto says', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.0.0.2',
        headers: {
          origin: 'https://kokoelma.example.fi',
          'x-forwarded-for': '198.51.100.30',
          'x-forwarded-proto': 'http',
        },
        payload: { email: 'tls@example.fi', password: PASSWORD, name: 'Tyko Sallinen' },
      });
      expect(res.statusCode).toBe(201);
      const cookies = [res.headers['set-cookie'] ?? []].flat();
      const cookie = cookies.find((c) => c.includes('kokoelma_session=')) ?? '';
      expect(cookie).toMatch(/^__Host-kokoelma_session=/);
      expect(cookie).toMatch(/; Secure/);
      // The browser's mark as the account's own is as guarded (review L7).
      const mark = cookies.find((c) => c.includes('kokoelma_device=')) ?? '';
      expect(mark).toMatch(
        /^__Host-kokoelma_device=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
    });
  });

  describe('with the balancer’s own addresses (TRUST_PROXY=10.0.0.0/8)', () => {
    let t: AuthTestApp;
    beforeAll(async () => {
      t = await authTestApp({ TRUST_PROXY: '10.0.0.0/8', AUTH_RATE_LIMIT_PER_IP: '2' });
    }, SETUP_TIMEOUT);
    afterAll(async () => t?.close());

    it('believes X-Forwarded-For from the balancer only, not from a client that reaches the server directly', async () => {
      const direct: number[] = [];
      for (let i = 1; i <= 3; i++) {
        const res = await loginAs(t, 'nobody@example.fi', 'väärä salasana', {
          remoteAddress: '203.0.113.9',
          forwardedFor: `198.51.100.${i}`,
        });
        direct.push(res.statusCode);
      }
      expect(direct).toEqual([401, 401, 429]);
      for (let i = 1; i <= 3; i++) {
        const res = await loginAs(t, 'nobody@example.fi', 'väärä salasana', {
          remoteAddress: '10.1.2.3',
          forwardedFor: `198.51.100.${i}`,
        });
        expect(res.statusCode).toBe(401);
      }
    });
  });
});

describe('failed sign-ins per address and account (item 7)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await authTestApp({ TRUST_PROXY: '', AUTH_RATE_LIMIT_PER_IP: '1000' });
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  it('backs off 1 s, 2 s, 4 s … after five failures, at most 15 minutes', () => {
    expect([0, 1, 4].map((n) => backoffMs(n, 5))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map((n) => backoffMs(n, 5))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(15, 5)).toBe(MAX_BACKOFF_MS);
    expect(backoffMs(10_000, 5)).toBe(MAX_BACKOFF_MS);
  });

  it('five wrong passwords from one address slow that address alone: the owner signs in elsewhere', async () => {
    const email = 'maija@example.fi';
    await registerAs(t, email, { remoteAddress: '192.0.2.50' });
    const attacker = { remoteAddress: '203.0.113.66' };
    for (let i = 0; i < 5; i++) {
      expect((await loginAs(t, email, `väärin ${i}`, attacker)).statusCode).toBe(401);
    }
    // The attacker must wait, even with the right password (it is not tried).
    const waiting = await loginAs(t, email, PASSWORD, attacker);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json()).toMatchObject({ reason: 'too_many_requests' });
    // The owner, from a fresh address, at once; and from their usual one too.
    expect((await loginAs(t, email, PASSWORD, { remoteAddress: '192.0.2.51' })).statusCode).toBe(
      200,
    );
    expect((await loginAs(t, email, PASSWORD, { remoteAddress: '192.0.2.50' })).statusCode).toBe(
      200,
    );
  });

  it('waits longer after each further failure, and counts the address as the account stores it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const email = 'Aino.Ackté@Example.fi';
      await registerAs(t, email, { remoteAddress: '192.0.2.60' });
      const attacker = { remoteAddress: '203.0.113.77' };
      // The same address written four ways: case, spaces, decomposed é (NFD).
      const spellings = [
        email,
        ` ${email.toUpperCase()} `,
        email.normalize('NFD'),
        'aino.ackté@example.fi',
        email,
      ];
      for (const spelling of spellings) {
        expect((await loginAs(t, spelling, 'väärin', attacker)).statusCode).toBe(401);
      }
      const waits: string[] = [];
      for (let failure = 6; failure <= 8; failure++) {
        const early = await loginAs(t, email.normalize('NFD'), 'väärin', attacker);
        expect(early.statusCode).toBe(429);
        waits.push(String(early.headers['retry-after']));
        vi.setSystemTime(Date.now() + Number(early.headers['retry-after']) * 1000 + 10);
        expect((await loginAs(t, email, 'väärin', attacker)).statusCode).toBe(401);
      }
      expect(waits).toEqual(['1', '2', '4']);
      const next = await loginAs(t, email, PASSWORD, attacker);
      expect(next.statusCode).toBe(429);
      expect(next.headers['retry-after']).toBe('8');
      // Waited out, the right password from there works again.
      vi.setSystemTime(Date.now() + 8_010);
      expect((await loginAs(t, email, PASSWORD, attacker)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('slows guesses for one account from many addresses, but not its owner’s browser (review L7)', async () => {
    const email = 'helmi@example.fi';
    await registerAs(t, email, { remoteAddress: '192.0.2.70' });
    // The owner signs in once: the browser is marked as one that knows the account.
    const owner = await loginAs(t, email, PASSWORD, { remoteAddress: '192.0.2.70' });
    expect(owner.statusCode).toBe(200);
    const mark = owner.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(mark?.httpOnly).toBe(true);
    // Four guesses from each of five addresses of one IPv6 range's neighbours: 20 in all,
    // under every per-address limit.
    for (let a = 0; a < 5; a++) {
      for (let i = 0; i < 4; i++) {
        const res = await loginAs(t, email, `väärin ${a}.${i}`, {
          remoteAddress: `2001:db8:${a}::${i + 1}`,
        });
        expect(res.statusCode).toBe(401);
      }
    }
    // A new address now waits, even with the right password (it is not tried).
    const fresh = await loginAs(t, email, PASSWORD, { remoteAddress: '2001:db8:99::1' });
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's browser goes in at once, from wherever it is.
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
      remoteAddress: '198.51.100.71',
      cookies: { [DEVICE_COOKIE]: mark?.value ?? '' },
    });
    expect(known.statusCode).toBe(200);
    // Another account's mark is no key to this one.
    const other = 'toinen@example.fi';
    await registerAs(t, other, { remoteAddress: '192.0.2.72' });
    const otherMark = (
      await loginAs(t, other, PASSWORD, { remoteAddress: '192.0.2.72' })
    ).cookies.find((c) => c.name === DEVICE_COOKIE);
    const borrowed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
      remoteAddress: '198.51.100.73',
      cookies: { [DEVICE_COOKIE]: otherMark?.value ?? '' },
    });
    expect(borrowed.statusCode).toBe(429);
  });
});
