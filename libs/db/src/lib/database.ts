import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { PGliteDialect } from './pglite-dialect';
import type { Tables } from './tables';

/** Where the data lives: an embedded PGlite folder (default) or a PostgreSQL server. */
export type DatabaseOptions =
  | { kind: 'pglite'; /** Folder for the data; omit for an in-memory database. */ dataDir?: string }
  | {
      kind: 'postgres';
      url: string;
      /** Connections in this process's pool. */
      poolSize?: number;
      /** Schema to work in (created if missing); tests use one each. */
      schema?: string;
    };

/** An open database: the typed query builder, and how to close it. */
export interface Database {
  readonly kind: DatabaseOptions['kind'];
  readonly db: Kysely<Tables>;
  close(): Promise<void>;
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
const parseInt8 = (value: string) => Number(value);

/** Opens PGlite or a PostgreSQL pool behind the same Kysely API. Does not migrate. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const pglite = await PGlite.create(options.dataDir ?? 'memory://', {
      parsers: { [INT8]: parseInt8 },
    });
    const db = new Kysely<Tables>({ dialect: new PGliteDialect(pglite) });
    engines.set(db, 'pglite');
    return { kind: 'pglite', db, close: () => db.destroy() };
  }
  const schema = options.schema;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8
          ? parseInt8
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  engines.set(db, 'postgres');
  return { kind: 'postgres', db, close: () => db.destroy() };
}
