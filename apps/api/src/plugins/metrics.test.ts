import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertRecords } from '@kokoelma/collection';
import { makeRecord } from '@kokoelma/collection/testing';
import { migrate, openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { recordImportRun } from '../import-runs';
import { searchKind, startMetricsServer } from './metrics';

const TOKEN = 'metrics-token-for-tests-0123456789';
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await migrate(database.db);
  await upsertRecords(
    database.db,
    [1, 2, 3].map((id) => makeRecord(id)),
    1,
  );
  app = await buildApp(
    loadConfig({ LOG_LEVEL: 'silent', METRICS_TOKEN: TOKEN, SMTP_URL: 'smtp://127.0.0.1:1' }),
    { build: { name: 'kokoelma', version: '0', commit: null }, database, serveWeb: false },
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const scrape = async () => {
  const res = await app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The value of one sample line, e.g. `name{a="b"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is a 404, like any unknown path, without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token', `Basic ${TOKEN}`]) {
      const res = await app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('kokoelma_');
    }
  });

  it('is a 404 when no token is configured', async () => {
    const other = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), {
      build: { name: 'kokoelma', version: '0', commit: null },
      database,
      serveWeb: false,
    });
    const res = await other.inject({ url: '/metrics', headers: { authorization: 'Bearer x' } });
    expect(res.statusCode).toBe(404);
    await other.close();
  });

  it('serves the Prometheus text format with the token', async () => {
    const res = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(res.headers['cache-control']).toBe('no-store');
    // Node's defaults, event-loop lag among them.
    expect(res.body).toContain('kokoelma_nodejs_eventloop_lag_seconds');
    expect(res.body).toContain('# TYPE kokoelma_http_request_duration_seconds histogram');
  });

  it('counts requests by route pattern and status, with latency', async () => {
    await app.inject('/api/sitemap?lang=fi&page=1');
    await app.inject('/api/sitemap?lang=fi&page=1');
    await app.inject('/no/such/path');
    const text = await scrape();
    expect(
      sample(text, 'kokoelma_http_requests_total{method="GET",route="/api/sitemap",status="200"}'),
    ).toBe(2);
    expect(
      sample(text, 'kokoelma_http_requests_total{method="GET",route="unmatched",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'kokoelma_http_request_duration_seconds_count{method="GET",route="/api/sitemap",status="200"}',
      ),
    ).toBe(2);
  });

  it('times searches by kind', async () => {
    const search = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/search', payload: { lang: 'fi', ...payload } });
    expect((await search({ searchTerms: ['maisema'] })).statusCode).toBe(200);
    expect((await search({ hasImage: true })).statusCode).toBe(200);
    expect((await search({})).statusCode).toBe(200);
    const text = await scrape();
    for (const kind of ['words', 'filters', 'browse']) {
      expect(
        sample(text, `kokoelma_search_duration_seconds_count{kind="${kind}",outcome="ok"}`),
        kind,
      ).toBe(1);
    }
  });

  it('shows readiness, query errors, the outbox and import runs', async () => {
    await database.db
      .insertInto('outbox')
      .values({ to_address: 'a@example.fi', subject: 's', body: 'b', sender_user_id: null })
      .execute();
    await recordImportRun(database.db, { ok: true, imported: 3 });
    await recordImportRun(database.db, { ok: false });
    const before = sample(await scrape(), 'kokoelma_db_query_errors_total') ?? 0;
    await database.db
      .selectFrom('nowhere' as never)
      .selectAll()
      .execute()
      .catch(() => undefined);
    const text = await scrape();
    expect(sample(text, 'kokoelma_ready{check="all"}')).toBe(1);
    expect(sample(text, 'kokoelma_ready{check="database"}')).toBe(1);
    expect(sample(text, 'kokoelma_db_query_errors_total')).toBe(before + 1);
    expect(sample(text, 'kokoelma_outbox_depth')).toBe(1);
    expect(sample(text, 'kokoelma_import_runs{result="succeeded"}')).toBe(1);
    expect(sample(text, 'kokoelma_import_runs{result="failed"}')).toBe(1);
    expect(sample(text, 'kokoelma_import_last_success_timestamp_seconds')).toBeGreaterThan(
      Date.now() / 1000 - 60,
    );
    app.lifecycle.draining = true;
    expect(sample(await scrape(), 'kokoelma_ready{check="all"}')).toBe(0);
    app.lifecycle.draining = false;
  });

  it('is served without a token on METRICS_PORT, and nothing else is', async () => {
    const server = await startMetricsServer(app.metrics, 0, '127.0.0.1');
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('kokoelma_http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('page-cache metrics', () => {
  it('counts hits and misses of anonymous page views', async () => {
    const webDist = new URL('../../../../dist/apps/web', import.meta.url).pathname;
    const web = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', METRICS_TOKEN: TOKEN, WEB_DIST: webDist }),
      { build: { name: 'kokoelma', version: '0', commit: null }, database },
    );
    try {
      expect((await web.inject('/fi/sitemap')).headers['x-page-cache']).toBe('miss');
      expect((await web.inject('/fi/sitemap')).headers['x-page-cache']).toBe('hit');
      const res = await web.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(sample(res.body, 'kokoelma_page_cache_lookups_total{result="miss"}')).toBe(1);
      expect(sample(res.body, 'kokoelma_page_cache_lookups_total{result="hit"}')).toBe(1);
    } finally {
      await web.close();
    }
  }, 60_000);
});

describe('searchKind', () => {
  it('tells words, filters and browsing apart', () => {
    expect(searchKind({ searchTerms: ['  '], sort: 'relevance' } as never)).toBe('browse');
    expect(searchKind({ searchTerms: ['maisema'], hasImage: true })).toBe('words');
    expect(searchKind({ categories: [], yearFrom: 1900 } as never)).toBe('filters');
  });
});
