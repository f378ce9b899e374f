import type { FastifyError, FastifyInstance } from 'fastify';

/** The one place where failures become HTTP answers: 4xx say what was wrong, 5xx say nothing. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
