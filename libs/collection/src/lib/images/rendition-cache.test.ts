import { mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedRendition, sharedWhileRunning, writeAtomically } from './rendition-cache';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rendition-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A rendition that writes `text` and counts its renders. */
function renditionOf(source: string, target: string, text: string) {
  const renders = { toFile: 0, toBuffer: 0 };
  const errors: Array<{ path: string; error: unknown }> = [];
  return {
    renders,
    errors,
    spec: {
      target,
      source,
      toFile: async (path: string) => {
        renders.toFile += 1;
        await writeFile(path, text);
      },
      toBuffer: async () => {
        renders.toBuffer += 1;
        return Buffer.from(text);
      },
      onCacheError: (event: { path: string; error: unknown }) => errors.push(event),
    },
  };
}

describe('cachedRendition', () => {
  it('renders into a missing target once, then serves the kept file', async () => {
    const source = join(dir, 'original.jpg');
    await writeFile(source, 'original');
    const target = join(dir, 'cache', 'deep', 'variant.webp');
    const { spec, renders } = renditionOf(source, target, 'variant 1');

    const first = await cachedRendition(spec);
    expect(first).toMatchObject({ path: target, rendered: true });
    expect(await readFile(target, 'utf8')).toBe('variant 1');

    const second = await cachedRendition({
      ...spec,
      toFile: () => Promise.reject(new Error('no')),
    });
    expect(second).toEqual({ path: target, rendered: false });
    expect(renders).toEqual({ toFile: 1, toBuffer: 0 });
    // No temporary file is left beside the rendition.
    expect(await readdir(join(dir, 'cache', 'deep'))).toEqual(['variant.webp']);
  });

  it('renders again when the source is newer than the kept file (path or time given)', async () => {
    const source = join(dir, 'original.jpg');
    await writeFile(source, 'original');
    const target = join(dir, 'variant.webp');
    await writeFile(target, 'old variant');
    const past = new Date(Date.now() - 60_000);
    await utimes(target, past, past);

    const byPath = renditionOf(source, target, 'new variant');
    expect(await cachedRendition(byPath.spec)).toMatchObject({ rendered: true });
    expect(await readFile(target, 'utf8')).toBe('new variant');

    await utimes(target, past, past);
    const byTime = renditionOf(source, target, 'newest variant');
    const sourceTime = (await stat(source)).mtimeMs;
    expect(await cachedRendition({ ...byTime.spec, source: sourceTime })).toMatchObject({
      rendered: true,
    });
    expect(await readFile(target, 'utf8')).toBe('newest variant');
  });

  it('answers from memory and says so when the cache cannot take the file', async () => {
    const source = join(dir, 'original.jpg');
    await writeFile(source, 'original');
    // The cache directory's place is taken by a file: no directory can be made there.
    await writeFile(join(dir, 'cache'), 'not a directory');
    const target = join(dir, 'cache', 'variant.webp');
    const { spec, renders, errors } = renditionOf(source, target, 'in memory');

    const rendition = await cachedRendition(spec);
    expect(rendition).toEqual({ path: null, data: Buffer.from('in memory') });
    expect(renders.toBuffer).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.path).toBe(target);
  });

  it("passes on the renderer's own refusals without rendering in memory", async () => {
    const source = join(dir, 'original.jpg');
    await writeFile(source, 'original');
    const busy = new Error('busy');
    const { spec, renders, errors } = renditionOf(source, join(dir, 'v.webp'), 'x');
    await expect(
      cachedRendition({
        ...spec,
        toFile: () => Promise.reject(busy),
        passOn: (error) => error === busy,
      }),
    ).rejects.toBe(busy);
    expect(renders.toBuffer).toBe(0);
    expect(errors).toEqual([]);
    expect(await readdir(dir)).toEqual(['original.jpg']);
  });

  it('fails when the source itself is missing (nothing to render from)', async () => {
    const { spec } = renditionOf(join(dir, 'missing.jpg'), join(dir, 'v.webp'), 'x');
    await expect(cachedRendition(spec)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('writeAtomically', () => {
  it('leaves neither the target nor a temporary file when the write fails half-way', async () => {
    const target = join(dir, 'out', 'file.bin');
    await expect(
      writeAtomically(target, async (temporary) => {
        await writeFile(temporary, 'half');
        throw new Error('encoder failed');
      }),
    ).rejects.toThrow('encoder failed');
    expect(await readdir(join(dir, 'out'))).toEqual([]);
  });

  it('replaces an existing file whole', async () => {
    const target = join(dir, 'file.bin');
    await writeFile(target, 'before');
    await writeAtomically(target, (temporary) => writeFile(temporary, 'after'));
    expect(await readFile(target, 'utf8')).toBe('after');
    expect(await readdir(dir)).toEqual(['file.bin']);
  });
});

describe('sharedWhileRunning', () => {
  it('gives concurrent callers of one key the same job, and runs it again once settled', async () => {
    const once = sharedWhileRunning<number>();
    let runs = 0;
    let release: () => void = () => undefined;
    const job = () =>
      new Promise<number>((resolve) => {
        runs += 1;
        release = () => resolve(runs);
      });
    const first = once('a', job);
    const second = once('a', job);
    const other = once('b', () => Promise.resolve(-1));
    expect(runs).toBe(1);
    release();
    expect(await Promise.all([first, second, other])).toEqual([1, 1, -1]);
    const third = once('a', job);
    release();
    expect(await third).toBe(2);
  });

  it('forgets a failed job, so the next caller tries again', async () => {
    const once = sharedWhileRunning<string>();
    await expect(once('k', () => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    expect(await once('k', () => Promise.resolve('ok'))).toBe('ok');
  });
});
