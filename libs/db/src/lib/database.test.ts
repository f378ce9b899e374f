import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { MIGRATIONS, MigrationChangedError, migrate } from './migrations';
import { testDatabaseTargets } from './test-databases';

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))('$name', (target) => {
  let database: Database;
  afterEach(async () => database?.close());

  it('applies the migrations once, in order, and records them', async () => {
    database = await target.open();
    const first = await migrate(database.db);
    expect(first.applied).toEqual(MIGRATIONS.map((m) => m.id));
    expect(first.applied.length).toBeGreaterThan(0);
    const second = await migrate(database.db);
    expect(second.applied).toEqual([]);
    const rows = await database.db.selectFrom('kokoelma_migrations').select('id').execute();
    expect(rows.map((r) => r.id)).toEqual(first.applied);
  });

  it('refuses to run when an applied migration was edited', async () => {
    database = await target.open();
    const v1 = [{ id: '0001_a', sql: 'create table a (id int primary key);' }];
    await migrate(database.db, v1);
    await expect(
      migrate(database.db, [{ id: '0001_a', sql: 'create table a (id bigint primary key);' }]),
    ).rejects.toBeInstanceOf(MigrationChangedError);
  });

  it('rolls back every pending migration when one fails', async () => {
    database = await target.open();
    const bad = [
      { id: '0001_ok', sql: 'create table ok (id int primary key);' },
      { id: '0002_bad', sql: 'create table broken (id int primary key, nonsense);' },
    ];
    await expect(migrate(database.db, bad)).rejects.toThrow();
    const tables = await sql<{ n: number }>`
      select count(*) as n from information_schema.tables
      where table_name = 'ok' and table_schema = current_schema()`.execute(database.db);
    expect(tables.rows[0]?.n).toBe(0);
  });

  it('returns counts as numbers and runs a multi-statement script', async () => {
    database = await target.open();
    await migrate(database.db, [
      { id: '0001_t', sql: 'create table t (id int primary key); insert into t values (1), (2);' },
    ]);
    const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(database.db);
    expect(rows[0]?.n).toBe(2);
  });

  it('never interleaves concurrent transactions', async () => {
    database = await target.open();
    await migrate(database.db, [
      {
        id: '0001_c',
        sql: 'create table counter (id int primary key, n int not null); insert into counter values (1, 0);',
      },
    ]);
    // Read-modify-write in each transaction: interleaving on one connection would lose
    // increments (or fail); serialised transactions and row locks keep all 25.
    await Promise.all(
      Array.from({ length: 25 }, () =>
        database.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{
            n: number;
          }>`select n from counter where id = 1 for update`.execute(trx);
          await sql`update counter set n = ${(rows[0]?.n ?? 0) + 1} where id = 1`.execute(trx);
        }),
      ),
    );
    const { rows } = await sql<{ n: number }>`select n from counter where id = 1`.execute(
      database.db,
    );
    expect(rows[0]?.n).toBe(25);
  });

  it('a failed transaction leaves nothing behind and the connection usable', async () => {
    database = await target.open();
    await migrate(database.db, [{ id: '0001_u', sql: 'create table u (id int primary key);' }]);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into u values (1)`.execute(trx);
        await sql`insert into u values (1)`.execute(trx);
      }),
    ).rejects.toThrow();
    const { rows } = await sql<{ n: number }>`select count(*) as n from u`.execute(database.db);
    expect(rows[0]?.n).toBe(0);
  });
});

describe('testDatabaseTargets', () => {
  it('always includes PGlite and adds PostgreSQL only when a URL is given', () => {
    expect(testDatabaseTargets().map((t) => t.name)).toEqual(['pglite']);
    expect(testDatabaseTargets('postgres://x').map((t) => t.name)).toEqual(['pglite', 'postgres']);
  });
});
