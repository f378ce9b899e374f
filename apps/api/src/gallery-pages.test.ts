import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertRecords } from '@kokoelma/collection';
import { makeImage, makeRecord } from '@kokoelma/collection/testing';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from './app';
import { loadConfig } from './config';
import { cookieFrom, freshIp, SETUP_TIMEOUT } from './routes/auth-test-support';

// The server-rendered view of a gallery, /{lang}/galleries/{slug}, through the built web
// app (a dependency of this target) with the page cache on, as `npm start` serves it
// (over https: the session cookie is the __Host- one).

const webDist = new URL('../../../dist/apps/web', import.meta.url).pathname;
const ORIGIN = 'https://kokoelma.example';
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = await buildApp(
    loadConfig({
      WEB_DIST: webDist,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: ORIGIN,
      PAGE_CACHE_SECONDS: '60',
    }),
    { build: { name: 'kokoelma', version: '0', commit: null }, database },
  );
  await upsertRecords(
    database.db,
    [
      makeRecord(1, { images: [makeImage(501)] }),
      makeRecord(2, { images: [makeImage(502)] }),
      makeRecord(3),
    ],
    1,
  );
}, SETUP_TIMEOUT);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

let people = 0;
/** Registers a new visitor; their session cookie. */
async function signUp(): Promise<string> {
  people += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: `view${people}@example.fi`, password: 'iltavalo ateneumissa', name: 'Aino' },
    headers: freshIp(),
  });
  const cookie = cookieFrom(res, app.sessionCookieName);
  if (res.statusCode !== 201 || !cookie) throw new Error(`sign-up failed: ${res.body}`);
  return cookie;
}

const call = (
  method: NonNullable<InjectOptions['method']>,
  url: string,
  cookie?: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    // The origin check wants same-site writes; pages are plain GETs.
    headers: method === 'GET' ? {} : { origin: ORIGIN },
    cookies: cookie ? { [app.sessionCookieName]: cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

interface Made {
  id: number;
  slug: string;
}

/** A gallery of artworks 2 and 1 (2 added last, so first), with this visibility. */
async function newGallery(owner: string, visibility: 'private' | 'link' | 'public', name: string) {
  const created = await call('POST', '/api/galleries', owner, { name, artworkId: 1 });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<Made>();
  expect((await call('POST', `/api/galleries/${id}/artwork/2`, owner)).statusCode).toBe(200);
  const updated = await call('PATCH', `/api/galleries/${id}`, owner, { visibility });
  expect(updated.statusCode).toBe(200);
  return updated.json<Made>();
}

const view = (slug: string, cookie?: string, lang = 'fi') =>
  call('GET', `/${lang}/galleries/${slug}`, cookie);

const robotsNoindex = /<meta name="robots" content="noindex"/;
const canonical = (res: LightMyRequestResponse) =>
  /<link rel="canonical" href="([^"]+)"/.exec(res.body)?.[1];

/** The not-found page, with its status: nothing of the gallery shows. */
function expectNotFound(res: LightMyRequestResponse, name: string) {
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.body).toContain('<h1>Hupsista</h1>');
  expect(res.body).not.toContain(name);
  expect(res.headers['x-page-cache']).toBeUndefined();
}

