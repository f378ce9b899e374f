import { randomUUID } from 'node:crypto';
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { maskedPath } from '@kokoelma/contract/site';

// Structured JSON logs (pino) with a request id on every line, and no personal data:
// no addresses, no cookies or keys, no query strings (they carry search words and
// e-mail addresses in return paths); bodies are never logged.

/**
 * One line per request, written when it has been answered (its method, path, route,
 * status and time): Fastify's "incoming request" line is left out, which halved the
 * logging, a tenth of a cached page's time. Errors are logged as Fastify logs them.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Nothing on arrival: the request's line is written when it has been answered.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The Fastify options of logging and request ids. */
export function loggingOptions(
  level: string,
  /**
   * A proxy stands in front (TRUST_PROXY): its X-Request-Id is adopted. Without one, the
   * header is a client's and is ignored, so no client picks the id its lines are logged
   * under (review I3).
   */
  behindProxy = false,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  return {
    logger: {
      level,
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          // Without the query, a link-only gallery's slug masked: they are secrets.
          path: maskedPath(request.url),
          route: request.routeOptions?.url,
        }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
      redact: {
        paths: [
          'req.headers',
          'headers',
          'cookie',
          'cookies',
          'email',
          'password',
          '*.email',
          '*.password',
          'err.config',
        ],
        censor: '[redacted]',
      },
    },
    logController: new OneLinePerRequest({ requestIdLogLabel: 'requestId' }),
    // A load balancer's X-Request-Id ties our lines to its own; otherwise a new one.
    genReqId: (request) => {
      const incoming = behindProxy ? request.headers['x-request-id'] : undefined;
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  };
}
