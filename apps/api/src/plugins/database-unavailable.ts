import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDatabaseUnavailableError } from '@kokoelma/db';
import { DomainError } from '@kokoelma/domain';
import { DATABASE_RETRY_AFTER_SECONDS } from '../errors';

/** The request being served, for code deeper down that is not handed it. */
const current = new AsyncLocalStorage<FastifyRequest>();
const unavailable = new WeakSet<FastifyRequest>();

/**
 * A page whose data could not be loaded because the database was unavailable is a 503
 * with Retry-After, not the 500 the renderer makes of any failed loader: the page render
 * catches the error itself (it shows the error page), so the error handler never sees it.
 * `watchDataSource` wraps what the pages load through and notes such failures against the
 * request; an answer of 500 or more for a noted request becomes 503.
 */
export function databaseUnavailablePages(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => current.run(request, done));
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 500 && unavailable.has(request)) {
      reply
        .code(503)
        .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
        .header('cache-control', 'no-store');
    }
    return payload;
  });
}

/** Notes against the current request that the database was unavailable, if `error` says so. */
export function noteDatabaseError(error: unknown): void {
  // The database, or another dependency that says it is unavailable (a CMS preview).
  const dependency = error instanceof DomainError && error.code === 'unavailable';
  if (!dependency && !isDatabaseUnavailableError(error)) return;
  const request = current.getStore();
  if (request) unavailable.add(request);
}

/** `source` with every method's failures noted (see databaseUnavailablePages). */
export function watchDataSource<T extends object>(source: T): T {
  return new Proxy(source, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (result instanceof Promise) {
          return result.catch((error: unknown) => {
            noteDatabaseError(error);
            throw error;
          });
        }
        return result;
      };
    },
  });
}
