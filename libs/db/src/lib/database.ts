import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { DatabaseBusyError, isDatabaseUnavailableError } from './connection-errors';
import { PGliteDialect } from './pglite-dialect';
import type { Tables } from './tables';

/** Where the data lives: an embedded PGlite folder (default) or a PostgreSQL server. */
export type DatabaseOptions =
  | {
      kind: 'pglite';
      /** Folder for the data; omit for an in-memory database. */
      dataDir?: string;
      /** Told of every statement run (and every failure), for tracing. */
      onQuery?: (event: LogEvent) => void;
    }
  | {
      kind: 'postgres';
      url: string;
      /** Connections in this process's pool. */
      poolSize?: number;
      /** Schema to work in (created if missing); tests use one each. */
      schema?: string;
      /** Told of every statement run (and every failure), for tracing. */
      onQuery?: (event: LogEvent) => void;
      /** Server-side limit of one statement, in ms (statement_timeout); 0 or unset: none. */
      statementTimeoutMs?: number;
      /**
       * How long a query may wait for a pool connection, or for a new connection to
       * open, in ms (pg's connectionTimeoutMillis); 0 or unset: forever.
       */
      acquireTimeoutMs?: number;
      /**
       * Requests that may wait for a connection at once; one more fails at once with
       * DatabaseBusyError instead of queueing. Unset: no limit.
       */
      maxWaiting?: number;
      /**
       * A pooled connection failed while nobody was using it (terminated by the server,
       * a restart, a network cut). It is dropped and replaced on the next query; this is
       * for the log. Without a listener the process would crash.
       */
      onConnectionError?: (error: Error) => void;
    };

/** The pool's connections right now (PostgreSQL only). */
export interface PoolStats {
  /** Open connections, in use or idle. */
  total: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
}

/** An open database: the typed query builder, and how to close it. */
export interface Database {
  readonly kind: DatabaseOptions['kind'];
  readonly db: Kysely<Tables>;
  close(): Promise<void>;
  /** The pool's connections (PostgreSQL; undefined for PGlite's single connection). */
  poolStats?(): PoolStats;
  /** Counts since opening: failed queries, and connections lost or refused. */
  readonly errors: { queries: number; connections: number };
}

/** The engine behind each query builder that openDatabase made. */
const engines = new WeakMap<Kysely<Tables>, DatabaseOptions['kind']>();

/**
 * Which engine a query builder from openDatabase runs on (null for any other, such as a
 * transaction's): for the few choices that depend on it, without passing it along.
 */
export function databaseEngine(db: Kysely<Tables>): DatabaseOptions['kind'] | null {
  return engines.get(db) ?? null;
}

// int8 (counts, sums) as numbers on both engines; ours stay far below 2^53.
const INT8 = 20;
const BYTEA = 17;
const parseInt8 = (value: string) => Number(value);

/**
 * The database cannot be opened for a reason the operator must fix (a damaged or busy
 * data folder): the message says what to do, and the server prints it as one line.
 */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] || error.name : String(error);
}

/** Whether process `pid` is running (on this machine). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite allows one process on a data folder but does not check it; two would damage the
 * files. A lock file with the owner's pid keeps a second one out (one left by a process
 * that died is taken over). Returns the release.
 */
