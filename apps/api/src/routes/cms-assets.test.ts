import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { refreshDerivedData, upsertRecords } from '@kokoelma/collection';
import { makeImage, makeRecord } from '@kokoelma/collection/testing';
import { LOCAL_ASSET_FILES_DIR } from '@kokoelma/cms/server';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { BUNDLED_FILES_FOLDER, localAssetFilesDir, snapWidth } from './cms-assets';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), {
    build: { name: 'kokoelma', version: '0', commit: null },
    database,
    serveWeb: false,
  });
  await upsertRecords(
    database.db,
    [makeRecord(1004, { images: [makeImage(77)] }), makeRecord(1008, { images: [] })],
    1,
  );
  await refreshDerivedData(database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /cms-assets/objects/{id}.jpg', () => {
  it('redirects to the object’s first image at an allowed width', async () => {
    const res = await app.inject('/cms-assets/objects/1004.jpg?w=800&q=90');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/images/1/jpg/800/77.jpg');
    const snapped = await app.inject('/cms-assets/objects/1004.jpg?w=900&fm=webp');
    expect(snapped.headers.location).toBe('/images/1/webp/1000/77.jpg');
  });

  it('is a 404 for an object without an image, an unknown object or a bad name', async () => {
    for (const path of ['1008.jpg', '999999.jpg', '0.jpg', '1004.png', 'x.jpg']) {
      const res = await app.inject(`/cms-assets/objects/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('is a 404 for an id beyond any object id (found by the fuzzer: was a 500)', async () => {
    for (const path of ['2147483648.jpg', '9007199254740993.jpg']) {
      const res = await app.inject(`/cms-assets/objects/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('refuses a width that is not a number with a 400', async () => {
    const res = await app.inject('/cms-assets/objects/1004.jpg?w=wide');
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /cms-assets/files/{name}.pdf', () => {
  it('serves the shipped document', async () => {
    const res = await app.inject('/cms-assets/files/kuvien-kayttoehdot.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });

  it('is a 404 for a missing file and for names that try to leave the folder', async () => {
    for (const path of ['nope.pdf', '..%2F..%2Fpackage.json', 'x.exe']) {
      const res = await app.inject(`/cms-assets/files/${path}`);
      expect(res.statusCode, path).toBe(404);
    }
  });
});

describe('where the documents are', () => {
  it('uses the copy beside the bundle when there is one, else the library’s folder', () => {
    const dist = mkdtempSync(join(tmpdir(), 'kokoelma-dist-'));
    try {
      const bundle = pathToFileURL(join(dist, 'assets', 'chunk.js')).href;
      expect(localAssetFilesDir(bundle)).toBe(LOCAL_ASSET_FILES_DIR);
      mkdirSync(join(dist, BUNDLED_FILES_FOLDER));
      expect(localAssetFilesDir(bundle)).toBe(join(dist, BUNDLED_FILES_FOLDER));
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('snaps widths to the allowed ones', () => {
    expect(snapWidth(undefined)).toBe(1200);
    expect(snapWidth(1)).toBe(25);
    expect(snapWidth(1100)).toBe(1100);
    expect(snapWidth(99999)).toBe(4000);
  });
});
