import { createHash } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { isDatabaseUnavailableError } from '@kokoelma/db';
import type { CollectionRecord } from '../model/record';
import { harvestRecordImages } from '../harvest/harvest-records';
import { writeBatch } from '../importer/batch-writes';
import { applyDerivedChange, derivedBefore } from '../importer/derived-delta';
import { queueHistory, recordHistory } from '../importer/object-history';
import type { UpdateItemInput } from './update-payload';

type Db = Kysely<Tables>;

/**
 * Every instance takes this lock to queue or apply: one order, one applier at a time. The
 * queue is a table of the schema, so the lock is the schema's too (the key and a hash of
 * the schema's name): instances on one database with schemas of their own (tests side by
 * side, benchmarks) never wait for one another's queue.
 */
const UPDATE_QUEUE_LOCK = sql`7356216, hashtext(current_schema())`;

/** Queue rows written per INSERT statement (a record's JSON is a few kilobytes). */
const INSERT_ROWS = 100;

/** What a queued item is, as the sender is told and the status call answers. */
export interface UpdateQueueItem {
  id: number;
  kind: 'record' | 'delete' | 'content';
  objectId: number | null;
  entryId: string | null;
  format: 'museum-json' | 'lido' | null;
  status: 'pending' | 'applied' | 'failed';
  attempts: number;
  /** Why it failed (or a note on how it was applied, e.g. an object already gone). */
  error: string | null;
  receivedAt: string;
  finishedAt: string | null;
}

/** One accepted item: its queue id, and whether it was the subject's latest item already. */
export interface QueuedUpdate {
  id: number;
  kind: UpdateItemInput['kind'];
  objectId: number | null;
  entryId: string | null;
  /** True when the same item was queued before and that item stands for this one. */
  duplicate: boolean;
}

function subjectOf(item: UpdateItemInput): string {
  return item.kind === 'content' ? `content:${item.entryId}` : `object:${item.objectId}`;
}

function payloadOf(item: UpdateItemInput): CollectionRecord | null {
  return item.kind === 'record' ? item.record : null;
}

function digestOf(item: UpdateItemInput): string {
  return createHash('sha256')
    .update(JSON.stringify([item.kind, subjectOf(item), payloadOf(item)]))
    .digest('hex');
}

const isoOrNull = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * Stores the items durably, in order, in one transaction: all of them or none. An item
 * equal to its subject's latest queued item (pending or applied) is not stored again; its
 * earlier id answers for it, so sending the same change twice changes nothing. A change
 * sent after another change of the same subject is a new item even if it equals an older
 * one (sending A, B, A leaves A applied last).
 */
