import { LRUCache } from 'lru-cache';
import pLimit, { type LimitFunction } from 'p-limit';

export interface RenderLimitOptions {
  /** Server renders one client may have running at once; 0: no limit. */
  perClient: number;
  /** Renders of one client that may wait for a place; one more is refused. */
  queue: number;
}

/**
 * Server renders of pages that are not in the page cache, at most `perClient` at a time
 * for one client (its address; `@fastify/rate-limit`'s normalisation, so an IPv6 client
 * is its /64). A render is the costliest thing a request can ask for, and a client can
 * always ask for one that no cache holds (a new search, a made-up query string): without
 * this, one client with many connections fills every turn of the event loop with its
 * renders and everyone else waits behind them. Its further renders wait their turn (a
 * browser rarely has more than one page on its way); past `queue` waiting, `run`
 * answers `null` and the caller refuses the request (503, Retry-After).
 *
 * Each render starts on a turn of its own (`setImmediate`): the next waiting render
 * does not start in the same turn as the one that just finished, so the loop reads
 * other clients' requests in between.
 */
export function createRenderLimit(options: RenderLimitOptions) {
  // Limits of recently seen clients; one idle a minute is forgotten, and a flood of new
  // addresses cannot grow the table without bound.
  const clients = new LRUCache<string, LimitFunction>({ max: 10_000, ttl: 60_000 });
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    run<T>(client: string, render: () => Promise<T>): Promise<T> | null {
      if (options.perClient <= 0) return render();
      let limit = clients.get(client);
      if (!limit) {
        limit = pLimit(options.perClient);
        clients.set(client, limit);
      }
      if (limit.activeCount >= options.perClient && limit.pendingCount >= options.queue) {
        return null;
      }
      return limit(() => nextTurn().then(render));
    },
  };
}

export type RenderLimit = ReturnType<typeof createRenderLimit>;
