import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { securityContacts, securityTxt, wellKnownPlugin } from './well-known';

const ORIGIN = 'https://kokoelma.example.fi';

/** RFC 9116's fields of a security.txt, each field's values in order. */
function fields(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    found.set(match[1], [...(found.get(match[1]) ?? []), match[2]]);
  }
  return found;
}

describe('the well-known files in the app', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        PUBLIC_URL: ORIGIN,
        SECURITY_CONTACT: 'mailto:tietoturva@example.fi, https://example.fi/security',
      }),
      { build: { name: 'kokoelma', version: '0', commit: null }, database, serveWeb: false },
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('robots.txt allows every crawler everywhere and names the site-map index', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines.some((line) => line.startsWith('Disallow:'))).toBe(false);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    // The named site map is one the server answers.
    expect((await app.inject('/sitemap.xml')).statusCode).toBe(200);
  });

  it('security.txt follows RFC 9116: contacts from the configuration, expiry within a year', async () => {
    const res = await app.inject('/.well-known/security.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const found = fields(res.body);
    expect(found.get('Contact')).toEqual([
      'mailto:tietoturva@example.fi',
      'https://example.fi/security',
    ]);
    expect(found.get('Preferred-Languages')).toEqual(['fi, sv, en']);
    expect(found.get('Canonical')).toEqual([`${ORIGIN}/.well-known/security.txt`]);
    const expires = found.get('Expires') ?? [];
    expect(expires).toHaveLength(1);
    expect(expires[0]).toMatch(/^\d{4}-\d\d-\d\dT00:00:00Z$/);
    const ahead = Date.parse(expires[0] ?? '') - Date.now();
    expect(ahead).toBeGreaterThan(300 * 86_400_000);
    expect(ahead).toBeLessThan(365 * 86_400_000);
    const legacy = await app.inject('/security.txt');
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe('/.well-known/security.txt');
  });
});

describe('security.txt', () => {
  it('names the contact page when SECURITY_CONTACT is unset', () => {
    expect(securityContacts(ORIGIN, undefined)).toEqual([`${ORIGIN}/fi/yhteystiedot`]);
    expect(securityContacts(ORIGIN, ' mailto:a@example.fi ,tel:+358-9-123')).toEqual([
      'mailto:a@example.fi',
      'tel:+358-9-123',
    ]);
  });

  it('rolls its expiry forward with the clock, the same all day', () => {
    const options = { publicUrl: ORIGIN, securityContacts: ['mailto:a@example.fi'] };
    const morning = securityTxt(options, new Date('2026-12-02T00:00:01Z'));
    const evening = securityTxt(options, new Date('2026-12-02T23:59:59Z'));
    expect(morning).toBe(evening);
    expect(fields(morning).get('Expires')).toEqual(['2027-11-27T00:00:00Z']);
    expect(fields(securityTxt(options, new Date('2027-06-01T12:00:00Z'))).get('Expires')).toEqual([
      '2028-05-26T00:00:00Z',
    ]);
  });

  it('is served with the clock the plugin is given', async () => {
    const app = Fastify();
    await app.register(
      wellKnownPlugin({
        publicUrl: ORIGIN,
        securityContacts: ['mailto:a@example.fi'],
        now: () => new Date('2026-01-01T10:00:00Z'),
      }),
    );
    const res = await app.inject('/.well-known/security.txt');
    expect(res.body).toContain('Expires: 2026-12-27T00:00:00Z\n');
    await app.close();
  });

  it('refuses a SECURITY_CONTACT that is not a mailto, https or tel URI', () => {
    expect(() => loadConfig({ SECURITY_CONTACT: 'security@example.fi' })).toThrow(
      /SECURITY_CONTACT/,
    );
    expect(() => loadConfig({ SECURITY_CONTACT: 'http://example.fi' })).toThrow(/SECURITY_CONTACT/);
  });
});
