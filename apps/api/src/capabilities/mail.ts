import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxSender, type OutboxSender } from '../mail/outbox-sender';

/** An e-mail the site sends: always the site's own text (no word of it is a visitor's). */
export interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
  /** On whose behalf it is sent (the share limits count these). */
  senderUserId: string | null;
}

/** The outbox: mail is queued in its table and delivered from there (SMTP_URL). */
export interface Mail {
  /** Whether anything delivers the outbox; without SMTP_URL mail waits in the table. */
  readonly delivers: boolean;
  /** Queues a message and tells the sender. */
  queue(message: OutboxMessage): Promise<void>;
  /**
   * A message was queued in another write's transaction (a gallery share, counted by its
   * limits in the same transaction): deliver it soon.
   */
  queued(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox and its sender: every e-mail the server sends goes through it. */
    mail: Mail;
  }
}

/**
 * The mail capability owns the outbox: what routes send is queued through `app.mail`,
 * and with SMTP_URL one sender delivers it in the background (retrying, counted in the
 * metrics, traced). Without SMTP_URL (the embedded default) messages wait in the table.
 */
async function mailCapability(app: FastifyInstance) {
  const { config, tracing } = app;
  const db = app.database.db;
  let sender: OutboxSender | null = null;
  if (config.SMTP_URL) {
    sender = createOutboxSender(db, {
      smtpUrl: config.SMTP_URL,
      from: config.SMTP_FROM ?? `Kokoelma <noreply@${new URL(config.publicUrl).hostname}>`,
      log: app.log,
      onResult: (result) => app.metrics.outboxResult(result),
      ...(tracing ? { trace: tracing.inSpan } : {}),
      retryAfterSeconds: config.OUTBOX_RETRY_SECONDS,
      intervalMs: Math.min(30_000, config.OUTBOX_RETRY_SECONDS * 1000),
    });
    const running = sender;
    app.addHook('onClose', () => running.close());
  }
  const mail: Mail = {
    delivers: sender !== null,
    async queue(message) {
      await db
        .insertInto('outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          body: message.body,
          sender_user_id: message.senderUserId,
          sent_at: null,
        })
        .execute();
      sender?.notify();
    },
    queued: () => sender?.notify(),
  };
  app.decorate('mail', mail);
}

export const mailPlugin = fp(mailCapability, {
  name: 'mail',
  dependencies: ['config', 'database', 'metrics'],
});
