import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { CollectionRecord } from '../model/record';
import { findPalettes } from './palettes';

type Db = Kysely<Tables>;

/**
 * Sync mode: removes every object of the import's source (null: the default source) that
 * the given import run did not write. Other sources' objects stay.
 */
export async function removeObjectsNotInRun(
  db: Db,
  importRun: number,
  source: string | null = null,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('collection_objects')
      .where('import_run', '<>', importRun)
      .where(sql<boolean>`source_name is not distinct from ${source}`)
      .executeTakeFirst();
    // People left without objects go too.
    await trx
      .deleteFrom('collection_people')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('collection_object_people')
              .select('object_id')
              .whereRef('collection_object_people.person_id', '=', 'collection_people.id'),
          ),
        ),
      )
      .execute();
    return Number(result.numDeletedRows);
  });
}

// Object ids are PostgreSQL integers. An id outside that range (a URL's 2200000000, or
// Infinity from a coerced "Infinity") names no object: it must find nothing, not reach
// SQL, where the cast fails and the visitor would get a 500.
const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;
const isStorableId = (id: number) => Number.isInteger(id) && id >= INT4_MIN && id <= INT4_MAX;

/** Objects by id, in the order asked; unknown ids are left out. */
export async function findObjects(db: Db, ids: readonly number[]): Promise<CollectionRecord[]> {
  const wanted = [...new Set(ids)].filter(isStorableId);
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('collection_documents')
    .select(['id', 'doc'])
    .where('id', 'in', wanted)
    .execute();
  const palettes = await findPalettes(
    db,
    rows.map((r) => r.id),
  );
  const byId = new Map(
    rows.map((r) => {
      const palette = palettes.get(r.id);
      const record = r.doc as CollectionRecord;
      return [r.id, palette ? { ...record, palette } : record];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Of the ids asked, those the collection holds, in the order asked (ids only: cheap). */
export async function findExistingIds(db: Db, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)].filter(isStorableId);
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('collection_objects')
    .select('id')
    .where('id', 'in', wanted)
    .execute();
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => found.has(id));
}

/** The number of objects in the collection. */
export async function countObjects(db: Db): Promise<number> {
  const row = await db
    .selectFrom('collection_objects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
