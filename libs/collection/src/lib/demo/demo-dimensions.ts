import type { DemoRawDimension, DemoText } from './demo-raw-record';
import type { MeasureKind } from './demo-classifications';
import { term } from './demo-terms';
import type { SeededRandom } from './seeded-random';

const TYPES = {
  heightWidth: term('korkeus x leveys', 'höjd x bredd', 'height x width'),
  heightWidthDepth: term(
    'korkeus x leveys x syvyys',
    'höjd x bredd x djup',
    'height x width x depth',
  ),
  height: term('korkeus', 'höjd', 'height'),
  imageArea: term('kuva-ala', 'bildyta', 'image area'),
  sheet: term('arkin koko', 'arkets storlek', 'sheet size'),
  framed: term('kehyksineen', 'med ram', 'framed'),
  passepartout: term('paspartuun koko', 'passepartoutens storlek', 'passepartout size'),
  pedestal: term('jalustan korkeus', 'sockelns höjd', 'height of pedestal'),
} as const satisfies Record<string, DemoText>;

/** Width divided by height: portrait, landscape or square, as the object's main measure. */
export function demoAspect(random: SeededRandom): number {
  const shape = random.weighted([
    ['portrait', 45],
    ['landscape', 40],
    ['square', 15],
  ] as const);
  if (shape === 'square') return 1;
  const ratio = 1.15 + random.next() * 0.65;
  return shape === 'landscape' ? ratio : 1 / ratio;
}

/** One dimension in the museum's field order; `undefined` leaves a field out. */
function dimension(
  measurements: number[],
  unit: string | undefined,
  sortLnu: number | undefined,
  measureType: DemoText,
): DemoRawDimension {
  return {
    measurements,
    ...(unit === undefined ? {} : { unit }),
    ...(sortLnu === undefined ? {} : { sortLnu }),
    measureType,
  };
}

/** Rounds to one decimal, as the museum records centimetres. */
const round1 = (value: number): number => Math.round(value * 10) / 10;

/** A height × width pair in cm for a flat object whose height is in [min, max]. */
function flatCm(random: SeededRandom, aspect: number, min: number, max: number): [number, number] {
  const height = min + random.next() * (max - min);
  return [round1(height), round1(height * aspect)];
}

/** Expresses cm values in `unit` (mm values are whole numbers). */
function inUnit(valuesCm: readonly number[], unit: 'mm' | 'cm' | 'm'): number[] {
  if (unit === 'mm') return valuesCm.map((value) => Math.round(value * 10));
  if (unit === 'm') return valuesCm.map((value) => Math.round(value) / 100);
  return [...valuesCm];
}

function painting(random: SeededRandom, aspect: number): DemoRawDimension[] {
  const [h, w] = flatCm(random, aspect, 20, 200);
  const list = [dimension([h, w], 'cm', 1, TYPES.heightWidth)];
  if (random.chance(0.4)) {
    const frame = random.int(6, 20);
    list.push(
      dimension([round1(h + frame), round1(w + frame), random.int(4, 12)], 'cm', 4, TYPES.framed),
    );
  }
  return list;
}

function paper(random: SeededRandom, aspect: number, printed: boolean): DemoRawDimension[] {
  const unit = random.chance(0.5) ? 'mm' : 'cm';
  const [h, w] = flatCm(random, aspect, 8, 70);
  const list = [
    dimension(inUnit([h, w], unit), unit, 1, printed ? TYPES.imageArea : TYPES.heightWidth),
  ];
  if (printed)
    list.push(dimension(inUnit([round1(h + 6), round1(w + 5)], unit), unit, 2, TYPES.sheet));
  if (random.chance(0.2))
    list.push(
      dimension(inUnit([round1(h + 20), round1(w + 16)], unit), unit, 5, TYPES.passepartout),
    );
  return list;
}

function sculpture(random: SeededRandom): DemoRawDimension[] {
  const large = random.chance(0.1);
  const unit = large ? 'm' : 'cm';
  const h = large ? random.int(200, 900) : random.int(10, 180);
  const values = inUnit(
    [h, round1(h * (0.3 + random.next() * 0.7)), round1(h * (0.2 + random.next() * 0.5))],
    unit,
  );
  // The museum leaves sortLnu out on many three-dimensional works.
  const list = [
    dimension(values, unit, random.chance(0.3) ? undefined : 1, TYPES.heightWidthDepth),
  ];
  if (!large && random.chance(0.15))
    list.push(dimension([random.int(60, 120)], 'cm', 3, TYPES.pedestal));
  return list;
}

/**
 * The cases where the spec's size rules fall back to the default size: no dimensions,
 * a single zero, a missing unit, a unit they do not know.
 */
function fallbackCase(random: SeededRandom, aspect: number): DemoRawDimension[] {
  const [h, w] = flatCm(random, aspect, 10, 100);
  return random.pick<DemoRawDimension[]>([
    [],
    [dimension([0], 'cm', 1, TYPES.height)],
    [dimension([h, w], undefined, 1, TYPES.heightWidth)],
    [dimension([round1(h / 2.54), round1(w / 2.54)], 'in', 1, TYPES.heightWidth)],
  ]);
}

/** The `dimensions` of an object measured as `kind`; ≈6 % are fallback cases. */
export function demoDimensions(
  random: SeededRandom,
  kind: MeasureKind,
  aspect: number,
): DemoRawDimension[] {
  if (kind === 'none') return [];
  if (random.chance(0.06)) return fallbackCase(random, aspect);
  switch (kind) {
    case 'painting':
      return painting(random, aspect);
    case 'paper':
      return paper(random, aspect, false);
    case 'print':
      return paper(random, aspect, true);
    case 'photo':
      return paper(random, aspect, false);
    case 'sculpture':
      return sculpture(random);
  }
}
