import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { upsertRecords } from '@kokoelma/collection';
import { makeRecord } from '@kokoelma/collection/testing';
import { buildApp } from './app';
import { loadConfig } from './config';
import { cookieFrom } from './routes/auth-test-support';
import { startTcpProxy, type TcpProxy } from './testing/tcp-proxy';

// The database going away under a running server, and not being there at its start:
// the process keeps running, requests get 503 with Retry-After (never 500), readiness
// follows the database, and nothing acknowledged is lost. Needs a PostgreSQL server
// (TEST_DATABASE_URL; CI sets it) for all but the first case. The server's own database is
// a throwaway one, so that terminating "its" backends touches nobody else's.

const postgresUrl = process.env.TEST_DATABASE_URL;
const BUILD = { name: 'kokoelma', version: '0', commit: null };
const COOKIE = 'kokoelma_session';

function expectOnlySuccessOr503(responses: LightMyRequestResponse[]) {
  for (const res of responses) {
    if (res.statusCode < 400) continue;
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toMatchObject({ error: 'unavailable' });
  }
}

async function waitForReady(app: FastifyInstance, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if ((await app.inject('/health/ready')).statusCode === 200) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not ready within ${timeoutMs} ms`);
}

describe('a database that is not there at start-up', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('starts anyway: liveness 200, readiness and requests 503 with Retry-After', async () => {
    app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        // Nothing listens on port 1.
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/kokoelma',
      }),
      { build: BUILD, serveWeb: false },
    );
    expect(app.databaseState.ready).toBe(false);
    expect((await app.inject('/health')).statusCode).toBe(200);
    const ready = await app.inject('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { database: false } });
    const search = await app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { lang: 'fi', searchTerms: 'maisema' },
    });
    expect(search.statusCode).toBe(503);
    expect(search.headers['retry-after']).toBe('2');
    expect(search.json()).toMatchObject({ error: 'unavailable' });
  });
});

describe.skipIf(!postgresUrl)('PostgreSQL going away and coming back (TEST_DATABASE_URL)', () => {
  const name = `kok_faults_${randomBytes(4).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: postgresUrl });
  let proxy: TcpProxy;
  const apps: FastifyInstance[] = [];

  /** The throwaway database's URL, through the proxy. */
  function viaProxy() {
    const target = new URL(postgresUrl ?? '');
    target.host = `127.0.0.1:${proxy.port}`;
    target.pathname = `/${name}`;
    return target.toString();
  }

  async function server() {
    const app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        DATABASE_URL: viaProxy(),
        DATABASE_POOL_SIZE: '4',
        SEARCH_CACHE_SECONDS: '0',
      }),
      { build: BUILD, serveWeb: false },
    );
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const target = new URL(postgresUrl ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await proxy?.close();
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it('rides through pg_terminate_backend of all its connections under load', async () => {
    const app = await server();
    await upsertRecords(
      app.database.db,
      Array.from({ length: 400 }, (_, i) => makeRecord(i + 1)),
      1,
    );
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'kesto@example.fi', password: 'kestävä kokoelma', name: 'Kesto' },
    });
    const cookie = cookieFrom(registered, COOKIE) ?? '';
    const created = await app.inject({
      method: 'POST',
      url: '/api/galleries',
      cookies: { [COOKIE]: cookie },
      payload: { name: 'Kestää', artworkId: 1 },
    });
    expect(created.statusCode).toBe(201);
    const galleryId = (created.json() as { id: number }).id;

    const responses: LightMyRequestResponse[] = [];
    const acknowledged = new Set<number>([1]);
    let stop = false;
    let next = 1;
    const load = async (worker: number) => {
      for (let i = 0; !stop; i += 1) {
        // Each write adds an artwork not in the gallery yet (a repeat would be a 409).
        const artwork = i % 3 === 2 ? (next += 1) : 0;
        const res =
          i % 3 === 0
            ? await app.inject({
                method: 'POST',
                url: '/api/search',
                payload: { lang: 'fi', searchTerms: 'maisema' },
              })
            : i % 3 === 1
              ? await app.inject(`/api/sitemap?lang=fi&page=1`)
              : await app.inject({
                  method: 'POST',
                  url: `/api/galleries/${galleryId}/artwork/${artwork}`,
                  cookies: { [COOKIE]: cookie },
                });
        responses.push(res);
        if (i % 3 === 2 && res.statusCode === 200) acknowledged.add(artwork);
        if (worker === 0 && i % 10 === 0) await new Promise((r) => setTimeout(r, 5));
      }
    };
    const workers = [0, 1, 2, 3].map((w) => load(w));
    await new Promise((r) => setTimeout(r, 300));

    // What a PostgreSQL restart, a failover or an idle-connection reaper does.
    const client = admin();
    await client.connect();
    const { rowCount } = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await client.end();
    expect(rowCount).toBeGreaterThan(0);
    const afterFault = responses.length;
    await new Promise((r) => setTimeout(r, 700));
    stop = true;
    await Promise.all(workers);

    expect(responses.length).toBeGreaterThan(afterFault);
    expectOnlySuccessOr503(responses);
    // Still serving after the fault, and ready.
    expect(responses.slice(-5).every((res) => res.statusCode < 400)).toBe(true);
    expect(await waitForReady(app, 5000)).toBeLessThan(5000);
    expect(app.database.errors.connections).toBeGreaterThan(0);
    // Every acknowledged artwork is in the gallery.
    const gallery = await app.inject({
      url: `/api/galleries/${galleryId}/edit`,
      cookies: { [COOKIE]: cookie },
    });
    const ids = new Set(
      (gallery.json() as { objects: Array<{ id: number }> }).objects.map((o) => o.id),
    );
    for (const id of acknowledged) expect(ids.has(id), `artwork ${id}`).toBe(true);
  }, 60_000);

  it('turns readiness 503 while the database does not answer, and 200 as soon as it does', async () => {
    const app = apps[0] ?? (await server());
    await waitForReady(app, 5000);
    await proxy.cut();
    const ready = await app.inject('/health/ready');
    expect(ready.statusCode).toBe(503);
    const search = await app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { lang: 'fi', searchTerms: 'maisema' },
    });
    expectOnlySuccessOr503([search]);
    expect(search.statusCode).toBe(503);
    expect((await app.inject('/health')).statusCode).toBe(200);
    await proxy.restore();
    expect(await waitForReady(app, 5000)).toBeLessThan(2000);
  }, 30_000);

  it('starts without the database, then migrates and serves once it arrives', async () => {
    await proxy.cut();
    const app = await server();
    expect((await app.inject('/health')).statusCode).toBe(200);
    expect((await app.inject('/health/ready')).statusCode).toBe(503);
    const early = await app.inject('/api/sitemap?lang=fi&page=1');
    expectOnlySuccessOr503([early]);
    expect(early.statusCode).toBe(503);
    await new Promise((r) => setTimeout(r, 1000));
    await proxy.restore();
    // Back-off is at most 2 s between attempts.
    expect(await waitForReady(app, 5000)).toBeLessThan(5000);
    expect(app.databaseState.ready).toBe(true);
    expect((await app.inject('/api/sitemap?lang=fi&page=1')).statusCode).toBe(200);
  }, 30_000);
});
