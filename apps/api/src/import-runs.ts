import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';

/** What the import command leaves behind for the servers' metrics (kokoelma_settings). */
export interface ImportRuns {
  succeeded: number;
  failed: number;
  /** When the last run that completed ended (ISO), or null. */
  lastSuccessAt: string | null;
  lastImported: number;
}

const KEY = 'import.runs';
const NONE: ImportRuns = { succeeded: 0, failed: 0, lastSuccessAt: null, lastImported: 0 };

/** The import runs recorded so far (every server instance reads the same). */
export async function readImportRuns(db: Kysely<Tables>): Promise<ImportRuns> {
  const row = await db
    .selectFrom('kokoelma_settings')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirst();
  const value = typeof row?.value === 'string' ? JSON.parse(row.value) : row?.value;
  return { ...NONE, ...(value as Partial<ImportRuns> | undefined) };
}

/**
 * Counts one run of `npm run import` (the command runs in its own process, so the servers
 * learn of it through the database): a success with how many objects it imported, or a
 * failure (an exception, or a file that ended early).
 */
export async function recordImportRun(
  db: Kysely<Tables>,
  run: { ok: boolean; imported?: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const previous = await readImportRuns(trx);
    const next: ImportRuns = run.ok
      ? {
          ...previous,
          succeeded: previous.succeeded + 1,
          lastSuccessAt: new Date().toISOString(),
          lastImported: run.imported ?? 0,
        }
      : { ...previous, failed: previous.failed + 1 };
    const value = JSON.stringify(next);
    await trx
      .insertInto('kokoelma_settings')
      .values({ key: KEY, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: sql`now()` }))
      .execute();
  });
}
