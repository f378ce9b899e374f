import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import type { CollectionRecord, RecordPerson } from '../model/record';
import { makeRecord } from '../testing/record-factory';
import { importRecords, type ImportOptions } from './import-records';
import { undoRun } from './object-history';
import { objectHistory, objectVersionAt } from '../store/object-changes';
import { applyNextUpdates, enqueueUpdates } from '../updates/update-queue';

// Safe imports (#40): the summary says what an import created, updated, left and removed;
// a dry run writes nothing; a record that would replace another work is held back
// without `replace`; a named source's ids are its own, and the default source's stay.

const artist = { id: 1, fi: 'taiteilija', sv: 'konstnär', en: 'artist' };
const maker = (id: number, familyName: string): RecordPerson => ({
  id,
  firstName: 'Anna',
  familyName,
  birthYear: null,
  deathYear: null,
  attribution: null,
  role: artist,
});

const record = (id: number, overrides: Partial<CollectionRecord> = {}) =>
  makeRecord(id, { people: [maker(100 + id, `Maalari${id}`)], ...overrides });

const items = (records: CollectionRecord[]) =>
  records.map((r) => ({ ok: true as const, record: r, warnings: [] }));

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'safe imports on $name',
  (target) => {
    let database: Database;
    const run = (records: CollectionRecord[], options: ImportOptions = {}) =>
      importRecords(database.db, items(records), options);

    beforeEach(async () => {
      database = await target.open();
      await migrate(database.db);
      await run([1, 2, 3, 4, 5].map((id) => record(id)));
    }, 60_000);
    afterEach(async () => database?.close());

    /** Everything an import writes, in a stable order. */
    async function everything() {
      const rows = async (query: ReturnType<typeof sql>) => (await query.execute(database.db)).rows;
      return {
        objects:
          await rows(sql`select id, import_run, updated_at::text, source_name, inventory_number
        from collection_objects order by id`),
        documents: await rows(sql`select id, doc::text from collection_documents order by id`),
        search: await rows(sql`select id, search::text from collection_search_fi order by id`),
        people: await rows(sql`select id, display_name from collection_people order by id`),
        links: await rows(sql`select object_id, person_id from collection_object_people
        order by 1, 2`),
        counts: await rows(sql`select facet, value, objects from collection_facet_counts
        order by 1, 2`),
        predictions: await rows(sql`select lang, kind, text, objects from collection_predictions
        order by 1, 2, 3`),
        words: await rows(sql`select word, objects from collection_search_words order by word`),
        sourceIds: await rows(sql`select source, source_id, object_id from collection_source_ids
        order by 1, 2`),
      };
    }

    async function titleOf(id: number): Promise<string | undefined> {
      const { rows } = await sql<{ title: string }>`
      select doc -> 'title' ->> 'fi' as title from collection_documents where id = ${id}`.execute(
        database.db,
      );
      return rows[0]?.title;
    }

    it('counts created, updated, unchanged and removed objects, and people', async () => {
      const summary = await run([record(1), record(2, { title: { fi: 'Uusi nimi' } }), record(6)], {
        sync: true,
      });
      expect(summary).toMatchObject({
        created: 1,
        updated: 1,
        unchanged: 1,
        conflicts: 0,
        removed: 3,
        imported: 3,
        dryRun: false,
        people: { before: 5, after: 3 },
      });
      expect(summary.changes).toEqual([
        { id: 6, sourceId: null, inventoryNumber: 'A 6', change: 'create', fields: [] },
        { id: 2, sourceId: null, inventoryNumber: 'A 2', change: 'update', fields: ['title'] },
      ]);
    });

    it('a dry run counts and names the changes and writes nothing', async () => {
      const before = await everything();
      const summary = await run(
        [
          record(1),
          record(2, { title: { fi: 'Uusi nimi' }, yearFrom: 1901 }),
          record(3, { inventoryNumber: 'B 77' }),
          record(6),
        ],
        { dryRun: true, sync: true, replace: true },
      );
      expect(summary).toMatchObject({
        dryRun: true,
        created: 1,
        updated: 1,
        unchanged: 1,
        conflicts: 1,
        removed: 2,
        imported: 0,
        people: { before: 5, after: 5 },
      });
      expect(summary.changes.map((c) => [c.id, c.change, c.fields])).toEqual([
        [6, 'create', []],
        [2, 'update', ['title', 'yearFrom']],
      ]);
      expect(summary.conflictList).toMatchObject([
        { id: 3, inventoryNumber: 'B 77', storedInventoryNumber: 'A 3', replaced: false },
      ]);
      // With a named source too: no object ids are given out.
      await run([record(9)], { dryRun: true, source: 'lido-b' });
      expect(await everything()).toEqual(before);
    });

    it('holds back a record that would replace an object with another inventory number', async () => {
      const held = await run(
        [record(3, { title: { fi: 'Toinen teos' }, inventoryNumber: 'X 1' })],
        {
          sync: true,
        },
      );
      expect(held).toMatchObject({ conflicts: 1, imported: 0, removed: 4 });
      expect(held.conflictList).toEqual([
        {
          id: 3,
          sourceId: null,
          inventoryNumber: 'X 1',
          storedInventoryNumber: 'A 3',
          source: null,
          storedSource: null,
          replaced: false,
        },
      ]);
      // Held back, and kept by the sync: the stored work is as it was.
      expect(await titleOf(3)).toBe('Teos 3');
      const replaced = await run(
        [record(3, { title: { fi: 'Toinen teos' }, inventoryNumber: 'X 1' })],
        {
          replace: true,
        },
      );
      expect(replaced).toMatchObject({ conflicts: 1, imported: 1 });
      expect(replaced.conflictList[0]?.replaced).toBe(true);
      expect(await titleOf(3)).toBe('Toinen teos');
      // The same number written otherwise is the same work.
      const same = await run([
        record(3, { title: { fi: 'Toinen teos' }, inventoryNumber: ' x 1 ' }),
      ]);
      expect(same).toMatchObject({ conflicts: 0, updated: 1 });
    });

    it('keeps sources apart: a named source gets ids of its own; the default keeps its ids', async () => {
      const other = [1, 2].map((id) =>
        record(id, { title: { fi: `Lido ${id}` }, inventoryNumber: `L ${id}`, children: [2] }),
      );
      const first = await run(other, { source: 'lido-b' });
      expect(first).toMatchObject({ created: 2, conflicts: 0, imported: 2 });
      const { rows: mapped } = await sql<{ source_id: string; object_id: number }>`
      select source_id, object_id from collection_source_ids where source = 'lido-b'
      order by source_id`.execute(database.db);
      expect(mapped.map((m) => m.source_id)).toEqual(['1', '2']);
      const [one, two] = mapped.map((m) => Number(m.object_id));
      expect(one).not.toBe(1);
      expect(two).not.toBe(2);
      // The default source's objects 1 and 2 are untouched; the source's children are mapped.
      expect(await titleOf(1)).toBe('Teos 1');
      expect(await titleOf(one ?? 0)).toBe('Lido 1');
      const { rows: children } = await sql<{ children: number[] }>`
      select doc -> 'children' as children from collection_documents where id = ${one}`.execute(
        database.db,
      );
      expect(children[0]?.children).toEqual([two]);
      // Again: the same ids, nothing created.
      const again = await run(other, { source: 'lido-b' });
      expect(again).toMatchObject({ created: 0, unchanged: 2 });
      // The default source keeps its ids and URLs as before.
      const plain = await run([record(1, { title: { fi: 'Teos 1 korjattu' } })]);
      expect(plain).toMatchObject({ created: 0, updated: 1, conflicts: 0 });
      expect(await titleOf(1)).toBe('Teos 1 korjattu');
      // A default record whose id is another source's object is held back.
      const clash = await run([record(one ?? 0)]);
      expect(clash.conflictList).toMatchObject([{ id: one, source: null, storedSource: 'lido-b' }]);
      expect(await titleOf(one ?? 0)).toBe('Lido 1');
      // A sync of the named source removes only its own objects.
      const sync = await run([other[0] as CollectionRecord], { source: 'lido-b', sync: true });
      expect(sync.removed).toBe(1);
      const { rows: left } = await sql<{ id: number }>`
      select id from collection_objects order by id`.execute(database.db);
      expect(left.map((r) => Number(r.id))).toEqual(
        [1, 2, 3, 4, 5, one ?? 0].sort((a, b) => a - b),
      );
    });
  },
);

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'history and undo on $name',
  (target) => {
    let database: Database;
    beforeEach(async () => {
      database = await target.open();
      await migrate(database.db);
    }, 60_000);
    afterEach(async () => database?.close());

    async function state() {
      const rows = async (query: ReturnType<typeof sql>) => (await query.execute(database.db)).rows;
      return {
        documents: await rows(sql`select id, doc::text from collection_documents order by id`),
        objects: await rows(sql`select id, source_name, inventory_number, title_sort
        from collection_objects order by id`),
        people: await rows(sql`select id, display_name from collection_people order by id`),
        counts: await rows(sql`select facet, value, objects from collection_facet_counts
        order by 1, 2`),
        words: await rows(sql`select word, objects from collection_search_words order by word`),
      };
    }

    it('keeps each change with its run and fields, and --undo restores what the run changed', async () => {
      await importRecords(database.db, items([1, 2, 3, 4].map((id) => record(id))));
      const before = await state();
      const summary = await importRecords(
        database.db,
        items([
          record(1),
          record(2, { title: { fi: 'Uusi nimi' }, yearFrom: 1910 }),
          record(3, { inventoryNumber: 'X 3', title: { fi: 'Toinen teos' } }),
          record(6),
        ]),
        { sync: true, replace: true },
      );
      expect(summary.run).toBeGreaterThan(0);
      const { rows: history } = await sql<{ object_id: number; change: string; fields: string[] }>`
      select object_id, change, fields from collection_object_history where run = ${summary.run}
      order by object_id`.execute(database.db);
      expect(history).toEqual([
        { object_id: 2, change: 'update', fields: ['title', 'yearFrom'] },
        { object_id: 3, change: 'update', fields: ['inventoryNumber', 'title'] },
        { object_id: 4, change: 'delete', fields: [] },
        { object_id: 6, change: 'create', fields: [] },
      ]);
      const undone = await undoRun(database.db, summary.run);
      expect(undone).toMatchObject({ run: summary.run, restored: 3, removed: 1 });
      expect(await state()).toEqual(before);
      // The undo is a run of its own: undoing it brings the import's changes back.
      await undoRun(database.db, undone.undoRun);
      expect((await state()).documents.map((d) => Number((d as { id: number }).id))).toEqual([
        1, 2, 3, 6,
      ]);
      await expect(undoRun(database.db, 42)).rejects.toThrow(/no changes of run 42/);
    });

    it('tells an object’s changes newest first, each field before and after', async () => {
      await importRecords(database.db, items([record(2, { yearFrom: 1890 })]));
      await importRecords(database.db, items([record(2, { yearFrom: 1894 })]));
      await enqueueUpdates(database.db, [
        {
          kind: 'record',
          format: 'museum-json',
          objectId: 2,
          record: record(2, { yearFrom: 1894, title: { fi: 'Korjattu nimi' } }),
        },
      ]);
      await applyNextUpdates(database.db, { importRun: 1_000_005 });
      // An unchanged import leaves no version.
      await importRecords(
        database.db,
        items([record(2, { yearFrom: 1894, title: { fi: 'Korjattu nimi' } })]),
      );
      const versions = await objectHistory(database.db, 2, 100);
      expect(versions.map((v) => [v.change, v.by])).toEqual([
        ['update', 'update-queue'],
        ['update', 'import'],
        ['create', 'import'],
      ]);
      const [retitled, redated] = versions;
      expect(retitled?.fields).toEqual([
        { field: 'title', before: record(2).title, after: { fi: 'Korjattu nimi' } },
      ]);
      expect(redated?.fields).toEqual([{ field: 'yearFrom', before: 1890, after: 1894 }]);
      expect(versions[0]!.at.getTime()).toBeGreaterThanOrEqual(versions[1]!.at.getTime());
      // As it was on a day: before any change, today (after them all), and before it existed.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(
        new Date(),
      );
      expect((await objectVersionAt(database.db, 2, today))?.['title']).toEqual({
        fi: 'Korjattu nimi',
      });
      expect(await objectVersionAt(database.db, 2, '2020-01-01')).toBeNull();
      await sql`update collection_object_history set changed_at = changed_at + interval '2 days'
        where object_id = 2 and change = 'update'`.execute(database.db);
      const dated = await objectVersionAt(database.db, 2, today);
      expect([dated?.['yearFrom'], dated?.['title']]).toEqual([1890, record(2).title]);
      // Removed: the newest change is the deletion, with nothing after it.
      await enqueueUpdates(database.db, [{ kind: 'delete', objectId: 2 }]);
      await applyNextUpdates(database.db, { importRun: 1_000_006 });
      const [deleted] = await objectHistory(database.db, 2, 100);
      expect(deleted).toMatchObject({ change: 'delete', by: 'update-queue', fields: [] });
      expect(await objectHistory(database.db, 999, 100)).toEqual([]);
    });

    it('keeps the update queue changes with their items, and undoes them', async () => {
      await importRecords(database.db, items([1, 2, 3].map((id) => record(id))));
      const before = await state();
      const queued = await enqueueUpdates(database.db, [
        {
          kind: 'record',
          format: 'museum-json',
          objectId: 2,
          record: record(2, { title: { fi: 'Korjattu' } }),
        },
        { kind: 'record', format: 'museum-json', objectId: 7, record: record(7) },
      ]);
      const deletion = await enqueueUpdates(database.db, [{ kind: 'delete', objectId: 3 }]);
      const runs = [1_000_001, 1_000_002];
      for (const importRun of runs) await applyNextUpdates(database.db, { importRun });
      const { rows } = await sql<{
        object_id: number;
        run: number;
        change: string;
        fields: string[];
        queue_item: number;
      }>`
      select object_id, run, change, fields, queue_item from collection_object_history
      where run = any(${runs}::bigint[]) order by id`.execute(database.db);
      expect(
        rows.map((r) => ({ ...r, run: Number(r.run), queue_item: Number(r.queue_item) })),
      ).toEqual([
        {
          object_id: 2,
          run: runs[0],
          change: 'update',
          fields: ['title'],
          queue_item: queued[0]?.id,
        },
        { object_id: 7, run: runs[0], change: 'create', fields: [], queue_item: queued[1]?.id },
        { object_id: 3, run: runs[1], change: 'delete', fields: [], queue_item: deletion[0]?.id },
      ]);
      await undoRun(database.db, runs[1] as number);
      await undoRun(database.db, runs[0] as number);
      expect(await state()).toEqual(before);
    });
  },
);
