import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DomainError } from './domain-error.js';
import {
  CHUNK_RETRY_BASE_MS,
  CHUNK_RETRY_MAX_BASE_MS,
  ChunkTimeoutError,
  chunkRetryDelay,
  retryLazy,
} from './lazy-retry.js';

const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

describe('chunkRetryDelay', () => {
  it('starts near 100 ms and doubles, with jitter of 0.5–1.5×', () => {
    expect(CHUNK_RETRY_BASE_MS).toBe(100);
    expect(chunkRetryDelay(0, () => 0.5)).toBe(100);
    expect(chunkRetryDelay(0, () => 0)).toBe(50);
    expect(chunkRetryDelay(1, () => 0.5)).toBe(200);
    expect(chunkRetryDelay(3, () => 1)).toBe(1200);
  });

  it('caps the base at 10 s and clamps odd random values', () => {
    expect(chunkRetryDelay(50, () => 0.5)).toBe(CHUNK_RETRY_MAX_BASE_MS);
    expect(chunkRetryDelay(5000, () => 0.999)).toBeLessThan(15000);
    expect(chunkRetryDelay(0, () => 7)).toBe(150);
    expect(chunkRetryDelay(0, () => -3)).toBe(50);
    const delay = chunkRetryDelay(2);
    expect(delay).toBeGreaterThanOrEqual(200);
    expect(delay).toBeLessThan(600);
  });

  it('never decreases with the attempt for a fixed random value (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(2000),
        fc.nat(2000),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b, r) => {
          fc.pre(a <= b);
          expect(chunkRetryDelay(a, () => r)).toBeLessThanOrEqual(chunkRetryDelay(b, () => r));
        },
      ),
    );
  });
});

describe('retryLazy', () => {
  it('retries failures until the chunk loads, with the back-off between', async () => {
    const delays: number[] = [];
    const failures: number[] = [];
    let calls = 0;
    const module = await retryLazy(
      async () => {
        calls += 1;
        if (calls <= 12) throw new TypeError('Failed to fetch dynamically imported module');
        return { default: 'Page' };
      },
      {
        sleep: async (ms) => void delays.push(ms),
        timeout: never,
        random: () => 0.5,
        onRetry: (_error, attempt) => failures.push(attempt),
      },
    );
    expect(module).toEqual({ default: 'Page' });
    expect(calls).toBe(13);
    expect(failures).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(delays.slice(0, 3)).toEqual([100, 200, 400]);
    expect(delays.at(-1)).toBe(10000);
  });

  it('times out each attempt after 120 s and starts another', async () => {
    const timeouts: number[] = [];
    const errors: unknown[] = [];
    let calls = 0;
    const module = await retryLazy(
      () => {
        calls += 1;
        return calls === 1 ? never<string>() : Promise.resolve('loaded');
      },
      {
        sleep: async () => undefined,
        // The first attempt's time-out elapses at once; later ones never do.
        timeout: (ms) => {
          timeouts.push(ms);
          return timeouts.length === 1 ? Promise.resolve() : never();
        },
        onRetry: (error) => errors.push(error),
      },
    );
    expect(module).toBe('loaded');
    expect(timeouts).toEqual([120000, 120000]);
    expect(errors[0]).toBeInstanceOf(ChunkTimeoutError);
    expect(errors[0]).toBeInstanceOf(DomainError);
    expect(errors[0]).toMatchObject({ code: 'CHUNK_TIMEOUT', timeoutMs: 120000 });
  });

  it('ignores a late failure of an abandoned attempt', async () => {
    let rejectFirst: (error: Error) => void = () => undefined;
    let calls = 0;
    const module = await retryLazy(
      () => {
        calls += 1;
        if (calls === 1) return new Promise<string>((_, reject) => (rejectFirst = reject));
        return Promise.resolve('second');
      },
      { sleep: async () => undefined, timeout: async () => undefined, timeoutMs: 5 },
    );
    rejectFirst(new Error('late'));
    expect(module).toBe('second');
  });

  it('clears its real timer when the chunk loads', async () => {
    await expect(retryLazy(async () => 'fast', { timeoutMs: 50 })).resolves.toBe('fast');
  });

  it('treats a synchronous throw as a failed attempt', async () => {
    let calls = 0;
    const module = await retryLazy(
      () => {
        calls += 1;
        if (calls === 1) throw new Error('sync');
        return Promise.resolve('ok');
      },
      { sleep: async () => undefined, random: () => 0 },
    );
    expect(module).toBe('ok');
  });

  it('waits on the real timer by default', async () => {
    let calls = 0;
    const module = await retryLazy(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('once');
        return 'ok';
      },
      { random: () => 0 },
    );
    expect(module).toBe('ok');
  });
});
