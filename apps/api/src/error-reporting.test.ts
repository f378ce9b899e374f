import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from './app';
import { loadConfig } from './config';
import { contentSources } from './content-config';
import { createServerReporter, silentReporter } from './error-reporting';
import { ERROR_TESTS_PER_MINUTE } from './plugins/web-app';

// A local stand-in for Sentry's ingest: it records the envelopes the real SDK posts.
let ingest: Server;
const envelopes: string[] = [];
let dsn = '';
let database: Database;
const webDist = new URL('../../../dist/apps/web', import.meta.url).pathname;

beforeAll(async () => {
  ingest = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      envelopes.push(`${request.url} ${body}`);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(ingest.address() as AddressInfo).port}/42`;
  database = await openDatabase({ kind: 'pglite' });
}, 60_000);
afterAll(async () => {
  await database.close();
  await new Promise((resolve) => ingest.close(resolve));
});

describe('server error reporting', () => {
  it('is silent without SENTRY_DSN', async () => {
    expect(await createServerReporter({})).toBe(silentReporter);
  });

  it("lets pages reach the DSN's host, and no other reporting host", () => {
    const sources = contentSources(loadConfig({ SENTRY_DSN: 'https://k@o1.ingest.example.io/7' }));
    expect(sources.connect).toEqual(['https://o1.ingest.example.io']);
    expect(contentSources(loadConfig({})).connect).toEqual([]);
  });

  it('reports a failing page to the configured Sentry, without personal data', async () => {
    const reporter = await createServerReporter({ SENTRY_DSN: dsn, release: 'test-1' });
    const app = await buildApp(loadConfig({ WEB_DIST: webDist, LOG_LEVEL: 'silent' }), {
      build: { name: 'kokoelma', version: '0.0.0-test', commit: null },
      database,
      reporter,
    });
    try {
      const res = await app.inject({
        url: '/errorTest',
        headers: { cookie: 'kokoelma_session=secret-token' },
      });
      expect(res.statusCode).toBe(500);
      expect(await reporter.flush(5000)).toBe(true);
      const sent = envelopes.join('\n');
      expect(sent).toContain('/api/42/envelope/');
      expect(sent).toContain('errorTest: a deliberate error to test error reporting');
      expect(sent).toContain('"boundary":"server"');
      expect(sent).not.toContain('secret-token');
    } finally {
      await app.close();
    }
  }, 60_000);

  it('fails on purpose only a few times a minute for the whole site (review L5)', async () => {
    const app = await buildApp(loadConfig({ WEB_DIST: webDist, LOG_LEVEL: 'silent' }), {
      build: { name: 'kokoelma', version: '0.0.0-test', commit: null },
      database,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 2 * ERROR_TESTS_PER_MINUTE + 1; i += 1) {
        statuses.push(
          (await app.inject({ url: '/errorTest', remoteAddress: `192.0.2.${i}` })).statusCode,
        );
      }
      // However many addresses ask (and should a minute end meanwhile, twice the budget).
      expect(statuses.filter((s) => s === 500).length).toBeGreaterThanOrEqual(
        ERROR_TESTS_PER_MINUTE,
      );
      expect(statuses.filter((s) => s === 500).length).toBeLessThanOrEqual(
        2 * ERROR_TESTS_PER_MINUTE,
      );
      expect(statuses).toContain(429);
      const refused = await app.inject('/errorTest');
      if (refused.statusCode === 429) {
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.headers['cache-control']).toBe('no-store');
      }
    } finally {
      await app.close();
    }
  }, 60_000);

  it('shows the configured photograph and its credit on the error page', async () => {
    const config = loadConfig({
      WEB_DIST: webDist,
      LOG_LEVEL: 'silent',
      ERROR_PAGE_PHOTO_URL: 'https://images.example.fi/error.jpg',
      ERROR_PAGE_PHOTO_CREDIT: 'Hannu Aaltonen',
    });
    const app = await buildApp(config, {
      build: { name: 'kokoelma', version: '0.0.0-test', commit: null },
      database,
    });
    try {
      const res = await app.inject('/errorTest');
      expect(res.statusCode).toBe(500);
      expect(res.body).toContain('src="https://images.example.fi/error.jpg"');
      // The credit reads as one line, each language's part in its own lang span.
      const text = res.body.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, '');
      expect(text).toContain('Kuva: Hannu Aaltonen / Foto: Hannu Aaltonen / Photo: Hannu Aaltonen');
      expect(res.headers['content-security-policy']).toContain('https://images.example.fi');
    } finally {
      await app.close();
    }
  }, 60_000);
});
