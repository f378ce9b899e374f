import { createTransport } from 'nodemailer';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';

/** Delivers the outbox over SMTP. */
export interface OutboxSender {
  /** Sends what is due now; how many went out. Concurrent calls share one run. */
  flush(): Promise<number>;
  /** Something was queued: flush soon, without making the caller wait. */
  notify(): void;
  /** Stops the timer and waits for a run in progress. */
  close(): Promise<void>;
}

export interface OutboxSenderOptions {
  smtpUrl: string;
  from: string;
  log: {
    info(data: object, message: string): void;
    warn(data: object, message: string): void;
  };
  /** How often to look for due messages (retries, other instances' queue); default 30 s. */
  intervalMs?: number;
  /** Attempts before a message is given up; default 8. */
  maxAttempts?: number;
  /** Seconds before a claimed, unsent message may be tried again; default 300. */
  retryAfterSeconds?: number;
  /** Runs each delivery in a tracing span (tracing.ts), when tracing is on. */
  trace?: <T>(name: string, attributes: Record<string, string>, fn: () => Promise<T>) => Promise<T>;
  /** Told of each attempt's outcome (metrics): sent, to be retried, or given up. */
  onResult?: (result: 'sent' | 'retry' | 'given_up') => void;
}

const BATCH = 20;

/**
 * Sends queued e-mail (the outbox table) through SMTP. Each message is claimed by one
 * UPDATE that stamps the attempt, so several server instances never send it twice, and
 * the SMTP conversation happens outside any transaction (PGlite's one connection is not
 * held while a mail server answers). The address is never logged.
 */
export function createOutboxSender(db: Kysely<Tables>, options: OutboxSenderOptions): OutboxSender {
  const transport = createTransport(options.smtpUrl);
  const maxAttempts = options.maxAttempts ?? 8;
  const retryAfter = options.retryAfterSeconds ?? 300;
  let running: Promise<number> | null = null;
  let closed = false;

  /** Messages due: not sent, attempts left, not tried in the last `retryAfter` seconds. */
  const due = sql<boolean>`sent_at is null and attempts < ${maxAttempts}
    and (last_attempt_at is null
      or last_attempt_at < now() - make_interval(secs => ${retryAfter}))`;

  /**
   * Claims up to a batch of due messages for this instance. SKIP LOCKED leaves rows
   * another instance is claiming at this moment to it, and the outer condition is checked
   * again on each row once its lock is ours: a row claimed meanwhile is no longer due.
   */
  async function claim() {
    return db
      .updateTable('outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        last_attempt_at: sql<Date>`now()`,
      }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox')
          .select('id')
          .where(due)
          .orderBy('id')
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .where(due)
      .returning(['id', 'to_address', 'subject', 'body', 'attempts'])
      .execute();
  }

  async function run(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return sent;
      for (const message of batch) {
        try {
          const send = () =>
            transport.sendMail({
              from: options.from,
              to: message.to_address,
              subject: message.subject,
              text: message.body,
            });
          // The span names the message, never the address.
          await (options.trace
            ? options.trace('smtp send', { 'kokoelma.outbox_id': String(message.id) }, send)
            : send());
          await db
            .updateTable('outbox')
            .set({ sent_at: sql<Date>`now()`, last_error: null })
            .where('id', '=', message.id)
            .execute();
          sent += 1;
          options.onResult?.('sent');
          options.log.info({ outboxId: Number(message.id) }, 'e-mail sent');
        } catch (error) {
          options.onResult?.(message.attempts >= maxAttempts ? 'given_up' : 'retry');
          const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
          await db
            .updateTable('outbox')
            .set({ last_error: reason })
            .where('id', '=', message.id)
            .execute();
          options.log.warn(
            { outboxId: Number(message.id), attempts: message.attempts, reason },
            message.attempts >= maxAttempts ? 'e-mail given up' : 'e-mail not sent; will retry',
          );
        }
      }
      if (closed) return sent;
    }
  }

  function flush(): Promise<number> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    flush().catch((error: unknown) => options.log.warn({ err: error }, 'outbox run failed'));
  }, options.intervalMs ?? 30_000);
  timer.unref();

  return {
    flush,
    notify() {
      if (closed) return;
      flush().catch((error: unknown) => options.log.warn({ err: error }, 'outbox run failed'));
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await running?.catch(() => 0);
      transport.close();
    },
  };
}
