import { describe, expect, it } from 'vitest';
import {
  RenderQueueFullError,
  TooManyRendersError,
  createClientThrottle,
  createRenderQueue,
} from './render-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createRenderQueue', () => {
  it('runs at most `concurrency` jobs at once and the rest in order', async () => {
    const queue = createRenderQueue(2, 10);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const jobs = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    gates[1]?.resolve();
    await jobs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(queue.load).toEqual({ running: 2, waiting: 0 });
    gates[0]?.resolve();
    gates[2]?.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses work beyond the waiting room, and frees the slot of a failed job', async () => {
    const queue = createRenderQueue(1, 1);
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => {
      throw new Error('render failed');
    });
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(RenderQueueFullError);
    gate.resolve();
    await first;
    await expect(second).rejects.toThrow('render failed');
    expect(await queue.run(async () => 'later')).toBe('later');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe('createClientThrottle', () => {
  it('lets a client spend its pixel budget, then says when to come back', async () => {
    let now = 0;
    const throttle = createClientThrottle(
      { concurrency: 1, maxWaiting: 10, pixelsPerMinute: 6_000_000 },
      () => now,
    );
    const render = (client: string, pixels: number) =>
      throttle.run(client, pixels, async () => 'ok');
    expect(await render('a', 4_000_000)).toBe('ok');
    expect(await render('a', 2_000_000)).toBe('ok');
    const error = await render('a', 1_000_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRendersError);
    // 1 MP comes back in 10 s at 6 MP a minute.
    expect((error as TooManyRendersError).retryAfterSeconds).toBe(10);
    expect(await render('b', 1_000_000)).toBe('ok');
    now += 10_000;
    expect(await render('a', 1_000_000)).toBe('ok');
  });

  it('runs one render of a client at a time, and refuses beyond its waiting room', async () => {
    const throttle = createClientThrottle({ concurrency: 1, maxWaiting: 1, pixelsPerMinute: 1e12 });
    const gate = deferred();
    const started: string[] = [];
    const first = throttle.run('a', 1, async () => {
      started.push('first');
      await gate.promise;
    });
    const second = throttle.run('a', 1, async () => {
      started.push('second');
    });
    await expect(throttle.run('a', 1, async () => 'third')).rejects.toBeInstanceOf(
      TooManyRendersError,
    );
    // Someone else's render does not wait for them.
    await throttle.run('b', 1, async () => started.push('other'));
    expect(started).toEqual(['first', 'other']);
    gate.resolve();
    await Promise.all([first, second]);
    expect(started).toEqual(['first', 'other', 'second']);
  });

  it('bounds all clients together by the site budget: many addresses get no more', async () => {
    let now = 0;
    const throttle = createClientThrottle(
      {
        concurrency: 1,
        maxWaiting: 10,
        pixelsPerMinute: 4_000_000,
        sitePixelsPerMinute: 10_000_000,
      },
      () => now,
    );
    const render = (client: string) => throttle.run(client, 4_000_000, async () => 'ok');
    // Each client is within its own budget; the third asks for more than the site has left.
    expect(await render('2001:db8::/64 a')).toBe('ok');
    expect(await render('2001:db8::/64 b')).toBe('ok');
    const error = await render('2001:db8::/64 c').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderQueueFullError);
    // A refused render costs nothing: the site's budget comes back with time.
    now += 15_000;
    expect(await render('2001:db8::/64 d')).toBe('ok');
  });

  it("gives the site eight clients' budgets by default", async () => {
    const throttle = createClientThrottle(
      { concurrency: 1, maxWaiting: 10, pixelsPerMinute: 1_000_000 },
      () => 0,
    );
    const results = [];
    for (let client = 0; client < 9; client += 1) {
      results.push(
        await throttle.run(`c${client}`, 1_000_000, async () => 'ok').catch((e: unknown) => e),
      );
    }
    expect(results.slice(0, 8)).toEqual(Array(8).fill('ok'));
    expect(results[8]).toBeInstanceOf(RenderQueueFullError);
  });
});
