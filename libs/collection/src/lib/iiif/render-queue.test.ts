import { describe, expect, it } from 'vitest';
import { RenderQueueFullError, createRenderQueue } from './render-queue';

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
