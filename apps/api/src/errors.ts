import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from '@kokoelma/domain';

/** HTTP status of each domain error code; codes not listed are treated as bad input. */
const DOMAIN_STATUS: Record<string, number> = {
  bad_request: 400,
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  too_many_requests: 429,
};

/** The one place where failures become HTTP answers: 4xx say what was wrong, 5xx say nothing. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      const status = DOMAIN_STATUS[error.code] ?? 400;
      return reply.status(status).send({ error: error.code, message: error.message });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
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
