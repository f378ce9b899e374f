import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HttpError } from './http-error.js';
import {
  RETRY_BASE_DELAY_MS,
  RETRY_FACTOR,
  RETRY_MAX_ATTEMPTS,
  retryDelay,
  shouldRetry,
  withRetry,
} from './retry.js';

const networkError = new TypeError('Failed to fetch');

/** A sleep that records the delays instead of waiting. */
function recordingSleep(): { delays: number[]; sleep: (ms: number) => Promise<void> } {
  const delays: number[] = [];
  return { delays, sleep: async (ms) => void delays.push(ms) };
}

describe('retryDelay', () => {
  it('is 1000 ms × 1.5^attempt', () => {
    expect([RETRY_MAX_ATTEMPTS, RETRY_BASE_DELAY_MS, RETRY_FACTOR]).toEqual([10, 1000, 1.5]);
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 1500, 2250, 3375]);
    expect(retryDelay(-1)).toBe(1000);
  });

  it('grows with every attempt (property)', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), (a, b) => {
        fc.pre(a < b);
        expect(retryDelay(a)).toBeLessThan(retryDelay(b));
      }),
    );
  });
});

describe('shouldRetry', () => {
  it('retries network errors up to the 10th attempt', () => {
    expect(shouldRetry(networkError, 0)).toBe(true);
    expect(shouldRetry(networkError, 8)).toBe(true);
    expect(shouldRetry(networkError, 9)).toBe(false);
    expect(shouldRetry('odd', 0)).toBe(true);
  });

  it('never retries 401, 404 or any status of 400 and above', () => {
    for (const status of [400, 401, 403, 404, 429, 500, 503]) {
      expect(shouldRetry(new HttpError('/api/x', status), 0)).toBe(false);
    }
    expect(shouldRetry(new HttpError('/api/x', 304), 0)).toBe(true);
  });

  it('does not retry an abort the caller asked for', () => {
    const abort = new Error('aborted');
    abort.name = 'AbortError';
    expect(shouldRetry(abort, 0)).toBe(false);
  });
});

describe('withRetry', () => {
  it('retries network errors with the back-off delays, then succeeds', async () => {
    const { delays, sleep } = recordingSleep();
    let calls = 0;
    const result = await withRetry(
      async (attempt) => {
        calls += 1;
        if (attempt < 3) throw networkError;
        return 'ok';
      },
      { sleep },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(4);
    expect(delays).toEqual([1000, 1500, 2250]);
  });

  it('gives up after 10 attempts with the last error', async () => {
    const { delays, sleep } = recordingSleep();
    let calls = 0;
    const failing = withRetry(
      async () => {
        calls += 1;
        throw networkError;
      },
      { sleep },
    );
    await expect(failing).rejects.toBe(networkError);
    expect(calls).toBe(10);
    expect(delays).toHaveLength(9);
  });

  it('stops at once on a 404', async () => {
    const { delays, sleep } = recordingSleep();
    const notFound = new HttpError('/api/objects', 404, 'Not Found');
    await expect(withRetry(async () => Promise.reject(notFound), { sleep })).rejects.toBe(notFound);
    expect(delays).toEqual([]);
  });

  it('honours maxAttempts and custom rules, and waits on the real timer by default', async () => {
    let calls = 0;
    const run = withRetry(
      async () => {
        calls += 1;
        throw networkError;
      },
      { maxAttempts: 2, delay: () => 0 },
    );
    await expect(run).rejects.toBe(networkError);
    expect(calls).toBe(2);
    const never = withRetry(async () => Promise.reject(networkError), { shouldRetry: () => false });
    await expect(never).rejects.toBe(networkError);
  });
});