export async function enqueueUpdates(
  db: Db,
  items: readonly UpdateItemInput[],
): Promise<QueuedUpdate[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${UPDATE_QUEUE_LOCK})`.execute(trx);
    const subjects = [...new Set(items.map(subjectOf))];
    /** The subject's latest item: a stored id, or the position of a row inserted below. */
    const latest = new Map<string, { ref: number; stored: boolean; digest: string }>();
    if (subjects.length > 0) {
      const rows = await sql<{ subject: string; id: number; digest: string; status: string }>`
        select distinct on (subject) subject, id, digest, status
        from collection_update_queue
        where subject = any(${subjects}::text[])
        order by subject, id desc`.execute(trx);
      for (const row of rows.rows) {
        // A failed item is no stand-in: the same change sent again is tried again.
        if (row.status === 'failed') continue;
        latest.set(row.subject, { ref: Number(row.id), stored: true, digest: row.digest });
      }
    }
    const fresh: Insertable<Tables['collection_update_queue']>[] = [];
    const planned = items.map((item) => {
      const subject = subjectOf(item);
      const digest = digestOf(item);
      const objectId = item.kind === 'content' ? null : item.objectId;
      const entryId = item.kind === 'content' ? item.entryId : null;
      const base = { kind: item.kind, objectId, entryId };
      const previous = latest.get(subject);
      if (previous && previous.digest === digest) {
        return { ...base, ref: previous.ref, stored: previous.stored, duplicate: true };
      }
      const payload = payloadOf(item);
      fresh.push({
        kind: item.kind,
        subject,
        object_id: objectId,
        entry_id: entryId,
        format: item.kind === 'record' ? item.format : null,
        payload: payload === null ? null : JSON.stringify(payload),
        digest,
        error: null,
        finished_at: null,
      });
      latest.set(subject, { ref: fresh.length - 1, stored: false, digest });
      return { ...base, ref: fresh.length - 1, stored: false, duplicate: false };
    });
    // Rows of one INSERT take their identities in the order listed: ascending ids map
    // back to the rows in order.
    const ids: number[] = [];
    for (let at = 0; at < fresh.length; at += INSERT_ROWS) {
      const returned = await trx
        .insertInto('collection_update_queue')
        .values(fresh.slice(at, at + INSERT_ROWS))
        .returning('id')
        .execute();
      ids.push(...returned.map((row) => Number(row.id)).sort((a, b) => a - b));
    }
    return planned.map(({ ref, stored, ...item }) => ({
      id: stored ? ref : (ids[ref] ?? 0),
      ...item,
    }));
  });
}

/** One queue item's state, or null when there is none with that id. */
export async function updateQueueItem(db: Db, id: number): Promise<UpdateQueueItem | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const row = await db
    .selectFrom('collection_update_queue')
    .select([
      'id',
      'kind',
      'object_id',
      'entry_id',
      'format',
      'status',
      'attempts',
      'error',
      'received_at',
      'finished_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id),
    kind: row.kind,
    objectId: row.object_id,
    entryId: row.entry_id,
    format: row.format,
    status: row.status,
    attempts: Number(row.attempts),
    error: row.error,
    receivedAt: isoOrNull(row.received_at) ?? '',
    finishedAt: isoOrNull(row.finished_at),
  };
}

/** Items waiting to be applied (for metrics and tests). */
export async function pendingUpdateCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('collection_update_queue')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What applying one item did. */
export interface UpdateOutcome {
  id: number;
  kind: 'record' | 'delete' | 'content';
  objectId: number | null;
  entryId: string | null;
  status: 'applied' | 'failed';
  /** The failure's reason, or a note (an object to delete that was not there). */
  detail: string | null;
}

/**
 * The record as it will be stored: images an earlier import harvested for the same links
 * are kept (as `npm run import` keeps them without `--images`), nothing is fetched.
 */
async function withHarvestedImages(db: Db, record: CollectionRecord): Promise<CollectionRecord> {
  const harvest = harvestRecordImages(db, [{ ok: true, record, warnings: [] }], {});
  for await (const item of harvest.items) if (item.ok) return item.record;
  return record;
}

/** Removes an object with everything that hangs on it (documents, search rows, images). */
async function deleteObject(trx: Db, objectId: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('collection_objects')
    .where('id', '=', objectId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A pending item as the applier reads it. */
interface PendingRow {
  id: number;
  kind: 'record' | 'delete' | 'content';
  object_id: number | null;
  entry_id: string | null;
  payload: unknown;
}

function outcomeBase(row: PendingRow) {
  return { id: row.id, kind: row.kind, objectId: row.object_id, entryId: row.entry_id };
}

function recordOf(row: PendingRow): CollectionRecord {
  const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
  if (payload === null || typeof payload !== 'object') {
    throw new Error(`queue item ${row.id} holds no record`);
  }
  return payload as CollectionRecord;
}

/**
 * Applies `rows` (consecutive pending items, oldest first) in one transaction under the
 * queue's lock: records written together as an import batch writes them (an object sent
 * twice ends as its later version, as applying them one after the other would leave it),
 * a deletion alone (the import's writes turn foreign-key cascades off for the rest of
 * their transaction, so a deletion never shares one with them), then every row's status.
 * Null when another instance holds the lock or took a row meanwhile.
 */
async function applyTogether(
  db: Db,
  rows: readonly PendingRow[],
  importRun: number,
): Promise<UpdateOutcome[] | null> {
  const records: CollectionRecord[] = [];
  for (const row of rows) {
    if (row.kind === 'record') records.push(await withHarvestedImages(db, recordOf(row)));
  }
  const latest = [...new Map(records.map((record) => [record.id, record])).values()];
  const ids = rows.map((row) => row.id);
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{ locked: boolean }>`
      select pg_try_advisory_xact_lock(${UPDATE_QUEUE_LOCK}) as locked`.execute(trx);
    if (!lock.rows[0]?.locked) return null;
    const still = await trx
      .selectFrom('collection_update_queue')
      .select('id')
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .forUpdate()
      .execute();
    if (still.length !== ids.length) return null;
    const notes = new Map<number, string>();
    // What the objects contribute to the derived data before they change (derived-delta.ts).
    const touched = [
      ...latest.map((record) => record.id),
      ...rows.flatMap((row) =>
        row.kind === 'delete' && row.object_id !== null ? [row.object_id] : [],
      ),
    ];
    const before = touched.length > 0 ? await derivedBefore(trx, touched) : null;
    // The objects' previous versions, in the history under this run, with their items.
    const itemOf = new Map<number, number>();
    for (const row of rows) if (row.object_id !== null) itemOf.set(row.object_id, row.id);
    const deletedIds = rows.flatMap((row) =>
      row.kind === 'delete' && row.object_id !== null ? [row.object_id] : [],
    );
    await recordHistory(trx, importRun, await queueHistory(trx, latest, deletedIds, itemOf));
    for (const row of rows) {
      if (row.kind === 'delete' && row.object_id !== null) {
        const removed = await deleteObject(trx, row.object_id);
        if (!removed) notes.set(row.id, `object ${row.object_id} was not in the collection`);
      }
    }
    if (latest.length > 0) await writeBatch(trx, latest, importRun);
    // The derived data (counts, predictions, vocabulary, frequent words, similar works)
    // made current for the changed objects, in the same transaction: searches see the
    // change and its counts together.
    if (before) await applyDerivedChange(trx, before);
    await trx
      .updateTable('collection_update_queue')
      .set((eb) => ({
        status: 'applied',
        attempts: eb('attempts', '+', 1),
        error: null,
        finished_at: sql<Date>`now()`,
      }))
      .where('id', 'in', ids)
      .execute();
    for (const [id, note] of notes) {
      await trx
        .updateTable('collection_update_queue')
        .set({ error: note })
        .where('id', '=', id)
        .execute();
    }
    return rows.map((row) => ({
      ...outcomeBase(row),
      status: 'applied' as const,
      detail: notes.get(row.id) ?? null,
    }));
  });
}

/** Marks an item failed, with the reason, unless someone finished it meanwhile. */
async function markFailed(db: Db, row: PendingRow, error: unknown): Promise<UpdateOutcome> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  await db
    .updateTable('collection_update_queue')
    .set((eb) => ({
      status: 'failed',
      attempts: eb('attempts', '+', 1),
      error: reason,
      finished_at: sql<Date>`now()`,
    }))
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .execute();
  return { ...outcomeBase(row), status: 'failed', detail: reason };
}

/** Items applied in one transaction at most. */
export const UPDATE_BATCH_SIZE = 200;

/**
 * Applies the oldest pending items, in id order, and says what became of each; empty
 * when none is waiting (or another instance is applying: the lock is taken without
 * waiting). Consecutive records and content entries go together, up to `batchSize`, in
 * one transaction with their new status, so items are applied exactly once even when
 * several instances try, and a crash leaves them pending; a deletion goes alone. A
 * record is written as an import writes it (updated by id), a deletion removes the
 * object (one already gone counts as applied), a content entry changes nothing here —
 * the caller refreshes the content. When a batch fails, its first item is tried alone:
 * an item the database refuses is marked failed with the reason and the queue moves on.
 * An unreachable database is thrown, and the items stay pending for the next run.
 */
export async function applyNextUpdates(
  db: Db,
  options: { batchSize?: number; importRun?: number } = {},
): Promise<UpdateOutcome[]> {
  const importRun = options.importRun ?? Date.now();
  const pending = (
    await db
      .selectFrom('collection_update_queue')
      .select(['id', 'kind', 'object_id', 'entry_id', 'payload'])
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(Math.max(1, options.batchSize ?? UPDATE_BATCH_SIZE))
      .execute()
  ).map((row) => ({ ...row, id: Number(row.id) }));
  const first = pending[0];
  if (!first) return [];
  const end = pending.findIndex((row) => row.kind === 'delete');
  const batch = first.kind === 'delete' ? [first] : pending.slice(0, end < 0 ? undefined : end);
  try {
    const outcomes = await applyTogether(db, batch, importRun);
    if (outcomes) return outcomes;
    // Another instance is applying: it will take these.
    return [];
  } catch (error) {
    if (isDatabaseUnavailableError(error)) throw error;
    if (batch.length > 1) {
      // Which item failed is not known: the first alone tells.
      try {
        return (await applyTogether(db, [first], importRun)) ?? [];
      } catch (alone) {
        if (isDatabaseUnavailableError(alone)) throw alone;
        return [await markFailed(db, first, alone)];
      }
    }
    return [await markFailed(db, first, error)];
  }
}
