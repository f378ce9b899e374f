import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex';

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // PGlite runs each statement on this thread, and its promises settle as microtasks:
    // without a turn of the event loop between statements, a request's whole chain of
    // statements (a bulk write, a page's reads) would run as one block, and every other
    // request — its timers, sockets, even its wait for this lock — would wait for all of
    // it. Yielding here bounds what one request holds to one statement (or transaction).
    await new Promise<void>((resolve) => setImmediate(resolve));
    // Like node-postgres, a query without parameters goes through the simple protocol,
    // which allows several statements (migrations); the last statement's result counts.
    const result =
      query.parameters.length === 0
        ? ((await this.pg.exec(query.sql)).at(-1) ?? { rows: [], fields: [] })
        : await this.pg.query<R>(query.sql, [...query.parameters]);
    return {
      rows: result.rows as R[],
      ...(result.affectedRows !== undefined
        ? { numAffectedRows: BigInt(result.affectedRows) }
        : {}),
    };
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // PGlite has no cursors over its single connection; the result is already in memory.
    yield await this.executeQuery<R>(query);
  }
}

class PGliteDriver implements Driver {
  private readonly lock = new Mutex();
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();
  private readonly connection: PGliteConnection;

  constructor(private readonly pg: PGlite) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    // One connection object for everyone: the lock decides who may use it.
    this.releases.set(this.connection, release);
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const access = settings.accessMode ? ` ${settings.accessMode}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${isolation}${access}`));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    const release = this.releases.get(conn);
    this.releases.delete(conn);
    release?.();
  }

  async destroy(): Promise<void> {
    const release = await this.lock.acquire();
    try {
      if (!this.pg.closed) await this.pg.close();
    } finally {
      release();
    }
  }
}

/**
 * Kysely on PGlite: PostgreSQL's own SQL compiler and introspector, PGlite underneath,
 * and a lock so that only one transaction (or statement) uses the connection at a time.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pg);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
