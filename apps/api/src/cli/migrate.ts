import { migrate, openDatabase } from '@kokoelma/db';
import { loadConfig } from '../config';
import { databaseOptions } from '../plugins/database';

// `npm run db:migrate`: applies pending migrations to the configured database — the
// deploy step before new instances start (they also migrate on start-up, idempotently).
async function main() {
  const config = loadConfig(process.env);
  const database = await openDatabase(databaseOptions(config));
  try {
    const { applied } = await migrate(database.db);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
