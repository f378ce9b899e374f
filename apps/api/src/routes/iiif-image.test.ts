import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { contentSources } from '../content-config';
import { iiifImageBase, iiifImageBaseForPages } from '../iiif-config';

let app: FastifyInstance;
let database: Database;
let dataDir: string;

const PUBLIC_URL = 'https://kokoelma.example';
const build = { name: 'kokoelma', version: '0', commit: null };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kokoelma-iiif-'));
  const originals = join(dataDir, 'images', 'originals');
  mkdirSync(originals, { recursive: true });
  await sharp({ create: { width: 1300, height: 900, channels: 3, background: '#336699' } })
    .jpeg()
    .toFile(join(originals, '42.jpg'));
  await sharp({ create: { width: 1300, height: 900, channels: 3, background: '#996633' } })
    .jpeg()
    .toFile(join(originals, '43.jpg'));
  database = await openDatabase({ kind: 'pglite' });
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL }), {
    build,
    database,
    serveWeb: false,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const expectOpen = (headers: Record<string, unknown>) => {
  expect(headers['access-control-allow-origin']).toBe('*');
  expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
};

describe('GET /iiif/3/{id}/info.json', () => {
  it('describes the image as a level 2 service, JSON-LD, CORS, cached for a day', async () => {
    const res = await app.inject('/iiif/3/42/info.json');
    expect(res.statusCode).toBe(200);
    // Fastify adds the charset; the profile is what IIIF clients look for.
    expect(res.headers['content-type']).toMatch(
      /^application\/ld\+json; ?profile="http:\/\/iiif\.io\/api\/image\/3\/context\.json"/,
    );
    expectOpen(res.headers);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['link']).toBe('<http://iiif.io/api/image/3/level2.json>;rel="profile"');
    const info = res.json();
    expect(Object.keys(info)[0]).toBe('@context');
    expect(info).toMatchObject({
      '@context': 'http://iiif.io/api/image/3/context.json',
      id: `${PUBLIC_URL}/iiif/3/42`,
      type: 'ImageService3',
      protocol: 'http://iiif.io/api/image',
      profile: 'level2',
      width: 1300,
      height: 900,
      maxWidth: 4000,
      maxArea: 16_000_000,
      tiles: [{ width: 512, scaleFactors: [1, 2, 4] }],
      sizes: [
        { width: 325, height: 225 },
        { width: 650, height: 450 },
        { width: 1300, height: 900 },
      ],
      extraFormats: ['webp'],
    });
    const again = await app.inject({
      url: '/iiif/3/42/info.json',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers plain JSON to a client that asks for JSON only', async () => {
    const res = await app.inject({
      url: '/iiif/3/42/info.json',
      headers: { accept: 'application/json' },
    });
    expect(res.headers['content-type']).toMatch(/^application\/json(;|$)/);
    expect(res.headers['vary']).toBe('Accept');
  });

  it('redirects the base URI to the info.json (303)', async () => {
    const res = await app.inject('/iiif/3/42');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/iiif/3/42/info.json`);
  });

  it.each(['/iiif/3/999/info.json', '/iiif/3/abc/info.json', '/iiif/3/999', '/iiif/3/..%2F42'])(
    '%s is an image that does not exist: 404 with CORS',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
      expectOpen(res.headers);
    },
  );
});

describe('GET /iiif/3/{id}/{region}/{size}/{rotation}/{quality}.{format}', () => {
  it('serves the tiles a viewer computes at exactly their size, immutable', async () => {
    for (const [path, width, height] of [
      ['0,0,512,512/512,512', 512, 512],
      ['1024,512,276,388/276,388', 276, 388],
      ['0,0,1024,900/512,450', 512, 450],
      ['full/325,225', 325, 225],
    ] as const) {
      const res = await app.inject(`/iiif/3/42/${path}/0/default.webp`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expectOpen(res.headers);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], path).toEqual(['webp', width, height]);
    }
  });

  it('serves jpg and png, names the canonical form, and answers 304 to its ETag', async () => {
    const res = await app.inject('/iiif/3/42/pct:0,0,50,50/200,/0/color.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['link']).toContain(
      `<${PUBLIC_URL}/iiif/3/42/0,0,650,450/200,138/0/color.jpg>;rel="canonical"`,
    );
    expect((await sharp(res.rawPayload).metadata()).width).toBe(200);
    const again = await app.inject({
      url: '/iiif/3/42/pct:0,0,50,50/200,/0/color.jpg',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const png = await app.inject('/iiif/3/42/square/100,/90/gray.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ width: 100, height: 100 });
  });

  it.each([
    ['/iiif/3/42/full/max/45/default.jpg', 'rotation'],
    ['/iiif/3/42/full/max/0/default.tif', 'format'],
    ['/iiif/3/42/full/max/0/native.jpg', 'quality'],
    ['/iiif/3/42/0,0,0,10/max/0/default.jpg', 'region'],
    ['/iiif/3/42/2000,0,10,10/max/0/default.jpg', 'region'],
    ['/iiif/3/42/full/1301,/0/default.jpg', 'size'],
    ['/iiif/3/42/full/^5000,/0/default.jpg', 'size'],
    ['/iiif/3/42/full/max,max/0/default.jpg', 'size'],
  ])('%s is a 400 naming the %s', async (url, field) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request', field });
    expectOpen(res.headers);
  });

  it('refuses an upscale beyond twice the region (issue 18: a 1–2 s render each)', async () => {
    const res = await app.inject('/iiif/3/42/0,0,8,8/^4000,4000/!90/bitonal.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'bad_request',
      field: 'size',
      message: expect.stringContaining('at most 16 × 16'),
    });
    const most = await app.inject('/iiif/3/42/0,0,8,8/^max/!90/bitonal.png');
    expect(most.statusCode).toBe(200);
    expect(await sharp(most.rawPayload).metadata()).toMatchObject({ width: 16, height: 16 });
  });

  it('throttles one client’s uncached renders, not its cached ones, nor anyone else', async () => {
    const hostile = { remoteAddress: '203.0.113.66' };
    // Every variant is new (nothing cached) and the largest allowed: 2600 × 1800 pixels,
    // 4.7 MP of a client's 64 MP a minute. More variants than the budget holds: on a busy
    // machine the renders take seconds, and the budget refills meanwhile.
    const variants = ['0', '90', '180', '270', '!0', '!90', '!180', '!270'].flatMap((r) =>
      ['default', 'gray', 'bitonal'].map((q) => `/iiif/3/42/full/^max/${r}/${q}.jpg`),
    );
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof app.inject>> | undefined;
    for (const url of variants) {
      const res = await app.inject({ url, ...hostile });
      statuses.push(res.statusCode);
      if (res.statusCode !== 200) {
        refused = res;
        break;
      }
    }
    expect(statuses.slice(0, 13).every((status) => status === 200)).toBe(true);
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.json()).toEqual({ error: 'too_many_requests', message: expect.any(String) });
    expectOpen(refused?.headers ?? {});
    // What was rendered is kept: asked again, it is served without a render.
    const cached = await app.inject({ url: variants[0] ?? '', ...hostile });
    expect(cached.statusCode).toBe(200);
    // Someone else's new render goes ahead.
    const other = await app.inject({
      url: '/iiif/3/42/square/^max/90/bitonal.jpg',
      remoteAddress: '198.51.100.5',
    });
    expect(other.statusCode).toBe(200);
  }, 60_000);

  it('charges every address of one IPv6 /64 to one budget (security review M1)', async () => {
    const variants = ['0', '90', '180', '270', '!0', '!90', '!180', '!270'].flatMap((r) =>
      ['default', 'gray'].map((q) => `/iiif/3/43/full/^max/${r}/${q}.jpg`),
    );
    const statuses: number[] = [];
    for (const [i, url] of variants.entries()) {
      // A new interface identifier for every render, as any IPv6 client may use.
      const res = await app.inject({
        url,
        remoteAddress: `2001:db8:42:7::${(i + 1).toString(16)}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode !== 200) break;
    }
    expect(statuses.slice(0, 13).every((status) => status === 200)).toBe(true);
    // Refused before the sixteen are through (the budget refills while they render).
    expect(statuses.at(-1)).toBe(429);
    // Another /64 is another client.
    const other = await app.inject({ url: variants[15] ?? '', remoteAddress: '2001:db8:42:8::1' });
    expect(other.statusCode).toBe(200);
  }, 60_000);

  it('answers 404 for an unknown image', async () => {
    expect((await app.inject('/iiif/3/7/full/max/0/default.jpg')).statusCode).toBe(404);
  });

  it('answers the CORS preflight', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/iiif/3/42/info.json',
      headers: {
        origin: 'https://viewer.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-requested-with',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-headers']).toBe('x-requested-with');
  });
});

