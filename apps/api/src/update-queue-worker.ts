import type { Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { applyNextUpdates, type UpdateOutcome } from '@kokoelma/collection';

/** Applies the update queue in the background (POST /api/update-queue). */
export interface UpdateQueueWorker {
  /** Applies what is pending now, in order; how many items it applied or failed. */
  flush(): Promise<number>;
  /** Something was queued: apply it soon, without making the caller wait. */
  notify(): void;
  /** Stops the timers and waits for a run in progress. */
  close(): Promise<void>;
}

export interface UpdateQueueWorkerOptions {
  log: {
    info(data: object, message: string): void;
    warn(data: object, message: string): void;
    error(data: object, message: string): void;
  };
  /**
   * An object changed or left the collection: the caches that hold objects, searches and
   * pages are emptied, so the next request reads the database.
   */
  onCollectionChanged: () => void;
  /** Content entries changed: the CMS cache and the page cache are emptied. */
  onContentChanged: (entryIds: string[]) => void;
  /**
   * Recomputes what applying does not: what is derived from single objects' images
   * (their palettes) for `changedObjectIds` only, the records written since the last
   * refresh (deleted objects took their derived rows with them). The collection's derived
   * data (facet counts, predictions, the search dictionaries) is updated by each change
   * itself (applyNextUpdates).
   */
  refreshDerived: (changedObjectIds: number[]) => Promise<void>;
  /** At most one refresh of derived data per this many ms (default a minute). */
  refreshIntervalMs?: number;
  /** How often to look for items another instance queued (default 10 s). */
  intervalMs?: number;
}

/**
 * The queue's applier: one run at a time per instance (the queue's lock makes it one
 * across instances), each item in id order (applyNextUpdates). Every outcome is logged
 * with the item's id; caches are emptied after each change, so a changed title is found
 * and a deleted object is gone at once. The collection's derived data is recomputed once
 * the queue is empty, at most once per `refreshIntervalMs` (a busy sender does not make
 * the server recount the collection after every record).
 */
export function createUpdateQueueWorker(
  db: Kysely<Tables>,
  options: UpdateQueueWorkerOptions,
): UpdateQueueWorker {
  const refreshInterval = options.refreshIntervalMs ?? 60_000;
  let running: Promise<number> | null = null;
  let closed = false;
  let refreshDue = false;
  let lastRefresh = Number.NEGATIVE_INFINITY;
  let refreshTimer: NodeJS.Timeout | undefined;
  /** Records written since the last refresh of derived data. */
  let changedObjects = new Set<number>();

  function logOutcome(outcome: UpdateOutcome): void {
    const data = {
      queueItemId: outcome.id,
      kind: outcome.kind,
      ...(outcome.objectId !== null ? { objectId: outcome.objectId } : {}),
      ...(outcome.entryId !== null ? { entryId: outcome.entryId } : {}),
      outcome: outcome.status,
      ...(outcome.detail !== null ? { detail: outcome.detail } : {}),
    };
    if (outcome.status === 'applied') options.log.info(data, 'update-queue item applied');
    else options.log.warn(data, 'update-queue item failed');
  }

  async function refresh(): Promise<void> {
    const wait = lastRefresh + refreshInterval - Date.now();
    if (wait > 0) {
      refreshTimer ??= setTimeout(() => {
        refreshTimer = undefined;
        notify();
      }, wait);
      refreshTimer.unref();
      return;
    }
    refreshDue = false;
    lastRefresh = Date.now();
    const started = Date.now();
    const changed = changedObjects;
    changedObjects = new Set();
    try {
      await options.refreshDerived([...changed]);
      options.onCollectionChanged();
      options.log.info({ ms: Date.now() - started }, 'update-queue: derived data refreshed');
    } catch (error) {
      refreshDue = true;
      for (const id of changed) changedObjects.add(id);
      options.log.error({ err: error }, 'update-queue: derived data not refreshed; will retry');
    }
  }

  async function run(): Promise<number> {
    let done = 0;
    while (!closed) {
      const outcomes = await applyNextUpdates(db);
      if (outcomes.length === 0) break;
      done += outcomes.length;
      for (const outcome of outcomes) logOutcome(outcome);
      const applied = outcomes.filter((outcome) => outcome.status === 'applied');
      const entries = applied.flatMap((outcome) =>
        outcome.kind === 'content' && outcome.entryId !== null ? [outcome.entryId] : [],
      );
      if (entries.length > 0) options.onContentChanged(entries);
      for (const outcome of applied) {
        if (outcome.kind === 'record' && outcome.objectId !== null) {
          changedObjects.add(outcome.objectId);
        }
      }
      if (applied.some((outcome) => outcome.kind !== 'content')) {
        refreshDue = true;
        options.onCollectionChanged();
      }
    }
    if (refreshDue && !closed) await refresh();
    return done;
  }

  /** Set when items arrive during a run: the run goes round again before it ends. */
  let again = false;

  function flush(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await run();
      } while (again && !closed);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function notify(): void {
    if (closed) return;
    flush().catch((error: unknown) =>
      options.log.warn({ err: error }, 'update-queue run failed; will retry'),
    );
  }

  const timer = setInterval(notify, options.intervalMs ?? 10_000);
  timer.unref();

  return {
    flush,
    notify,
    async close() {
      closed = true;
      clearInterval(timer);
      if (refreshTimer) clearTimeout(refreshTimer);
      await running?.catch(() => 0);
    },
  };
}
