import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { FuzzApp } from './fuzz-app';
import {
  cleanRequestFor,
  otherMethodFor,
  requestFor,
  unknownPath,
  type FuzzRequest,
} from './fuzz-requests';

export interface FuzzOptions {
  /** Generated requests in all (shrinking a failure sends more). */
  requests: number;
  seed: number;
  /** Only this route ("POST /api/search"), or those whose key contains this text. */
  route?: string;
  /** A request not answered within this many ms is a failure (a hang). */
  timeoutMs?: number;
}

export interface FuzzFailure {
  target: string;
  /** The exact request, the broken invariant, the server's stack, how to repeat it. */
  report: string;
}

export interface FuzzSummary {
  seed: number;
  /** Requests sent, shrinking included (fixture and health calls not counted). */
  requests: number;
  ms: number;
  /** Requests generated per route key, plus "other method" and "unknown path". */
  perTarget: Record<string, number>;
  /** Milliseconds spent per target, fixture refreshes and health checks included. */
  msPerTarget: Record<string, number>;
  /** How many answers had each status code. */
  statuses: Record<string, number>;
  /** Every route the app registered. */
  routes: string[];
  /** Registered routes no request reached (a hole in the fuzzer: the test fails). */
  unreached: string[];
  /** Reached routes whose handler no request got to (all were refused before it). */
  unhandled: string[];
  failures: FuzzFailure[];
}

// Shares of the requests: most go to the routes, evenly; the rest try other methods on
// real paths and paths that are no route at all.
const OTHER_METHOD_SHARE = 0.1;
const UNKNOWN_PATH_SHARE = 0.05;
const BATCH = 50;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Batch {
  target: string;
  runs: number;
  arbitrary: fc.Arbitrary<FuzzRequest>;
  /** A route's batch starts with one clean request, so every route is surely reached. */
  clean?: fc.Arbitrary<FuzzRequest>;
}

/** A stable 32-bit hash, so a batch's seed depends on the run's seed and its route only. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h | 0;
}

function batches(fuzz: FuzzApp, options: FuzzOptions): Batch[] {
  // A route's exact key selects it alone (how a failure is repeated); other text, all
  // routes whose key contains it.
  const exact = fuzz.routes.filter((r) => r.key === options.route);
  const routes =
    exact.length > 0
      ? exact
      : fuzz.routes.filter((r) => !options.route || r.key.includes(options.route));
  if (routes.length === 0) throw new Error(`No route matches "${options.route}"`);
  const filtered = Boolean(options.route);
  const others = filtered ? 0 : Math.round(options.requests * OTHER_METHOD_SHARE);
  const unknown = filtered ? 0 : Math.round(options.requests * UNKNOWN_PATH_SHARE);
  const share = Math.max(routes.length, options.requests - others - unknown);
  const perRoute = Math.floor(share / routes.length);
  const list: Batch[] = routes.map((route, i) => ({
    target: route.key,
    runs: perRoute + (i < share % routes.length ? 1 : 0),
    arbitrary: requestFor(route, fuzz.fixtures),
    clean: cleanRequestFor(route, fuzz.fixtures),
  }));
  for (let left = others, i = 0; left > 0; left -= BATCH, i += 1) {
    const arbitrary = otherMethodFor(fuzz.routes, fuzz.fixtures);
    list.push({ target: `other method ${i}`, runs: Math.min(BATCH, left), arbitrary });
  }
  for (let left = unknown, i = 0; left > 0; left -= BATCH, i += 1) {
    const arbitrary = unknownPath(fuzz.fixtures);
    list.push({ target: `unknown path ${i}`, runs: Math.min(BATCH, left), arbitrary });
  }
  return list;
}

/** The request as text that reproduces it: method, URL, headers, body (long ones cut). */
export function describeRequest(request: FuzzRequest): string {
  const payload = request.payload;
  const shown =
    payload === undefined
      ? '(none)'
      : payload.length > 2000
        ? `${JSON.stringify(payload.slice(0, 2000))}… (${payload.length} characters)`
        : JSON.stringify(payload);
  return [
    `${request.method} ${request.url}`,
    `headers: ${JSON.stringify(request.headers)}`,
    `body: ${shown}`,
  ].join('\n');
}

/** What is wrong with an answer, or null: 5xx, a 4xx JSON body without error and message. */
function problemWith(
  request: FuzzRequest,
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
): string | null {
  // 501 Not Implemented is a refusal a route may document (oEmbed answers it for a format
  // it does not offer), checked below like a 4xx; every other 5xx is a failure.
  if (res.statusCode >= 500 && res.statusCode !== 501) {
    return `answered ${res.statusCode}: ${res.body.slice(0, 500)}`;
  }
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 400 && type.includes('json') && request.method !== 'HEAD') {
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `answered ${res.statusCode} with ${type} that is not JSON: ${res.body.slice(0, 200)}`;
    }
    const { error, message } = (body ?? {}) as Record<string, unknown>;
    if (typeof error !== 'string' || typeof message !== 'string') {
      return `answered ${res.statusCode} without { error, message }: ${res.body.slice(0, 200)}`;
    }
  }
  return null;
}

/**
 * Sends the generated requests batch by batch (one batch per route) and checks every
 * answer: no 5xx, every 4xx JSON answer is `{ error, message }`, an answer within the
 * time limit, /health still 200 after each batch, no uncaught exception or unhandled
 * rejection in the process. A failing batch is shrunk by fast-check to a small request.
 */
