import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseBusyError, isDatabaseUnavailableError } from './connection-errors';
import { openDatabase, type Database } from './database';

describe('isDatabaseUnavailableError', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('knows terminated connections, refused and reset sockets, and time-outs', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '57014', 'ECONNREFUSED']) {
      expect(isDatabaseUnavailableError(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailableError(new Error('timeout exceeded when trying to connect'))).toBe(
      true,
    );
    expect(isDatabaseUnavailableError(new DatabaseBusyError(3))).toBe(true);
  });

  it('looks through causes and AggregateErrors (a refused IPv4 and IPv6 connect)', () => {
    const refused = new AggregateError([withCode('ECONNREFUSED')], '');
    expect(isDatabaseUnavailableError(refused)).toBe(true);
    expect(isDatabaseUnavailableError(new Error('wrapped', { cause: withCode('57P01') }))).toBe(
      true,
    );
  });

  it('does not take a refused query for an absent database', () => {
    expect(isDatabaseUnavailableError(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailableError(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailableError(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailableError(null)).toBe(false);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('a PostgreSQL pool when connections fail (TEST_DATABASE_URL)', () => {
  const opened: Database[] = [];
  const appName = `kok_conn_${randomBytes(4).toString('hex')}`;
  const target = () => {
    const u = new URL(url ?? '');
    u.searchParams.set('application_name', appName);
    return u.toString();
  };
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  async function terminateOurBackends() {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [appName],
    );
    await admin.end();
    return rowCount ?? 0;
  }

  it('survives its idle connections being terminated, and the next query works', async () => {
    const lost: Error[] = [];
    const database = await openDatabase({
      kind: 'postgres',
      url: target(),
      poolSize: 3,
      onConnectionError: (error) => lost.push(error),
    });
    opened.push(database);
    // Three connections open and idle in the pool.
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(database.db)));
    expect(database.poolStats?.().idle).toBe(3);
    expect(await terminateOurBackends()).toBe(3);
    // Their error events arrive (the process would exit here without a listener).
    await expect.poll(() => lost.length, { timeout: 5000 }).toBe(3);
    expect(lost.every((error) => isDatabaseUnavailableError(error))).toBe(true);
    expect(database.poolStats?.().total).toBe(0);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('fails a query whose connection dies under it with an "unavailable" error, then recovers', async () => {
    const database = await openDatabase({ kind: 'postgres', url: target(), poolSize: 2 });
    opened.push(database);
    const slow = sql`select pg_sleep(5)`.execute(database.db).then(
      () => null,
      (e: unknown) => e,
    );
    await new Promise((r) => setTimeout(r, 300));
    await terminateOurBackends();
    const error = await slow;
    expect(isDatabaseUnavailableError(error)).toBe(true);
    expect((await sql<{ n: number }>`select 2 as n`.execute(database.db)).rows[0]?.n).toBe(2);
  });

  it('cuts a statement at statement_timeout, and sheds waiters beyond maxWaiting', async () => {
    const database = await openDatabase({
      kind: 'postgres',
      url: target(),
      poolSize: 1,
      statementTimeoutMs: 500,
      acquireTimeoutMs: 2000,
      maxWaiting: 1,
    });
    opened.push(database);
    const started = Date.now();
    const slow = await sql`select pg_sleep(3)`.execute(database.db).then(
      () => null,
      (e: unknown) => e,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect((slow as { code?: string }).code).toBe('57014');
    expect(isDatabaseUnavailableError(slow)).toBe(true);
    // One holds the only connection, one waits, the third is refused at once.
    const holding = sql`select pg_sleep(0.1)`.execute(database.db);
    const waiting = sql`select 1`.execute(database.db);
    await new Promise((r) => setTimeout(r, 20));
    await expect(sql`select 1`.execute(database.db)).rejects.toBeInstanceOf(DatabaseBusyError);
    await holding;
    await waiting;
  });

  it('gives up waiting for a connection after acquireTimeoutMs', async () => {
    const database = await openDatabase({
      kind: 'postgres',
      url: target(),
      poolSize: 1,
      acquireTimeoutMs: 150,
    });
    opened.push(database);
    const holding = sql`select pg_sleep(0.6)`.execute(database.db);
    await new Promise((r) => setTimeout(r, 50));
    const error = await sql`select 1`.execute(database.db).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailableError(error)).toBe(true);
    await holding;
  });

  it('reports a refused server as unavailable', async () => {
    const database = await openDatabase({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:1/none',
      acquireTimeoutMs: 1000,
    });
    opened.push(database);
    const error = await sql`select 1`.execute(database.db).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailableError(error)).toBe(true);
    expect(database.errors.connections).toBeGreaterThan(0);
  });
});
