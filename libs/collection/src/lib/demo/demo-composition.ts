import type { PixelSize } from './demo-image-size';
import type { SeededRandom } from './seeded-random';

// Abstract colour-field compositions: flat fields of colour in a palette derived from one
// hue, in the manner of colour-field painting. They are plain data (rectangles and discs)
// that `demo-raster.ts` paints; every image id gets its own arrangement, so a grid of
// demo results reads as a collection.

/** An sRGB colour, 0–255 per channel. */
export type Rgb = readonly [number, number, number];

/** A filled shape with an opacity; coordinates in whole pixels, `x1`/`y1` exclusive. */
export type Shape =
  | {
      readonly kind: 'rect';
      readonly x0: number;
      readonly y0: number;
      readonly x1: number;
      readonly y1: number;
      readonly colour: Rgb;
      readonly opacity: number;
    }
  | {
      readonly kind: 'disc';
      readonly cx: number;
      readonly cy: number;
      readonly r: number;
      readonly colour: Rgb;
      readonly opacity: number;
    };

export interface Composition {
  readonly width: number;
  readonly height: number;
  readonly ground: Rgb;
  /** Painted in order, later over earlier. */
  readonly shapes: readonly Shape[];
}

/** HSL (degrees, 0–1, 0–1) to sRGB. */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][Math.floor(h) % 6] ?? [0, 0, 0];
  const channel = (value: number | undefined) => Math.round(((value ?? 0) + m) * 255);
  return [channel(r), channel(g), channel(b)];
}

/** Five colours related by a colour scheme around one base hue. */
export function demoPalette(random: SeededRandom): Rgb[] {
  const base = random.int(0, 359);
  const offsets = random.pick([
    [0, 20, -20, 40, 10], // analogous
    [0, 180, 15, 195, 0], // complementary
    [0, 120, 240, 60, 0], // triadic
    [0, 0, 0, 30, 180], // near-monochrome with one accent
  ]);
  return offsets.map((offset) =>
    hslToRgb(base + offset, random.int(25, 85) / 100, random.int(18, 78) / 100),
  );
}

interface Canvas {
  readonly width: number;
  readonly height: number;
  readonly random: SeededRandom;
  readonly palette: readonly Rgb[];
}

function rect(x: number, y: number, w: number, h: number, colour: Rgb, opacity = 1): Shape {
  return {
    kind: 'rect',
    x0: Math.round(x),
    y0: Math.round(y),
    x1: Math.round(x + w),
    y1: Math.round(y + h),
    colour,
    opacity,
  };
}

/** Two or three fields stacked on a ground, with a margin around them. */
function stackedFields({ width, height, random, palette }: Canvas): Shape[] {
  const fields = random.int(2, 3);
  const margin = Math.min(width, height) * (0.06 + random.next() * 0.06);
  const gap = margin * 0.5;
  const each = (height - 2 * margin - (fields - 1) * gap) / fields;
  return Array.from({ length: fields }, (_, i) =>
    rect(
      margin,
      margin + i * (each + gap),
      width - 2 * margin,
      each,
      random.pick(palette.slice(1)),
      0.92,
    ),
  );
}

/** Vertical or horizontal bands of varying breadth, now and then a narrow "zip". */
function bands({ width, height, random, palette }: Canvas): Shape[] {
  const vertical = random.chance(0.6);
  const span = vertical ? width : height;
  const shapes: Shape[] = [];
  for (let at = 0; at < span;) {
    const breadth =
      span * (random.chance(0.25) ? 0.015 + random.next() * 0.02 : 0.08 + random.next() * 0.3);
    const colour = random.pick(palette);
    shapes.push(
      vertical ? rect(at, 0, breadth, height, colour) : rect(0, at, width, breadth, colour),
    );
    at += breadth;
  }
  return shapes;
}

/** Overlapping translucent rectangles, sometimes with a disc: a constructivist arrangement. */
function overlaps({ width, height, random, palette }: Canvas): Shape[] {
  const shapes = Array.from({ length: random.int(3, 6) }, () => {
    const w = width * (0.2 + random.next() * 0.5);
    const h = height * (0.2 + random.next() * 0.5);
    const opacity = 0.6 + random.next() * 0.35;
    return rect(
      random.next() * (width - w),
      random.next() * (height - h),
      w,
      h,
      random.pick(palette),
      opacity,
    );
  });
  if (random.chance(0.4)) {
    const r = Math.round(Math.min(width, height) * (0.08 + random.next() * 0.15));
    const [cx, cy] = [Math.round(random.next() * width), Math.round(random.next() * height)];
    shapes.push({ kind: 'disc', cx, cy, r, colour: random.pick(palette), opacity: 1 });
  }
  return shapes;
}

/** A composition of exactly `size` pixels: a ground colour and one kind of arrangement. */
export function demoComposition(random: SeededRandom, size: PixelSize): Composition {
  const palette = demoPalette(random);
  const canvas: Canvas = { width: size.width, height: size.height, random, palette };
  const compose = random.weighted([
    [stackedFields, 35],
    [bands, 25],
    [overlaps, 40],
  ] as const);
  return {
    width: size.width,
    height: size.height,
    ground: palette[0] ?? [128, 128, 128],
    shapes: compose(canvas),
  };
}
