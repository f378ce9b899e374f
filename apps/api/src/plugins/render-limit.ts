import { LRUCache } from 'lru-cache';
import pLimit, { type LimitFunction } from 'p-limit';

export interface RenderLimitOptions {
  /** Server renders one client may have running at once; 0: no limit. */
  perClient: number;
  /** Renders of one client that may wait for a place; one more is refused. */
  queue: number;
  /** Server renders running at once, of all clients together; 0 (the default): no limit. */
  total?: number;
  /** Renders that may wait for one of the `total` places; one more is refused. */
  totalQueue?: number;
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
 * However many clients there are, at most `total` renders run at once and `totalQueue`
 * wait (a flood from many addresses, or a crowd): a render does not go faster for more of
 * them sharing the CPU and the database, only every visitor's page later, until browsers
 * and proxies give up on all of them at once. Beyond that a request is refused at once
 * (503, Retry-After), and the pages that are rendered come in time.
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
  const total = options.total ?? 0;
  const totalQueue = options.totalQueue ?? 0;
  const everyone = total > 0 ? pLimit(total) : null;
  /** Renders admitted and not yet ended, of all clients: running or waiting anywhere. */
  let admitted = 0;
  const start = <T>(render: () => Promise<T>) =>
    everyone ? everyone(() => nextTurn().then(render)) : nextTurn().then(render);
  const counted = <T>(rendering: Promise<T>) => {
    admitted += 1;
    return rendering.finally(() => {
      admitted -= 1;
    });
  };
  return {
    run<T>(client: string, render: () => Promise<T>): Promise<T> | null {
      if (everyone && admitted >= total + totalQueue) return null;
      if (options.perClient <= 0) return everyone ? counted(start(render)) : render();
      let limit = clients.get(client);
      if (!limit) {
        limit = pLimit(options.perClient);
        clients.set(client, limit);
      }
      // Counted together: a render just admitted is pending until p-limit starts it.
      if (limit.activeCount + limit.pendingCount >= options.perClient + options.queue) {
        return null;
      }
      return counted(limit(() => start(render)));
    },
  };
}

export type RenderLimit = ReturnType<typeof createRenderLimit>;
