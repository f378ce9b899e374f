import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from './app';
import { loadConfig } from './config';
import { PREVIEW_SECONDS, previewCookieValue } from './plugins/preview';

// Preview of drafts behind the CMS preview link (issue 18, item 12). With a preview secret
// the local content is gated exactly as Contentful is: ?preview=true alone shows nothing
// unpublished; the link's signed cookie does. The draft is the local content's
// "talven-hankinnat" article.

const webDist = new URL('../../../dist/apps/web', import.meta.url).pathname;
const SECRET = 'esikatselun-salaisuus-123';
const DRAFT_PAGE = '/fi/artikkelit/talven-hankinnat?preview=true';
const DRAFT_API = '/api/articles/talven-hankinnat?preview=true';
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = await buildApp(
    loadConfig({ WEB_DIST: webDist, LOG_LEVEL: 'silent', CONTENTFUL_PREVIEW_SECRET: SECRET }),
    { build: { name: 'kokoelma', version: '0', commit: null }, database },
  );
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The `name=value` of the cookie an answer sets. */
function setCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return String(first ?? '');
}

async function previewCookie(): Promise<string> {
  const res = await app.inject(`/api/preview?secret=${SECRET}&redirect=/fi/artikkelit`);
  return setCookie(res).split(';')[0] ?? '';
}

describe('the preview link', () => {
  it('sets a signed, HttpOnly, SameSite=Lax, short-lived cookie and redirects on this site', async () => {
    const res = await app.inject(
      `/api/preview?secret=${SECRET}&redirect=${encodeURIComponent('/fi/artikkelit/talven-hankinnat')}`,
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(DRAFT_PAGE);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const cookie = setCookie(res);
    expect(cookie).toMatch(/^kokoelma_preview=\d+\.[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Max-Age=${PREVIEW_SECONDS}`);
    expect(cookie).not.toContain('Secure'); // http here; Secure on https
  });

  it('refuses a wrong or missing secret, and never redirects off the site', async () => {
    const wrong = await app.inject('/api/preview?secret=arvattu-salaisuus-123&redirect=/fi/');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect((await app.inject('/api/preview?redirect=/fi/')).statusCode).toBe(400);
    for (const redirect of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await app.inject(
        `/api/preview?secret=${SECRET}&redirect=${encodeURIComponent(redirect)}`,
      );
      expect(res.statusCode, redirect).toBe(303);
      expect(res.headers.location, redirect).toBe('/fi/?preview=true');
    }
  });
});

describe('the content API in preview', () => {
  it('is a 403 without the cookie, and shows the draft with the link’s cookie', async () => {
    const refused = await app.inject(DRAFT_API);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden', message: expect.any(String) });
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect((await app.inject('/api/frontpage?preview=true')).statusCode).toBe(403);
    const cookie = await previewCookie();
    const draft = await app.inject({ url: DRAFT_API, headers: { cookie } });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ title: 'Talven hankinnat' });
    expect(draft.headers['cache-control']).toBe('private, no-store');
    const front = await app.inject({ url: '/api/frontpage?preview=true', headers: { cookie } });
    expect(front.statusCode).toBe(200);
    // Published content needs nothing.
    expect((await app.inject('/api/articles/avoimet-kuvat')).statusCode).toBe(200);
  });

  it('refuses a forged, tampered or expired cookie', async () => {
    const cookie = await previewCookie();
    const [, value = ''] = cookie.split('=');
    const [expires = '', mac = ''] = value.split('.');
    const past = Math.floor(Date.now() / 1000) - 1;
    const forged = [
      `kokoelma_preview=9999999999.${'A'.repeat(43)}`,
      // A later expiry under the old signature.
      `kokoelma_preview=${Number(expires) + 86_400}.${mac}`,
      `kokoelma_preview=${previewCookieValue('another-secret-entirely', Number(expires))}`,
      `kokoelma_preview=${previewCookieValue(SECRET, past)}`,
      'kokoelma_preview=true',
    ];
    for (const bad of forged) {
      const res = await app.inject({ url: DRAFT_API, headers: { cookie: bad } });
      expect(res.statusCode, bad).toBe(403);
    }
  });
});

describe('pages in preview', () => {
  it('show published content without the cookie, the draft with it, and never cache it', async () => {
    const cookie = await previewCookie();
    // The editor first: the draft, personal, not from or into the page cache.
    const draft = await app.inject({ url: DRAFT_PAGE, headers: { cookie } });
    expect(draft.statusCode).toBe(200);
    expect(draft.body).toContain('Talven hankinnat');
    expect(draft.headers['cache-control']).toBe('private, no-store');
    expect(draft.headers['x-page-cache']).toBeUndefined();
    // Then anyone else at the same address: the article is not published.
    const anonymous = await app.inject(DRAFT_PAGE);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.body).not.toContain('Talven hankinnat');
    // And the other way round: a published page an anonymous visitor put into the cache
    // is not what the editor's preview gets.
    const front = await app.inject('/fi/?preview=true');
    expect(front.statusCode).toBe(200);
    const again = await app.inject({ url: '/fi/?preview=true', headers: { cookie } });
    expect(again.headers['x-page-cache']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('private, no-store');
    // A forged cookie is an anonymous visitor.
    const forged = await app.inject({
      url: DRAFT_PAGE,
      headers: { cookie: `kokoelma_preview=9999999999.${'A'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('gives page data of drafts (client-side navigation) only with the cookie', async () => {
    const url = `/api/pagedata?path=/fi/artikkelit/talven-hankinnat&query=${encodeURIComponent('?preview=true')}`;
    expect((await app.inject(url)).statusCode).toBe(404);
    const cookie = await previewCookie();
    const draft = await app.inject({ url, headers: { cookie } });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ kind: 'article', preview: true });
    expect(draft.headers['cache-control']).toBe('private, no-store');
  });
});
