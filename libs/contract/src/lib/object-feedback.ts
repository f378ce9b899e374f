import { Type, type Static } from 'typebox';
import { ErrorResponse } from './common';

/**
 * POST /api/objects/{id}/feedback, as JSON or as the object page's form
 * (application/x-www-form-urlencoded). The fields are read loosely here — the handler
 * checks them (`FEEDBACK_TOPICS`, a message of 1–2,000 characters, an e-mail address or
 * none) so that a form posted without script comes back to its page with the outcome
 * instead of a bare error. Unknown fields are allowed.
 */
export const ObjectFeedbackBody = Type.Object({
  topic: Type.Optional(Type.String({ maxLength: 40, description: 'error, more or accessibility' })),
  message: Type.Optional(
    Type.String({
      maxLength: 20_000,
      description: 'What the visitor wants to say: 1–2,000 characters',
    }),
  ),
  email: Type.Optional(
    Type.String({ maxLength: 1000, description: 'Where the museum may answer; may be empty' }),
  ),
  lang: Type.Optional(Type.String({ maxLength: 20 })),
});
export type ObjectFeedbackBody = Static<typeof ObjectFeedbackBody>;

export const ObjectFeedbackAnswer = Type.Object({ sent: Type.Literal(true) });

/**
 * Sends a visitor's feedback on one object to the museum (the outbox, to FEEDBACK_EMAIL).
 * JSON: 202 `{ sent: true }`; a bad topic, message or address 400; an unknown object 404;
 * over the per-address or site-wide limit 429 with Retry-After. A form post is answered
 * 303 back to the object page with `?feedback=sent|invalid|limited#feedback` (404 for an
 * unknown object). Guarded by the origin check.
 */
export const objectFeedbackRoute = {
  method: 'POST',
  url: '/api/objects/:id/feedback',
  schema: {
    params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) }),
    body: ObjectFeedbackBody,
    response: {
      202: ObjectFeedbackAnswer,
      400: ErrorResponse,
      403: ErrorResponse,
      404: ErrorResponse,
      429: ErrorResponse,
      500: ErrorResponse,
    },
  },
} as const;
