import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueUpdates, parseUpdatePayload, type UpdateItemInput } from '@kokoelma/collection';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { createUpdateQueueWorker } from './update-queue-worker';

function items(body: unknown): UpdateItemInput[] {
  const payload = parseUpdatePayload(JSON.stringify(body), 'json');
  if (!payload.ok) throw new Error(payload.problems.join('; '));
  return payload.items;
}

const museum = (id: number, title: string) => ({
  objectId: id,
  title: { fi: title },
  responsibleOrganisation: 'Kansallisgalleria / Ateneumin taidemuseo',
});

const ignore = () => undefined;
const quiet = { info: ignore, warn: ignore, error: ignore };

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'the update queue worker on $name',
  (target) => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
      await migrate(database.db);
    });
    afterAll(async () => {
      await database.close();
    });

    it('refreshes derived data with the records written since the last refresh, and only those', async () => {
      const refreshes: number[][] = [];
      const worker = createUpdateQueueWorker(database.db, {
        log: quiet,
        onCollectionChanged: () => undefined,
        onContentChanged: () => undefined,
        refreshDerived: async (ids) => {
          refreshes.push([...ids].sort((a, b) => a - b));
        },
        refreshIntervalMs: 0,
        intervalMs: 60_000,
      });
      try {
        await enqueueUpdates(
          database.db,
          items([museum(811, 'Yksi'), museum(812, 'Kaksi'), museum(811, 'Yksi taas')]),
        );
        await worker.flush();
        expect(refreshes).toEqual([[811, 812]]);
        // A deletion changes no object's derived rows (they go with the object).
        await enqueueUpdates(
          database.db,
          items({ records: [museum(813, 'Kolme')], deleted: [812] }),
        );
        await worker.flush();
        expect(refreshes).toEqual([[811, 812], [813]]);
      } finally {
        await worker.close();
      }
    });
  },
);
