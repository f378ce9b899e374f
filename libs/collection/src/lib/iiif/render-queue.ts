import { LRUCache } from 'lru-cache';
import { DomainError } from '@kokoelma/domain';

/**
 * Too much image work is waiting already: the request should be retried shortly (HTTP
 * 503 with Retry-After; the Image API lists 503 for a busy server).
 */
export class RenderQueueFullError extends DomainError {
  override readonly code = 'unavailable';
  readonly retryAfterSeconds = 2;

  constructor() {
    super('unavailable', 'The image service is busy; try again in a moment.');
    this.name = 'RenderQueueFullError';
  }
}

/** Runs jobs with at most `concurrency` at once, letting at most `maxWaiting` wait. */
export interface RenderQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting now (for tests and metrics). */
  readonly load: { running: number; waiting: number };
}

/**
 * A bounded work queue for image renders. Every render decodes an original with libvips,
 * which uses its own threads; running only a few at once keeps memory and processor time
 * bounded, and refusing when the queue is long stops a flood of requests from queueing
 * minutes of work. (p-limit bounds the running jobs but not the waiting ones.)
 */
export function createRenderQueue(concurrency: number, maxWaiting: number): RenderQueue {
  let running = 0;
  const waiting: Array<() => void> = [];

  // A finished job hands its slot straight to the first waiting one, if any.
  const next = () => {
    const resume = waiting.shift();
    if (resume) resume();
    else running -= 1;
  };

  return {
    async run(job) {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new RenderQueueFullError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await job();
      } finally {
        next();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}

/**
 * One client asked for more rendering than it may: answered 429 with Retry-After, so
 * one client cannot take the renderer from everyone else.
 */
export class TooManyRendersError extends DomainError {
  override readonly code = 'too_many_requests';

  constructor(readonly retryAfterSeconds: number) {
    super('too_many_requests', 'Too many image renders from one client; try again later.');
    this.name = 'TooManyRendersError';
  }
}

/** What each client may render; renders served from a cache cost nothing. */
export interface ClientRenderLimits {
  /** Renders of one client at once (default 1): the rest of its renders wait their turn. */
  readonly concurrency: number;
  /** Renders of one client that may wait (default 32); one more is a 429. */
  readonly maxWaiting: number;
  /**
   * Output pixels one client may have rendered per minute (default 64 MP: four renders
   * at the 16 MP limit, or some 250 tiles of 512 × 512); a render costs its output's
   * pixels, at least a 256 × 256 tile's. Beyond it, a 429 until enough time has passed.
   */
  readonly pixelsPerMinute: number;
  /**
   * Output pixels all clients together may have rendered per minute (default eight
   * clients' budgets: 512 MP): however many addresses a crowd or one network rotates
   * through, the renderer's work per minute is bounded. Beyond it, every new render is
   * a 503 (busy, Retry-After) until enough time has passed; cached answers still go.
   */
  readonly sitePixelsPerMinute?: number;
}

export const DEFAULT_CLIENT_RENDER_LIMITS: ClientRenderLimits = {
  concurrency: 1,
  maxWaiting: 32,
  pixelsPerMinute: 64_000_000,
  sitePixelsPerMinute: 512_000_000,
};

/**
 * Per-client fairness for renders: a budget (token bucket) and a small concurrency, and a
 * budget of the whole site beside them.
 */
export interface ClientThrottle {
  /**
   * Runs `job` for `client` once the client's turn comes, charging `pixels`.
   * @throws TooManyRendersError when the client is over its budget or its queue is full.
   * @throws RenderQueueFullError when all clients together are over the site's budget.
   */
  run<T>(client: string, pixels: number, job: () => Promise<T>): Promise<T>;
}

interface ClientState {
  tokens: number;
  at: number;
  active: number;
  waiting: Array<() => void>;
}

/** A throttle per client, in memory (renders are this instance's own processor time). */
export function createClientThrottle(
  limits: ClientRenderLimits = DEFAULT_CLIENT_RENDER_LIMITS,
  now: () => number = Date.now,
): ClientThrottle {
  const perMs = limits.pixelsPerMinute / 60_000;
  const siteBudget = limits.sitePixelsPerMinute ?? limits.pixelsPerMinute * 8;
  const sitePerMs = siteBudget / 60_000;
  const site = { tokens: siteBudget, at: now() };
  // The least recently seen clients are forgotten first; 10,000 is far more than render.
  const clients = new LRUCache<string, ClientState>({ max: 10_000 });
  return {
    async run(client, pixels, job) {
      const cost = Math.min(Math.max(pixels, 256 * 256), limits.pixelsPerMinute);
      const time = now();
      site.tokens = Math.min(siteBudget, site.tokens + (time - site.at) * sitePerMs);
      site.at = time;
      if (site.tokens < cost) throw new RenderQueueFullError();
      let state = clients.get(client);
      if (!state) {
        state = { tokens: limits.pixelsPerMinute, at: time, active: 0, waiting: [] };
        clients.set(client, state);
      }
      state.tokens = Math.min(limits.pixelsPerMinute, state.tokens + (time - state.at) * perMs);
      state.at = time;
      if (state.tokens < cost) {
        throw new TooManyRendersError(Math.max(1, Math.ceil((cost - state.tokens) / perMs / 1000)));
      }
      if (state.active >= limits.concurrency && state.waiting.length >= limits.maxWaiting) {
        throw new TooManyRendersError(1);
      }
      state.tokens -= cost;
      site.tokens -= cost;
      const own = state;
      if (own.active >= limits.concurrency) {
        await new Promise<void>((resolve) => own.waiting.push(resolve));
      } else {
        own.active += 1;
      }
      try {
        return await job();
      } finally {
        const resume = own.waiting.shift();
        if (resume) resume();
        else own.active -= 1;
      }
    },
  };
}
