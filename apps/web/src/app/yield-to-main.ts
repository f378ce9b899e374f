// Long work at a page's start, cut into tasks: between two pieces the browser may paint and
// answer input. A phone at a quarter of a desktop's speed turns 15 ms of work into 60, and
// any task over 50 ms is one the visitor can feel (and Lighthouse counts as blocking).

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task: `scheduler.yield()` where the browser has it (the rest of the
 * work keeps its place ahead of other tasks), a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
