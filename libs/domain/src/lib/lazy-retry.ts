import { DomainError } from './domain-error.js';
import { CHUNK_TIMEOUT_MS } from './limits.js';
import { sleep as realSleep, startTimer } from './sleep.js';
import type { Sleep } from './sleep.js';

/** First back-off of a lazy chunk retry, in ms, before jitter (spec §4 "near 100 ms"). */
export const CHUNK_RETRY_BASE_MS = 100;

/**
 * Cap of the back-off before jitter, in ms. Attempts are unlimited, so without a cap a
 * visitor on a flaky connection would soon wait minutes; with it, at most 15 s (× 1.5).
 */
export const CHUNK_RETRY_MAX_BASE_MS = 10_000;

/** Thrown (and retried) when one attempt to load a chunk takes longer than its time-out. */
export class ChunkTimeoutError extends DomainError {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super('CHUNK_TIMEOUT', `Loading a code chunk took longer than ${timeoutMs} ms`);
    this.name = 'ChunkTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/**
 * Random exponential back-off before retry number `attempt` (0-based) of a lazy chunk:
 * min(100 × 2^attempt, 10000) × (0.5 + random()) ms. The jitter spreads the retries of
 * many visitors after a deploy; for a fixed random value the delay never decreases.
 */
export function chunkRetryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(CHUNK_RETRY_MAX_BASE_MS, CHUNK_RETRY_BASE_MS * 2 ** Math.max(0, attempt));
  const jitter = Math.min(1, Math.max(0, random()));
  return base * (0.5 + jitter);
}

/** Options of {@link retryLazy}. */
export interface RetryLazyOptions {
  /** Wait between attempts; default the runtime's timer. */
  readonly sleep?: Sleep;
  /** Wait that bounds each attempt; default a runtime timer cleared when the attempt ends. */
  readonly timeout?: Sleep;
  readonly random?: () => number;
  /** Time-out of each attempt in ms; default {@link CHUNK_TIMEOUT_MS} (120 s). */
  readonly timeoutMs?: number;
  /** Told of each failed attempt, e.g. to report it. */
  readonly onRetry?: (error: unknown, attempt: number) => void;
}

/** Races one attempt against its time-out, clearing the timer whichever wins. */
async function attemptWithTimeout<T>(
  importer: () => Promise<T>,
  timeoutMs: number,
  injected: Sleep | undefined,
): Promise<T> {
  const timer = startTimer(timeoutMs, injected);
  const timedOut = timer.elapsed.then(() => {
    throw new ChunkTimeoutError(timeoutMs);
  });
  // Whichever promise loses the race is never awaited again: keep it from being reported
  // as an unhandled rejection.
  timedOut.catch(() => undefined);
  try {
    const attempt = importer();
    attempt.catch(() => undefined);
    return await Promise.race([attempt, timedOut]);
  } finally {
    timer.cancel();
  }
}

/**
 * Loads a lazy chunk (e.g. `() => import('./page.js')`), retrying without limit until it
 * succeeds (spec §4). Each attempt has its own time-out (120 s, spec §8): an attempt that
 * has neither resolved nor rejected by then counts as failed with {@link ChunkTimeoutError}
 * and is abandoned (a late result is ignored); the next attempt starts after
 * {@link chunkRetryDelay}. The promise never rejects.
 */
export async function retryLazy<T>(
  importer: () => Promise<T>,
  options: RetryLazyOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? CHUNK_TIMEOUT_MS;
  const wait = options.sleep ?? realSleep;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await attemptWithTimeout(importer, timeoutMs, options.timeout);
    } catch (error) {
      options.onRetry?.(error, attempt);
      await wait(chunkRetryDelay(attempt, options.random));
    }
  }
}
