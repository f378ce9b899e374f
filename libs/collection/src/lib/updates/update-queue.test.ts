import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MIGRATIONS, migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { findObjects } from '../store/object-repository';
import { upsertRecords } from '../importer/batch-writes';
import { makeImage, makeRecord } from '../testing/record-factory';
import { findImageOwner } from '../images/image-download';
import { searchCollection } from '../search/search-service';
import { parseUpdatePayload, type UpdateItemInput } from './update-payload';
import {
  UPDATE_BATCH_SIZE,
  applyNextUpdates,
  enqueueUpdates,
  pendingUpdateCount,
  updateQueueItem,
} from './update-queue';

function items(body: unknown): UpdateItemInput[] {
  const payload = parseUpdatePayload(JSON.stringify(body), 'json');
  if (!payload.ok) throw new Error(payload.problems.join('; '));
  return payload.items;
}

/** The `index`th item of a list that must have it. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

const museum = (id: number, title: string) => ({
  objectId: id,
  title: { fi: title },
  responsibleOrganisation: 'Kansallisgalleria / Ateneumin taidemuseo',
});

// Each case runs with items applied one at a time and in batches: the outcome must not differ.
const cases = testDatabaseTargets(process.env.TEST_DATABASE_URL).flatMap((target) =>
  [1, UPDATE_BATCH_SIZE].map((batchSize) => ({ name: target.name, target, batchSize })),
);

describe.each(cases)(
  'the update queue on $name, batches of $batchSize',
  ({ target, batchSize }) => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
      await migrate(database.db);
    }, 60_000);
    afterAll(async () => database?.close());

    async function drain() {
      const outcomes = [];
      for (;;) {
        const next = await applyNextUpdates(database.db, { batchSize });
        if (next.length === 0) return outcomes;
        outcomes.push(...next);
      }
    }

    const ids = async (word: string) =>
      (await searchCollection(database.db, { searchTerms: [word] }, 'fi')).objectIds;

    it('applies items in id order, once, and keeps the outcome', async () => {
      const queued = await enqueueUpdates(
        database.db,
        items({
          records: [museum(10, 'Kevät'), museum(11, 'Kesä'), museum(10, 'Syksy')],
          deleted: [11],
          content: ['entry-1'],
        }),
      );
      expect(queued.map((q) => [q.kind, q.duplicate])).toEqual([
        ['record', false],
        ['record', false],
        ['record', false],
        ['delete', false],
        ['content', false],
      ]);
      expect(await pendingUpdateCount(database.db)).toBe(5);
      const outcomes = await drain();
      expect(outcomes.map((o) => [o.id, o.status])).toEqual(queued.map((q) => [q.id, 'applied']));
      expect(await pendingUpdateCount(database.db)).toBe(0);
      expect((await findObjects(database.db, [10, 11])).map((r) => r.title)).toEqual([
        { fi: 'Syksy' },
      ]);
      expect(await ids('syksy')).toEqual([10]);
      expect(await ids('kevät')).toEqual([]);
      expect(await ids('kesä')).toEqual([]);
      expect(await updateQueueItem(database.db, at(queued, 4).id)).toMatchObject({
        kind: 'content',
        entryId: 'entry-1',
        status: 'applied',
        attempts: 1,
      });
      // Nothing is applied twice.
      expect(await applyNextUpdates(database.db)).toEqual([]);
    });

    it('recognises a re-sent item as the subject’s latest, but not an older one', async () => {
      const a = items([museum(20, 'Aamu')]);
      const b = items([museum(20, 'Ilta')]);
      const first = at(await enqueueUpdates(database.db, a), 0);
      const same = at(await enqueueUpdates(database.db, a), 0);
      expect(same).toEqual({ ...first, duplicate: true });
      await drain();
      // Still the latest after it was applied: sending it again changes nothing.
      expect((await enqueueUpdates(database.db, a))[0]).toEqual({ ...first, duplicate: true });
      const changed = at(await enqueueUpdates(database.db, b), 0);
      const back = at(await enqueueUpdates(database.db, a), 0);
      expect(changed.duplicate).toBe(false);
      expect(back.duplicate).toBe(false);
      expect(back.id).toBeGreaterThan(changed.id);
      await drain();
      expect((await findObjects(database.db, [20]))[0]?.title).toEqual({ fi: 'Aamu' });
    });

    it('gives the items of one body ids in its order, across statements', async () => {
      const deleted = Array.from({ length: 250 }, (_, i) => 60_000 + i);
      const body = items({
        records: [museum(50, 'Yksi'), museum(51, 'Kaksi'), museum(50, 'Yksi')],
        deleted,
      });
      const queued = await enqueueUpdates(database.db, body);
      expect(queued).toHaveLength(253);
      expect(at(queued, 2)).toEqual({ ...at(queued, 0), duplicate: true });
      const fresh = queued.filter((q) => !q.duplicate);
      expect(fresh.map((q) => q.objectId)).toEqual([50, 51, ...deleted]);
      const queuedIds = fresh.map((q) => q.id);
      expect(queuedIds).toEqual([...queuedIds].sort((a, b) => a - b));
      for (const q of [at(fresh, 0), at(fresh, 100), at(fresh, 251)]) {
        expect(await updateQueueItem(database.db, q.id)).toMatchObject({ objectId: q.objectId });
      }
      await drain();
    });

    it('marks an item the database refuses as failed, with the reason, and goes on', async () => {
      await database.db
        .insertInto('collection_update_queue')
        .values({
          kind: 'record',
          subject: 'object:30',
          object_id: 30,
          entry_id: null,
          format: 'museum-json',
          payload: null,
          digest: 'broken',
          error: null,
          finished_at: null,
        })
        .execute();
      const next = at(await enqueueUpdates(database.db, items([museum(31, 'Jatkuu')])), 0);
      const outcomes = await drain();
      expect(outcomes.map((o) => o.status)).toEqual(['failed', 'applied']);
      expect(outcomes[0]?.detail).toEqual(expect.any(String));
      const failed = await updateQueueItem(database.db, at(outcomes, 0).id);
      expect(failed).toMatchObject({ status: 'failed', error: outcomes[0]?.detail });
      expect(await updateQueueItem(database.db, next.id)).toMatchObject({
        status: 'applied',
      });
    });

    it('keeps which object shows each image, for downloads, and forgets deleted ones', async () => {
      await upsertRecords(
        database.db,
        [makeRecord(40, { images: [makeImage(4001), makeImage(4002)] })],
        1,
      );
      expect((await findImageOwner(database.db, '4002'))?.record.id).toBe(40);
      await upsertRecords(database.db, [makeRecord(40, { images: [makeImage(4001)] })], 2);
      expect(await findImageOwner(database.db, '4002')).toBeNull();
      await enqueueUpdates(database.db, items({ deleted: [40] }));
      await drain();
      expect(await findImageOwner(database.db, '4001')).toBeNull();
    });
  },
);

describe('parseUpdatePayload', () => {
  it('reads JSON Lines and LIDO, and refuses with every problem named', () => {
    const lines = `${JSON.stringify(museum(1, 'A'))}\n\n${JSON.stringify(museum(2, 'B'))}\n`;
    const read = parseUpdatePayload(lines, 'json-lines');
    expect(read.ok && read.items.map((i) => i.kind === 'record' && i.objectId)).toEqual([1, 2]);
    const broken = parseUpdatePayload(`${JSON.stringify(museum(1, 'A'))}\n{oops`, 'json-lines');
    expect(broken).toEqual({ ok: false, problems: [expect.stringMatching(/^record 2: \(line\)/)] });
    const many = parseUpdatePayload(JSON.stringify({ deleted: Array(12).fill('x') }), 'json');
    expect(!many.ok && many.problems).toHaveLength(11);
    expect(!many.ok && many.problems.at(-1)).toBe('and 2 more problems');
  });

  it('refuses more than the item limit', () => {
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1);
    const payload = parseUpdatePayload(JSON.stringify({ deleted: ids }), 'json');
    expect(payload).toEqual({ ok: false, problems: [expect.stringMatching(/at most 1000/)] });
  });
});

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'migration 0016 on $name',
  (target) => {
    it('fills the image owners of the objects stored before it', async () => {
      const database = await target.open();
      try {
        await migrate(
          database.db,
          MIGRATIONS.filter((migration) => migration.id < '0016'),
        );
        const record = makeRecord(90, { images: [makeImage(9001), makeImage(9002)] });
        await sql`insert into collection_objects
          (id, museum, has_image, title_sort, quality, import_run)
          values (90, 'ateneum', true, 'teos', 1, 1), (91, 'ateneum', false, 'b', 1, 1)`.execute(
          database.db,
        );
        await sql`insert into collection_documents (id, doc, facts) values
          (90, ${JSON.stringify(record)}::json, '{}'::jsonb),
          (91, '{"images": null}'::json, '{}'::jsonb)`.execute(database.db);
        await migrate(database.db);
        const rows = await database.db
          .selectFrom('collection_object_images')
          .select(['image_id', 'object_id'])
          .orderBy('image_id')
          .execute();
        expect(rows).toEqual([
          { image_id: '9001', object_id: 90 },
          { image_id: '9002', object_id: 90 },
        ]);
      } finally {
        await database.close();
      }
    }, 60_000);
  },
);
