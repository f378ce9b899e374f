import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from '../app';
import { loadConfig } from '../config';

// The image cache's disk full or read-only: images, link previews and IIIF tiles are still
// answered (rendered in memory), the server keeps running, and the log says why. The
// cache folder is made a regular file, which no process can write under — unlike a chmod,
// which does not stop root (tests may run as root).

let app: FastifyInstance;
let database: Database;
let dataDir: string;
const warnings: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kokoelma-image-cache-'));
  mkdirSync(join(dataDir, 'images', 'originals'), { recursive: true });
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#336699' } })
    .jpeg()
    .toFile(join(dataDir, 'images', 'originals', '42.jpg'));
  writeFileSync(join(dataDir, 'images', 'cache'), 'not a folder');
  database = await openDatabase({ kind: 'pglite' });
  app = await buildApp(loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: dataDir }), {
    build: { name: 'kokoelma', version: '0', commit: null },
    database,
    serveWeb: false,
  });
  // Fastify's pino logger: catch the warnings it writes.
  const warn = app.log.warn.bind(app.log);
  app.log.warn = ((obj: unknown, msg?: string) => {
    if (msg) warnings.push({ ...(obj as object), msg });
    return warn(obj as object, msg);
  }) as typeof app.log.warn;
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an image cache that cannot be written', () => {
  it('still serves images, link previews and IIIF tiles, rendered in memory', async () => {
    const image = await app.inject('/images/1/webp/500/42.jpg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(500);

    const og = await app.inject('/og-image/42.jpg');
    expect(og.statusCode).toBe(200);
    expect(await sharp(og.rawPayload).metadata()).toMatchObject({ width: 1100, height: 650 });

    const tile = await app.inject('/iiif/3/42/0,0,512,512/512,/0/default.jpg');
    expect(tile.statusCode).toBe(200);
    expect((await sharp(tile.rawPayload).metadata()).width).toBe(512);

    // Answered again (nothing cached, rendered again), and the server is still there.
    expect((await app.inject('/images/1/webp/500/42.jpg')).statusCode).toBe(200);
    expect((await app.inject('/health')).statusCode).toBe(200);
  });

  it('logs why, once a minute rather than once an image', async () => {
    const lines = warnings.filter((w) => String(w.msg).startsWith('image cache not writable'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ code: 'ENOTDIR' });
  });
});
