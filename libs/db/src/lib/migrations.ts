import { sql, type Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import type { Tables } from './tables';

/** One schema change: plain SQL, applied once, in the order of its id. */
export interface Migration {
  id: string;
  sql: string;
}

/** Thrown when a migration that already ran has been edited: never rewrite history. */
export class MigrationChangedError extends Error {
  override name = 'MigrationChangedError';
  constructor(readonly id: string) {
    super(`Migration ${id} was changed after it was applied; add a new migration instead.`);
  }
}

// The SQL files are bundled as strings, so the built server needs no files beside it.
const files = import.meta.glob<string>('../../migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The project's migrations (libs/db/migrations/NNNN_name.sql), in order. */
export const MIGRATIONS: readonly Migration[] = Object.entries(files)
  .map(([path, text]) => ({ id: path.replace(/^.*\/|\.sql$/g, ''), sql: text }))
  .sort((a, b) => a.id.localeCompare(b.id));

const checksum = (text: string) => createHash('sha256').update(text).digest('hex');

// Any fixed number: every instance of the server takes the same lock before migrating.
const MIGRATION_LOCK = 7_356_201;

/**
 * Applies every pending migration in one transaction, under an advisory lock so that
 * several instances starting together migrate once. Idempotent: a second run applies
 * nothing. Refuses to run when an applied migration's text has changed.
 */
export async function migrate(
  db: Kysely<Tables>,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<{ applied: string[] }> {
  return db.transaction().execute(async (trx) => {
    // A migration may take long (an index on a large table): the server's per-request
    // statement time-out does not apply to it.
    await sql`set local statement_timeout = 0`.execute(trx);
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`create table if not exists kokoelma_migrations (
      id text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const done = new Map(
      (await trx.selectFrom('kokoelma_migrations').select(['id', 'checksum']).execute()).map(
        (row) => [row.id, row.checksum],
      ),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      const sum = checksum(migration.sql);
      const previous = done.get(migration.id);
      if (previous !== undefined) {
        if (previous !== sum) throw new MigrationChangedError(migration.id);
        continue;
      }
      await sql.raw(migration.sql).execute(trx);
      await trx
        .insertInto('kokoelma_migrations')
        .values({ id: migration.id, checksum: sum })
        .execute();
      applied.push(migration.id);
    }
    return { applied };
  });
}
