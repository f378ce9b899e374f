import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from '@kokoelma/domain';
import { isDatabaseUnavailableError } from '@kokoelma/db';
import { silentReporter, type ServerReporter } from './error-reporting';
import { busyPage, wantsPage } from './busy-page';

/** HTTP status of each domain error code; codes not listed are treated as bad input. */
const DOMAIN_STATUS: Record<string, number> = {
  bad_request: 400,
  unauthorized: 401,
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  too_many_requests: 429,
  unavailable: 503,
};

/** Seconds a client is asked to wait when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** The answer while the database cannot be reached (a 503 with Retry-After). */
export const DATABASE_UNAVAILABLE_BODY = {
  error: 'unavailable',
  message: 'The service is briefly unavailable. Please try again in a moment.',
} as const;

/**
 * What some domain errors carry besides code and message: why and which field (accounts
 * errors, so a form can say what to fix) and when to try again (rate limits).
 */
interface DomainErrorDetails {
  reason?: unknown;
  field?: unknown;
  retryAfterSeconds?: unknown;
}

/** The one place where failures become HTTP answers: 4xx say what was wrong, 5xx say nothing. */
export function registerErrorHandling(
  app: FastifyInstance,
  reporter: ServerReporter = silentReporter,
): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      const status = DOMAIN_STATUS[error.code] ?? 400;
      const { reason, field, retryAfterSeconds } = error as DomainErrorDetails;
      if (typeof retryAfterSeconds === 'number') reply.header('retry-after', retryAfterSeconds);
      return reply.status(status).send({
        error: error.code,
        message: error.message,
        ...(typeof reason === 'string' ? { reason } : {}),
        ...(typeof field === 'string' ? { field } : {}),
      });
    }
    if (error.code === 'FST_UNDER_PRESSURE') {
      // Shed load (plugins/overload.ts): expected under overload, so a warning, no report.
      request.log.warn('overloaded: request shed');
      reply.status(503).header('cache-control', 'no-store');
      // A browser's page view gets a page it can show, not JSON.
      if (wantsPage(request)) {
        return reply
          .type('text/html; charset=utf-8')
          .send(busyPage(request.url, reply.cspNonce?.style ?? ''));
      }
      return reply.send({
        error: 'overloaded',
        message: 'The service is busy. Please try again in a moment.',
      });
    }
    if (isDatabaseUnavailableError(error)) {
      // The database restarted, failed over, is too slow or not there yet: a warning (the
      // metrics count them), and the client is told when to try again; nothing is lost.
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      return reply
        .status(503)
        .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
        .header('cache-control', 'no-store')
        .send(DATABASE_UNAVAILABLE_BODY);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      reporter.report(error, { kind: 'api', route: request.routeOptions.url ?? 'unknown' });
      return reply
        .status(status)
        .send({ error: 'internal_error', message: 'Something went wrong on our side.' });
    }
    const code = error.validation ? 'bad_request' : (error.code ?? 'bad_request').toLowerCase();
    return reply.status(status).send({ error: code, message: error.message });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: 'not_found', message: `No route for ${request.method} ${request.url}` }),
  );
}
