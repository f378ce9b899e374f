import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upsertRecords } from '@kokoelma/collection';
import { makeRecord } from '@kokoelma/collection/testing';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import {
  SETUP_TIMEOUT,
  authTestApp,
  cookieFrom,
  freshIp,
  type AuthTestApp,
} from '../routes/auth-test-support';
import { createOutboxSender } from './outbox-sender';

// A real SMTP server (smtp-server) on a free local port receives what the sender sends.

interface Received {
  from: string;
  to: string[];
  data: string;
}

let received: Received[] = [];
/** Recipients the server refuses with a permanent error. */
const refused = new Set<string>();
let server: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) callback(new Error('550 No such mailbox'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  refused.clear();
});

const silent = { info: () => undefined, warn: () => undefined };

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'the outbox sender on $name',
  (target) => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
      await migrate(database.db);
    });
    afterAll(async () => database?.close());

    async function queue(to: string, subject = 'Galleria') {
      const row = await database.db
        .insertInto('outbox')
        .values({ to_address: to, subject, body: 'Katso: https://example.fi', sent_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    }
    const state = (id: number) =>
      database.db
        .selectFrom('outbox')
        .select(['sent_at', 'attempts', 'last_error'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    it('sends each queued message once, even when three instances flush together', async () => {
      const addresses = Array.from({ length: 45 }, (_, i) => `k${i}@example.fi`);
      const ids = await Promise.all(addresses.map((a) => queue(a)));
      const options = { smtpUrl, from: 'Kokoelma <noreply@example.fi>', log: silent };
      const senders = [1, 2, 3].map(() => createOutboxSender(database.db, options));
      const counts = await Promise.all(senders.map((s) => s.flush()));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(45);
      expect(received.map((r) => r.to[0]).sort()).toEqual([...addresses].sort());
      expect(received[0]?.from).toBe('noreply@example.fi');
      expect(received[0]?.data).toContain('Subject: Galleria');
      for (const id of ids) expect((await state(id)).sent_at).not.toBeNull();
      expect(await senders[0]?.flush()).toBe(0);
      await Promise.all(senders.map((s) => s.close()));
    });

    it('keeps a refused message, retries it later, and gives up after the limit', async () => {
      refused.add('nobody@example.fi');
      const id = await queue('nobody@example.fi');
      const sender = createOutboxSender(database.db, {
        smtpUrl,
        from: 'noreply@example.fi',
        log: silent,
        maxAttempts: 2,
        retryAfterSeconds: 60,
      });
      expect(await sender.flush()).toBe(0);
      expect(await state(id)).toMatchObject({ sent_at: null, attempts: 1 });
      expect((await state(id)).last_error).toContain('550');
      // Not again at once: the retry waits.
      await sender.flush();
      expect((await state(id)).attempts).toBe(1);
      const rewind = () =>
        database.db
          .updateTable('outbox')
          .set({ last_attempt_at: new Date(Date.now() - 61_000) })
          .where('id', '=', id)
          .execute();
      await rewind();
      refused.clear();
      expect(await sender.flush()).toBe(1);
      expect((await state(id)).sent_at).not.toBeNull();

      refused.add('never@example.fi');
      const hopeless = await queue('never@example.fi');
      await sender.flush();
      await database.db
        .updateTable('outbox')
        .set({ last_attempt_at: new Date(Date.now() - 61_000) })
        .where('id', '=', hopeless)
        .execute();
      await sender.flush();
      await database.db
        .updateTable('outbox')
        .set({ last_attempt_at: new Date(Date.now() - 61_000) })
        .where('id', '=', hopeless)
        .execute();
      await sender.flush();
      expect(await state(hopeless)).toMatchObject({ sent_at: null, attempts: 2 });
      await sender.close();
    });
  },
);

describe('sharing a gallery by e-mail with SMTP_URL set', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await authTestApp({
      SMTP_URL: smtpUrl,
      SMTP_FROM: 'Kansallisgalleria <noreply@example.fi>',
    });
    await upsertRecords(t.database.db, [makeRecord(1)], 1);
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  it('delivers the share message to the address given', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'jakaja@example.fi', password: 'kiasman kahvila', name: 'Tove' },
      headers: freshIp(),
    });
    const cookies = { kokoelma_session: cookieFrom(register, 'kokoelma_session') ?? '' };
    // Mail is sent for verified addresses only: the verification e-mail comes first.
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    expect(received[0]?.to).toEqual(['jakaja@example.fi']);
    const verification = await t.database.db
      .selectFrom('outbox')
      .select('body')
      .where('to_address', '=', 'jakaja@example.fi')
      .executeTakeFirstOrThrow();
    const link = /\/verify-email\?[^\s]+/.exec(verification.body)?.[0] ?? '';
    expect((await t.app.inject(link)).headers.location).toMatch(/emailVerified=true/);
    received = [];
    const gallery = (
      await t.app.inject({
        method: 'POST',
        url: '/api/galleries',
        cookies,
        payload: { name: 'Saaristo', artworkId: 1 },
      })
    ).json() as { id: number; slug: string };
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/galleries/${gallery.id}/share`,
      cookies,
      payload: { lang: 'sv', email: 'van@example.fi' },
    });
    expect(shared.json()).toMatchObject({ emailed: true });
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    expect(received[0]?.to).toEqual(['van@example.fi']);
    expect(received[0]?.from).toBe('noreply@example.fi');
    expect(received[0]?.data).toContain(`/sv/galleries/${gallery.slug}`);
  });
});
