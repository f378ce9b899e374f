import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { upsertRecords } from '@kokoelma/collection';
import { feedbackPath } from '@kokoelma/contract/site';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { testRecords } from './collection-fixtures';
import { freshIp } from './auth-test-support';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://kokoelmat.example',
      TRUST_PROXY: '1',
      FEEDBACK_EMAIL: 'kokoelmat@museo.example',
      FEEDBACK_PER_IP_PER_HOUR: '3',
      FEEDBACK_PER_HOUR: '12',
    }),
    { build: { name: 'kokoelma', version: '0', commit: null }, database, serveWeb: false },
  );
  await upsertRecords(database.db, testRecords, 1);
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const SITE = { origin: 'https://kokoelmat.example' };
let ip: Record<string, string>;
beforeEach(() => {
  ip = freshIp();
});

const postJson = (id: number, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: feedbackPath(id),
    headers: { ...SITE, ...ip, ...headers },
    payload: body as Record<string, unknown>,
  });

const postForm = (id: number, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: feedbackPath(id),
    headers: { ...SITE, ...ip, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const outbox = () => database.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').execute();

describe('POST /api/objects/{id}/feedback', () => {
  it('queues a mail to the museum with the object’s facts and the visitor’s words in the body', async () => {
    const before = (await outbox()).length;
    const res = await postJson(1, {
      topic: 'error',
      message: '  Vuosi on väärin: 1890, ei 1980.\r\nTerveisin Aino  ',
      email: 'aino@example.org',
      lang: 'sv',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [mail, ...rest] = await outbox();
    expect(rest).toHaveLength(before);
    expect(mail?.to_address).toBe('kokoelmat@museo.example');
    // The subject is the site's own words; the visitor's only in the body.
    expect(mail?.subject).toBe('Kokoelmapalaute: Virhe tiedoissa, kohde 1');
    expect(mail?.body).toContain('Kohde: 1');
    expect(mail?.body).toContain('Nimi: Kissa');
    expect(mail?.body).toContain('Osoite: https://kokoelmat.example/id/object/1');
    expect(mail?.body).toContain('Sivun kieli: sv');
    expect(mail?.body).toContain('Lähettäjän sähköposti: aino@example.org');
    expect(mail?.body).toMatch(
      /--- Viesti ---\nVuosi on väärin: 1890, ei 1980.\nTerveisin Aino\n$/,
    );
    expect(mail?.sender_user_id).toBeNull();
  });

  it('takes a message without an address, and drops control characters from it', async () => {
    const res = await postJson(2, { topic: 'accessibility', message: 'Kuva\u0007 puuttuu\u001b' });
    expect(res.statusCode).toBe(202);
    const [mail] = await outbox();
    expect(mail?.body).toContain('Lähettäjän sähköposti: (ei annettu)');
    expect(mail?.body).toContain('Kuva puuttuu');
    expect(mail?.body).not.toMatch(/[^\P{Cc}\n]/u);
  });

  it.each([
    ['an unknown topic', { topic: 'spam', message: 'Hei' }],
    ['no message', { topic: 'more', message: '   ' }],
    ['a message over 2,000 characters', { topic: 'more', message: 'a'.repeat(2001) }],
    ['a bad address', { topic: 'more', message: 'Hei', email: 'not an address' }],
  ])('refuses %s with 400 and queues nothing', async (_what, body) => {
    const before = (await outbox()).length;
    const res = await postJson(1, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_feedback' });
    expect(await outbox()).toHaveLength(before);
  });

  it('answers 404 for an object that does not exist', async () => {
    const res = await postJson(999_999, { topic: 'more', message: 'Hei' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a post from another site’s page (the origin check)', async () => {
    const before = (await outbox()).length;
    const res = await postJson(
      1,
      { topic: 'more', message: 'Hei' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(await outbox()).toHaveLength(before);
  });

  it('answers the form posted without script 303 back to the object page with the outcome', async () => {
    const sent = await postForm(3, {
      topic: 'more',
      message: 'Tiedän lisää.',
      email: '',
      lang: 'en',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers['location']).toBe('/en/object/3?feedback=sent#feedback');
    const bad = await postForm(3, { topic: 'more', message: '', lang: 'sv' });
    expect(bad.headers['location']).toBe('/sv/object/3?feedback=invalid#feedback');
    // No language: the Finnish page.
    const fi = await postForm(3, { topic: 'error', message: 'Virhe' });
    expect(fi.headers['location']).toBe('/fi/object/3?feedback=sent#feedback');
  });

  it('limits one client address, then says when to try again', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await postJson(1, { topic: 'more', message: `Viesti ${i}` })).statusCode).toBe(202);
    }
    const before = (await outbox()).length;
    const over = await postJson(1, { topic: 'more', message: 'Vielä yksi' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outbox()).toHaveLength(before);
    // The form gets its page back, saying so.
    const form = await postForm(1, { topic: 'more', message: 'Vielä yksi', lang: 'en' });
    expect(form.headers['location']).toBe('/en/object/1?feedback=limited#feedback');
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const v6 = (n: number) => ({ 'x-forwarded-for': `2001:db8:77:1::${n.toString(16)}` });
    for (let i = 1; i <= 3; i += 1) {
      ip = v6(i);
      expect((await postJson(2, { topic: 'more', message: `Viesti ${i}` })).statusCode).toBe(202);
    }
    ip = v6(99);
    expect((await postJson(2, { topic: 'more', message: 'Vielä' })).statusCode).toBe(429);
  });

  it('limits the whole site, whatever the address', async () => {
    // 12 an hour for everyone: the earlier tests have used most of them.
    let status = 202;
    for (let i = 0; i < 10 && status === 202; i += 1) {
      ip = freshIp();
      status = (await postJson(1, { topic: 'more', message: `Kaikki ${i}` })).statusCode;
    }
    expect(status).toBe(429);
  });
});
