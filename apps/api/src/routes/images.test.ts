import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from '../app';
import { loadConfig } from '../config';

let app: FastifyInstance;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kokoelma-images-'));
  mkdirSync(join(dataDir, 'images', 'originals'), { recursive: true });
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#336699' } })
    .jpeg()
    .toFile(join(dataDir, 'images', 'originals', '42.jpg'));
  database = await openDatabase({ kind: 'pglite' });
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), {
    build: { name: 'kokoelma', version: '0', commit: null },
    database,
    serveWeb: false,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /images/1/{format}/{width}/{filename}', () => {
  it.each([
    ['jpg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
  ])('serves a %s at the asked width, immutable and embeddable', async (format, type) => {
    const res = await app.inject(`/images/1/${format}/500/42.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([500, 375]);
  });

  it('never enlarges beyond the original', async () => {
    const res = await app.inject('/images/1/jpg/4000/42.jpg');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1600);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject('/images/1/webp/250/42.jpg');
    const again = await app.inject({
      url: '/images/1/webp/250/42.jpg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['/images/1/gif/500/42.jpg', 400],
    ['/images/1/jpg/333/42.jpg', 400],
    ['/images/1/jpg/500/42.exe', 400],
    ['/images/1/jpg/500/..%2F..%2Fetc%2Fpasswd', 400],
    ['/images/2/jpg/500/42.jpg', 400],
    ['/images/1/jpg/500/43.jpg', 404],
    ['/images/1/jpg/500/../../package.json', 404],
  ])('%s → %i', async (url, status) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: status === 400 ? 'bad_request' : 'not_found' });
  });
});
