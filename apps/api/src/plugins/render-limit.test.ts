import { describe, expect, it } from 'vitest';
import { createRenderLimit } from './render-limit';

/** A render that ends when told to; `running` counts those started and not yet ended. */
function renders() {
  const state = { running: 0, most: 0, started: 0 };
  const ends: Array<() => void> = [];
  const render = () =>
    new Promise<string>((resolve) => {
      state.running += 1;
      state.started += 1;
      state.most = Math.max(state.most, state.running);
      ends.push(() => {
        state.running -= 1;
        resolve('page');
      });
    });
  return { state, render, endAll: () => ends.splice(0).forEach((end) => end()) };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const turns = async (n: number) => {
  for (let i = 0; i < n; i += 1) await turn();
};

describe('createRenderLimit', () => {
  it('runs at most perClient renders of one client at once; the rest wait their turn', async () => {
    const limit = createRenderLimit({ perClient: 2, queue: 10 });
    const { state, render, endAll } = renders();
    const pages = Array.from({ length: 5 }, () => limit.run('198.51.100.1', render));
    await turns(3);
    expect(state.running).toBe(2);
    while (state.started < 5 || state.running > 0) {
      endAll();
      await turns(3);
    }
    expect(state.most).toBe(2);
    await expect(Promise.all(pages)).resolves.toEqual(Array(5).fill('page'));
  });

  it('refuses a client whose renders fill its places and its queue, not another client', async () => {
    const limit = createRenderLimit({ perClient: 1, queue: 1 });
    const { state, render, endAll } = renders();
    const first = limit.run('198.51.100.1', render);
    const second = limit.run('198.51.100.1', render);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(limit.run('198.51.100.1', render)).toBeNull();
    const other = limit.run('198.51.100.2', render);
    expect(other).not.toBeNull();
    await turns(2);
    expect(state.running).toBe(2);
    while (state.started < 3 || state.running > 0) {
      endAll();
      await turns(3);
    }
    await expect(Promise.all([first, second, other])).resolves.toHaveLength(3);
    // Its renders done, the client has its places back.
    expect(limit.run('198.51.100.1', render)).not.toBeNull();
    endAll();
  });

  it('starts a waiting render on a later turn of the event loop, not in the one that ended the last', async () => {
    const limit = createRenderLimit({ perClient: 1, queue: 5 });
    const order: string[] = [];
    const first = limit.run('198.51.100.1', async () => {
      order.push('first');
      // Something else the loop had to do once the first render was over.
      setImmediate(() => order.push('other request'));
    });
    const second = limit.run('198.51.100.1', async () => {
      order.push('second');
    });
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'other request', 'second']);
  });

  it('with perClient 0 runs every render at once', async () => {
    const limit = createRenderLimit({ perClient: 0, queue: 0 });
    const { state, render, endAll } = renders();
    const pages = Array.from({ length: 20 }, () => limit.run('198.51.100.1', render));
    expect(state.running).toBe(20);
    endAll();
    await expect(Promise.all(pages)).resolves.toHaveLength(20);
  });
});

describe('createRenderLimit with a limit for all clients together', () => {
  it('runs at most total renders at once of many clients, lets totalQueue wait and refuses the rest', async () => {
    const limit = createRenderLimit({ perClient: 2, queue: 4, total: 3, totalQueue: 2 });
    const { state, render, endAll } = renders();
    // Ten clients with one render each: three run, two wait, the other five are refused.
    const pages = Array.from({ length: 10 }, (_, i) => limit.run(`198.51.100.${i + 1}`, render));
    expect(pages.filter((page) => page === null)).toHaveLength(5);
    await turns(3);
    expect(state.running).toBe(3);
    while (state.started < 5 || state.running > 0) {
      endAll();
      await turns(3);
    }
    expect(state.most).toBe(3);
    await expect(Promise.all(pages.filter((page) => page !== null))).resolves.toEqual(
      Array(5).fill('page'),
    );
    // The flood over, there is room again.
    expect(limit.run('198.51.100.99', render)).not.toBeNull();
    await turns(2);
    endAll();
  });

  it('holds one client with no limit of its own to the total too', async () => {
    const limit = createRenderLimit({ perClient: 0, queue: 0, total: 2, totalQueue: 1 });
    const { state, render, endAll } = renders();
    const pages = Array.from({ length: 6 }, () => limit.run('198.51.100.1', render));
    expect(pages.filter((page) => page === null)).toHaveLength(3);
    await turns(3);
    expect(state.running).toBe(2);
    while (state.started < 3 || state.running > 0) {
      endAll();
      await turns(3);
    }
    expect(state.most).toBe(2);
  });
});
