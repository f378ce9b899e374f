import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, type Database } from './database';

/** A database a repository test can run against. */
export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  /** A fresh, empty database (PGlite in memory, or a new schema on the server). */
  open(): Promise<Database>;
}

/**
 * The engines every repository test runs on: PGlite always, and PostgreSQL too when a
 * server URL is given (CI passes TEST_DATABASE_URL). Use with `describe.each`.
 */
export function testDatabaseTargets(postgresUrl?: string): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [
    { name: 'pglite', open: () => openDatabase({ kind: 'pglite' }) },
  ];
  if (postgresUrl) {
    targets.push({
      name: 'postgres',
      async open() {
        const schema = `test_${randomBytes(6).toString('hex')}`;
        const database = await openDatabase({
          kind: 'postgres',
          url: postgresUrl,
          schema,
          poolSize: 4,
        });
        return {
          ...database,
          async close() {
            await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
            await database.close();
          },
        };
      },
    });
  }
  return targets;
}
