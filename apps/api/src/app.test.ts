import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from './app';
import { loadConfig } from './config';

// The built web app (dist/apps/web) is a dependency of this target, so these tests see
// exactly what `npm start` serves.
const webDist = new URL('../../../dist/apps/web', import.meta.url).pathname;
let app: FastifyInstance;

/** The page's list of the app's modules, which its entry fetches once it has loaded. */
function appModules(html: string): Array<{ href: string; integrity: string | null }> {
  const list = /<script type="application\/json" id="app-modules"[^>]*>([^<]*)<\/script>/.exec(
    html,
  );
  return JSON.parse(list?.[1] ?? '[]') as Array<{ href: string; integrity: string | null }>;
}
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = await buildApp(loadConfig({ WEB_DIST: webDist, LOG_LEVEL: 'silent' }), {
    build: { name: 'kokoelma', version: '0.0.0-test', commit: null },
    database,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('operational endpoints', () => {
  it('GET /health answers ok', async () => {
    const res = await app.inject('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /health/ready reports its checks', async () => {
    const res = await app.inject('/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready' });
  });

  it('GET /version names the build, not the Node it runs on', async () => {
    const res = await app.inject('/version');
    expect(res.json()).toEqual({ name: 'kokoelma', version: '0.0.0-test', commit: null });
    expect(res.body).not.toContain(process.version);
    expect(res.body).not.toMatch(/node/i);
  });

  it('an unknown API path is a JSON 404, not a page', async () => {
    const res = await app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('server-rendered pages', () => {
  it('/ redirects to the Finnish front page', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/fi/');
  });

  it.each([
    ['fi', 'Tutustu kokoelmiin'],
    ['sv', 'Utforska samlingarna'],
    ['en', 'Explore the collections'],
  ])('/%s/ is rendered on the server in its language', async (lang, heading) => {
    const res = await app.inject(`/${lang}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/^<!DOCTYPE html>/i);
    expect(res.body).toContain(`<html lang="${lang}"`);
    expect(res.body).toContain(`<h1>${heading}</h1>`);
    expect(res.body).toMatch(/<title>[^<]+<\/title>/);
  });

  it('an unknown page is a 404 with the not-found text in the page language', async () => {
    const res = await app.inject('/sv/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Hoppsan');
    expect(res.body).toContain('href="/sv/search"');
  });

  it('an unknown language is a 404', async () => {
    const res = await app.inject('/de/');
    expect(res.statusCode).toBe(404);
  });

  it('every inline script carries the nonce of this response’s CSP, and no unsafe-inline', async () => {
    const res = await app.inject('/en/');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    // Among them, in the head (before anything can be pressed), the one that holds presses
    // of script-only buttons until the app has hydrated (apps/web early-clicks.ts).
    const head = res.body.slice(0, res.body.indexOf('<body'));
    expect(head).toMatch(new RegExp(`<script nonce="${nonce}">[^<]*__kokoelmaEarlyClicks`));
    // A second response gets a fresh nonce.
    const again = await app.inject('/en/');
    expect(String(again.headers['content-security-policy'])).not.toContain(nonce);
  });

  it('sends the security headers on pages', async () => {
    const res = await app.inject('/fi/');
    // Plain http (the embedded default): no HSTS, which browsers ignore there (review I9);
    // an https site's is tested in security-headers.test.ts.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('every script a page loads carries the integrity of the file served (SRI)', async () => {
    const page = await app.inject('/fi/search');
    const scripts = [...page.body.matchAll(/<(?:script|link)\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => /^<script[^>]* src=/.test(tag) || tag.includes('rel="modulepreload"'))
      .map((tag) => ({
        href: /(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '',
        integrity: / integrity="([^"]+)"/.exec(tag)?.[1],
      }));
    // And the app's modules, which the entry fetches with these integrities.
    const modules = appModules(page.body);
    expect(modules.length).toBeGreaterThan(2);
    for (const { href, integrity } of [...scripts, ...modules]) {
      const asset = await app.inject(href);
      const hash = createHash('sha384').update(asset.rawPayload).digest('base64');
      expect(integrity, href).toBe(`sha384-${hash}`);
    }
  });

  it('serves the hashed browser entry with a year-long immutable cache', async () => {
    const page = await app.inject('/fi/');
    const src =
      /<script type="module"[^>]* src="([^"]+)"/.exec(page.body)?.[1] ??
      /<script[^>]* src="([^"]+)"[^>]*type="module"/.exec(page.body)?.[1];
    expect(src).toMatch(/^\/assets\/.+\.js$/);
    const asset = await app.inject(src ?? '');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lists the browser app that the entry fetches once the page has painted', async () => {
    const page = await app.inject('/fi/search');
    const src = /<script type="module"[^>]* src="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const entry = (await app.inject(src)).body;
    // The entry's dynamic imports: the libraries, then the app (start-client), each
    // listed (with its integrity) so that none costs a round trip of its own.
    const imported = [...entry.matchAll(/import\(`\.\/([\w-]+\.js)`\)/g)].map((m) => m[1]);
    expect(imported).toEqual([
      expect.stringMatching(/^libraries-/),
      expect.stringMatching(/^start-client-/),
    ]);
    const preloads = appModules(page.body).map((m) => m.href);
    for (const file of imported) expect(preloads).toContain(`/assets/${file}`);
    expect(preloads.some((href) => /\/framework-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    // Not fetched with the page: the entry asks for them after the load event.
    expect(page.body).not.toMatch(/<link rel="modulepreload"[^>]*(start-client|framework)-/);
  });

  it('fetches what the entry imports statically beside it, with its integrity, and lists it no more', async () => {
    const page = await app.inject('/fi/search');
    const src = /<script type="module"[^>]* src="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const entry = (await app.inject(src)).body;
    const imported = [...entry.matchAll(/\bfrom"\.\/([\w-]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
    expect(imported.length).toBeGreaterThan(0);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    const links = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    const listed = appModules(page.body).map((m) => m.href);
    for (const file of imported) {
      // Without the link the import would be fetched only once the entry has arrived, and
      // without the integrity it would run whatever bytes came.
      expect(links.find((link) => link.includes(`href="${file}"`))).toMatch(/ integrity="sha384-/);
      expect(listed).not.toContain(file);
    }
  });
});

describe('page data for client-side navigation', () => {
  it('GET /api/pagedata answers the data of a page, 404 for none, 400 for a bad path', async () => {
    const front = await app.inject('/api/pagedata?path=/sv/');
    expect(front.json()).toMatchObject({ kind: 'front', lang: 'sv' });
    expect((await app.inject('/api/pagedata?path=/sv/nothing')).statusCode).toBe(404);
    expect((await app.inject('/api/pagedata?path=nothing')).statusCode).toBe(400);
    expect((await app.inject('/api/pagedata')).statusCode).toBe(400);
  });

  it('GET /api/site says whether the collection is demo data', async () => {
    expect((await app.inject('/api/site')).json()).toMatchObject({
      demo: false,
      objectCount: 0,
      imageBase: '/images',
      iiifImageBase: '/iiif/3',
    });
  });

  it('pages of real data carry no demo notice', async () => {
    const res = await app.inject('/fi/');
    // The banner's text; the local demo content itself speaks of its demo pictures.
    expect(res.body).not.toContain('Sivustolla on esittelykokoelma');
  });
});
