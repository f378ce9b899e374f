import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/** Keeps the event loop busy, as an overloaded server's would be. */
function blockFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

describe('overload and shutdown', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '250',
        OVERLOAD_RETRY_AFTER_SECONDS: '7',
      }),
      {
        build: { name: 'kokoelma', version: '0', commit: null },
        database,
        serveWeb: false,
        shedLoad: true,
      },
    );
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('sheds requests with 503 and Retry-After while the loop lags; liveness still answers', async () => {
    // Start-up lag is not overload: nothing is shed until the server is serving.
    blockFor(800);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await app.inject('/api/auth/me')).statusCode).toBe(401);
    app.lifecycle.serving = true;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await app.inject('/api/auth/me')).statusCode).not.toBe(503);
    // Keep the loop lagging, as sustained overload does, until the sampler sees it.
    let shed = await app.inject('/api/auth/me');
    for (let i = 0; i < 20 && shed.statusCode !== 503; i += 1) {
      blockFor(700);
      await new Promise((resolve) => setTimeout(resolve, 20));
      shed = await app.inject('/api/auth/me');
    }
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('7');
    expect(shed.json()).toEqual({ error: 'overloaded', message: expect.any(String) });
    blockFor(700);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await app.inject('/health')).statusCode).toBe(200);
    // Calm again once the loop catches up.
    await expect
      .poll(async () => (await app.inject('/api/auth/me')).statusCode, { timeout: 20_000 })
      .not.toBe(503);
  }, 60_000);

  it('serves at most OVERLOAD_MAX_IN_FLIGHT requests at once; the rest get 503 at once', async () => {
    const limited = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        OVERLOAD_MAX_IN_FLIGHT: '2',
        OVERLOAD_RETRY_AFTER_SECONDS: '3',
      }),
      {
        build: { name: 'kokoelma', version: '0', commit: null },
        database,
        serveWeb: false,
        shedLoad: true,
      },
    );
    try {
      limited.lifecycle.serving = true;
      const search = () =>
        limited.inject({
          method: 'POST',
          url: '/api/search',
          payload: { lang: 'fi', searchTerms: ['meri'] },
        });
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, search),
        limited.inject('/health'),
      ]);
      const health = answers.pop();
      expect(health?.statusCode).toBe(200);
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
      const shed = answers.filter((a) => a.statusCode === 503);
      expect(shed.length).toBeGreaterThan(0);
      expect(shed[0]?.headers['retry-after']).toBe('3');
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      // Once they are answered, the next ones are served again.
      expect((await search()).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('turns readiness 503 while draining, liveness stays 200', async () => {
    app.lifecycle.draining = true;
    try {
      const ready = await app.inject('/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ checks: { accepting: false, database: true } });
      expect((await app.inject('/health')).statusCode).toBe(200);
    } finally {
      app.lifecycle.draining = false;
    }
  });

  it('names every answer’s request id, taking a well-formed one from the load balancer', async () => {
    const given = await app.inject({ url: '/health', headers: { 'x-request-id': 'lb-1234-abcd' } });
    expect(given.headers['x-request-id']).toBe('lb-1234-abcd');
    const made = await app.inject({ url: '/health', headers: { 'x-request-id': 'bad id!' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