export async function runFuzz(fuzz: FuzzApp, options: FuzzOptions): Promise<FuzzSummary> {
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? 15_000;
  const summary: FuzzSummary = {
    seed: options.seed,
    requests: 0,
    ms: 0,
    perTarget: {},
    msPerTarget: {},
    statuses: {},
    routes: fuzz.routes.map((r) => r.key),
    unreached: [],
    unhandled: [],
    failures: [],
  };
  const processErrors: unknown[] = [];
  const onProcessError = (error: unknown) => void processErrors.push(error);
  process.on('uncaughtException', onProcessError);
  process.on('unhandledRejection', onProcessError);

  // Whether the batch sent anything that may have undone the fixture (a state change).
  let dirty = false;

  async function send(request: FuzzRequest): Promise<void> {
    const reportedBefore = fuzz.reported.length;
    dirty ||= !SAFE_METHODS.has(request.method) || request.url.startsWith('/logout');
    summary.requests += 1;
    let timer: NodeJS.Timeout | undefined;
    const res = await Promise.race([
      fuzz.app.inject({
        method: request.method as InjectOptions['method'],
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]).finally(() => clearTimeout(timer));
    summary.statuses[res.statusCode] = (summary.statuses[res.statusCode] ?? 0) + 1;
    const problem = problemWith(request, res);
    if (problem) {
      const stacks = fuzz.reported.slice(reportedBefore).map((e) => e.stack ?? String(e));
      throw new Error([problem, ...stacks].join('\n'));
    }
  }

  try {
    for (const batch of batches(fuzz, options)) await runBatch(batch);
  } finally {
    process.off('uncaughtException', onProcessError);
    process.off('unhandledRejection', onProcessError);
  }
  for (const error of processErrors) {
    summary.failures.push({
      target: 'process',
      report: `uncaught: ${error instanceof Error ? error.stack : String(error)}`,
    });
  }
  summary.unreached = options.route ? [] : summary.routes.filter((r) => !fuzz.reached.has(r));
  summary.unhandled = summary.routes.filter((r) => fuzz.reached.has(r) && !fuzz.handled.has(r));
  summary.ms = Date.now() - started;
  return summary;

  async function runBatch(batch: Batch): Promise<void> {
    const batchStarted = Date.now();
    const target = batch.target.replace(/ \d+$/, '');
    summary.perTarget[target] = (summary.perTarget[target] ?? 0) + batch.runs;
    const seed = (options.seed ^ hash(batch.target)) | 0;
    // Generated now, from the fixture as it is now; it counts as one of the batch's runs.
    const examples = batch.clean
      ? fc.sample(batch.clean, { seed, numRuns: 1 }).map((request) => [request] as [FuzzRequest])
      : [];
    const details = await fc.check(fc.asyncProperty(batch.arbitrary, send), {
      numRuns: batch.runs,
      seed,
      examples,
    });
    if (details.failed) {
      const request = details.counterexample?.[0];
      summary.failures.push({
        target,
        report: [
          `${target}: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`,
          request ? describeRequest(request) : '(no counterexample)',
          `fast-check seed ${seed}, path "${details.counterexamplePath}", shrunk ${details.numShrinks} times`,
          // A route's batch alone; other methods and unknown paths only in the whole run.
          fuzz.routes.some((r) => r.key === target)
            ? `repeat: npm run fuzz -- --seed ${options.seed} --route '${target}' --requests ${batch.runs}`
            : `repeat: npm run fuzz -- --seed ${options.seed} --requests ${options.requests}`,
        ].join('\n'),
      });
    }
    const health = await fuzz.app.inject({ method: 'GET', url: '/health' });
    if (health.statusCode !== 200) {
      summary.failures.push({
        target,
        report: `GET /health answered ${health.statusCode} after ${target}`,
      });
    }
    // Requests may have signed out (even GET /logout does), revoked the key or deleted
    // the gallery: the next batch gets valid ones again.
    if (dirty) {
      try {
        await fuzz.refresh();
      } catch (error) {
        summary.failures.push({ target, report: `after ${target}: ${(error as Error).stack}` });
      }
      dirty = false;
    }
    summary.msPerTarget[target] = (summary.msPerTarget[target] ?? 0) + Date.now() - batchStarted;
  }
}

/** The summary as lines for people: per route, statuses, time, and every failure. */
export function formatSummary(summary: FuzzSummary): string {
  const seconds = (summary.ms / 1000).toFixed(1);
  const rate = Math.round(summary.requests / Math.max(summary.ms / 1000, 0.001));
  const lines = [
    `fuzz: ${summary.requests} requests in ${seconds} s (${rate}/s), seed ${summary.seed}`,
    `routes: ${summary.routes.length} registered, ${summary.unreached.length} not reached, ` +
      `${summary.unhandled.length} refused before the handler every time`,
    'status codes: ' +
      Object.entries(summary.statuses)
        .map(([status, n]) => `${status}×${n}`)
        .join(' '),
    'slowest: ' +
      Object.entries(summary.msPerTarget)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([target, ms]) => `${target} ${(ms / 1000).toFixed(1)} s`)
        .join(', '),
    'requests per route:',
    ...Object.entries(summary.perTarget).map(
      ([target, n]) => `  ${String(n).padStart(5)}  ${target}`,
    ),
  ];
  if (summary.unreached.length > 0) lines.push(`not reached: ${summary.unreached.join(', ')}`);
  if (summary.unhandled.length > 0)
    lines.push(`handler never ran: ${summary.unhandled.join(', ')}`);
  for (const failure of summary.failures) lines.push('', `FAILED ${failure.report}`);
  lines.push(
    '',
    summary.failures.length === 0 ? 'no failures' : `${summary.failures.length} failures`,
  );
  return lines.join('\n');
}
