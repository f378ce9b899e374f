import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertRecords } from '@kokoelma/collection';
import { makeRecord } from '@kokoelma/collection/testing';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from './app';
import { loadConfig } from './config';
import { cookieFrom } from './routes/auth-test-support';

// Two server instances behind one load balancer: each has its own connection pool and
// Redis client, and shares only PostgreSQL and Redis with the other. What one sees, the
// other must see: a session, a gallery write, a rate limit. (CI runs this with both
// servers on 127.0.0.1: .ci/run sets TEST_DATABASE_URL and TEST_REDIS_URL.)

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const COOKIE = 'kokoelma_session';

describe.skipIf(!postgresUrl || !redisUrl)('two instances on one PostgreSQL and Redis', () => {
  const schema = `scale_${randomBytes(5).toString('hex')}`;
  const prefix = `test-${randomBytes(5).toString('hex')}:`;
  const databases: Database[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  async function instance(): Promise<FastifyInstance> {
    const database = await openDatabase({
      kind: 'postgres',
      url: postgresUrl ?? '',
      schema,
      poolSize: 4,
    });
    databases.push(database);
    return buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        REDIS_URL: redisUrl ?? '',
        REDIS_PREFIX: prefix,
        AUTH_RATE_LIMIT_PER_IP: '3',
        // Behind one balancer: X-Forwarded-For names the client.
        TRUST_PROXY: '1',
      }),
      { build: { name: 'kokoelma', version: '0', commit: null }, database, serveWeb: false },
    );
  }

  beforeAll(async () => {
    a = await instance();
    b = await instance();
    const first = databases[0];
    if (first)
      await upsertRecords(
        first.db,
        [1, 2].map((id) => makeRecord(id)),
        1,
      );
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const first = databases[0];
    if (first) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(first.db);
    for (const database of databases) await database.close();
  });

  it('a session made on one is valid on the other, and a sign-out on one ends it on both', async () => {
    const registered = await a.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'kaksi@example.fi', password: 'kaksi palvelinta', name: 'Kaksi' },
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    const cookie = cookieFrom(registered, COOKIE) ?? '';
    const me = await b.inject({ url: '/api/auth/me', cookies: { [COOKIE]: cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ name: 'Kaksi' });

    const gallery = await b.inject({
      method: 'POST',
      url: '/api/galleries',
      cookies: { [COOKIE]: cookie },
      payload: { name: 'Jaettu', artworkId: 1 },
    });
    expect(gallery.statusCode).toBe(201);
    const { id } = gallery.json() as { id: number };
    const added = await a.inject({
      method: 'POST',
      url: `/api/galleries/${id}/artwork/2`,
      cookies: { [COOKIE]: cookie },
    });
    expect(added.statusCode).toBe(200);
    const seen = await b.inject({
      url: `/api/galleries/${id}/edit`,
      cookies: { [COOKIE]: cookie },
    });
    expect((seen.json() as { objects: Array<{ id: number }> }).objects.map((o) => o.id)).toEqual([
      2, 1,
    ]);

    await a.inject({ method: 'POST', url: '/api/auth/logout', cookies: { [COOKIE]: cookie } });
    expect(
      (await b.inject({ url: '/api/auth/me', cookies: { [COOKIE]: cookie } })).statusCode,
    ).toBe(401);
  });

  it('counts one address’s sign-in attempts across both instances', async () => {
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.fi', password: 'väärä salasana' },
        headers: { 'x-forwarded-for': '198.51.100.99' },
      });
    expect((await attempt(a)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(401);
    expect((await attempt(a)).statusCode).toBe(401);
    // The fourth, on the other instance: the shared counter says three already.
    const limited = await attempt(b);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