describe('a gallery’s server-rendered view', () => {
  let owner: string;
  beforeAll(async () => {
    owner = await signUp();
  });

  it('renders a public gallery for anyone: indexable, its name, artworks and head tags', async () => {
    const made = await newGallery(owner, 'public', 'Julkinen iltavalo');
    const res = await view(made.slug, undefined, 'sv');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1');
    expect(res.body).toMatch(/<title>Julkinen iltavalo \| Nationalgalleriet<\/title>/);
    expect(res.body).not.toMatch(robotsNoindex);
    expect(canonical(res)).toBe(`${ORIGIN}/sv/galleries/${made.slug}`);
    expect(res.body).toContain(`hrefLang="fi" href="${ORIGIN}/fi/galleries/${made.slug}"`);
    // No description of its own: a sentence on what it is, in the page's language.
    expect(res.body).toContain(
      '<meta name="description" content="Ett personligt galleri med 2 verk ur Nationalgalleriets samlingar."/>',
    );
    expect(res.body).toContain(`<meta property="og:url" content="${ORIGIN}/sv/galleries/`);
    // The first artwork's image (artwork 2, added last) crops to the og image.
    expect(res.body).toContain(`<meta property="og:image" content="${ORIGIN}/og-image/502.jpg"/>`);
    // The artworks, in the HTML before any script runs.
    expect(res.body).toContain('href="/sv/object/2"');
    expect(res.body).toContain('href="/sv/object/1"');
    expect(res.body).toContain('Verk 2');
    // One person's answer: no shared cache, no page cache, the usual referrer policy.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-page-cache']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('uses the gallery’s own description', async () => {
    const made = await newGallery(owner, 'public', 'Kuvattu');
    await call('PATCH', `/api/galleries/${made.id}`, owner, {
      description: 'Valoa   järven\nyllä.',
    });
    const res = await view(made.slug);
    expect(res.body).toContain('<meta name="description" content="Valoa järven yllä."/>');
  });

  it('renders a link gallery for anyone with the link, but noindex and naming no address', async () => {
    const made = await newGallery(owner, 'link', 'Linkkigalleria');
    const res = await view(made.slug);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Linkkigalleria');
    expect(res.body).toMatch(robotsNoindex);
    expect(canonical(res)).toBeUndefined();
    expect(res.body).not.toContain('og:url');
    expect(res.body).not.toContain('<link rel="alternate"');
    // The address is the key: the next page must not get it as the referrer.
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('renders a private gallery to its owner only (noindex); anyone else gets 404', async () => {
    const made = await newGallery(owner, 'private', 'Oma salaisuus');
    const own = await view(made.slug, owner);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('Oma salaisuus');
    expect(own.body).toMatch(robotsNoindex);
    expect(own.body).toContain(`href="/fi/galleries/${made.id}/edit"`);
    expectNotFound(await view(made.slug), 'Oma salaisuus');
    expectNotFound(await view(made.slug, await signUp()), 'Oma salaisuus');
  });

  it('answers 404 for an unknown or malformed slug', async () => {
    expectNotFound(await view('DDDDDDDDDDDDDDDDDDDDDD'), '<h1>DDDD');
    expectNotFound(await view('not-a-slug'), '<h1>not-a-slug');
    expectNotFound(await view('%3Cscript%3Ealert(1)%3C%2Fscript%3E'), '<script>alert');
  });

  it('answers 404 at once for a replaced link, a gallery made private, and a deleted one', async () => {
    const made = await newGallery(owner, 'link', 'Kohta poissa');
    for (let i = 0; i < 2; i += 1) expect((await view(made.slug)).statusCode).toBe(200);
    const rotated = await call('POST', `/api/galleries/${made.id}/links/view`, owner);
    expect(rotated.statusCode).toBe(200);
    const { slug } = rotated.json<Made>();
    expectNotFound(await view(made.slug), 'Kohta poissa');
    expect((await view(slug)).statusCode).toBe(200);

    // Made private, it also gets a new link (the old one stops working, as the page says).
    const closed = await call('PATCH', `/api/galleries/${made.id}`, owner, {
      visibility: 'private',
    });
    const ownSlug = closed.json<Made>().slug;
    for (const s of [slug, ownSlug]) expectNotFound(await view(s), 'Kohta poissa');
    expect((await view(ownSlug, owner)).statusCode).toBe(200);

    await call('PATCH', `/api/galleries/${made.id}`, owner, { visibility: 'public' });
    expect((await view(ownSlug)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/galleries/${made.id}`, owner)).statusCode).toBe(204);
    expectNotFound(await view(ownSlug), 'Kohta poissa');
    expectNotFound(await view(ownSlug, owner), 'Kohta poissa');
  });

  it('shows an edit at once', async () => {
    const made = await newGallery(owner, 'public', 'Ennen');
    expect((await view(made.slug)).body).toContain('Ennen');
    await call('PATCH', `/api/galleries/${made.id}`, owner, { name: 'Jälkeen' });
    const after = await view(made.slug);
    expect(after.body).toContain('Jälkeen');
    expect(after.body).not.toContain('Ennen');
  });

  it('gives client-side navigation the same answers, never for a shared cache', async () => {
    const made = await newGallery(owner, 'private', 'Navigoitu');
    const path = encodeURIComponent(`/en/galleries/${made.slug}`);
    const own = await call('GET', `/api/pagedata?path=${path}`, owner);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      kind: 'gallery',
      lang: 'en',
      gallery: { id: made.id, owned: true },
      objects: [{ id: 2 }, { id: 1 }],
      infos: [],
    });
    expect(own.headers['cache-control']).toBe('private, no-store');
    const stranger = await call('GET', `/api/pagedata?path=${path}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers['cache-control']).toBe('private, no-store');
    // Pages that are the same for everyone stay cacheable.
    const sitemap = await call('GET', `/api/pagedata?path=${encodeURIComponent('/en/sitemap')}`);
    expect(sitemap.headers['cache-control']).toBe('public, max-age=60');
  });

  it('still caches the pages that are the same for everyone', async () => {
    await view('DDDDDDDDDDDDDDDDDDDDDD');
    await call('GET', '/fi/videos');
    expect((await call('GET', '/fi/videos')).headers['x-page-cache']).toBe('hit');
  });
});
