import { migrate, type Database } from '@kokoelma/db';
import { type TestDatabaseTarget } from '@kokoelma/db/testing';
import { argon2idHasher } from './password-hashing';

/** A cheap argon2id for tests: the same code path, a fraction of the memory and time. */
export const testHasher = argon2idHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

/** A fresh, migrated database of a test target. */
export async function openMigrated(target: TestDatabaseTarget): Promise<Database> {
  const database = await target.open();
  await migrate(database.db);
  return database;
}

/** A clock tests move by hand. */
export function testClock(start = new Date('2025-03-01T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** Removes every account (and so every session) between tests sharing a database. */
export async function emptyAccounts(database: Database): Promise<void> {
  await database.db.deleteFrom('accounts_users').execute();
}
