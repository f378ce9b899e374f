import { describe, expect, it } from 'vitest';
import { sleep, startTimer } from './sleep.js';

describe('sleep and timers', () => {
  it('waits on the runtime timer', async () => {
    const started = Date.now();
    await sleep(5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4);
  });

  it('starts a real timer that can be cancelled', async () => {
    let fired = false;
    const cancelled = startTimer(5);
    void cancelled.elapsed.then(() => {
      fired = true;
    });
    cancelled.cancel();
    await startTimer(10).elapsed;
    expect(fired).toBe(false);
  });

  it('uses an injected sleep when given one', async () => {
    const asked: number[] = [];
    const timer = startTimer(120000, async (ms) => void asked.push(ms));
    await timer.elapsed;
    timer.cancel();
    expect(asked).toEqual([120000]);
  });
});
