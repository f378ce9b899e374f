import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageStore } from '../images/image-store';
import { scaleFactors } from './iiif-image-info';
import { IiifRequestError, parseIiifImageRequest } from './iiif-image-request';
import { createIiifImageService, type IiifRendered } from './iiif-image-service';
import { TooManyRendersError } from './render-queue';

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/** A 400 × 200 original: red left half, blue right half, so direction is visible. */
async function writeHalves(path: string, orientation?: number) {
  const image = sharp({ create: { width: 400, height: 200, channels: 3, background: BLUE } })
    .composite([
      {
        input: { create: { width: 200, height: 200, channels: 3, background: RED } },
        left: 0,
        top: 0,
      },
    ])
    .jpeg({ quality: 95 });
  await (orientation ? image.withMetadata({ orientation }) : image).toFile(path);
}

const request = (path: string) => {
  const [region = '', size = '', rotation = '', qualityFormat = ''] = path.split('/');
  return parseIiifImageRequest({ region, size, rotation, qualityFormat });
};

async function bytes(rendered: IiifRendered | null): Promise<Buffer> {
  if (!rendered) throw new Error('no image');
  return 'path' in rendered.body ? readFile(rendered.body.path) : rendered.body.data;
}

/** The mean colour of a part of an encoded image. */
async function colourAt(
  data: Buffer,
  region: { left: number; top: number; width: number; height: number },
) {
  // stats() reads its input, not the pipeline's output: cut the part out first.
  const part = await sharp(data).extract(region).png().toBuffer();
  const { channels } = await sharp(part).stats();
  return channels.map((c) => Math.round(c.mean));
}

const isRed = (rgb: number[]) => (rgb[0] ?? 0) > 150 && (rgb[2] ?? 0) < 90;
const isBlue = (rgb: number[]) => (rgb[2] ?? 0) > 150 && (rgb[0] ?? 0) < 90;

