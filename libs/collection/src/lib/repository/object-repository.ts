import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { CollectionRecord } from '../record';
import { LANGUAGES } from '@kokoelma/domain';
import { objectRow, peopleRows, searchRow } from './object-rows';

type Db = Kysely<Tables>;

// PostgreSQL allows 65,535 parameters a statement; an object row uses about 30.
const ROWS_PER_STATEMENT = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Writes a batch of records in one transaction: the objects (updated by id when they
 * exist), their people and links. A record that appears twice in the batch is
 * written once, the later copy winning.
 */
export async function upsertRecords(
  db: Db,
  records: readonly CollectionRecord[],
  importRun: number,
): Promise<void> {
  const unique = [...new Map(records.map((r) => [r.id, r])).values()];
  if (unique.length === 0) return;
  const ids = unique.map((r) => r.id);
  const { people, links } = peopleRows(unique);
  await db.transaction().execute(async (trx) => {
    for (const part of chunks(unique, ROWS_PER_STATEMENT)) {
      await trx
        .insertInto('collection_objects')
        .values(part.map((r) => objectRow(r, importRun)))
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            museum: eb.ref('excluded.museum'),
            category: eb.ref('excluded.category'),
            year_from: eb.ref('excluded.year_from'),
            year_to: eb.ref('excluded.year_to'),
            acquisition_year: eb.ref('excluded.acquisition_year'),
            has_image: eb.ref('excluded.has_image'),
            on_display_museum: eb.ref('excluded.on_display_museum'),
            inventory_number: eb.ref('excluded.inventory_number'),
            title_sort: eb.ref('excluded.title_sort'),
            quality: eb.ref('excluded.quality'),
            import_run: eb.ref('excluded.import_run'),
            updated_at: sql`now()`,
          })),
        )
        .execute();
      await trx
        .insertInto('collection_documents')
        .values(part.map((r) => ({ id: r.id, doc: JSON.stringify(r) })))
        .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ doc: eb.ref('excluded.doc') })))
        .execute();
      for (const lang of LANGUAGES) {
        await trx
          .insertInto(`collection_search_${lang}`)
          .values(part.map((r) => searchRow(r, lang)))
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({ search: eb.ref('excluded.search') })),
          )
          .execute();
      }
    }
    for (const part of chunks(people, ROWS_PER_STATEMENT)) {
      await trx
        .insertInto('collection_people')
        .values(part)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            first_name: eb.ref('excluded.first_name'),
            family_name: eb.ref('excluded.family_name'),
            display_name: eb.ref('excluded.display_name'),
            birth_year: eb.ref('excluded.birth_year'),
            death_year: eb.ref('excluded.death_year'),
            search: eb.ref('excluded.search'),
          })),
        )
        .execute();
    }
    await trx.deleteFrom('collection_object_people').where('object_id', 'in', ids).execute();
    for (const part of chunks(links, 2000)) {
      await trx.insertInto('collection_object_people').values(part).execute();
    }
  });
}

/** Sync mode: removes every object the given import run did not write. */
export async function removeObjectsNotInRun(db: Db, importRun: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('collection_objects')
      .where('import_run', '<>', importRun)
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

/** Objects by id, in the order asked; unknown ids are left out. */
export async function findObjects(db: Db, ids: readonly number[]): Promise<CollectionRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('collection_documents')
    .select(['id', 'doc'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r.doc as CollectionRecord]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The number of objects in the collection. */
export async function countObjects(db: Db): Promise<number> {
  const row = await db
    .selectFrom('collection_objects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
