import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { recordset } from './recordset';

// Object ids of a named import source (`npm run import -- --source NAME`): each record's
// own id in that source is given an object id of its own, kept in
// collection_source_ids, so that two systems' numbering never collide — a LIDO export
// whose record 5334 is another work than the museum's object 5334 becomes another
// object. The default source (no name) keeps its records' ids as the objects' ids (and
// so its URLs).

type Db = Kysely<Tables>;

/** The largest object id (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** A source name: letters, digits, `-` and `_`, 1–40 characters. */
export const SOURCE_NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/i;

/** The object id tried `attempt`th for a source's record id: a hash, 1 … MAX_ID. */
function candidateId(source: string, sourceId: string, attempt: number): number {
  const digest = createHash('sha256').update(`${source}\u0000${sourceId}\u0000${attempt}`).digest();
  return (digest.readUInt32BE(0) % (MAX_ID - 1)) + 1;
}

/**
 * The object ids of `sourceIds` in `source`: those given before, and (unless `allocate`
 * is false, as for a dry run, which then leaves them out) new ones for the others — a
 * hash of the source and the id, the next hash while it names an object or an id given
 * before — stored in the caller's transaction.
 */
export async function sourceObjectIds(
  db: Db,
  source: string,
  sourceIds: readonly string[],
  allocate = true,
): Promise<Map<string, number>> {
  const unique = [...new Set(sourceIds)];
  const out = new Map<string, number>();
  if (unique.length === 0) return out;
  const known = await sql<{ source_id: string; object_id: number }>`
    select source_id, object_id from collection_source_ids
    where source = ${source} and source_id = any(${unique}::text[])`.execute(db);
  for (const row of known.rows) out.set(row.source_id, Number(row.object_id));
  let missing = unique.filter((id) => !out.has(id));
  if (!allocate || missing.length === 0) return out;
  const given = new Set<number>();
  const fresh: Array<{ source_id: string; object_id: number }> = [];
  for (let attempt = 0; missing.length > 0; attempt += 1) {
    if (attempt > 64)
      throw new Error(`no free object id for ${missing.length} records of ${source}`);
    const tried = missing.map((id) => ({ id, objectId: candidateId(source, id, attempt) }));
    const { rows } = await sql<{ id: number }>`
      select id from collection_objects where id = any(${tried.map((t) => t.objectId)}::integer[])
      union
      select object_id from collection_source_ids
        where object_id = any(${tried.map((t) => t.objectId)}::integer[])`.execute(db);
    const taken = new Set(rows.map((r) => Number(r.id)));
    const left: string[] = [];
    for (const { id, objectId } of tried) {
      if (taken.has(objectId) || given.has(objectId)) left.push(id);
      else {
        given.add(objectId);
        fresh.push({ source_id: id, object_id: objectId });
        out.set(id, objectId);
      }
    }
    missing = left;
  }
  await sql`insert into collection_source_ids (source, source_id, object_id)
    select ${source}, source_id, object_id
    from ${recordset(fresh, { source_id: 'text', object_id: 'integer' })}`.execute(db);
  return out;
}
