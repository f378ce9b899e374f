import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseImageRequest } from './image-request';
import type { ImageRequest } from './image-request';
import { createImageStore } from './image-store';
import type { ImageStore } from './image-store';

/** A test original: a gradient-free field with a block, so encoders have something to do. */
async function writeOriginal(
  path: string,
  width: number,
  height: number,
  format: 'jpeg' | 'png',
  orientation?: number,
) {
  const image = sharp({ create: { width, height, channels: 3, background: '#36a' } }).composite([
    {
      input: {
        create: {
          width: Math.ceil(width / 3),
          height: Math.ceil(height / 3),
          channels: 3,
          background: '#e93',
        },
      },
      left: 0,
      top: 0,
    },
  ]);
  const encoded = format === 'png' ? image.png() : image.jpeg();
  await (orientation ? encoded.withMetadata({ orientation }) : encoded).toFile(path);
}

const request = (format: string, width: number, filename: string): ImageRequest =>
  parseImageRequest({ format, width: String(width), filename });

describe('createImageStore', () => {
  let root: string;
  let originalsDir: string;
  let cacheDir: string;
  let store: ImageStore;
  let created: string[];

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'image-store-'));
    originalsDir = join(root, 'originals');
    cacheDir = join(root, 'cache');
    await mkdir(originalsDir);
    await writeOriginal(join(originalsDir, '101.jpg'), 1200, 800, 'jpeg');
    await writeOriginal(join(originalsDir, '102.png'), 400, 300, 'png');
    // Stored 300 × 200 and turned on its side by EXIF orientation 6: shown 200 × 300.
    await writeOriginal(join(originalsDir, '103.jpg'), 300, 200, 'jpeg', 6);
    created = [];
    store = createImageStore({
      originalsDir,
      cacheDir,
      onVariantCreated: ({ path }) => created.push(path),
    });
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('returns null for an image that has no original', async () => {
    expect(await store.get(request('jpg', 500, '999.jpg'))).toBeNull();
    expect(await store.info('999')).toBeNull();
    expect(await store.original('999')).toBeNull();
    expect(created).toEqual([]);
  });

  it('hands out an original with a version that changes with the file', async () => {
    const before = await store.original(102);
    expect(before).toEqual({ path: join(originalsDir, '102.png'), version: expect.any(String) });
    await writeOriginal(join(originalsDir, '102.png'), 401, 300, 'png');
    await utimes(join(originalsDir, '102.png'), new Date(), new Date(Date.now() + 5000));
    expect((await store.original(102))?.version).not.toBe(before?.version);
  });

  it('renders a variant into the cache once and then serves the cached file', async () => {
    const first = await store.get(request('jpg', 500, '101.jpg'));
    expect(first).toEqual({
      path: join(cacheDir, '1', 'jpg', '500', '101.jpg'),
      etag: expect.stringMatching(/^"[^"]+"$/),
      contentType: 'image/jpeg',
    });
    const { mtimeMs } = await stat(first?.path ?? '');
    const second = await store.get(request('jpg', 500, '101.jpg'));
    expect(second).toEqual(first);
    expect((await stat(second?.path ?? '')).mtimeMs).toBe(mtimeMs);
    expect(created).toHaveLength(1);
    expect(await readdir(join(cacheDir, '1', 'jpg', '500'))).toEqual(['101.jpg']);
  });

  it('resizes to the requested width and never enlarges', async () => {
    const small = await store.get(request('webp', 500, '101.jpg'));
    expect(await sharp(small?.path ?? undefined).metadata()).toMatchObject({
      width: 500,
      height: 333,
    });
    const big = await store.get(request('webp', 2000, '101.jpg'));
    expect(await sharp(big?.path ?? undefined).metadata()).toMatchObject({
      width: 1200,
      height: 800,
    });
  });

  it('encodes jpg, webp and avif, recognisable by their magic bytes', async () => {
    const bytes = async (format: string) => {
      const image = await store.get(request(format, 250, '101.jpg'));
      return { file: await readFile(image?.path ?? ''), type: image?.contentType };
    };
    const jpg = await bytes('jpg');
    expect([...jpg.file.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpg.type).toBe('image/jpeg');
    const webp = await bytes('webp');
    expect(webp.file.toString('latin1', 0, 4) + webp.file.toString('latin1', 8, 12)).toBe(
      'RIFFWEBP',
    );
    expect(webp.type).toBe('image/webp');
    const avif = await bytes('avif');
    expect(avif.file.toString('latin1', 4, 12)).toBe('ftypavif');
    expect(avif.type).toBe('image/avif');
  });

  it('finds an original by another extension than the URL names', async () => {
    const png = await store.get(request('jpg', 250, '102.png'));
    expect(await sharp(png?.path ?? undefined).metadata()).toMatchObject({
      format: 'jpeg',
      width: 250,
    });
    const named = await store.get(request('jpg', 500, '102.jpg'));
    expect(named?.path).toBe(join(cacheDir, '1', 'jpg', '500', '102.jpg'));
  });

  it('shares one render among concurrent requests for a variant', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => store.get(request('avif', 500, '101.jpg'))),
    );
    expect(created).toHaveLength(1);
    expect(new Set(results.map((result) => result?.path)).size).toBe(1);
    const different = await Promise.all([
      store.get(request('avif', 250, '101.jpg')),
      store.get(request('webp', 250, '101.jpg')),
    ]);
    expect(created).toHaveLength(3);
    expect(different[0]?.etag).not.toBe(different[1]?.etag);
  });

  it('renders again, with a new ETag, when the original is replaced', async () => {
    const before = await store.get(request('jpg', 250, '101.jpg'));
    await writeOriginal(join(originalsDir, '101.jpg'), 900, 900, 'jpeg');
    const later = new Date(Date.now() + 60_000);
    await utimes(join(originalsDir, '101.jpg'), later, later);
    const after = await store.get(request('jpg', 250, '101.jpg'));
    expect(after?.etag).not.toBe(before?.etag);
    expect(await sharp(after?.path ?? undefined).metadata()).toMatchObject({
      width: 250,
      height: 250,
    });
    expect(created).toHaveLength(2);
  });

  it('applies EXIF orientation, in variants and in info()', async () => {
    expect(await store.info('101')).toEqual({ width: 1200, height: 800 });
    expect(await store.info(103)).toEqual({ width: 200, height: 300 });
    const turned = await store.get(request('jpg', 1000, '103.jpg'));
    expect(await sharp(turned?.path ?? undefined).metadata()).toMatchObject({
      width: 200,
      height: 300,
    });
  });

  it('refuses a hand-made request whose id could leave the originals directory', async () => {
    const forged = { format: 'jpg', width: 500, imageId: '../101', extension: 'jpg' } as const;
    await expect(store.get(forged)).rejects.toMatchObject({ code: 'bad_request' });
    await expect(store.info('../101')).rejects.toMatchObject({ code: 'bad_request' });
  });

  it('leaves no temporary files behind and reports a broken original as an error', async () => {
    await writeFile(join(originalsDir, '104.jpg'), 'not an image');
    await expect(store.get(request('jpg', 500, '104.jpg'))).rejects.toThrow();
    await store.get(request('jpg', 500, '101.jpg'));
    const leftovers = (await readdir(cacheDir, { recursive: true })).filter((name) =>
      name.endsWith('.tmp'),
    );
    expect(leftovers).toEqual([]);
  });

  it('answers from memory when the cache cannot be written, and says why', async () => {
    // A cache "folder" under a regular file: no mkdir or write can succeed there, even as
    // root (which a read-only chmod would not stop).
    await writeFile(join(root, 'not-a-folder'), 'x');
    const failures: Array<{ path: string; error: unknown }> = [];
    const unwritable = createImageStore({
      originalsDir,
      cacheDir: join(root, 'not-a-folder', 'cache'),
      onCacheError: (event) => failures.push(event),
    });
    const image = await unwritable.get(request('webp', 500, '101.jpg'));
    expect(image).toMatchObject({ path: null, contentType: 'image/webp' });
    expect(await sharp(image?.data).metadata()).toMatchObject({ format: 'webp', width: 500 });
    expect(failures).toHaveLength(1);
    expect((failures[0]?.error as NodeJS.ErrnoException).code).toBe('ENOTDIR');
    // The same validator as a cached copy would have: clients' caches stay valid.
    expect(image?.etag).toBe((await store.get(request('webp', 500, '101.jpg')))?.etag);
    // A broken original is still an error, not an empty image.
    await writeFile(join(originalsDir, '105.jpg'), 'not an image');
    await expect(unwritable.get(request('jpg', 500, '105.jpg'))).rejects.toThrow();
  });
});
