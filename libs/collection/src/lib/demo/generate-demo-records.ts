import { MUSEUM_IDS } from '@kokoelma/domain';
import { createDemoPeople, createImagePhotographers, namedOtherwise } from './demo-people';
import type { DemoRawRecord } from './demo-raw-record';
import { buildDemoRecord } from './demo-record';
import type { DemoRecordOptions, DemoWorld } from './demo-record';
import { demoSketchbook, SKETCHBOOK_MAX_PAGES, SKETCHBOOK_MIN_PAGES } from './demo-sketchbook';
import { DEMO_CATEGORIES } from './demo-terms';
import type { DemoCategoryName } from './demo-terms';
import { createSeededRandom, mixSeed } from './seeded-random';
import type { SeededRandom } from './seeded-random';

/** Size of the demo collection when nothing else is asked for. */
export const DEMO_DEFAULT_COUNT = 3000;

/** Seed of the demo collection when nothing else is asked for. */
export const DEMO_DEFAULT_SEED = 1;

/** Object ids start here and run on without gaps: record n has id 1000 + n. */
export const DEMO_FIRST_OBJECT_ID = 1000;

/** Image ids start here, apart from object ids so the two are never confused. */
export const DEMO_FIRST_IMAGE_ID = 300_000;

export interface DemoRecordsOptions {
  /** Exactly how many records to produce, sketchbook pages included. */
  readonly count: number;
  /** Same seed and count give the same records, byte for byte. */
  readonly seed?: number;
}

/** Where the first sketchbook starts, so that every demo larger than a few dozen has one. */
const FIRST_SKETCHBOOK_AT = 12;
/** Chance that a sketchbook starts at any later position (≈6 in 3000 records). */
const SKETCHBOOK_CHANCE = 0.002;

/** The Finnish category names in a fixed order: the first records show one of each. */
const SHOWCASE_CATEGORIES = Object.keys(DEMO_CATEGORIES) as DemoCategoryName[];

function createWorld(random: SeededRandom): DemoWorld {
  let nextImageId = DEMO_FIRST_IMAGE_ID;
  return {
    people: createDemoPeople(random.fork()),
    photographers: createImagePhotographers(random.fork()),
    nextImageId: () => nextImageId++,
  };
}

/**
 * The first records cover every category and every holder, and the first has a large
 * (deep zoom) image, so even a small demo shows each case; after that chance decides.
 */
function showcase(position: number): Omit<DemoRecordOptions, 'objectId'> {
  const category = SHOWCASE_CATEGORIES[position];
  const museum = MUSEUM_IDS[position];
  return {
    ...(category ? { category } : {}),
    ...(museum ? { museum } : {}),
    ...(position === 0 ? { forceLargeImage: true, imageCount: 1 } : {}),
  };
}

/** Pages of a sketchbook starting here, or 0 when none starts (or none fits any more). */
function sketchbookPages(random: SeededRandom, position: number, remaining: number): number {
  const starts = position === FIRST_SKETCHBOOK_AT || random.chance(SKETCHBOOK_CHANCE);
  if (!starts || remaining < SKETCHBOOK_MIN_PAGES + 1) return 0;
  return Math.min(random.int(SKETCHBOOK_MIN_PAGES, SKETCHBOOK_MAX_PAGES), remaining - 1);
}

function* built(count: number, seed: number): Generator<DemoRawRecord, void, undefined> {
  const random = createSeededRandom(mixSeed(seed));
  const world = createWorld(random);
  let position = 0;
  while (position < count) {
    const objectId = DEMO_FIRST_OBJECT_ID + position;
    const pages = sketchbookPages(random, position, count - position);
    if (pages > 0) {
      const withSeries = position === FIRST_SKETCHBOOK_AT;
      yield* demoSketchbook(random, world, objectId, pages, withSeries);
      position += pages + 1;
    } else {
      yield buildDemoRecord(random, world, { objectId, ...showcase(position) });
      position += 1;
    }
  }
}

/** The records, a few of their people named otherwise (demo-people.ts DEMO_OTHERWISE_NAMED). */
function* records(count: number, seed: number): Generator<DemoRawRecord, void, undefined> {
  const seen = new Map<number, number>();
  for (const record of built(count, seed)) {
    yield { ...record, people: record.people.map((person) => namedOtherwise(person, seen)) };
  }
}

/**
 * A deterministic demo collection in the museum's open API format, produced lazily: one
 * record (or one sketchbook of at most 21) is built at a time, so 100,000 records need no
 * more memory than a few. Exactly `count` records, with object ids 1000…999 + count.
 *
 * @throws RangeError when `count` is not a whole number ≥ 0 or `seed` is not finite.
 */
export function generateDemoRecords(options: DemoRecordsOptions): Iterable<DemoRawRecord> {
  const { count, seed = DEMO_DEFAULT_SEED } = options;
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`count must be a whole number ≥ 0, got ${count}`);
  }
  if (!Number.isFinite(seed)) throw new RangeError(`seed must be a finite number, got ${seed}`);
  // Checked here, not inside the generator, so a bad call fails at once rather than
  // at the first iteration.
  return { [Symbol.iterator]: () => records(count, seed) };
}
