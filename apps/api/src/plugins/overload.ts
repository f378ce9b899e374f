import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { normalizeIP } from '@fastify/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: {
      /** Draining: shutting down, so readiness answers 503 and load balancers move on. */
      draining: boolean;
      /**
       * Serving: start-up is over (server.ts sets it once listening). Start-up blocks the
       * loop on purpose (migrations, the demo collection); that lag is not overload.
       */
      serving: boolean;
    };
  }
  interface FastifyContextConfig {
    /** Under-pressure's per-route handler: liveness answers even when overloaded. */
    pressureHandler?: () => undefined;
  }
}

/**
 * The error of a request refused because the server (or the client's share of it) is
 * busy: the error handler (errors.ts) writes it as a 503 in the site's shape — JSON, or
 * the busy page for a browser's page view. The caller sets Retry-After.
 */
export function overloaded(): Error {
  return Object.assign(new Error('Service Unavailable'), {
    code: 'FST_UNDER_PRESSURE',
    statusCode: 503,
  });
}

export interface OverloadOptions {
  /**
   * Requests served at once, at most; more get 503 at once (0: no limit). What bounds
   * the wait of the admitted ones: each waits for at most this many others.
   */
  maxInFlight: number;
  /** Shed load (503) when the event loop lags by more than this; 0 turns shedding off. */
  maxEventLoopDelayMs: number;
  /**
   * Shed a request that has waited longer than this (ms) for the event loop to reach it;
   * 0 turns it off. See `queueTimeLimit` below.
   */
  maxQueueMs: number;
  /** The Retry-After of a shed request. */
  retryAfterSeconds: number;
  /**
   * Log a warning for each turn of the event loop that held it this long or longer (ms):
   * every request waited that long, whatever it was. 0 (the default): no such log.
   */
  logBlockedLoopMs?: number;
}

/**
 * Overload and shutdown. When the event loop lags (every request would wait anyway) a
 * new request gets 503 with Retry-After at once instead of joining a queue that ends
 * in time-outs; liveness (/health) stays 200 so the instance is not killed for being
 * busy. `lifecycle.draining` is set on SIGTERM: readiness turns 503 first.
 */
async function overload(app: FastifyInstance, options: OverloadOptions) {
  const lifecycle = { draining: false, serving: false };
  app.decorate('lifecycle', lifecycle);
  // While draining, every answer closes its connection: clients open new ones (which the
  // load balancer sends elsewhere) instead of reusing one the server is about to close
  // under them.
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });
  const shed = (reply: FastifyReply): never => {
    reply.header('retry-after', String(options.retryAfterSeconds));
    // A request shed before its body has arrived would otherwise leave the rest of the body
    // to trickle into a kept-alive socket no time-out watches any more: close it.
    reply.header('connection', 'close');
    throw overloaded();
  };
  if (options.maxQueueMs > 0) queueTimeLimit(app, lifecycle, options.maxQueueMs, shed);
  if (options.logBlockedLoopMs) logBlockedLoop(app, lifecycle, options.logBlockedLoopMs);
  if (options.maxInFlight > 0) {
    let inFlight = 0;
    /** Requests in flight by client (address; an IPv6 client is its /64). */
    const byClient = new Map<string, number>();
    // Counted once the request has fully arrived (preValidation runs after the body is
    // read): a client that sends its body slowly, or never, holds a socket until the
    // request time-out, but not a place among the requests being served.
    app.addHook('preValidation', async (request, reply) => {
      if (request.routeOptions.config.pressureHandler) return;
      const client = normalizeIP(request.ip);
      const own = byClient.get(client) ?? 0;
      // Full, a client's only request still gets in (up to twice the limit): one client
      // holding every place with many connections must not shut everyone else out.
      const full =
        inFlight >= options.maxInFlight && (own > 0 || inFlight >= 2 * options.maxInFlight);
      if (lifecycle.serving && full) shed(reply);
      inFlight += 1;
      byClient.set(client, own + 1);
      // 'close' comes once, whether the answer was sent or the client went away.
      reply.raw.once('close', () => {
        inFlight -= 1;
        const left = (byClient.get(client) ?? 1) - 1;
        if (left > 0) byClient.set(client, left);
        else byClient.delete(client);
      });
    });
  }
  if (options.maxEventLoopDelayMs <= 0) return;
  /** Since when the sampled lag has stayed above the limit; null while it is below. */
  let pressureSince: number | null = null;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    // The mean delay over half a second: one long task (a big query, a GC pause) barely
    // moves it; a loop that lags on every turn, which is overload, does.
    sampleInterval: 500,
    retryAfter: options.retryAfterSeconds,
    pressureHandler: (_request, reply) => {
      if (!lifecycle.serving) return undefined;
      // Shed only when the lag has lasted a second or more: a slow first second after
      // start-up (code compiling) or one long task is not overload; a loop that stays
      // behind is. (Timed by the watch below, not by arrivals: under real overload one
      // turn of the loop can take seconds, and requests arrive in bursts between them.)
      if (pressureSince === null || Date.now() - pressureSince < 1000) return undefined;
      reply.header('retry-after', String(options.retryAfterSeconds));
      return Promise.reject(overloaded());
    },
  });
  const watch = setInterval(() => {
    if (app.isUnderPressure()) pressureSince ??= Date.now();
    else pressureSince = null;
  }, 250);
  watch.unref();
  app.addHook('onClose', async () => clearInterval(watch));
}

