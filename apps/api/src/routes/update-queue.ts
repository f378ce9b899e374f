import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { updateQueueRoutes } from '@kokoelma/contract/site';
import { parseUpdatePayload, type UpdateMediaType } from '@kokoelma/collection';
import { verifyWebhookSecret } from '@kokoelma/cms/server';
import type { UpdateQueue } from '../capabilities/update-queue';
import { routePlugin } from './route-plugin';

/** Options of the update queue's routes. */
export interface UpdateQueueRoutesOptions {
  /** The queue (the update-queue capability); null, or no secret: both routes answer 404. */
  queue: UpdateQueue | null;
  /** UPDATE_QUEUE_SECRET. */
  secret: string | undefined;
  /** Largest body accepted, in bytes (UPDATE_QUEUE_MAX_BYTES). */
  maxBytes: number;
}

const MEDIA_TYPES: Record<string, UpdateMediaType> = {
  'application/json': 'json',
  'application/x-ndjson': 'json-lines',
  'application/jsonl': 'json-lines',
  'application/jsonlines': 'json-lines',
  'application/json-lines': 'json-lines',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'application/lido+xml': 'xml',
};

const ACCEPTED_TYPES = 'application/json, application/x-ndjson or application/xml (LIDO)';

function mediaType(request: FastifyRequest): { type?: UpdateMediaType; charset?: string } {
  const header = request.headers['content-type'] ?? '';
  const [essence = '', ...parameters] = header.split(';').map((part) => part.trim());
  const charset = parameters
    .map((p) => /^charset=("?)([^"]*)\1$/i.exec(p)?.[2]?.toLowerCase())
    .find((value) => value !== undefined);
  const type = MEDIA_TYPES[essence.toLowerCase()];
  return { ...(type ? { type } : {}), ...(charset ? { charset } : {}) };
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * POST /api/update-queue and GET /api/update-queue/{id} (spec §7 "update-queue"): the
 * museum's systems send changed or deleted records in the import formats and content
 * entries to refresh; items are stored in the queue table before the 202, so nothing
 * accepted is lost, and applied in the background (update-queue-worker.ts). Both need
 * `Authorization: Bearer <UPDATE_QUEUE_SECRET>`, compared in constant time and checked
 * before the body is read; without a configured secret the queue does not exist (404).
 */
export function updateQueueRoutesPlugin(options: UpdateQueueRoutesOptions) {
  const { queue, secret, maxBytes } = options;
  return async function plugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    // Bodies are read here, as bytes, whatever their type: the handler says what it takes.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_r, body, done) =>
      done(null, body),
    );
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!secret || !queue) {
        return reply.status(404).send({
          error: 'not_found',
          message: 'The update queue is not enabled on this server.',
        });
      }
      const token = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!verifyWebhookSecret(token, secret)) {
        request.log.warn('update-queue: refused a request without the right secret');
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="update-queue"')
          .header('cache-control', 'no-store')
          .send({
            error: 'unauthorized',
            message: 'Missing or wrong secret: send Authorization: Bearer <UPDATE_QUEUE_SECRET>.',
          });
      }
      reply.header('cache-control', 'no-store');
      return undefined;
    });
    // A body past the limit, or in no media type at all: said plainly, as 413 and 415.
    app.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.status(413).send({
          error: 'payload_too_large',
          message: `The body is larger than ${maxBytes} bytes; send fewer items per request. Nothing was queued.`,
        });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.status(415).send({
          error: 'unsupported_media_type',
          message: `Send ${ACCEPTED_TYPES}. Nothing was queued.`,
        });
      }
      throw error;
    });
    app.route({
      ...updateQueueRoutes.submit,
      bodyLimit: maxBytes,
      handler: async (request, reply) => {
        const { type, charset } = mediaType(request);
        const encoding = request.headers['content-encoding'];
        if (
          !type ||
          (charset && charset !== 'utf-8' && charset !== 'utf8') ||
          (encoding && encoding !== 'identity')
        ) {
          return reply.status(415).send({
            error: 'unsupported_media_type',
            message: `Send ${ACCEPTED_TYPES}, UTF-8, uncompressed. Nothing was queued.`,
          });
        }
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let text: string;
        try {
          text = utf8.decode(bytes);
        } catch {
          return reply.status(400).send({
            error: 'bad_request',
            message: 'The body is not valid UTF-8. Nothing was queued.',
          });
        }
        const payload = parseUpdatePayload(text, type);
        if (!payload.ok) {
          request.log.warn({ problems: payload.problems }, 'update-queue: body refused');
          return reply.status(400).send({
            error: 'bad_request',
            message: `Nothing was queued: ${payload.problems.join('; ')}`,
          });
        }
        // The onRequest hook answered 404 when there is no queue.
        const items = await (queue as UpdateQueue).submit(payload.items);
        request.log.info(
          {
            queued: items.filter((item) => !item.duplicate).length,
            duplicates: items.filter((item) => item.duplicate).length,
            firstId: items[0]?.id,
          },
          'update-queue: items accepted',
        );
        return reply.status(202).send({ items });
      },
    });
    app.route({
      ...updateQueueRoutes.status,
      handler: async (request, reply) => {
        const item = await (queue as UpdateQueue).item(request.params.id);
        if (!item) {
          return reply
            .status(404)
            .send({ error: 'not_found', message: `No update-queue item ${request.params.id}` });
        }
        return item;
      },
    });
  };
}

/** `/api/update-queue` (404 without UPDATE_QUEUE_SECRET). */
export const updateQueueRoutesGroup = routePlugin(
  async (app) => {
    await app.register(
      updateQueueRoutesPlugin({
        queue: app.updates,
        secret: app.config.UPDATE_QUEUE_SECRET,
        maxBytes: app.config.UPDATE_QUEUE_MAX_BYTES,
      }),
    );
  },
  'update-queue-routes',
  ['update-queue'],
);
