import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createPageCache, fillPage, noncePlaceholders, pageTemplate } from './plugins/http-cache';
import { cookieFrom, freshIp } from './routes/auth-test-support';

// The built web app, as `npm start` serves it (a dependency of this target).
const webDist = new URL('../../../dist/apps/web', import.meta.url).pathname;
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = await buildApp(loadConfig({ WEB_DIST: webDist, LOG_LEVEL: 'silent' }), {
    build: { name: 'kokoelma', version: '0', commit: null },
    database,
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The script nonce of the CSP header. */
function cspNonce(res: LightMyRequestResponse): string {
  const csp = String(res.headers['content-security-policy']);
  return /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
}

describe('the page cache', () => {
  it('renders an anonymous page once, and gives every answer its own nonce', async () => {
    const first = await app.inject('/fi/sitemap');
    const second = await app.inject('/fi/sitemap');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    for (const res of [first, second]) {
      expect(res.body).not.toMatch(/kokoelmaNonce[0-9a-f]{32}/);
      expect(res.body).toContain(`nonce="${cspNonce(res)}"`);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect(cspNonce(first)).not.toBe(cspNonce(second));
    // Never a 304 for a page: the browser would keep the old body (old nonce) under the
    // new answer's policy (new nonce), and block every script of the page.
    const revisited = await app.inject({
      url: '/fi/sitemap',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revisited.statusCode).toBe(200);
    expect(revisited.body).toContain(`nonce="${cspNonce(revisited)}"`);
  });

  it('serves a campaign link’s page from the cache, without the link’s click id or utm_ parameters in it', async () => {
    const first = await app.inject('/en/sitemap?utm_source=newsletter&fbclid=IwAR0visitorOne');
    const second = await app.inject('/en/sitemap?fbclid=IwAR0visitorTwo&utm_medium=social');
    const plain = await app.inject('/en/sitemap');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(plain.headers['x-page-cache']).toBe('hit');
    // No visitor's click id is written into a page that others are served.
    for (const res of [first, second]) {
      expect(res.body).not.toContain('IwAR0');
      expect(res.body).not.toContain('utm_');
    }
    // The page's own parameters still make a page of their own.
    const other = await app.inject('/en/sitemap?section=2&utm_source=newsletter');
    expect(other.headers['x-page-cache']).toBe('miss');
  });

  it('never answers a signed-in visitor from it', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'sivu@example.fi', password: 'välimuistin ohi', name: 'Sivu' },
      headers: freshIp(),
    });
    const cookie = cookieFrom(registered, 'kokoelma_session') ?? '';
    await app.inject('/sv/sitemap');
    const signedIn = await app.inject({
      url: '/sv/sitemap',
      cookies: { kokoelma_session: cookie },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(signedIn.body).toContain(`nonce="${cspNonce(signedIn)}"`);
  });

  it('renders a page from the layout cookies its key names: a duplicated cookie poisons nothing', async () => {
    const checked = (body: string) =>
      /role="radio" aria-checked="true"[\s\S]*?<\/button>/.exec(body)?.[0] ?? '';
    const url = `/fi/search?q=kissa&t=${Date.now()}`;
    // The first cookie of a name is the one that counts (an invalid one counts as none).
    const hostile = await app.inject({
      url,
      headers: { cookie: 'kokoelma_layout_results=bogus; kokoelma_layout_results=row' },
    });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.headers['x-page-cache']).toBe('miss');
    expect(checked(hostile.body)).toContain('Ruudukko');
    const cookieless = await app.inject(url);
    expect(cookieless.headers['x-page-cache']).toBe('hit');
    expect(checked(cookieless.body)).toContain('Ruudukko');
    // A real choice is rendered, and kept apart.
    const rows = await app.inject({ url, headers: { cookie: 'kokoelma_layout_results=row' } });
    expect(rows.headers['x-page-cache']).toBe('miss');
    expect(checked(rows.body)).toContain('Rivit');
  });

  it('keeps no page that was not found', async () => {
    await app.inject('/fi/object/999999999');
    const again = await app.inject('/fi/object/999999999');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-page-cache']).toBeUndefined();
  });

  it('gives ETags to public API answers, and 304 when they have not changed', async () => {
    const site = await app.inject('/api/site');
    expect(site.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(site.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(
      (await app.inject({ url: '/api/site', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);
  });
});

describe('createPageCache', () => {
  it('forgets pages after their time and the least recently used beyond its size', async () => {
    const cache = createPageCache({ seconds: 0.05, maxEntries: 2 });
    const placeholders = noncePlaceholders();
    cache.set('a', 200, 'A', placeholders);
    cache.set('b', 200, 'B', placeholders);
    cache.get('a');
    cache.set('c', 200, 'C', placeholders);
    expect(cache.get('b')).toBeUndefined();
    const a = cache.get('a');
    expect(a && fillPage(a.page, { script: 's', style: 't' }).toString()).toBe('A');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cache.get('a')).toBeUndefined();
    cache.set('d', 200, 'D', placeholders);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(createPageCache({ seconds: 0 }).enabled).toBe(false);
  });
});

describe('page templates', () => {
  it('put each answer’s nonces where the placeholders were, in UTF-8', () => {
    const placeholders = noncePlaceholders();
    const { script, style } = placeholders;
    const html = `<p>Ä ${script}</p><style nonce="${style}"></style><script nonce="${script}">Å</script>`;
    const filled = fillPage(pageTemplate(html, placeholders), {
      script: 'abc123',
      style: 'def456',
    });
    expect(filled.toString('utf8')).toBe(
      '<p>Ä abc123</p><style nonce="def456"></style><script nonce="abc123">Å</script>',
    );
    expect(
      fillPage(pageTemplate('plain ö', placeholders), { script: 'x', style: 'y' }).toString(),
    ).toBe('plain ö');
  });

  it('are new for every render: text holding another render’s placeholder stays as written (issue 18)', () => {
    const first = noncePlaceholders();
    const second = noncePlaceholders();
    expect(second.script).not.toBe(first.script);
    expect(second.style).not.toBe(first.style);
    expect(first.script).not.toBe(first.style);
    expect(first.script).toMatch(/^kokoelmaNonce[0-9a-f]{32}$/);
    // A visitor's text holding the old fixed placeholders, or one of another render's.
    const planted = `kokoelmaNonceScript0 kokoelmaNonceStyle00 ${first.script} ${first.style}`;
    const html = `<p>${planted}</p><script nonce="${second.script}"></script>`;
    const filled = fillPage(pageTemplate(html, second), { script: 'LIVE', style: 'LIVE' });
    expect(filled.toString()).toBe(`<p>${planted}</p><script nonce="LIVE"></script>`);
  });
});