/** How often the loop's turn is marked; the queue time is known to within this. */
const TURN_MARK_MS = 10;

/**
 * Sheds the requests that waited too long in the event loop's own queue. A page whose data
 * comes from the embedded database is answered in one go (its queries resolve without
 * waiting for I/O), so the server takes requests strictly one after another: those that
 * arrived together wait, readable, in their sockets while the loop works through them in
 * one turn. Neither a count of requests in flight (it stays at one) nor the mean loop delay
 * sees that queue; the time since the turn began does. A timer marks each turn's start
 * (timers run just before the loop reads sockets), and a request read later than
 * `maxQueueMs` into the turn has waited at least that long: it gets 503 at once, which
 * costs next to nothing, so the turn ends and the next requests are served in time.
 */
function queueTimeLimit(
  app: FastifyInstance,
  lifecycle: FastifyInstance['lifecycle'],
  maxQueueMs: number,
  shed: (reply: FastifyReply) => never,
) {
  let turnStart = performance.now();
  const mark = setInterval(() => {
    turnStart = performance.now();
  }, TURN_MARK_MS);
  mark.unref();
  app.addHook('onClose', async () => clearInterval(mark));
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.pressureHandler || !lifecycle.serving) return;
    if (performance.now() - turnStart > maxQueueMs) shed(reply);
  });
}

/** How often the loop's punctuality is checked for the log of blocked turns. */
const BLOCK_CHECK_MS = 100;

/**
 * Logs each turn of the event loop that held it for `thresholdMs` or more, with how long:
 * a timer due every BLOCK_CHECK_MS that runs late by that much was kept waiting by
 * synchronous work (a long render, a query of the embedded database, garbage collection),
 * and so was every request that arrived meanwhile. Start-up, which blocks on purpose, is
 * not logged.
 */
function logBlockedLoop(
  app: FastifyInstance,
  lifecycle: FastifyInstance['lifecycle'],
  thresholdMs: number,
) {
  let due = performance.now() + BLOCK_CHECK_MS;
  const check = setInterval(() => {
    const now = performance.now();
    const lateMs = now - due;
    due = now + BLOCK_CHECK_MS;
    if (lifecycle.serving && lateMs >= thresholdMs) {
      app.log.warn({ blockedMs: Math.round(lateMs) }, 'event loop blocked');
    }
  }, BLOCK_CHECK_MS);
  check.unref();
  app.addHook('onClose', async () => clearInterval(check));
}

export const overloadPlugin = fp(overload, { name: 'overload' });

/** Route config for routes that must answer whatever the load (liveness). */
export const ALWAYS_ANSWER = { pressureHandler: () => undefined } as const;
