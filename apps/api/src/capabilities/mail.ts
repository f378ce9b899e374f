import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxSender, type OutboxSender } from '../mail/outbox-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the outbox (SMTP_URL), or null: no mail is sent. */
    mailer: OutboxSender | null;
  }
}

/**
 * The mail capability: with SMTP_URL, one sender delivers the outbox in the background
 * (retrying, counted in the metrics, traced); routes that queue mail call `notify()`.
 */
async function mailCapability(app: FastifyInstance) {
  const { config, tracing } = app;
  if (!config.SMTP_URL) {
    app.decorate('mailer', null);
    return;
  }
  const mailer = createOutboxSender(app.database.db, {
    smtpUrl: config.SMTP_URL,
    from: config.SMTP_FROM ?? `Kokoelma <noreply@${new URL(config.publicUrl).hostname}>`,
    log: app.log,
    onResult: (result) => app.metrics.outboxResult(result),
    ...(tracing ? { trace: tracing.inSpan } : {}),
    retryAfterSeconds: config.OUTBOX_RETRY_SECONDS,
    intervalMs: Math.min(30_000, config.OUTBOX_RETRY_SECONDS * 1000),
  });
  app.addHook('onClose', () => mailer.close());
  app.decorate('mailer', mailer);
}

export const mailPlugin = fp(mailCapability, {
  name: 'mail',
  dependencies: ['config', 'database', 'metrics'],
});
