import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DemoRawImage } from './demo-raw-record';
import { ensureDemoImage, ensureDemoImages } from './ensure-demo-images';
import { generateDemoRecords } from './generate-demo-records';

function image(
  id: number,
  width: number | undefined,
  height: number,
): Pick<DemoRawImage, 'id' | 'width' | 'height'> {
  return width === undefined ? { id, height } : { id, width, height };
}

describe('ensureDemoImage(s)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'demo-images-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a missing original once, then leaves it alone', async () => {
    expect(await ensureDemoImage(dir, image(300_001, 320, 200))).toBe('rendered');
    const path = join(dir, '300001.jpg');
    const before = await stat(path);
    expect(await ensureDemoImage(dir, image(300_001, 320, 200))).toBe('existing');
    expect((await stat(path)).mtimeMs).toBe(before.mtimeMs);
    expect(await sharp(path).metadata()).toMatchObject({ width: 320, height: 200, format: 'jpeg' });
  });

  it('does not overwrite a file that is already there, whatever it holds', async () => {
    await writeFile(join(dir, '7.jpg'), 'not really a jpeg');
    expect(await ensureDemoImage(dir, image(7, 100, 100))).toBe('existing');
  });

  it('skips images without a usable size', async () => {
    expect(await ensureDemoImage(dir, image(8, undefined, 100))).toBe('skipped');
    expect(await ensureDemoImage(dir, image(9, 0, 100))).toBe('skipped');
    expect(await readdir(dir)).toEqual([]);
  });

  it('renders every drawable image of the records, with bounded concurrency', async () => {
    const records = [...generateDemoRecords({ count: 40, seed: 9 })];
    const all = records.flatMap((record) => record.multimedia);
    const drawable = all.filter((i) => i.width !== undefined && Math.max(i.width, i.height) < 4000);
    // The large deep-zoom images take longest; left out here to keep the test quick.
    const trimmed = records.map((record) => ({
      multimedia: record.multimedia.filter((i) => !(Math.max(i.width ?? 0, i.height) >= 4000)),
    }));
    const counts = await ensureDemoImages(join(dir, 'originals'), trimmed, { concurrency: 3 });
    expect(counts.rendered).toBe(drawable.length);
    expect(counts.rendered + counts.skipped).toBe(trimmed.flatMap((r) => r.multimedia).length);
    const files = await readdir(join(dir, 'originals'));
    expect(files.sort()).toEqual(drawable.map((i) => `${i.id}.jpg`).sort());
    const again = await ensureDemoImages(join(dir, 'originals'), trimmed, { concurrency: 3 });
    expect(again).toEqual({ rendered: 0, existing: drawable.length, skipped: counts.skipped });
  });

  it('stops at the first failure and reports it', async () => {
    const blocked = join(dir, 'file-not-dir');
    await writeFile(blocked, '');
    await expect(
      ensureDemoImages(blocked, [{ multimedia: [image(1, 10, 10) as DemoRawImage] }]),
    ).rejects.toThrow();
  });
});
