import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import {
  enqueueUpdates,
  updatePalettes,
  updateQueueItem,
  type QueuedUpdate,
  type UpdateItemInput,
  type UpdateQueueItem,
} from '@kokoelma/collection';
import { createUpdateQueueWorker, type UpdateQueueWorker } from '../update-queue-worker';

/** The update queue: what the museum's systems send, stored, then applied in order. */
export interface UpdateQueue {
  /** Stores the items (a duplicate of a pending one answered as such) and starts the worker. */
  submit(items: readonly UpdateItemInput[]): Promise<QueuedUpdate[]>;
  /** One item and how far it got, or null. */
  item(id: number): Promise<UpdateQueueItem | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The update queue (UPDATE_QUEUE_SECRET), or null: the queue is off. */
    updates: (UpdateQueue & { worker: UpdateQueueWorker }) | null;
  }
}

/**
 * The update-queue capability (spec §7): the museum's systems send changes; they are
 * applied in the background, in order, and the caches that hold what changed are emptied.
 * Items left pending by a stop or by another instance are applied once the app is up.
 */
async function updateQueueCapability(app: FastifyInstance) {
  const { config, collection } = app;
  if (!config.UPDATE_QUEUE_SECRET) {
    app.decorate('updates', null);
    return;
  }
  const db = app.database.db;
  const worker = createUpdateQueueWorker(db, {
    log: app.log,
    onCollectionChanged: () => app.collectionChanged(),
    onContentChanged: () => app.contentChanged(),
    refreshDerived: async (changedObjectIds) => {
      // The collection's derived data (counts, predictions, vocabulary, frequent words,
      // similar works) is already current: each change updated it for its objects, in
      // its transaction (applyNextUpdates). Left: search by colour: the palettes of the changed records' first images on this
      // server's disk (the other objects' palettes are where the import left them).
      if (!config.IMAGE_BASE_URL) {
        const palettes = await updatePalettes(db, join(config.DATA_DIR, 'images', 'originals'), {
          objectIds: changedObjectIds,
        });
        if (palettes.computed > 0) collection.clearCache();
      }
    },
    refreshIntervalMs: config.UPDATE_QUEUE_REFRESH_SECONDS * 1000,
  });
  app.addHook('onClose', () => worker.close());
  app.addHook('onReady', async () => worker.notify());
  app.decorate('updates', {
    worker,
    async submit(items) {
      const queued = await enqueueUpdates(db, items);
      worker.notify();
      return queued;
    },
    item: (id) => updateQueueItem(db, id),
  });
}

export const updateQueuePlugin = fp(updateQueueCapability, {
  name: 'update-queue',
  dependencies: ['config', 'database', 'collection', 'content'],
});
