import type { FastifyInstance } from 'fastify';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from '../app';
import { loadConfig } from '../config';

let app: FastifyInstance;
let remote: FastifyInstance;
let database: Database;
let dataDir: string;

const build = { name: 'kokoelma', version: '0', commit: null };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kokoelma-og-'));
  const originals = join(dataDir, 'images', 'originals');
  mkdirSync(originals, { recursive: true });
  // A wide landscape, a tall portrait and one smaller than the og:image itself.
  await sharp({ create: { width: 2400, height: 900, channels: 3, background: '#336699' } })
    .jpeg()
    .toFile(join(originals, '42.jpg'));
  await sharp({ create: { width: 900, height: 1600, channels: 3, background: '#993366' } })
    .png()
    .toFile(join(originals, '43.png'));
  await sharp({ create: { width: 400, height: 300, channels: 3, background: '#669933' } })
    .jpeg()
    .toFile(join(originals, '44.jpg'));
  database = await openDatabase({ kind: 'pglite' });
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), {
    build,
    database,
    serveWeb: false,
  });
  remote = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      IMAGE_BASE_URL: 'https://images.example.fi/',
    }),
    { build, database, serveWeb: false },
  );
});
afterAll(async () => {
  await app.close();
  await remote.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /og-image/{filename} from the local images', () => {
  it.each(['42.jpg', '43.png', '44.jpg'])(
    'crops %s to exactly 1100 × 650, embeddable and long cached',
    async (filename) => {
      const res = await app.inject(`/og-image/${filename}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=2592000');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1100, 650]);
    },
  );

  it('keeps the crop on disk and answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject('/og-image/42.jpg');
    expect(existsSync(join(dataDir, 'images', 'cache', 'og', '42.jpg'))).toBe(true);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"og-.+"$/);
    const again = await app.inject({ url: '/og-image/42.jpg', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('serves concurrent first requests from one render', async () => {
    rmSync(join(dataDir, 'images', 'cache', 'og'), { recursive: true, force: true });
    const answers = await Promise.all([1, 2, 3].map(() => app.inject('/og-image/43.png')));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
  });

  it.each([
    ['/og-image/45.jpg', 404],
    ['/og-image/42.exe', 400],
    ['/og-image/42.JPG', 400],
    ['/og-image/..%2F..%2Fetc%2Fpasswd', 400],
    [`/og-image/${'1'.repeat(70)}.jpg`, 400],
  ])('%s → %i with the error body', async (url, status) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({
      error: status === 400 ? 'bad_request' : 'not_found',
      message: expect.any(String),
    });
  });
});

describe('GET /og-image/{filename} with the museum’s image server', () => {
  it('redirects to the server’s 1100-wide rendition', async () => {
    const res = await remote.inject('/og-image/42.jpg');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://images.example.fi/1/jpg/1100/42.jpg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('checks the file name there too', async () => {
    const res = await remote.inject('/og-image/..%2Fsecret.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request' });
  });
});
