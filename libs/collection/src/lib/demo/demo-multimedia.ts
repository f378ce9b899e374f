import type { DemoRawAddress, DemoRawImage, DemoText } from './demo-raw-record';
import { demoImageDescription } from './demo-image-description';
import { DEMO_LARGE_MAX_SIDE, DEMO_LARGE_MIN_SIDE, demoOriginalSize } from './demo-image-size';
import type { PixelSize } from './demo-image-size';
import type { SeededRandom } from './seeded-random';

/** What the images of one object depend on. */
export interface MultimediaContext {
  /** How many images (0–3). */
  readonly count: number;
  /** Width / height of the object, so a portrait painting gets portrait photographs. */
  readonly aspect: number;
  /** The object's year: old works are CC0, newer ones mostly under copyright. */
  readonly year: number | undefined;
  /** A letter's addressee, shown with each of its images. */
  readonly address: DemoRawAddress | null;
  /** Museum photographers to credit. */
  readonly photographers: readonly string[];
  /** The object's first keyword, for what its images' descriptions say. */
  readonly keyword?: DemoText | undefined;
  /** Forces the first image to be a large (deep zoom) one. */
  readonly forceLarge?: boolean;
  /** Hands out unique image ids. */
  readonly nextImageId: () => number;
}

/** Images updated between 2019 and 2025, like the museum's re-photography campaigns. */
const UPDATED_FROM = Date.UTC(2019, 0, 1);
const UPDATED_SPAN = Date.UTC(2025, 11, 31) - UPDATED_FROM;

function license(random: SeededRandom, year: number | undefined): string {
  if (year === undefined || year < 1900) return random.chance(0.9) ? 'CC0' : 'CC BY 4.0';
  return random.weighted([
    ['All rights reserved', 60],
    ['CC BY 4.0', 25],
    ['CC0', 15],
  ] as const);
}

/** The museum writes "+00:00" where `toISOString` writes "Z". */
function timestamp(random: SeededRandom): string {
  const ms = UPDATED_FROM + Math.floor(random.next() * UPDATED_SPAN);
  return new Date(ms).toISOString().replace('Z', '+00:00');
}

/**
 * Pixel size of one original: typical photographs 800–2400 px on the longest side before
 * the shared cap, large ones 4000–6000 px. The cap is {@link demoOriginalSize}, the same
 * function the renderer applies, so the record's size is the rendered file's size.
 */
export function demoImageSize(random: SeededRandom, aspect: number, large: boolean): PixelSize {
  const longest = large
    ? random.int(DEMO_LARGE_MIN_SIDE, DEMO_LARGE_MAX_SIDE)
    : random.int(800, 2400);
  // Photographs include a little margin around the work, so the aspect wavers slightly.
  const ratio = aspect * (0.97 + random.next() * 0.06);
  const size =
    ratio >= 1
      ? { width: longest, height: Math.max(1, Math.round(longest / ratio)) }
      : { width: Math.max(1, Math.round(longest * ratio)), height: longest };
  return demoOriginalSize(size);
}

function image(random: SeededRandom, context: MultimediaContext, ordinal: number): DemoRawImage {
  const id = context.nextImageId();
  const large = (context.forceLarge === true && ordinal === 1) || random.chance(0.003);
  const { width, height } = demoImageSize(random, context.aspect, large);
  const result: DemoRawImage = {
    id,
    license: license(random, context.year),
    updated_timestamp: timestamp(random),
    filename_extension: '.jpg',
    width,
    height,
    size: Math.round(width * height * (0.1 + random.next() * 0.1)),
    image_version: 1,
    isRiaDisplayImage: true,
    ordinal,
    photographer_name: random.chance(0.95) ? random.pick(context.photographers) : null,
    address: context.address,
    filename: `${id}.jpg`,
    displayClass: large
      ? 5
      : random.weighted([
          [1, 10],
          [2, 25],
          [3, 35],
          [4, 20],
          [5, 10],
        ] as const),
  };
  // A few images lack a required field on purpose, so validation has something to drop.
  if (random.chance(0.005)) delete result.width;
  // Without a draw from `random`: the rest of the collection stays as it was.
  const description = demoImageDescription(id, ordinal, context.keyword);
  return description ? { ...result, description } : result;
}

/** The `multimedia` of one object; now and then listed out of `ordinal` order. */
export function demoMultimedia(random: SeededRandom, context: MultimediaContext): DemoRawImage[] {
  const images = Array.from({ length: context.count }, (_, index) =>
    image(random, context, index + 1),
  );
  return images.length > 1 && random.chance(0.15) ? images.reverse() : images;
}
