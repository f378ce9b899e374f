import type { Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';

/** Marks existing objects as seen by an import run, so that sync mode keeps them. */
export async function keepObjects(
  db: Kysely<Tables>,
  ids: readonly number[],
  importRun: number,
): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000) {
    const part = ids.slice(i, i + 1000);
    await db
      .updateTable('collection_objects')
      .set({ import_run: importRun })
      .where('id', 'in', part)
      .execute();
  }
}
