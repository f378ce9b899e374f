import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseStartError, openDatabase } from './database';

// The embedded database's failures: a write that fails leaves it usable; a damaged data
// folder or one another process holds is one clear error saying what to do.

const root = mkdtempSync(join(tmpdir(), 'kokoelma-pglite-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('PGlite faults', () => {
  it('stays usable after failed writes, in and out of a transaction', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await sql`create table t (id int primary key, v text not null)`.execute(database.db);
      await sql`insert into t values (1, 'a')`.execute(database.db);
      // A constraint violation, a bad statement, and a transaction failing half way.
      await expect(sql`insert into t values (1, 'b')`.execute(database.db)).rejects.toThrow();
      await expect(sql`insert into t values (2, null)`.execute(database.db)).rejects.toThrow();
      await expect(sql`insert into nowhere values (1)`.execute(database.db)).rejects.toThrow();
      await expect(
        database.db.transaction().execute(async (trx) => {
          await sql`insert into t values (3, 'c')`.execute(trx);
          await sql`insert into t values (1, 'again')`.execute(trx);
        }),
      ).rejects.toThrow();
      // Nothing of the failed transaction stayed, and the next writes and reads work.
      await sql`insert into t values (4, 'd')`.execute(database.db);
      await database.db.transaction().execute(async (trx) => {
        await sql`insert into t values (5, 'e')`.execute(trx);
      });
      const { rows } = await sql<{ id: number }>`select id from t order by id`.execute(database.db);
      expect(rows.map((r) => r.id)).toEqual([1, 4, 5]);
      expect(database.errors.queries).toBeGreaterThanOrEqual(4);
    } finally {
      await database.close();
    }
  });

  it('says a damaged data folder is damaged, and what to do', async () => {
    const dir = join(root, 'damaged');
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await first.close();
    writeFileSync(join(dir, 'PG_VERSION'), 'not a version\n');
    const error = await openDatabase({ kind: 'pglite', dataDir: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseStartError);
    const message = (error as Error).message;
    expect(message).toContain(dir);
    expect(message).toMatch(/damaged.*backup.*move it aside/s);
    expect(message).not.toContain('\n');
    // The failed open left no lock behind: a repaired folder opens.
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 60_000);

  it('refuses a data folder another process holds, and takes over one left by a dead one', async () => {
    const dir = join(root, 'busy');
    // Another live process (a child that sleeps) owns the lock.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], {
      stdio: 'ignore',
    });
    try {
      writeFileSync(`${dir}.lock`, String(other.pid));
      const error = await openDatabase({ kind: 'pglite', dataDir: dir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseStartError);
      expect((error as Error).message).toContain(`in use by process ${other.pid}`);
      expect((error as Error).message).toContain('stop that process first');
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // Its owner is gone now: the stale lock is taken over.
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(existsSync(`${dir}.lock`)).toBe(true);
    await database.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 60_000);
});
