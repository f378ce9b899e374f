import { KokoelmaApiError } from './errors.js';

// The back-off of the spec (§8, §9), the same numbers as RETRY_* of @kokoelma/domain (a
// test keeps them equal): 1000 ms × 1.5^attempt, at most 10 attempts. Inlined so that
// the client has no runtime dependency.

/** Most attempts of one request, the first included. */
export const RETRY_MAX_ATTEMPTS = 10;

/** Delay before retrying after attempt number `attempt` (0 for the first): 1000, 1500, 2250 … ms. */
export function retryDelay(attempt: number): number {
  return 1000 * 1.5 ** Math.max(0, attempt);
}

/**
 * Whether a failed attempt is worth repeating. Network errors (fetch rejected): yes.
 * 429: yes, after `Retry-After`. 5xx: yes (a restart or an overloaded instance passes).
 * Any other 4xx: no, the same request gets the same answer. An abort: no, the caller
 * asked for it.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof KokoelmaApiError) return error.status === 429 || error.status >= 500;
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
    return false;
  }
  return true;
}

/**
 * `Retry-After` in milliseconds: delay-seconds or an HTTP date; undefined when absent or
 * unreadable.
 */
export function parseRetryAfter(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Waits `ms`, or rejects as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