function lockDataDir(dataDir: string): () => void {
  // Beside the folder, not in it: the folder is PostgreSQL's own.
  const lockFile = `${dataDir.replace(/[/\\]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (owner === process.pid) return () => undefined;
      if (Number.isInteger(owner) && owner > 0 && running(owner)) {
        throw new DatabaseStartError(
          `The embedded database in ${dataDir} is in use by process ${owner} (another server, ` +
            'or an import or apikey command): stop that process first, or set DATA_DIR to ' +
            'another folder. PGlite allows one process.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseStartError(`Could not lock the embedded database in ${dataDir}.`);
}

const watched = new WeakSet<pg.PoolClient>();
const dead = new WeakSet<pg.PoolClient>();

/**
 * A client whose query failed because its connection died (a FATAL from the server
 * arrives before the socket closes) goes back to the pool as broken, so that the next
 * query gets a fresh connection instead of this one in the moment before it closes.
 */
function discardWhenDead(client: pg.PoolClient, onDead: () => void): pg.PoolClient {
  if (!watched.has(client)) {
    watched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          // A statement cut by statement_timeout leaves its connection usable.
          const timedOut = (error as { code?: unknown }).code === '57014';
          if (timedOut || !isDatabaseUnavailableError(error) || dead.has(client)) return;
          dead.add(client);
          onDead();
        });
      }
      return result;
    };
  }
  const release = client.release.bind(client);
  client.release = (error?: Error | boolean) => release(error || dead.has(client));
  return client;
}

/** Opens PGlite or a PostgreSQL pool behind the same Kysely API. Does not migrate. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') {
    const dataDir = options.dataDir;
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
    let pglite: PGlite;
    try {
      pglite = await PGlite.create(dataDir ?? 'memory://', {
        parsers: { [INT8]: parseInt8 },
        // Binary parameters (bytea) go as they are, in the protocol's binary format, as
        // node-postgres sends them: PGlite's own serialiser writes them out in hex.
        serializers: { [BYTEA]: (value: unknown) => value as string },
        // Trigram similarity finds close spellings of search words (0012_search_relevance.sql).
        extensions: { pg_trgm },
      });
    } catch (error) {
      unlock();
      throw new DatabaseStartError(
        `The embedded database in ${dataDir ?? 'memory'} could not be opened (${reason(error)}): ` +
          'it is probably damaged. Restore the folder from a backup, or move it aside to ' +
          'start with an empty database (or set DATA_DIR to another folder).',
        { cause: error },
      );
    }
    const errors = { queries: 0, connections: 0 };
    const db = new Kysely<Tables>({
      dialect: new PGliteDialect(pglite),
      log: (event) => {
        if (event.level === 'error') errors.queries += 1;
        options.onQuery?.(event);
      },
    });
    engines.set(db, 'pglite');
    return {
      kind: 'pglite',
      db,
      close: async () => {
        await db.destroy();
        unlock();
      },
      errors,
    };
  }
  const schema = options.schema;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  const poolSize = options.poolSize ?? 10;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: poolSize,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8
          ? parseInt8
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.acquireTimeoutMs ? { connectionTimeoutMillis: options.acquireTimeoutMs } : {}),
    // A peer that vanished without closing (a failover, a cut network) is noticed.
    keepAlive: true,
  });
  const errors = { queries: 0, connections: 0 };
  const lost = (error: Error) => {
    errors.connections += 1;
    options.onConnectionError?.(error);
  };
  // An idle connection that dies (pg_terminate_backend, a restart) is reported here by the
  // pool, which has already dropped it: without this listener the process would exit.
  pool.on('error', lost);
  // A connection that dies while checked out between two queries (in a transaction) emits
  // on the client itself; its next query fails and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const maxWaiting = options.maxWaiting;
  const dialectPool = {
    Client: pg.Client,
    options: pool.options,
    connect: async () => {
      // Only when every connection is taken: a request for an idle one queues for a tick.
      const full = pool.idleCount === 0 && pool.totalCount >= poolSize;
      if (maxWaiting !== undefined && full && pool.waitingCount >= maxWaiting) {
        throw new DatabaseBusyError(pool.waitingCount);
      }
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        errors.connections += 1;
        throw error;
      }
      return discardWhenDead(client, () => (errors.connections += 1));
    },
    end: () => pool.end(),
  };
  const db = new Kysely<Tables>({
    dialect: new PostgresDialect({ pool: dialectPool }),
    log: (event) => {
      if (event.level === 'error') errors.queries += 1;
      options.onQuery?.(event);
    },
  });
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  engines.set(db, 'postgres');
  return {
    kind: 'postgres',
    db,
    close: () => db.destroy(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    errors,
  };
}