describe('createIiifImageService', () => {
  let root: string;
  let originals: string;
  let cacheDir: string;
  const renders: Array<{ canonical: string; cached: boolean }> = [];
  let service: ReturnType<typeof createIiifImageService>;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'iiif-service-'));
    originals = join(root, 'originals');
    cacheDir = join(root, 'cache', 'iiif');
    await mkdir(originals, { recursive: true });
    await writeHalves(join(originals, '1.jpg'));
    // Stored 400 × 200 and turned on its side by EXIF orientation 6: shown 200 × 400.
    await writeHalves(join(originals, '2.jpg'), 6);
    await sharp({ create: { width: 1300, height: 900, channels: 3, background: '#48a' } })
      .png()
      .toFile(join(originals, '3.png'));
    // Light grey left, dark grey right: bitonal makes them white and black.
    await sharp({ create: { width: 200, height: 100, channels: 3, background: '#222' } })
      .composite([
        {
          input: { create: { width: 100, height: 100, channels: 3, background: '#ddd' } },
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toFile(join(originals, '4.png'));
    const store = createImageStore({ originalsDir: originals, cacheDir: join(root, 'cache') });
    service = createIiifImageService({
      store,
      cacheDir,
      onRendered: ({ canonical, cached }) => renders.push({ canonical, cached }),
    });
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('knows no image without an original', async () => {
    expect(await service.size('999')).toBeNull();
    expect(await service.render('999', request('full/max/0/default.jpg'))).toBeNull();
  });

  it('measures the image as displayed, EXIF orientation applied', async () => {
    expect(await service.size('1')).toEqual({ width: 400, height: 200 });
    expect(await service.size('2')).toEqual({ width: 200, height: 400 });
  });

  it('renders every tile of every level at exactly its advertised size, and keeps it', async () => {
    const image = { width: 1300, height: 900 };
    for (const s of scaleFactors(image)) {
      const span = 512 * s;
      for (let y = 0; y < image.height; y += span) {
        for (let x = 0; x < image.width; x += span) {
          const w = Math.min(span, image.width - x);
          const h = Math.min(span, image.height - y);
          const [ws, hs] = [Math.ceil(w / s), Math.ceil(h / s)];
          const rendered = await service.render(
            '3',
            request(`${x},${y},${w},${h}/${ws},${hs}/0/default.webp`),
          );
          expect(rendered?.contentType).toBe('image/webp');
          expect(rendered && 'path' in rendered.body).toBe(true);
          const meta = await sharp(await bytes(rendered)).metadata();
          expect([meta.format, meta.width, meta.height]).toEqual(['webp', ws, hs]);
        }
      }
    }
    const before = renders.length;
    const again = await service.render('3', request('512,512,512,388/512,388/0/default.webp'));
    expect(renders.length).toBe(before);
    expect(again?.body).toEqual({ path: join(cacheDir, '3', '512,512,512,388_max.webp') });
  });

  it('shares one render among concurrent requests for a tile', async () => {
    const before = renders.length;
    const tile = request('0,0,1024,900/512,450/0/default.jpg');
    const answers = await Promise.all(Array.from({ length: 5 }, () => service.render('3', tile)));
    expect(renders.length).toBe(before + 1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer?.body))).size).toBe(1);
  });

  it('renders other requests in memory, and keeps them in the bounded render cache', async () => {
    const path = 'pct:10,10,50,50/!200,200/0/default.jpg';
    const rendered = await service.render('3', request(path));
    expect(rendered && 'data' in rendered.body).toBe(true);
    expect(rendered?.plan.canonical).toBe('130,90,650,450/200,138/0/default.jpg');
    const meta = await sharp(await bytes(rendered)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 138]);
    expect(existsSync(join(cacheDir, '3', '130,90,650,450_200,138.jpg'))).toBe(false);
    expect(renders.at(-1)).toEqual({ canonical: rendered?.plan.canonical, cached: false });
    // Asked again: the same bytes from disk, not rendered again.
    const count = renders.length;
    const again = await service.render('3', request(path));
    expect(again?.body).toHaveProperty('path');
    expect(await bytes(again)).toEqual(await bytes(rendered));
    expect(renders).toHaveLength(count);
  });

  it('keeps other renders within their byte budget, least recently used out first', async () => {
    const { readdir, stat } = await import('node:fs/promises');
    const path = (i: number) => `${i * 10},0,100,100/max/0/default.png`;
    const one = await bytes(await service.render('3', request(path(0))));
    // Room for about 20 of them: a render takes at most a 16th of the budget.
    const budget = one.length * 20;
    const small = createIiifImageService({
      store: createImageStore({ originalsDir: originals, cacheDir: join(root, 'cache') }),
      cacheDir: join(root, 'bounded'),
      renderCacheBytes: budget,
    });
    const kept: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      expect((await small.render('3', request(path(i))))?.body).toHaveProperty('data');
      const again = await small.render('3', request(path(i)));
      if (again && 'path' in again.body) kept.push(again.body.path);
    }
    expect(kept).toHaveLength(40);
    const dir = join(root, 'bounded', '_renders');
    const files = await readdir(dir);
    let total = 0;
    for (const file of files) total += (await stat(join(dir, file))).size;
    expect(total).toBeLessThanOrEqual(budget);
    expect(files.length).toBeLessThan(40);
    // The newest is kept; the oldest went.
    expect(existsSync(kept.at(-1) ?? '')).toBe(true);
    expect(existsSync(kept[0] ?? '')).toBe(false);
  });

  it('charges each client for what is rendered for it, never for cached answers', async () => {
    const throttled = createIiifImageService({
      store: createImageStore({ originalsDir: originals, cacheDir: join(root, 'cache') }),
      cacheDir: join(root, 'throttled'),
      // Two 512 × 512 renders a minute.
      clientLimits: { concurrency: 1, maxWaiting: 4, pixelsPerMinute: 2 * 512 * 512 },
    });
    const tile = request('0,0,512,512/512,512/0/default.jpg');
    await throttled.render('3', tile, '203.0.113.9');
    await throttled.render('3', request('0,0,500,500/max/0/gray.jpg'), '203.0.113.9');
    // Cached: free, as often as asked.
    for (let i = 0; i < 5; i += 1) await throttled.render('3', tile, '203.0.113.9');
    const refused = await throttled
      .render('3', request('0,0,400,400/max/0/gray.jpg'), '203.0.113.9')
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(TooManyRendersError);
    expect((refused as TooManyRendersError).retryAfterSeconds).toBeGreaterThan(0);
    // Another client is not held back.
    await expect(
      throttled.render('3', request('0,0,400,400/max/0/gray.jpg'), '203.0.113.10'),
    ).resolves.toHaveProperty('body');
  });

  it('cuts the region asked for', async () => {
    const right = await bytes(
      await service.render('1', request('200,0,200,200/max/0/default.jpg')),
    );
    expect(isBlue(await colourAt(right, { left: 50, top: 50, width: 100, height: 100 }))).toBe(
      true,
    );
    const left = await bytes(
      await service.render('1', request('pct:0,0,50,100/100,/0/default.jpg')),
    );
    expect(isRed(await colourAt(left, { left: 25, top: 25, width: 50, height: 50 }))).toBe(true);
  });

  it('cuts regions of an EXIF-rotated original in displayed coordinates', async () => {
    // Orientation 6 turns the stored image a quarter clockwise: red ends up on top.
    const top = await bytes(await service.render('2', request('0,0,200,200/max/0/default.png')));
    expect(isRed(await colourAt(top, { left: 50, top: 50, width: 100, height: 100 }))).toBe(true);
  });

  it('mirrors before rotating (§4.3, §4.6)', async () => {
    const quarter = async (rotation: string, size: [number, number] = [200, 400]) => {
      const data = await bytes(
        await service.render('1', request(`full/max/${rotation}/default.png`)),
      );
      const meta = await sharp(data).metadata();
      expect([meta.width, meta.height]).toEqual(size);
      return data;
    };
    const mirrored = await quarter('!0', [400, 200]);
    expect(isBlue(await colourAt(mirrored, { left: 10, top: 10, width: 100, height: 100 }))).toBe(
      true,
    );
    // A quarter turn clockwise brings the left half to the top: red, or blue when mirrored first.
    const turned = await quarter('90');
    expect(isRed(await colourAt(turned, { left: 50, top: 10, width: 100, height: 100 }))).toBe(
      true,
    );
    const both = await quarter('!90');
    expect(isBlue(await colourAt(both, { left: 50, top: 10, width: 100, height: 100 }))).toBe(true);
    const back = await quarter('270');
    expect(isBlue(await colourAt(back, { left: 50, top: 10, width: 100, height: 100 }))).toBe(true);
  });

  it('delivers the gray and bitonal qualities and the png format', async () => {
    const gray = await service.render('1', request('full/100,/0/gray.png'));
    expect(gray?.contentType).toBe('image/png');
    const grayStats = await sharp(await bytes(gray)).stats();
    expect(grayStats.isOpaque).toBe(true);
    expect(grayStats.channels.length).toBe(1);
    const file = await bytes(await service.render('4', request('full/max/0/bitonal.png')));
    expect((await sharp(file).metadata()).channels).toBe(1);
    const bitonal = await sharp(file).extractChannel(0).raw().toBuffer();
    expect(new Set(bitonal)).toEqual(new Set([0, 255]));
    expect([bitonal[0], bitonal[199]]).toEqual([255, 0]);
  });

  it('refuses a region outside the image with IiifRequestError', async () => {
    await expect(
      service.render('1', request('400,0,10,10/max/0/default.jpg')),
    ).rejects.toBeInstanceOf(IiifRequestError);
  });

  it('renders a kept tile again when the original is newer', async () => {
    const tile = request('0,0,400,200/max/0/default.jpg');
    const first = await service.render('1', tile);
    const later = new Date(Date.now() + 10_000);
    await utimes(join(originals, '1.jpg'), later, later);
    const count = renders.length;
    const second = await service.render('1', tile);
    expect(renders.length).toBe(count + 1);
    expect(second?.etag).not.toBe(first?.etag);
  });

  it('answers a tile from memory when its cache cannot be written, and says why', async () => {
    // The cache under a regular file: nothing can be written there, even as root.
    const blocker = join(root, 'blocker');
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toFile(blocker);
    const failures: Array<{ path: string; error: unknown }> = [];
    const unwritable = createIiifImageService({
      store: createImageStore({ originalsDir: originals, cacheDir: join(blocker, 'store') }),
      cacheDir: join(blocker, 'iiif'),
      onCacheError: (event) => failures.push(event),
    });
    const tile = await unwritable.render('3', request('512,512,512,388/512,388/0/default.webp'));
    expect(tile?.body).toHaveProperty('data');
    expect(await sharp(await bytes(tile)).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 388,
    });
    expect(failures).toHaveLength(1);
    expect((failures[0]?.error as NodeJS.ErrnoException).code).toBe('ENOTDIR');
  });
});
