import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { SearchParams } from '@kokoelma/contract/site';
import type { Database } from '@kokoelma/db';
import { ALWAYS_ANSWER } from './overload';

/** The kinds of search the latency histogram tells apart. */
export type SearchKind = 'words' | 'filters' | 'browse';

/** Words typed: a word search; no words but filters; neither: browsing everything. */
export function searchKind(params: SearchParams): SearchKind {
  if (params.searchTerms?.some((term) => term.trim() !== '')) return 'words';
  const { searchTerms: _words, sort: _sort, exact: _exact, ...filters } = params;
  const set = Object.values(filters).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null,
  );
  return set ? 'filters' : 'browse';
}

/** What is measured beside HTTP and the process: read when /metrics is asked. */
export interface MetricsSources {
  database: Database;
  /** The readiness checks (the same as GET /health/ready). */
  ready: () => Promise<Record<string, boolean>>;
  /** Messages waiting in the e-mail outbox (null when it cannot be read now). */
  outboxDepth?: () => Promise<number | null>;
  /** Import runs recorded by `npm run import` (null when they cannot be read now). */
  importRuns?: () => Promise<{
    succeeded: number;
    failed: number;
    lastSuccessAt: string | null;
  } | null>;
}

/**
 * The server's Prometheus metrics, one registry per app (tests build many). Besides
 * Node's defaults (event-loop lag, heap, GC, handles): HTTP requests by route and status,
 * page-cache hits and misses, search latency by kind, the database pool and its errors,
 * readiness, the e-mail outbox, import runs.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({
    register: registry,
    prefix: 'kokoelma_',
    eventLoopMonitoringPrecision: 20,
  });
  const httpRequests = new Counter({
    name: 'kokoelma_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'kokoelma_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'kokoelma_page_cache_lookups_total',
    help: 'Anonymous page views answered from the page cache (hit) or rendered (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const searchDuration = new Histogram({
    name: 'kokoelma_search_duration_seconds',
    help: 'Collection search latency by kind (words, filters, browse), cached answers included',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const outboxFailures = new Counter({
    name: 'kokoelma_outbox_send_failures_total',
    help: 'E-mails that could not be sent (each is retried; given_up when attempts ran out)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const outboxSent = new Counter({
    name: 'kokoelma_outbox_sent_total',
    help: 'E-mails sent from the outbox by this instance',
    registers: [registry],
  });
  return {
    registry,
    /** Counts an answer: call from onResponse. */
    observeRequest(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    pageCacheLookup(hit: boolean) {
      pageCache.inc({ result: hit ? 'hit' : 'miss' });
    },
    /** Starts timing a search; call the result with whether it succeeded. */
    searchTimer(kind: SearchKind) {
      const end = searchDuration.startTimer({ kind });
      return (ok: boolean) => end({ outcome: ok ? 'ok' : 'error' });
    },
    outboxResult(result: 'sent' | 'retry' | 'given_up') {
      if (result === 'sent') outboxSent.inc();
      else outboxFailures.inc({ result });
    },
    /** The gauges read at scrape time from the database, readiness and the outbox. */
    watch(sources: MetricsSources) {
      const { database } = sources;
      new Gauge({
        name: 'kokoelma_db_pool_connections',
        help: 'Database pool connections by state (PostgreSQL): total, idle, waiting requests',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const stats = database.poolStats?.();
          if (!stats) return;
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'in_use' }, stats.total - stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      });
      new Counter({
        name: 'kokoelma_db_query_errors_total',
        help: 'Database queries that failed (any reason)',
        registers: [registry],
        collect() {
          this.reset();
          this.inc(database.errors.queries);
        },
      });
      new Counter({
        name: 'kokoelma_db_connection_errors_total',
        help: 'Database connections lost or refused',
        registers: [registry],
        collect() {
          this.reset();
          this.inc(database.errors.connections);
        },
      });
      new Gauge({
        name: 'kokoelma_ready',
        help: 'Readiness: 1 when GET /health/ready would answer 200; per check with its label',
        labelNames: ['check'] as const,
        registers: [registry],
        async collect() {
          const checks = await sources.ready();
          this.set({ check: 'all' }, Object.values(checks).every(Boolean) ? 1 : 0);
          for (const [check, ok] of Object.entries(checks)) this.set({ check }, ok ? 1 : 0);
        },
      });
      if (sources.outboxDepth) {
        const depth = sources.outboxDepth;
        new Gauge({
          name: 'kokoelma_outbox_depth',
          help: 'E-mails in the outbox not sent yet (all instances); absent when unreadable',
          registers: [registry],
          async collect() {
            const n = await depth();
            if (n === null) this.reset();
            else this.set(n);
          },
        });
      }
      if (sources.importRuns) {
        const runs = sources.importRuns;
        new Gauge({
          name: 'kokoelma_import_runs',
          help: 'Runs of `npm run import` recorded in the database, by result',
          labelNames: ['result'] as const,
          registers: [registry],
          async collect() {
            const recorded = await runs();
            if (!recorded) return;
            this.set({ result: 'succeeded' }, recorded.succeeded);
            this.set({ result: 'failed' }, recorded.failed);
          },
        });
        new Gauge({
          name: 'kokoelma_import_last_success_timestamp_seconds',
          help: 'When the last successful import ended (Unix time; 0: never)',
          registers: [registry],
          async collect() {
            const recorded = await runs();
            if (!recorded) return;
            const at = recorded.lastSuccessAt ? Date.parse(recorded.lastSuccessAt) / 1000 : 0;
            this.set(at);
          },
        });
      }
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** `promise`'s value, or `fallback` when it fails or takes longer than `ms`. */
export async function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([promise.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request's `Authorization: Bearer …` is `token` (in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(sha256(match[1]), sha256(token));
}

/**
 * Counts every answer by route and status, and serves GET /metrics on the site only with
 * `Authorization: Bearer <METRICS_TOKEN>`: without a token configured, or with a wrong one,
 * it is a 404 like any unknown path (nothing tells a visitor it exists).
 */
async function metricsPlugin(
  app: FastifyInstance,
  options: { metrics: Metrics; token?: string | undefined },
) {
  const { metrics, token } = options;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.route({
    method: 'GET',
    url: '/metrics',
    // Like liveness, answered under overload: that is when it matters most.
    config: ALWAYS_ANSWER,
    schema: { hide: true },
    handler: async (request, reply) => {
      if (!token || !bearerMatches(request.headers.authorization, token)) {
        // The same answer as the not-found handler's (errors.ts).
        return reply.status(404).send({
          error: 'not_found',
          message: `No route for ${request.method} ${request.url}`,
        });
      }
      const body = await metrics.registry.metrics();
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
}

export const metricsPluginFp = fp(metricsPlugin, { name: 'metrics' });

/**
 * The metrics on a port of their own (METRICS_PORT), for a scraper inside the network:
 * GET /metrics, no token; nothing else. Resolves once listening.
 */
export async function startMetricsServer(
  metrics: Metrics,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) =>
        response
          .writeHead(200, {
            'content-type': metrics.registry.contentType,
            'cache-control': 'no-store',
          })
          .end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

/** `service` with its searches timed by kind (words, filters, browse). */
export function instrumentSearch<
  S extends { search(params: SearchParams, ...rest: never[]): Promise<unknown> },
>(service: S, metrics: Metrics): S {
  const search = service.search.bind(service) as (...args: unknown[]) => Promise<unknown>;
  return {
    ...service,
    search: async (params: SearchParams, ...rest: unknown[]) => {
      const done = metrics.searchTimer(searchKind(params));
      try {
        const result = await search(params, ...rest);
        done(true);
        return result;
      } catch (error) {
        done(false);
        throw error;
      }
    },
  };
}
