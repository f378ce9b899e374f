import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertRecords } from '@kokoelma/collection';
import { makeRecord } from '@kokoelma/collection/testing';
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

describe('with SMTP: mail only for verified addresses', () => {
  let s: AuthTestApp;
  beforeAll(async () => {
    // Nothing answers there: messages stay in the outbox, which shows what would be sent.
    s = await authTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', OUTBOX_RETRY_SECONDS: '3600' });
    await upsertRecords(s.database.db, [makeRecord(1)], 1);
  }, SETUP_TIMEOUT);
  afterAll(async () => s?.close());

  let n = 0;
  async function register(lang: string) {
    n += 1;
    const email = `vahvistus${n}@example.fi`;
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'ateneumin portailla', name: 'Ilmari' },
      headers: { ...freshIp(), referer: `http://localhost:3000/login?lang=${lang}&signup=true` },
    });
    const cookie = cookieFrom(res, COOKIE) ?? '';
    const gallery = await s.app.inject({
      method: 'POST',
      url: '/api/galleries',
      cookies: { [COOKIE]: cookie },
      payload: { name: 'Talvi', artworkId: 1 },
    });
    return { email, cookie, id: (gallery.json() as { id: number }).id };
  }
  const mailsTo = (to: string) =>
    s.database.db
      .selectFrom('outbox')
      .select(['subject', 'body'])
      .where('to_address', '=', to)
      .orderBy('id')
      .execute();
  const shareFrom = (who: { cookie: string; id: number }) =>
    s.app.inject({
      method: 'POST',
      url: `/api/galleries/${who.id}/share`,
      cookies: { [COOKIE]: who.cookie },
      headers: freshIp(),
      payload: { email: 'ystava@example.fi' },
    });

  it('sends a verification link in the page language; sharing waits for it', async () => {
    const who = await register('sv');
    const [mail] = await mailsTo(who.email);
    expect(mail?.subject).toBe('Bekräfta din e-postadress – Nationalgalleriets samlingar');
    const link = /http:\/\/localhost:3000\/verify-email\?lang=sv&token=([A-Za-z0-9_-]{43})/.exec(
      mail?.body ?? '',
    );
    expect(link).not.toBeNull();
    expect(mail?.body).toContain('48');
    // Unverified: no e-mail is queued for the share.
    const refused = await shareFrom(who);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'forbidden',
      reason: 'email_unverified',
      message: expect.any(String),
    });
    expect(await mailsTo('ystava@example.fi')).toHaveLength(0);
    // A wrong token is refused; the link works once.
    const wrong = await s.app.inject(`/verify-email?lang=sv&token=${'A'.repeat(43)}`);
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe('/sv/galleries?emailVerified=false');
    const opened = await s.app.inject(`/verify-email?lang=sv&token=${link?.[1]}`);
    expect(opened.headers.location).toBe('/sv/galleries?emailVerified=true');
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    const again = await s.app.inject(`/verify-email?lang=sv&token=${link?.[1]}`);
    expect(again.headers.location).toBe('/sv/galleries?emailVerified=false');
    // Verified: the share e-mail is queued.
    const shared = await shareFrom(who);
    expect(shared.statusCode).toBe(200);
    expect(await mailsTo('ystava@example.fi')).toHaveLength(1);
  });

  it('treats an account from before verification as unverified', async () => {
    const who = await register('fi');
    await s.database.db
      .deleteFrom('accounts_email_verifications')
      .where('email', '=', who.email)
      .execute();
    expect((await shareFrom(who)).statusCode).toBe(403);
  });

  it('re-sends a link on request, a few times an hour', async () => {
    const who = await register('en');
    const resend = () =>
      s.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        cookies: { [COOKIE]: who.cookie },
        headers: { 'x-forwarded-for': '198.51.100.7' },
        payload: { lang: 'en' },
      });
    for (let i = 0; i < 3; i += 1) {
      const res = await resend();
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ verified: false, sent: true });
    }
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const mails = await mailsTo(who.email);
    expect(mails).toHaveLength(4);
    expect(mails[3]?.subject).toMatch(/^Confirm your e-mail address/);
    // Only the newest link works.
    const tokens = mails.map((m) => /token=([A-Za-z0-9_-]{43})/.exec(m.body)?.[1]);
    const old = await s.app.inject(`/verify-email?lang=en&token=${tokens[0]}`);
    expect(old.headers.location).toBe('/en/galleries?emailVerified=false');
    const newest = await s.app.inject(`/verify-email?lang=en&token=${tokens[3]}`);
    expect(newest.headers.location).toBe('/en/galleries?emailVerified=true');
    const done = await resend();
    expect(done.json()).toEqual({ verified: true, sent: false });
    const anonymous = await s.app.inject({ method: 'POST', url: '/api/auth/verify-email' });
    expect(anonymous.statusCode).toBe(401);
  });
});
