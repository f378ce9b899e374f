import formbody from '@fastify/formbody';
import rateLimit, { normalizeIP, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FEEDBACK_ANCHOR,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_PARAM,
  FEEDBACK_TOPICS,
  feedbackText,
  isFeedbackEmail,
  objectFeedbackRoute,
  pathTo,
  type FeedbackOutcome,
  type FeedbackTopic,
} from '@kokoelma/contract/site';
import { languageOf } from '@kokoelma/accounts';
import { localizedString, persistentObjectId, type Language } from '@kokoelma/domain';
import type { CollectionRecord } from '@kokoelma/collection';
import type { OutboxMessage } from '../capabilities/mail';
import { PERSONAL_CACHE } from '../plugins/http-cache';
import { rateLimitStore } from '../plugins/redis';
import { routePlugin } from './route-plugin';

const HOUR_MS = 60 * 60 * 1000;

export interface ObjectFeedbackOptions {
  /** The object a feedback is about, or null when there is none. */
  object(id: number): Promise<CollectionRecord | null>;
  /** Queues the message for the museum (the outbox). */
  queue(message: OutboxMessage): Promise<void>;
  /** Where feedback goes: FEEDBACK_EMAIL. */
  to: string;
  publicUrl: string;
  /** Messages from one client address (a /64 for IPv6) per hour. */
  perIpPerHour: number;
  /** Messages from everyone together per hour (every instance: the Redis store when set). */
  perHour: number;
  store?: Pick<RateLimitPluginOptions, 'redis' | 'nameSpace'>;
}

/** The topics in the museum's own language (the mail is the museum's: Finnish). */
const TOPIC_NAMES: Record<FeedbackTopic, string> = {
  error: 'Virhe tiedoissa',
  more: 'Tiedän lisää',
  accessibility: 'Saavutettavuus',
};

/** What a valid post holds, or null when any field is wrong. */
function readFeedback(body: {
  topic?: string;
  message?: string;
  email?: string;
}): { topic: FeedbackTopic; message: string; email: string | null } | null {
  const topic = FEEDBACK_TOPICS.find((t) => t === body.topic);
  const message = feedbackText(body.message);
  const email = feedbackText(body.email);
  if (!topic || message.length === 0 || message.length > FEEDBACK_MESSAGE_MAX) return null;
  if (email !== '' && !isFeedbackEmail(email)) return null;
  return { topic, message, email: email || null };
}

/**
 * The mail to the museum. Its subject and labels are the site's own; the visitor's words
 * are only in the body, as plain text, after the facts of the object (a visitor's text
 * never reaches a header, and nothing a visitor wrote is shown to another visitor).
 */
export function feedbackMail(
  object: CollectionRecord,
  feedback: { topic: FeedbackTopic; message: string; email: string | null },
  lang: Language,
  publicUrl: string,
): Omit<OutboxMessage, 'to' | 'senderUserId'> {
  const title = localizedString(object.title, 'fi') ?? '';
  const lines = [
    `Aihe: ${TOPIC_NAMES[feedback.topic]} (${feedback.topic})`,
    `Kohde: ${object.id}${object.inventoryNumber ? `, inventaarionumero ${object.inventoryNumber}` : ''}`,
    ...(title ? [`Nimi: ${title}`] : []),
    `Osoite: ${persistentObjectId(publicUrl, object.id)}`,
    `Sivun kieli: ${lang}`,
    `Lähettäjän sähköposti: ${feedback.email ?? '(ei annettu)'}`,
    '',
    '--- Viesti ---',
    feedback.message,
  ];
  return {
    subject: `Kokoelmapalaute: ${TOPIC_NAMES[feedback.topic]}, kohde ${object.id}`,
    body: `${lines.join('\n')}\n`,
  };
}

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded');

/**
 * POST /api/objects/{id}/feedback (objectFeedbackRoute): a visitor's feedback on a record,
 * queued as an e-mail to the museum. JSON callers get 202, 400, 404 or 429 with
 * Retry-After; the object page's form, posted without script, comes back to the page with
 * the outcome (303). Limited per client address and for the whole site.
 */
export function objectFeedbackRoutesPlugin(options: ObjectFeedbackOptions) {
  return async function plugin(fastify: FastifyInstance) {
    // Form bodies only in this plugin's scope, as in the other form routes.
    await fastify.register(formbody);
    await fastify.register(rateLimit, { global: false, ...options.store });
    const limits = [
      fastify.createRateLimit({
        max: options.perIpPerHour,
        timeWindow: HOUR_MS,
        keyGenerator: (request) => `feedback-ip:${normalizeIP(request.ip)}`,
      }),
      fastify.createRateLimit({
        max: options.perHour,
        timeWindow: HOUR_MS,
        keyGenerator: () => 'feedback-all',
      }),
    ];
    /** Seconds until another message is allowed, or 0 when this one is. */
    async function overLimit(request: FastifyRequest): Promise<number> {
      for (const limit of limits) {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) return Math.max(1, result.ttlInSeconds);
      }
      return 0;
    }

    fastify.withTypeProvider<TypeBoxTypeProvider>().route({
      ...objectFeedbackRoute,
      config: { originCheck: true },
      handler: async (request, reply: FastifyReply) => {
        reply.header('cache-control', PERSONAL_CACHE);
        const id = Number(request.params.id);
        const lang = languageOf(request.body.lang);
        const form = isFormPost(request);
        const back = (outcome: FeedbackOutcome) =>
          reply.redirect(
            `${pathTo('object', { lang, id }, { [FEEDBACK_PARAM]: outcome })}#${FEEDBACK_ANCHOR}`,
            303,
          );
        const object = await options.object(id);
        if (!object) {
          return reply.status(404).send({ error: 'not_found', message: `No object ${id}` });
        }
        const feedback = readFeedback(request.body);
        if (!feedback) {
          if (form) return back('invalid');
          return reply.status(400).send({
            error: 'invalid_feedback',
            message: `A topic (${FEEDBACK_TOPICS.join(', ')}), a message of 1–${FEEDBACK_MESSAGE_MAX} characters and, if given, an e-mail address are needed.`,
          });
        }
        const wait = await overLimit(request);
        if (wait > 0) {
          if (form) return back('limited');
          return reply
            .status(429)
            .header('retry-after', String(wait))
            .send({
              error: 'too_many_requests',
              message: `Too many messages. Try again in ${wait} seconds.`,
            });
        }
        const session = await request.currentSession();
        await options.queue({
          ...feedbackMail(object, feedback, lang, options.publicUrl),
          to: options.to,
          senderUserId: session?.user.id ?? null,
        });
        if (form) return back('sent');
        return reply.status(202).send({ sent: true });
      },
    });
  };
}

/** `/api/objects/{id}/feedback`. */
export const objectFeedbackRoutesGroup = routePlugin(
  async (app) => {
    const { config, collection, mail } = app;
    await app.register(
      objectFeedbackRoutesPlugin({
        object: (id) => collection.object(id),
        queue: (message) => mail.queue(message),
        to: config.FEEDBACK_EMAIL ?? `palaute@${new URL(config.publicUrl).hostname}`,
        publicUrl: config.publicUrl,
        perIpPerHour: config.FEEDBACK_PER_IP_PER_HOUR,
        perHour: config.FEEDBACK_PER_HOUR,
        store: rateLimitStore(app, 'feedback-limit:'),
      }),
    );
  },
  'object-feedback-routes',
  // The origin check and the session come with the accounts capability.
  ['redis', 'accounts', 'collection', 'mail'],
);
