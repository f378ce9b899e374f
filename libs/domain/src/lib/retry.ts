import { HttpError } from './http-error.js';
import { sleep as realSleep } from './sleep.js';
import type { Sleep } from './sleep.js';

/** Most attempts of one request, the first included (spec §8, §9). */
export const RETRY_MAX_ATTEMPTS = 10;

/** Delay before the first retry, in ms (spec §9). */
export const RETRY_BASE_DELAY_MS = 1000;

/** Growth of the delay per attempt (spec §9). */
export const RETRY_FACTOR = 1.5;

/**
 * Delay before retrying after the failure of attempt number `attempt` (0 for the first):
 * 1000 × 1.5^attempt ms, so 1000, 1500, 2250, … (spec §8). Same signature as TanStack
 * Query's `retryDelay(failureCount)`.
 */
export function retryDelay(attempt: number): number {
  return RETRY_BASE_DELAY_MS * RETRY_FACTOR ** Math.max(0, attempt);
}

/**
 * Whether to retry after attempt number `attempt` (0-based) failed with `error` (spec §8).
 * Never after the 10th attempt; never for an {@link HttpError} with status ≥ 400 (the
 * server answered, asking again will not help: 401, 404 and all others); never for an
 * abort, which the caller asked for. Other errors are network failures and are retried.
 * Usable as TanStack Query's `retry: (count, error) => shouldRetry(error, count)`.
 */
export function shouldRetry(
  error: unknown,
  attempt: number,
  maxAttempts: number = RETRY_MAX_ATTEMPTS,
): boolean {
  if (attempt + 1 >= maxAttempts) return false;
  if (error instanceof HttpError) return error.status < 400;
  if (error instanceof Error && error.name === 'AbortError') return false;
  return true;
}

/** Options of {@link withRetry}; every part can be replaced, tests replace `sleep`. */
export interface RetryOptions {
  readonly sleep?: Sleep;
  /** Total attempts, the first included; default {@link RETRY_MAX_ATTEMPTS}. */
  readonly maxAttempts?: number;
  readonly shouldRetry?: (error: unknown, attempt: number, maxAttempts: number) => boolean;
  readonly delay?: (attempt: number) => number;
}

/**
 * Runs `fn` until it succeeds or {@link shouldRetry} says stop, waiting
 * {@link retryDelay} between attempts; rejects with the last error. `fn` gets the 0-based
 * attempt number.
 */
export async function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const wait = options.sleep ?? realSleep;
  const maxAttempts = options.maxAttempts ?? RETRY_MAX_ATTEMPTS;
  const retryable = options.shouldRetry ?? shouldRetry;
  const delay = options.delay ?? retryDelay;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (!retryable(error, attempt, maxAttempts)) throw error;
      await wait(delay(attempt));
    }
  }
}
