import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';

// What changed in the collection since a moment, from the objects' history
// (0027_object_history.sql: every create, update and delete an import or the update
// queue makes) and, for objects that have none (the demo collection, objects stored
// before the history), the time their row was written.

type Db = Kysely<Tables>;

/** One object's change since the moment asked: its latest, and what it amounts to. */
export interface ObjectChange {
  id: number;
  /**
   * `created`: the object is new since then; `updated`: it existed and changed;
   * `deleted`: it is gone (a tombstone: `at` is when it was removed).
   */
  change: 'created' | 'updated' | 'deleted';
  /** When it last changed (for a tombstone, when it was removed). */
  at: Date;
  /** The keyset position of this change: microseconds since the epoch, exact. */
  atMicros: string;
}

export interface ObjectChangesQuery {
  /** Changes after this moment. */
  since: Date;
  /** The page after this change (`atMicros`, `id`), from the previous page's last. */
  after: { atMicros: string; id: number } | null;
  limit: number;
}

export interface ObjectChangesPage {
  changes: ObjectChange[];
  /** How many objects changed since `since` in all (every page together). */
  total: number;
  /** Where the next page starts, or null on the last. */
  next: { atMicros: string; id: number } | null;
}

/**
 * The objects changed since `since`, oldest change first (ties by id), a keyset page at
 * a time: each object once, with its latest change. An object the history knows was
 * created since then is `created`, one that is no longer stored is `deleted` (with the
 * time of its removal), any other `updated`. An object without history counts from the
 * time its row was written (`created`: nothing older is known of it).
 */
export async function objectChanges(db: Db, query: ObjectChangesQuery): Promise<ObjectChangesPage> {
  const since = query.since.toISOString();
  const changed = sql`(
    select h.object_id as id, max(h.changed_at) as at, bool_or(h.change = 'create') as created
    from collection_object_history h
    where h.changed_at > ${since}::timestamptz
    group by h.object_id
    union all
    select o.id, o.updated_at as at, true as created
    from collection_objects o
    where o.updated_at > ${since}::timestamptz
      and not exists (select 1 from collection_object_history h where h.object_id = o.id)
  )`;
  const micros = sql`(floor(extract(epoch from c.at) * 1000000))::bigint`;
  const after = query.after
    ? sql`where (${micros}, c.id) > (${query.after.atMicros}::bigint, ${query.after.id}::integer)`
    : sql``;
  const [{ rows }, { rows: counted }] = await Promise.all([
    sql<{ id: number; at: Date | string; micros: string; created: boolean; live: boolean }>`
      select c.id, c.at, ${micros}::text as micros, c.created, o.id is not null as live
      from ${changed} c left join collection_objects o on o.id = c.id
      ${after}
      order by ${micros}, c.id
      limit ${query.limit + 1}`.execute(db),
    sql<{ n: number | string }>`select count(*) as n from ${changed} c`.execute(db),
  ]);
  const page = rows.slice(0, query.limit).map((row): ObjectChange => ({
    id: Number(row.id),
    change: !row.live ? 'deleted' : row.created ? 'created' : 'updated',
    at: new Date(row.at),
    atMicros: String(row.micros),
  }));
  const last = page.at(-1);
  return {
    changes: page,
    total: Number(counted[0]?.n ?? 0),
    next: rows.length > query.limit && last ? { atMicros: last.atMicros, id: last.id } : null,
  };
}

/**
 * When object `id` was removed from the collection, or null when it is stored or was
 * never known: its latest history entry is a deletion and no object has its id now.
 */
export async function objectDeletedAt(db: Db, id: number): Promise<Date | null> {
  const { rows } = await sql<{ change: string; changed_at: Date | string }>`
    select h.change, h.changed_at from collection_object_history h
    where h.object_id = ${id}
      and not exists (select 1 from collection_objects o where o.id = ${id})
    order by h.id desc
    limit 1`.execute(db);
  const latest = rows[0];
  return latest?.change === 'delete' ? new Date(latest.changed_at) : null;
}

/** A jsonb value as the driver gives it (an object, or its text on some drivers). */
const parse = (value: Record<string, unknown> | string | null | undefined) =>
  typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : (value ?? null);

/** One field of one change: its value before and after (JSON; null where there was none). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One change of one object, as its history tells it. */
export interface ObjectVersion {
  at: Date;
  change: 'create' | 'update' | 'delete';
  /** Made by an import run (`import`) or by an item of the update queue (`update-queue`). */
  by: 'import' | 'update-queue';
  /** The fields that changed, each with its value before and after, in field order. */
  fields: FieldChange[];
}

/**
 * The changes of object `id`, newest first (at most `limit`): each
 * with the fields it changed and their values before and after. The history keeps the
 * record as it was before each change; what it became is the next version's "before",
 * or, for the newest change, the record as stored now (none after a deletion).
 */
export async function objectHistory(db: Db, id: number, limit: number): Promise<ObjectVersion[]> {
  const { rows } = await sql<{
    changed_at: Date | string;
    change: ObjectVersion['change'];
    fields: string[];
    previous: Record<string, unknown> | string | null;
    queue_item: number | string | null;
  }>`
    select h.changed_at, h.change, h.fields, h.previous, h.queue_item
    from collection_object_history h
    where h.object_id = ${id}
    order by h.id desc
    limit ${limit}`.execute(db);
  // Most objects have no history: then the stored record is not read at all.
  if (rows.length === 0) return [];
  const { rows: current } = await sql<{ doc: Record<string, unknown> | string }>`
    select d.doc from collection_documents d where d.id = ${id}`.execute(db);
  let after = parse(current[0]?.doc);
  return rows.map((row) => {
    const before = parse(row.previous);
    const state = row.change === 'delete' ? null : after;
    const version: ObjectVersion = {
      at: new Date(row.changed_at),
      change: row.change,
      by: row.queue_item === null ? 'import' : 'update-queue',
      fields: [...row.fields].sort().map((field) => ({
        field,
        before: before?.[field] ?? null,
        after: state?.[field] ?? null,
      })),
    };
    after = before;
    return version;
  });
}

/**
 * Object `id` as it was stored at the end of `day` (a `YYYY-MM-DD` in the museum's time
 * zone, `Europe/Helsinki`): the record the first change after that day replaced, or the
 * record as stored now when nothing changed since; null when it did not exist then (its
 * first change after that day created it) or does not now and left no history.
 */
export async function objectVersionAt(
  db: Db,
  id: number,
  day: string,
): Promise<Record<string, unknown> | null> {
  const { rows } = await sql<{ previous: Record<string, unknown> | string | null }>`
    select h.previous from collection_object_history h
    where h.object_id = ${id}
      and h.changed_at >= ((${day}::date + 1)::timestamp at time zone 'Europe/Helsinki')
    order by h.id
    limit 1`.execute(db);
  if (rows.length > 0) return parse(rows[0]?.previous);
  const { rows: current } = await sql<{ doc: Record<string, unknown> | string }>`
    select d.doc from collection_documents d where d.id = ${id}`.execute(db);
  return parse(current[0]?.doc);
}
