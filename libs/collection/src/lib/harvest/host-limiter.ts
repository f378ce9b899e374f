/** Runs tasks with at most `perHost` at once for each host; others wait their turn. */
export interface HostLimiter {
  run<T>(host: string, task: () => Promise<T>): Promise<T>;
}

export function createHostLimiter(perHost: number): HostLimiter {
  const limit = Math.max(1, Math.floor(perHost));
  const hosts = new Map<string, { active: number; waiting: Array<() => void> }>();
  return {
    async run(host, task) {
      let state = hosts.get(host);
      if (!state) {
        state = { active: 0, waiting: [] };
        hosts.set(host, state);
      }
      const slot = state;
      if (slot.active >= limit) await new Promise<void>((resolve) => slot.waiting.push(resolve));
      else slot.active += 1;
      try {
        return await task();
      } finally {
        // The slot passes straight to the next waiter, so `active` never drops in between.
        const next = slot.waiting.shift();
        if (next) next();
        else {
          slot.active -= 1;
          if (slot.active === 0) hosts.delete(host);
        }
      }
    },
  };
}
