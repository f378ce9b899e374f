import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRecord, upsertRecords } from '@kokoelma/collection';
import {
  SETUP_TIMEOUT,
  authTestApp,
  cookieFrom,
  freshIp,
  type AuthTestApp,
} from './auth-test-support';

// Sharing a gallery by e-mail must not make the museum's mail a spam relay (issue 18,
// item 5): caps per client address and for the whole site, and fixed text around the
// visitor's words. The outbox table shows what would be sent.

const COOKIE = 'kokoelma_session';
let t: AuthTestApp;
beforeAll(async () => {
  t = await authTestApp({ SHARE_EMAIL_PER_IP_PER_HOUR: '2', SHARE_EMAIL_PER_HOUR: '4' });
  await upsertRecords(t.database.db, [makeRecord(1)], 1);
}, SETUP_TIMEOUT);
afterAll(async () => t?.close());

let people = 0;
/** A new visitor with a gallery: their cookie and the gallery's id. */
async function sharer(name = 'Helene', galleryName = 'Talvi') {
  people += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: `jakaja${people}@example.fi`, password: 'ateneumin portailla', name },
    headers: freshIp(),
  });
  const cookie = cookieFrom(res, COOKIE);
  if (res.statusCode !== 201 || !cookie) throw new Error(`sign-up failed: ${res.body}`);
  const gallery = await t.app.inject({
    method: 'POST',
    url: '/api/galleries',
    cookies: { [COOKIE]: cookie },
    payload: { name: galleryName, artworkId: 1 },
  });
  return { cookie, id: (gallery.json() as { id: number }).id };
}

const share = (who: { cookie: string; id: number }, ip: string, email: string, lang = 'fi') =>
  t.app.inject({
    method: 'POST',
    url: `/api/galleries/${who.id}/share`,
    cookies: { [COOKIE]: who.cookie },
    headers: { 'x-forwarded-for': ip },
    payload: { email, lang },
  });

describe('the share e-mail', () => {
  it('has a fixed subject, and quotes the visitor’s words after the site’s own', async () => {
    const who = await sharer(
      'Kansallisgalleria asiakaspalvelu',
      'Tilisi suljetaan https://evil.example',
    );
    expect((await share(who, '192.0.2.9', 'vastaanottaja@example.fi', 'en')).statusCode).toBe(200);
    const mail = await t.database.db
      .selectFrom('outbox')
      .select(['subject', 'body'])
      .where('to_address', '=', 'vastaanottaja@example.fi')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(
      'A gallery was shared with you – Finnish National Gallery collections',
    );
    const lines = mail.body.split('\n');
    expect(lines[0]).toMatch(/^This is an automatic message from /);
    expect(lines[2]).toBe(
      'A visitor to the site, who gave their name as “Kansallisgalleria asiakaspalvelu”, shared the gallery “Tilisi suljetaan https: evil.example” with you:',
    );
    expect(mail.body).toContain('have not been checked by the museum');
    expect(mail.body).not.toContain('https://evil');
  });
});

describe('share e-mail caps', () => {
  it('holds per client address across accounts, and for the whole site', async () => {
    const [a, b, c, d] = [await sharer(), await sharer(), await sharer(), await sharer()];
    expect((await share(a, '192.0.2.1', 'x1@example.fi')).statusCode).toBe(200);
    expect((await share(a, '192.0.2.1', 'x2@example.fi')).statusCode).toBe(200);
    // A third from the same address: refused, whoever is signed in.
    for (const who of [a, b]) {
      const refused = await share(who, '192.0.2.1', 'x3@example.fi');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      expect(refused.json()).toMatchObject({
        error: 'too_many_requests',
        reason: 'too_many_emails',
      });
    }
    // From elsewhere the site's own cap is next: one more, then none for anybody.
    expect((await share(c, '192.0.2.2', 'x4@example.fi')).statusCode).toBe(200);
    const global = await share(d, '192.0.2.3', 'x5@example.fi');
    expect(global.statusCode).toBe(429);
    expect(global.headers['retry-after']).toBeDefined();
    // The link alone (no e-mail) is never capped.
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/galleries/${d.id}/share`,
      cookies: { [COOKIE]: d.cookie },
      headers: { 'x-forwarded-for': '192.0.2.3' },
      payload: { lang: 'fi' },
    });
    expect(link.statusCode).toBe(200);
    const queued = await t.database.db
      .selectFrom('outbox')
      .select('to_address')
      .where('to_address', 'like', 'x_@example.fi')
      .execute();
    expect(queued.map((row) => row.to_address).sort()).toEqual([
      'x1@example.fi',
      'x2@example.fi',
      'x4@example.fi',
    ]);
  });
});
