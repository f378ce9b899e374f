import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import {
  isDatabaseUnavailableError,
  migrate,
  openDatabase,
  type Database,
  type DatabaseOptions,
} from '@kokoelma/db';
import type { LogEvent } from 'kysely';
import type { Config } from '../config';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_BODY } from '../errors';

/** Whether the database has been reached and migrated, and when it will be. */
export interface DatabaseState {
  /** Migrated (and prepared by `afterMigrate`): requests may use it. */
  ready: boolean;
  /** Resolves once `ready` turns true. */
  readonly whenReady: Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    databaseState: DatabaseState;
  }
}

/**
 * The database options the configuration asks for: a server, or PGlite under DATA_DIR.
 * The server's request limits (statement time-out, waiting queue) apply when `server` is
 * given; the command-line tools (imports, migrations) leave it out and are not limited.
 */
export function databaseOptions(
  config: Config,
  server?: { log: Pick<FastifyBaseLogger, 'warn'>; onQuery?: (event: LogEvent) => void },
): DatabaseOptions {
  const onQuery = server?.onQuery ? { onQuery: server.onQuery } : {};
  if (!config.DATABASE_URL) {
    return { kind: 'pglite', dataDir: join(config.DATA_DIR, 'pglite'), ...onQuery };
  }
  return {
    kind: 'postgres',
    url: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    acquireTimeoutMs: config.DATABASE_ACQUIRE_TIMEOUT_MS,
    ...onQuery,
    ...(server
      ? {
          statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
          maxWaiting: config.DATABASE_MAX_WAITING,
          onConnectionError: (error: Error) =>
            server.log.warn(
              { err: { message: error.message, code: (error as { code?: string }).code } },
              'database connection lost; it is replaced on the next query',
            ),
        }
      : {}),
  };
}

/** Waits between attempts to reach the database at start-up: doubling, at most 2 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(2000, 250 * 2 ** Math.max(0, attempt - 1));
}

/** Paths that answer without the database: liveness, readiness, version and metrics. */
const WITHOUT_DATABASE = /^\/(health|version|metrics)(\/|\?|$)/;

/**
 * Opens the database (or uses one handed in by a test), applies pending migrations
 * before the server takes traffic, and closes it when the server closes.
 *
 * A PostgreSQL server that cannot be reached at start-up does not stop the server: it
 * starts, answers liveness, keeps readiness at 503 and answers other requests 503 with
 * Retry-After, while it tries again with back-off (one log line per attempt); when the
 * database answers it migrates, runs `afterMigrate` (the demo collection) and is ready.
 * PGlite, and any other failure (a changed migration), still stops the start.
 */
async function databasePlugin(
  app: FastifyInstance,
  options: {
    config: Config;
    database?: Database;
    /** Run once migrated, before the database counts as ready. */
    afterMigrate?: (database: Database) => Promise<void>;
    /** Told of every statement (tracing). */
    onQuery?: (event: LogEvent) => void;
  },
) {
  const server = { log: app.log, ...(options.onQuery ? { onQuery: options.onQuery } : {}) };
  const database =
    options.database ?? (await openDatabase(databaseOptions(options.config, server)));
  let markReady: () => void = () => undefined;
  const state: DatabaseState = {
    ready: false,
    whenReady: new Promise<void>((resolve) => {
      markReady = resolve;
    }),
  };
  app.decorate('database', database);
  app.decorate('databaseState', state);
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(retry);
    if (!options.database) await database.close();
  });

  async function prepare() {
    const { applied } = await migrate(database.db);
    if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    await options.afterMigrate?.(database);
    state.ready = true;
    markReady();
  }

  try {
    await prepare();
    return;
  } catch (error) {
    if (database.kind !== 'postgres' || !isDatabaseUnavailableError(error)) throw error;
    app.log.warn(
      { attempt: 1, retryInMs: retryDelayMs(1), reason: describe(error) },
      'database not reachable at start-up; serving 503 and trying again',
    );
  }

  const attempt = async (n: number) => {
    if (closed) return;
    try {
      await prepare();
      app.log.info({ attempt: n }, 'database reached; ready');
    } catch (error) {
      if (closed) return;
      if (!isDatabaseUnavailableError(error)) {
        // Reached, but refused (a changed migration): nothing a retry fixes; say so loudly.
        app.log.error({ err: error }, 'database start-up failed; still trying');
      } else {
        app.log.warn(
          { attempt: n, retryInMs: retryDelayMs(n), reason: describe(error) },
          'database not reachable; trying again',
        );
      }
      retry = setTimeout(() => void attempt(n + 1), retryDelayMs(n));
    }
  };
  retry = setTimeout(() => void attempt(2), retryDelayMs(1));

  app.addHook('onRequest', async (request, reply) => {
    if (state.ready || WITHOUT_DATABASE.test(request.url)) return;
    return reply
      .status(503)
      .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
      .header('cache-control', 'no-store')
      .send(DATABASE_UNAVAILABLE_BODY);
  });
}

/** A short reason for the log: the code and message, without a stack. */
function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

export const databasePluginFp = fp(databasePlugin, { name: 'database' });
