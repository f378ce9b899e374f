/**
 * Thrown instead of waiting when the pool's queue of requests for a connection is full
 * (DATABASE_MAX_WAITING): the database is too slow to keep up, and a request that would
 * wait behind all the others is better answered at once (503) than late.
 */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
  readonly code = 'KOKOELMA_DB_BUSY';
  constructor(waiting: number) {
    super(`Database busy: ${waiting} requests already wait for a connection`);
  }
}

/** SQLSTATE classes and codes that mean "the database is not there right now". */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, in recovery
  '57014', // query_canceled: statement_timeout (a slow database)
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction: a failover left us on a replica
]);

/** Socket-level failures on the way to the database. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'KOKOELMA_DB_BUSY',
]);

/** Messages of node-postgres (and its pool) for a connection that died or never came. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection is not open',
  'Query read timeout',
];

/**
 * Whether `error` (or anything in its `cause` chain, or an AggregateError's errors) says
 * the database could not be reached or dropped the connection, rather than refusing the
 * query: such a request may succeed when tried again shortly (503 with Retry-After).
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true; // connection_exception class
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
    if (cause) queue.push(cause);
    if (Array.isArray(errors)) queue.push(...(errors as unknown[]));
  }
  return false;
}
