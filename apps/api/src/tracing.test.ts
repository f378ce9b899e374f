import { createServer, get, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createTracing, traceRequests } from './tracing';

// Tracing against a local OTLP receiver (OTLP/HTTP JSON on /v1/traces): a server span per
// request with its request id, the SQL statements under it, outgoing HTTP calls under
// whatever span made them. Off without OTEL_EXPORTER_OTLP_ENDPOINT.

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
}

let receiver: Server;
let endpoint: string;
const spans: OtlpSpan[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const parsed = JSON.parse(body) as {
          resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
        };
        for (const resource of parsed.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value ? Object.values(value)[0] : undefined;
};

describe('tracing', () => {
  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    expect(createTracing({ endpoint: undefined })).toBeNull();
  });

  it('sends a span per request, with its request id, and the SQL statements under it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kokoelma-tracing-'));
    const app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
        // Behind a balancer, whose traceparent is continued (without one, review I3:
        // a client's is not).
        TRUST_PROXY: '1',
      }),
      { build: { name: 'kokoelma', version: '0', commit: null }, serveWeb: false },
    );
    try {
      const res = await app.inject({
        url: '/api/sitemap?lang=fi&page=1',
        headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
      });
      expect(res.statusCode).toBe(200);
      const requestId = String(res.headers['x-request-id']);
      await app.close(); // flushes the spans
      const server = spans.find((s) => attribute(s, 'kokoelma.request_id') === requestId);
      expect(server).toMatchObject({ name: 'GET /api/sitemap', kind: 2 });
      // The caller's trace goes on.
      expect(server?.traceId).toBe('0af7651916cd43dd8448eb211c80319c');
      expect(server?.parentSpanId).toBe('b7ad6b7169203331');
      expect(attribute(server as OtlpSpan, 'http.response.status_code')).toBe(200);
      const queries = spans.filter((s) => s.parentSpanId === server?.spanId);
      expect(queries.length).toBeGreaterThan(0);
      for (const query of queries) {
        expect(query.traceId).toBe(server?.traceId);
        expect(attribute(query, 'db.system.name')).toBe('pglite');
        expect(String(attribute(query, 'db.query.text'))).toMatch(/^\s*(select|with)/i);
      }
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('traces outgoing HTTP calls under the span that made them, not its own exports', async () => {
    const tracing = createTracing({ endpoint, serviceName: 'kokoelma-test' });
    if (!tracing) throw new Error('no tracing');
    const upstream = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const before = spans.length;
    await tracing.inSpan('CMS getMenu', { 'kokoelma.test': 'yes' }, async () => {
      await new Promise<void>((resolve, reject) =>
        get(`http://127.0.0.1:${port}/spaces/x/entries?secret=no`, (response) => {
          response.resume();
          response.on('end', resolve);
        }).on('error', reject),
      );
    });
    await tracing.close();
    await new Promise((resolve) => upstream.close(resolve));
    const mine = spans.slice(before);
    const outer = mine.find((s) => s.name === 'CMS getMenu');
    const call = mine.find((s) => s.name === 'GET 127.0.0.1');
    expect(outer).toBeDefined();
    expect(call).toMatchObject({ parentSpanId: outer?.spanId, traceId: outer?.traceId, kind: 3 });
    expect(attribute(call as OtlpSpan, 'url.path')).toBe('/spaces/x/entries');
    expect(attribute(call as OtlpSpan, 'http.response.status_code')).toBe(200);
    // The exporter's own requests to the receiver are not traced.
    expect(mine.filter((s) => String(attribute(s, 'url.path')).startsWith('/v1/traces'))).toEqual(
      [],
    );
  });

  it('starts a trace of its own for a client’s traceparent when no proxy stands in front (review I3)', async () => {
    const tracing = createTracing({ endpoint, serviceName: 'kokoelma-test' });
    if (!tracing) throw new Error('no tracing');
    const app = Fastify();
    traceRequests(app, tracing, false);
    app.get('/galleries/s9N_PAMCp7mF9LMUvLaqZA', async () => 'ok');
    const before = spans.length;
    await app.inject({
      url: '/galleries/s9N_PAMCp7mF9LMUvLaqZA?editToken=x',
      headers: { traceparent: '00-1af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00' },
    });
    await app.close();
    await tracing.close();
    const server = spans.slice(before).find((s) => s.name.startsWith('GET '));
    expect(server).toBeDefined();
    // Neither its trace id nor its "not sampled" flag: the span was recorded and is new.
    expect(server?.traceId).not.toBe('1af7651916cd43dd8448eb211c80319c');
    expect(server?.parentSpanId ?? '').toBe('');
    // A link-only gallery's slug is its secret: masked (review L2).
    expect(attribute(server as OtlpSpan, 'url.path')).toBe('/galleries/:slug');
  });
});
