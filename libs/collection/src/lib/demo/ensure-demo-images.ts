import { availableParallelism } from 'node:os';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoRawImage, DemoRawRecord } from './demo-raw-record';
import { DEMO_DEFAULT_SEED } from './generate-demo-records';
import { renderDemoImage } from './render-demo-image';

/** What an image needs to be drawn: its id and pixel size (absent on invalid images). */
export type DemoImageRef = Pick<DemoRawImage, 'id' | 'height'> & { readonly width?: number };

/** What happened to one image: drawn now, already on disk, or not drawable (no size). */
export type DemoImageOutcome = 'rendered' | 'existing' | 'skipped';

export interface EnsureDemoImageOptions {
  /** Seed of the pictures; the collection's seed by default. */
  readonly seed?: number;
}

/** Makes temporary names unique within the process. */
let temporarySequence = 0;

function isPixelCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Writes the demo original of `image` to `${dir}/${id}.jpg` unless that file exists.
 * The name is built from the numeric id, never taken from the record, so no record can
 * write outside `dir`. Written beside the target and renamed, so an interrupted run
 * leaves no truncated file that a later run would take for finished.
 */
export async function ensureDemoImage(
  dir: string,
  image: DemoImageRef,
  options: EnsureDemoImageOptions = {},
): Promise<DemoImageOutcome> {
  if (!Number.isSafeInteger(image.id) || image.id < 0) return 'skipped';
  if (!isPixelCount(image.width) || !isPixelCount(image.height)) return 'skipped';
  const target = join(dir, `${image.id}.jpg`);
  if (await exists(target)) return 'existing';
  const jpeg = await renderDemoImage({
    imageId: image.id,
    width: image.width,
    height: image.height,
    seed: options.seed ?? DEMO_DEFAULT_SEED,
  });
  const temporary = `${target}.${process.pid}-${(temporarySequence += 1)}.tmp`;
  try {
    await writeFile(temporary, jpeg);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return 'rendered';
}

export interface EnsureDemoImagesOptions extends EnsureDemoImageOptions {
  /** Images drawn at once; the number of CPUs by default. */
  readonly concurrency?: number;
}

export type EnsureDemoImagesResult = Record<DemoImageOutcome, number>;

/**
 * Draws every missing original of `records` into `dir` with at most `concurrency`
 * images in progress, reading the records lazily (a generator of 100,000 is fine).
 * Stops at the first failure and rejects with it.
 */
export async function ensureDemoImages(
  dir: string,
  records: Iterable<Pick<DemoRawRecord, 'multimedia'>>,
  options: EnsureDemoImagesOptions = {},
): Promise<EnsureDemoImagesResult> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? availableParallelism()));
  await mkdir(dir, { recursive: true });
  const counts: EnsureDemoImagesResult = { rendered: 0, existing: 0, skipped: 0 };
  const images = (function* () {
    for (const record of records) yield* record.multimedia;
  })();
  let failed = false;
  // Workers share one iterator; JavaScript runs one `next()` at a time, so no image is
  // taken twice.
  const worker = async (): Promise<void> => {
    for (let next = images.next(); !next.done && !failed; next = images.next()) {
      try {
        counts[await ensureDemoImage(dir, next.value, options)] += 1;
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return counts;
}
