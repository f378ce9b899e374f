import { Type, type Static, type TSchema } from 'typebox';
import { ErrorResponse, oneOf } from './common';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const UPDATE_KINDS = ['record', 'delete', 'content'] as const;
export const UPDATE_STATUSES = ['pending', 'applied', 'failed'] as const;

const Kind = oneOf(UPDATE_KINDS, {
  description: 'record: a new or changed object; delete: an object removed; content: a CMS entry',
});

/** One accepted item of a POST, in the body's order. */
export const QueuedUpdate = Type.Object(
  {
    id: Type.Integer({ description: 'The queue item id: GET /api/update-queue/{id}' }),
    kind: Kind,
    objectId: Nullable(Type.Integer()),
    entryId: Nullable(Type.String()),
    duplicate: Type.Boolean({
      description: 'The same change was queued before: that item (`id`) stands for this one',
    }),
  },
  { additionalProperties: false },
);
export type QueuedUpdate = Static<typeof QueuedUpdate>;

export const UpdateQueueAccepted = Type.Object(
  { items: Type.Array(QueuedUpdate) },
  { additionalProperties: false },
);
export type UpdateQueueAccepted = Static<typeof UpdateQueueAccepted>;

export const UpdateQueueItem = Type.Object(
  {
    id: Type.Integer(),
    kind: Kind,
    objectId: Nullable(Type.Integer()),
    entryId: Nullable(Type.String()),
    format: Nullable(oneOf(['museum-json', 'lido'])),
    status: oneOf(UPDATE_STATUSES),
    attempts: Type.Integer(),
    error: Nullable(Type.String({ description: 'Why it failed, or a note on how it was applied' })),
    receivedAt: Type.String({ format: 'date-time' }),
    finishedAt: Nullable(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
export type UpdateQueueItem = Static<typeof UpdateQueueItem>;

export const UpdateQueueItemParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) },
  { additionalProperties: false },
);

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  404: ErrorResponse,
  500: ErrorResponse,
  503: ErrorResponse,
};

/**
 * The update queue (spec §7 "update-queue"): the museum's systems send changed or
 * deleted records, in the import formats, and content entries to refresh; each needs
 * `Authorization: Bearer <UPDATE_QUEUE_SECRET>` (401 without it). Without a configured
 * secret both routes are a 404 `{error: 'not_found', message}`.
 */
export const updateQueueRoutes = {
  /**
   * The body: `application/json` — an array of the museum's API records, or
   * `{records, deleted, content}` (records, deleted object ids, content entry ids);
   * `application/x-ndjson` — one record per line; `application/xml` — LIDO.
   * Queues the body's items in order and answers 202 with their ids; the server applies
   * them in the background, one at a time in id order. A malformed body, or one bad
   * record in it, is a 400 naming the problems, and nothing of it is queued. 413 past the
   * size limit, 415 for another media type.
   */
  submit: {
    method: 'POST',
    url: '/api/update-queue',
    schema: {
      response: {
        202: UpdateQueueAccepted,
        ...errors,
        413: ErrorResponse,
        415: ErrorResponse,
      },
    },
  },
  /** One item's state: pending, applied, or failed with the reason. */
  status: {
    method: 'GET',
    url: '/api/update-queue/:id',
    schema: { params: UpdateQueueItemParams, response: { 200: UpdateQueueItem, ...errors } },
  },
} as const;