describe('iiifImageBase', () => {
  const base = { publicUrl: 'https://kokoelma.example' };
  it('is the site’s own service with local originals, the configured one, or none', () => {
    expect(iiifImageBase(base)).toBe('https://kokoelma.example/iiif/3');
    expect(iiifImageBase({ ...base, IMAGE_BASE_URL: 'https://images.example.fi' })).toBeNull();
    expect(
      iiifImageBase({
        ...base,
        IMAGE_BASE_URL: 'https://images.example.fi',
        IIIF_IMAGE_BASE_URL: 'https://iiif.example.fi/iiif/3/',
      }),
    ).toBe('https://iiif.example.fi/iiif/3');
  });

  it('gives pages the local service as a path, so the viewer stays on the page’s host', () => {
    expect(iiifImageBaseForPages({})).toBe('/iiif/3');
    expect(iiifImageBaseForPages({ IMAGE_BASE_URL: 'https://images.example.fi' })).toBeNull();
    expect(
      iiifImageBaseForPages({
        IMAGE_BASE_URL: 'https://images.example.fi',
        IIIF_IMAGE_BASE_URL: 'https://iiif.example.fi/iiif/3',
      }),
    ).toBe('https://iiif.example.fi/iiif/3');
  });

  it('lets pages load tiles and info.json from a configured IIIF server (CSP)', () => {
    const sources = contentSources(
      loadConfig({ IIIF_IMAGE_BASE_URL: 'https://iiif.example.fi/iiif/3' }),
    );
    expect(sources.images).toContain('https://iiif.example.fi');
    expect(sources.connect).toContain('https://iiif.example.fi');
    expect(contentSources(loadConfig({})).images).not.toContain('https://iiif.example.fi');
  });

  it('is refused by the configuration when it is no http(s) URL', () => {
    expect(() => loadConfig({ IIIF_IMAGE_BASE_URL: 'iiif.example.fi' })).toThrow(
      /IIIF_IMAGE_BASE_URL/,
    );
  });
});
