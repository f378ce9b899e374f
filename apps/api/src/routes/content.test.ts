import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { createCollectionService, refreshDerivedData, upsertRecords } from '@kokoelma/collection';
import { makeRecord } from '@kokoelma/collection/testing';
import { createLocalContentProvider } from '@kokoelma/cms/server';
import { createPageDataSource } from '../pages/page-data';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { registerErrorHandling } from '../errors';
import { contentRoutesPlugin } from './content';

const SECRET = 'a-webhook-secret-for-tests';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = await buildApp(
    loadConfig({ LOG_LEVEL: 'silent', CONTENTFUL_WEBHOOK_SECRET: SECRET, COOKIEBOT_ID: 'cb-1' }),
    { build: { name: 'kokoelma', version: '0', commit: null }, database, serveWeb: false },
  );
  await upsertRecords(database.db, [makeRecord(1004), makeRecord(1008, { images: [] })], 1);
  await refreshDerivedData(database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const search = (payload: object, url = '/api/contentfulsearch') =>
  app.inject({ method: 'POST', url, payload });

describe('POST /api/contentfulsearch', () => {
  it('finds pages of the menu with the first block of their body', async () => {
    const res = await search({ search: 'kuvien', lang: 'fi' });
    expect(res.statusCode).toBe(200);
    const items = res.json<Array<{ title: string; href: string; text: string }>>();
    expect(items.map((item) => item.href)).toContain('/fi/kuvien-kayttooikeudet');
    expect(items.every((item) => item.text.length > 0)).toBe(true);
  });

  it.each([{ lang: 'fi' }, { search: 'kuva' }, { search: 'kuva', lang: 'de' }, {}])(
    'answers an empty list when the term or the language is missing: %j',
    async (body) => {
      const res = await search(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    },
  );

  it('refuses a body that is not the request’s shape with a 400 error body', async () => {
    const res = await search({ search: 'kuva', lang: 'fi', extra: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request' });
    const long = await search({ search: 'x'.repeat(201), lang: 'fi' });
    expect(long.statusCode).toBe(400);
  });

  it('answers the same at /api/contentsearch, the path of earlier builds', async () => {
    const body = { search: 'kuvien', lang: 'fi' };
    const [named, alias] = await Promise.all([search(body), search(body, '/api/contentsearch')]);
    expect(alias.statusCode).toBe(200);
    expect(alias.json()).toEqual(named.json());
    expect(named.json()).not.toEqual([]);
    const bad = await search({ search: 'kuva', lang: 'fi', extra: 1 }, '/api/contentsearch');
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/content-frame/{lang}', () => {
  it('gives the menu and the footer of the language', async () => {
    const res = await app.inject('/api/content-frame/en');
    expect(res.statusCode).toBe(200);
    const frame = res.json<{ menu: Array<{ title: string }>; footer: { organisation: string } }>();
    expect(frame.menu.map((group) => group.title)).toEqual(['Collections', 'Information']);
    expect(frame.footer.organisation).toBe('Finnish National Gallery');
  });

  it('refuses an unknown language', async () => {
    const res = await app.inject('/api/content-frame/de');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request' });
  });
});

describe('GET /api/pagedata for content', () => {
  it('serialises exactly what the server render sees', async () => {
    const inProcess = createPageDataSource(createCollectionService(database.db), {
      isDemo: async () => false,
      imageBase: '/images',
      publicUrl: 'http://localhost:3000',
      content: createLocalContentProvider(),
    });
    for (const path of [
      '/fi/',
      '/sv/tietoa-kokoelmasta',
      '/en/artikkelit',
      '/fi/artikkelit/avoimet-kuvat',
      '/en/videos',
      '/en/object/1004',
      '/sv/search',
    ]) {
      const res = await app.inject(`/api/pagedata?path=${encodeURIComponent(path)}`);
      expect(res.statusCode, path).toBe(200);
      // The same page data through the in-process client, as JSON would carry it: a field
      // the schema left out would differ between a server render and client navigation.
      const direct = JSON.parse(JSON.stringify(await inProcess.pageData(path, '')));
      expect(res.json(), path).toEqual(direct);
    }
  });

  it('gives the search page the CMS’s results notification', async () => {
    const res = await app.inject('/api/pagedata?path=/en/search&query=q%3Dx');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'search',
      notification: {
        title: 'Demo collection',
        message: expect.stringContaining('demo material'),
        linkText: 'About the collection',
        linkUrl: '/en/tietoa-kokoelmasta',
      },
    });
  });

  it('is a 404 for an unknown slug', async () => {
    const res = await app.inject('/api/pagedata?path=/fi/ei-tallaista');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('POST /api/cms/webhook', () => {
  it('is 401 without the secret or with a wrong one', async () => {
    const none = await app.inject({ method: 'POST', url: '/api/cms/webhook', payload: {} });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      error: 'unauthorized',
      message: 'Missing or wrong X-Webhook-Secret',
    });
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/cms/webhook',
      headers: { 'x-webhook-secret': 'not-the-secret' },
      payload: {},
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('accepts Contentful’s own media type with the secret', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/cms/webhook',
      headers: {
        'x-webhook-secret': SECRET,
        'content-type': 'application/vnd.contentful.management.v1+json',
      },
      payload: JSON.stringify({ sys: { type: 'Entry', id: 'page-about' } }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cleared: true });
  });

  it('clears the content cache, and refuses everything when no secret is configured', async () => {
    let cleared = 0;
    const build = async (webhookSecret: string | undefined) => {
      const server = Fastify();
      registerErrorHandling(server);
      await server.register(
        contentRoutesPlugin({
          source: {
            contentFrame: async () => ({ lang: 'fi', menu: [], footer: null }),
            contentSearch: async () => [],
          },
          clearCache: () => (cleared += 1),
          webhookSecret,
        }),
      );
      return server;
    };
    const configured = await build(SECRET);
    const ok = await configured.inject({
      method: 'POST',
      url: '/api/cms/webhook',
      headers: { 'x-webhook-secret': SECRET },
    });
    expect(ok.statusCode).toBe(200);
    expect(cleared).toBe(1);
    const open = await build(undefined);
    const refused = await open.inject({
      method: 'POST',
      url: '/api/cms/webhook',
      headers: { 'x-webhook-secret': '' },
    });
    expect(refused.statusCode).toBe(401);
    expect(cleared).toBe(1);
    await configured.close();
    await open.close();
  });
});

describe('content security policy', () => {
  it('lets pages frame the video players and, with the consent id, load its scripts', async () => {
    const res = await app.inject('/api/content-frame/fi');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    );
    expect(csp).toMatch(/script-src 'self' https:\/\/consent\.cookiebot\.com/);
    expect(csp).not.toContain('ctfassets');
  });
});
