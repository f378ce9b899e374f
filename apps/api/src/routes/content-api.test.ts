import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { createLocalContentProvider, type ContentProvider } from '@kokoelma/cms/server';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { registerErrorHandling } from '../errors';
import { contentApiRoutesPlugin } from './content-api';

// The content API against the local demo content (libs/cms), as `npm start` serves it.

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), {
    build: { name: 'kokoelma', version: '0', commit: null },
    database,
    serveWeb: false,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string) => app.inject(url);

const PUBLIC = 'public, max-age=60';

/** A 400 with the one error body, whatever was wrong with the input. */
async function expectBadRequest(url: string) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(400);
  expect(res.json(), url).toMatchObject({ error: 'bad_request', message: expect.any(String) });
}

async function expectNotFound(url: string, message: RegExp) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(404);
  expect(Object.keys(res.json()).sort(), url).toEqual(['error', 'message']);
  expect(res.json(), url).toMatchObject({
    error: 'not_found',
    message: expect.stringMatching(message),
  });
  return res;
}

describe('GET /api/articles', () => {
  it('lists the articles of a language, newest first, cacheable for a minute', async () => {
    const res = await get('/api/articles?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC);
    const articles = res.json<Array<{ slug: string; publishDate: string; title: string }>>();
    expect(articles.length).toBe(5);
    const dates = articles.map((a) => a.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    // Drafts are never listed.
    expect(articles.map((a) => a.slug)).not.toContain('talven-hankinnat');
  });

  it('defaults to Finnish, filters by category slug and limits', async () => {
    const fi = await get('/api/articles');
    expect(fi.json<Array<{ title: string }>>().map((a) => a.title)).toContain(
      'Vapaasti käytettävät teoskuvat',
    );
    const category = await get('/api/articles?lang=fi&category=konservointi');
    expect(category.json<Array<{ slug: string }>>().map((a) => a.slug)).toEqual([
      'konservaattorin-tyopoydalta',
    ]);
    const limited = await get('/api/articles?lang=fi&limit=2');
    expect(limited.json()).toHaveLength(2);
  });

  it('is a 404 for an unknown category', async () => {
    const res = await expectNotFound('/api/articles?category=ei-tallaista', /ei-tallaista/);
    expect(res.headers['cache-control']).toBe(PUBLIC);
  });

  it.each([
    '/api/articles?lang=de',
    '/api/articles?limit=0',
    '/api/articles?limit=1001',
    '/api/articles?limit=many',
    '/api/articles?category=..%2Fetc',
    '/api/articles?page=2',
  ])('refuses bad input: %s', expectBadRequest);
});

describe('GET /api/articles/{slug}', () => {
  it('gives the whole article', async () => {
    const res = await get('/api/articles/avoimet-kuvat?lang=sv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC);
    const article = res.json<Record<string, unknown>>();
    expect(article).toMatchObject({
      slug: 'avoimet-kuvat',
      category: { slug: expect.any(String) },
      heroImage: { url: expect.stringMatching(/^\/cms-assets\/objects\//) },
      heroImageMobile: { contentType: 'image/jpeg' },
      articleBody: { nodeType: 'document' },
      recommendations: [],
    });
    expect(article).not.toHaveProperty('kind');
  });

  it('is a 404 { error, message } for a missing article or one not written in the language', async () => {
    await expectNotFound('/api/articles/ei-tallaista?lang=fi', /ei-tallaista/);
    await expectNotFound('/api/articles/konservaattorin-tyopoydalta?lang=sv', /Swedish/);
  });

  it('shows a draft only in preview, and never lets a preview be stored', async () => {
    const published = await expectNotFound('/api/articles/talven-hankinnat', /talven-hankinnat/);
    expect(published.headers['cache-control']).toBe(PUBLIC);
    const preview = await get('/api/articles/talven-hankinnat?preview=true');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.json()).toMatchObject({ title: 'Talven hankinnat' });
    // An incomplete draft (no mobile hero image) stays missing even in preview.
    const incomplete = await expectNotFound('/api/articles/tuleva-nayttely?preview=true', /./);
    expect(incomplete.headers['cache-control']).toBe('private, no-store');
    const off = await get('/api/articles/avoimet-kuvat?preview=false');
    expect(off.headers['cache-control']).toBe(PUBLIC);
  });

  it.each([
    '/api/articles/avoimet-kuvat?preview=yes',
    '/api/articles/avoimet-kuvat?lang=xx',
    '/api/articles/-alkaa-viivalla',
    `/api/articles/${'a'.repeat(101)}`,
    '/api/articles/avoimet%20kuvat',
  ])('refuses bad input: %s', expectBadRequest);
});

describe('GET /api/article-categories and /api/latest-articles', () => {
  it('lists the categories of a language', async () => {
    const res = await get('/api/article-categories?lang=sv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC);
    const categories = res.json<Array<{ slug: string; name: string }>>();
    expect(categories).toHaveLength(3);
    expect(categories.find((c) => c.slug === 'konservointi')?.name).toBe('Konservering');
  });

  it('gives the three newest articles, or as many as asked', async () => {
    const all = (await get('/api/articles?lang=en')).json<Array<{ id: string }>>();
    const latest = await get('/api/latest-articles?lang=en');
    expect(latest.statusCode).toBe(200);
    expect(latest.headers['cache-control']).toBe(PUBLIC);
    expect(latest.json()).toEqual(all.slice(0, 3));
    expect((await get('/api/latest-articles?limit=1')).json()).toHaveLength(1);
  });

  it.each([
    '/api/article-categories?lang=EN',
    '/api/article-categories?category=x',
    '/api/latest-articles?limit=0',
    '/api/latest-articles?limit=51',
  ])('refuses bad input: %s', expectBadRequest);
});

describe('GET /api/videos', () => {
  it('lists the videos, or those matching the query', async () => {
    const res = await get('/api/videos?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC);
    const videos = res.json<Array<{ id: string; videoUrl: string; embedUrl?: string }>>();
    expect(videos).toHaveLength(3);
    expect(videos.every((v) => v.embedUrl?.startsWith('https://'))).toBe(true);
    const found = await get('/api/videos?lang=en&query=Sintel');
    expect(found.json<Array<{ id: string }>>().map((v) => v.id)).toEqual(['video-sintel']);
    expect((await get('/api/videos?query=%20%20')).json()).toHaveLength(3);
    expect((await get('/api/videos?query=zzzzqqq')).json()).toEqual([]);
  });

  it.each(['/api/videos?lang=ru', `/api/videos?query=${'x'.repeat(201)}`])(
    'refuses bad input: %s',
    expectBadRequest,
  );
});

describe('GET /api/object-infos/{lang} and /api/object-link-map/{lang}', () => {
  it('gives every info box with the objects and galleries it shows on', async () => {
    const res = await get('/api/object-infos/fi');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC);
    const infos = res.json<Array<{ objectIds: number[]; galleryIds: string[]; newTab: boolean }>>();
    expect(infos.length).toBeGreaterThan(0);
    expect(infos.some((info) => info.objectIds.includes(1004))).toBe(true);
    expect(infos.every((info) => Array.isArray(info.galleryIds))).toBe(true);
  });

  it('maps object ids to their link button, the newest entry winning', async () => {
    const res = await get('/api/object-link-map/en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC);
    const links = res.json<Record<string, { text: string; url: string }>>();
    expect(links['1004']?.url).toBe('/en/videos');
    expect(links['1001']?.url).toBe('/en/artikkelit/avoimet-kuvat');
  });

  it.each(['/api/object-infos/de', '/api/object-link-map/FI', '/api/object-link-map/x'])(
    'refuses an unknown language: %s',
    expectBadRequest,
  );
});

describe('GET /api/results-notification/{lang}', () => {
  it('gives the notification above the search results', async () => {
    const res = await get('/api/results-notification/sv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC);
    expect(res.json()).toMatchObject({
      title: 'Demosamling',
      message: expect.stringContaining('demomaterial'),
      linkUrl: '/sv/tietoa-kokoelmasta',
    });
  });

  it('refuses an unknown language', () => expectBadRequest('/api/results-notification/de'));
});

describe('GET /api/frontpage', () => {
  it('gives the editors’ front page, in preview without caching', async () => {
    const res = await get('/api/frontpage?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC);
    expect(res.json()).toMatchObject({
      title: 'Explore the collections',
      highlights: expect.any(Array),
    });
    const preview = await get('/api/frontpage?preview=true');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.json()).toMatchObject({ title: 'Tutustu kokoelmiin' });
  });

  it.each(['/api/frontpage?lang=de', '/api/frontpage?preview=1x', '/api/frontpage?x=1'])(
    'refuses bad input: %s',
    expectBadRequest,
  );
});

describe('content API without content', () => {
  // The local content has everything; a CMS without a notification, front page or
  // translation answers null or 404, never a 500.
  const local = createLocalContentProvider();
  const provider: ContentProvider = {
    ...local,
    getResultsNotification: async () => null,
    getFrontPage: async (lang) => (lang === 'sv' ? { kind: 'missing-translation', lang } : null),
  };
  let server: FastifyInstance;
  beforeAll(async () => {
    server = Fastify();
    registerErrorHandling(server);
    await server.register(contentApiRoutesPlugin(provider));
  });
  afterAll(() => server.close());

  it('answers null when there is no results notification', async () => {
    const res = await server.inject('/api/results-notification/fi');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('null');
  });

  it('is a 404 without a front page, or without one in the language', async () => {
    const none = await server.inject('/api/frontpage?lang=fi');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'not_found', message: 'No front page' });
    const sv = await server.inject('/api/frontpage?lang=sv');
    expect(sv.statusCode).toBe(404);
    expect(sv.json()).toMatchObject({ error: 'not_found', message: /Swedish/ });
  });
});
