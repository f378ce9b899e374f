import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { CollectionRecord } from '../model/record';
import { recordset } from '../store/recordset';
import { upsertRecords } from './batch-writes';
import { applyDerivedChange, derivedBefore } from './derived-delta';
import { refreshDerivedData } from './derived-data';
import { changedFields, markSource } from './import-plan';
import { INCREMENTAL_RECORDS } from './import-limits';

// The history of objects (0027_object_history.sql): each change an import makes keeps
// the object's previous version with its run, and `undoRun` restores what a run changed.

type Db = Kysely<Tables>;

/** One change of one object, as the history keeps it. */
export interface HistoryEntry {
  objectId: number;
  change: 'create' | 'update' | 'delete';
  fields: string[];
  /** The stored record's JSON before the change (null: the change created the object). */
  previous: string | null;
  previousSource: string | null;
  /** The update-queue item that made it (none for an import). */
  queueItem?: number | null;
}

const HISTORY_COLUMNS = {
  object_id: 'integer',
  change: 'text',
  fields: 'json',
  previous: 'json',
  previous_source: 'text',
  queue_item: 'bigint',
} as const;

/** Keeps the previous versions of a batch's changes under `run`. */
export async function recordHistory(
  db: Db,
  run: number,
  entries: readonly HistoryEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((e) => ({
    object_id: e.objectId,
    change: e.change,
    fields: e.fields,
    // As JSON inside the batch's JSON: json_to_recordset reads it back as the record.
    previous: e.previous === null ? null : JSON.parse(e.previous),
    previous_source: e.previousSource,
    queue_item: e.queueItem ?? null,
  }));
  await sql`insert into collection_object_history
      (object_id, run, change, fields, previous, previous_source, queue_item)
    select r.object_id, ${run}, r.change,
      array(select json_array_elements_text(r.fields)), r.previous, r.previous_source,
      r.queue_item
    from ${recordset(rows, HISTORY_COLUMNS)}`.execute(db);
}

/**
 * The history of changes about to be made to `records` (written) and `deleted` (removed)
 * by update-queue items (`items`: the queue item of each object id), read from the stored
 * objects in the caller's transaction, before it writes. A record the same as stored
 * leaves no entry.
 */
export async function queueHistory(
  db: Db,
  records: readonly CollectionRecord[],
  deleted: readonly number[],
  items: ReadonlyMap<number, number>,
): Promise<HistoryEntry[]> {
  const ids = [...records.map((r) => r.id), ...deleted];
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: number; doc: string | null; source_name: string | null }>`
    select o.id, d.doc::text as doc, o.source_name from collection_objects o
    left join collection_documents d on d.id = o.id
    where o.id = any(${ids}::integer[])`.execute(db);
  const stored = new Map(rows.map((r) => [Number(r.id), r]));
  const out: HistoryEntry[] = [];
  for (const record of records) {
    const was = stored.get(record.id);
    const fields = was?.doc ? changedFields(JSON.parse(was.doc), record) : [];
    if (was && was.doc !== null && fields.length === 0) continue;
    out.push({
      objectId: record.id,
      change: was ? 'update' : 'create',
      fields,
      previous: was?.doc ?? null,
      previousSource: was?.source_name ?? null,
      queueItem: items.get(record.id) ?? null,
    });
  }
  for (const id of deleted) {
    const was = stored.get(id);
    if (!was) continue;
    out.push({
      objectId: id,
      change: 'delete',
      fields: [],
      previous: was.doc,
      previousSource: was.source_name,
      queueItem: items.get(id) ?? null,
    });
  }
  return out;
}

/** Before a sync removes the source's objects that `run` did not write: their last versions. */
export async function recordRemovals(db: Db, run: number, source: string | null): Promise<void> {
  await sql`insert into collection_object_history
      (object_id, run, change, previous, previous_source)
    select o.id, ${run}, 'delete', d.doc, o.source_name
    from collection_objects o left join collection_documents d on d.id = o.id
    where o.import_run <> ${run} and o.source_name is not distinct from ${source}`.execute(db);
}

/** What undoing a run did. */
export interface UndoSummary {
  /** The run undone, and the run of the undo itself (which can be undone in turn). */
  run: number;
  undoRun: number;
  /** Objects put back as they were (updated or removed by the run). */
  restored: number;
  /** Objects the run had created, removed again. */
  removed: number;
}

/**
 * Restores what import run `run` changed: every object it created is removed, every
 * object it updated or removed is written back as it was before (its record and source),
 * with the derived data updated (for many objects, rebuilt). The undo is a run of its own
 * with its history, so it can be undone too. Throws when the history has no changes of
 * that run.
 */
export async function undoRun(db: Db, run: number): Promise<UndoSummary> {
  const { rows } = await sql<{
    object_id: number;
    change: HistoryEntry['change'];
    previous: unknown;
    previous_source: string | null;
  }>`select distinct on (object_id) object_id, change, previous, previous_source
    from collection_object_history where run = ${run}
    order by object_id, id`.execute(db);
  if (rows.length === 0) throw new Error(`no changes of run ${run} in the history`);
  const undoRun = Date.now();
  const created = rows.filter((r) => r.change === 'create').map((r) => Number(r.object_id));
  const restore = rows.filter((r) => r.change !== 'create' && r.previous !== null);
  const incremental = rows.length <= INCREMENTAL_RECORDS;
  // The undo's own history: what each object is now.
  const { rows: now } = await sql<{ id: number; doc: string | null; source_name: string | null }>`
    select o.id, d.doc::text as doc, o.source_name from collection_objects o
    left join collection_documents d on d.id = o.id
    where o.id = any(${rows.map((r) => Number(r.object_id))}::integer[])`.execute(db);
  const current = new Map(now.map((r) => [Number(r.id), r]));
  await recordHistory(
    db,
    undoRun,
    rows.map((r) => {
      const was = current.get(Number(r.object_id));
      return {
        objectId: Number(r.object_id),
        change: !was ? 'create' : r.change === 'create' ? 'delete' : 'update',
        fields: [],
        previous: was?.doc ?? null,
        previousSource: was?.source_name ?? null,
      };
    }),
  );
  let removed = 0;
  if (created.length > 0) {
    removed = await db.transaction().execute(async (trx) => {
      const before = incremental ? await derivedBefore(trx, created) : null;
      const result = await trx
        .deleteFrom('collection_objects')
        .where('id', 'in', created)
        .executeTakeFirst();
      if (before) await applyDerivedChange(trx, before);
      return Number(result.numDeletedRows);
    });
  }
  const records = restore.map((r) =>
    typeof r.previous === 'string'
      ? (JSON.parse(r.previous) as CollectionRecord)
      : (r.previous as CollectionRecord),
  );
  for (let at = 0; at < records.length; at += 500) {
    const part = records.slice(at, at + 500);
    await upsertRecords(db, part, undoRun, undefined, incremental);
  }
  for (const source of new Set(restore.map((r) => r.previous_source))) {
    await markSource(
      db,
      restore.filter((r) => r.previous_source === source).map((r) => Number(r.object_id)),
      source,
    );
  }
  if (!incremental) await refreshDerivedData(db, { vacuum: true });
  return { run, undoRun, restored: records.length, removed };
}
