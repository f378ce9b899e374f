import { isDeepStrictEqual } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { CollectionRecord } from '../model/record';

// What an import's batch would do to the collection, read before it writes (or instead
// of writing, for a dry run): which records create an object, which change one (and
// which fields), which are the object as stored already, and which would replace an
// object that is another work — another inventory number, or another source's.

type Db = Kysely<Tables>;

/** A record that would change the collection: a new object, or an object's new version. */
export interface ImportChange {
  id: number;
  /** The record's own id, when a named source gave the object another one. */
  sourceId: string | null;
  inventoryNumber: string | null;
  change: 'create' | 'update';
  /** The record's fields that differ from the stored object's (updates only). */
  fields: string[];
}

/** A record whose object id holds another work. */
export interface ImportConflict {
  id: number;
  sourceId: string | null;
  /** The record's inventory number and source, and the stored object's. */
  inventoryNumber: string | null;
  storedInventoryNumber: string | null;
  source: string | null;
  storedSource: string | null;
  /** Whether it was written all the same (`replace`). */
  replaced: boolean;
}

/** A batch's records by what writing them does. */
export interface BatchPlan {
  created: CollectionRecord[];
  updated: Array<{ record: CollectionRecord; fields: string[] }>;
  unchanged: CollectionRecord[];
  conflicts: Array<{ record: CollectionRecord; conflict: ImportConflict }>;
  /** The stored record (its JSON) and source of each object that exists. */
  stored: Map<number, { doc: string | null; source: string | null }>;
}

/** An inventory number as compared: trimmed, in lower case; null when there is none. */
function inventoryKey(value: string | null | undefined): string | null {
  const key = (value ?? '').trim().toLowerCase();
  return key === '' ? null : key;
}

/** The top-level fields whose JSON differs between the stored record and the new one. */
export function changedFields(stored: Record<string, unknown>, record: CollectionRecord): string[] {
  const fresh = JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
  const keys = new Set([...Object.keys(stored), ...Object.keys(fresh)]);
  return (
    [...keys]
      // By value: a record read back from jsonb (the update queue's) has its keys reordered.
      .filter((key) => key !== 'id' && !isDeepStrictEqual(stored[key], fresh[key]))
      .sort()
  );
}

/**
 * Sorts a batch of distinct records (object ids already given) by what writing them
 * would do, from the stored objects of their ids: no object — created; the stored
 * record is the same JSON — unchanged; else updated, with the fields that differ. An
 * object with another inventory number (both having one) or of another source
 * (`source`: the import's, null for the default) is a conflict: another work would be
 * replaced. `sourceIds` gives a named source's record ids by object id.
 */
export async function planBatch(
  db: Db,
  records: readonly CollectionRecord[],
  source: string | null,
  sourceIds: ReadonlyMap<number, string> = new Map(),
): Promise<BatchPlan> {
  const plan: BatchPlan = {
    created: [],
    updated: [],
    unchanged: [],
    conflicts: [],
    stored: new Map(),
  };
  if (records.length === 0) return plan;
  const { rows } = await sql<{
    id: number;
    inventory_number: string | null;
    source_name: string | null;
    doc: string | null;
  }>`select o.id, o.inventory_number, o.source_name, d.doc::text as doc
    from collection_objects o left join collection_documents d on d.id = o.id
    where o.id = any(${records.map((r) => r.id)}::integer[])`.execute(db);
  const stored = new Map(rows.map((row) => [Number(row.id), row]));
  for (const row of rows) {
    plan.stored.set(Number(row.id), { doc: row.doc, source: row.source_name });
  }
  for (const record of records) {
    const row = stored.get(record.id);
    if (!row) {
      plan.created.push(record);
      continue;
    }
    const was = inventoryKey(row.inventory_number);
    const now = inventoryKey(record.inventoryNumber);
    if ((was !== null && now !== null && was !== now) || row.source_name !== source) {
      plan.conflicts.push({
        record,
        conflict: {
          id: record.id,
          sourceId: sourceIds.get(record.id) ?? null,
          inventoryNumber: record.inventoryNumber ?? null,
          storedInventoryNumber: row.inventory_number,
          source,
          storedSource: row.source_name,
          replaced: false,
        },
      });
      continue;
    }
    if (row.doc !== null && row.doc === JSON.stringify(record)) {
      plan.unchanged.push(record);
      continue;
    }
    const fields = row.doc === null ? [] : changedFields(JSON.parse(row.doc), record);
    if (row.doc !== null && fields.length === 0) plan.unchanged.push(record);
    else plan.updated.push({ record, fields });
  }
  return plan;
}

/** Sets the source of the objects `ids` (null: the default source), where it differs. */
export async function markSource(db: Db, ids: readonly number[], source: string | null) {
  if (ids.length === 0) return;
  await sql`update collection_objects set source_name = ${source}
    where id = any(${[...ids]}::integer[]) and source_name is distinct from ${source}`.execute(db);
}
