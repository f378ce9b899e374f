import type { Composition, Rgb, Shape } from './demo-composition';

// Paints a composition into raw RGB pixels. Drawing in JavaScript rather than through an
// SVG renderer is about speed: the shapes are axis-aligned, so a row is a few runs of
// constant colour (filled natively with `Buffer.fill`), and a row with the same runs as
// the row above is copied. That makes a 1600 px original cost ~1 ms here, against ~6 ms
// for rasterising SVG, which matters when a demo start draws thousands.

/** The part of row `y` a shape covers, as [from, to) in pixels, or undefined. */
function spanAt(shape: Shape, y: number, width: number): [number, number] | undefined {
  if (shape.kind === 'rect') {
    if (y < shape.y0 || y >= shape.y1) return undefined;
    return clip(shape.x0, shape.x1, width);
  }
  const dy = y + 0.5 - shape.cy;
  if (Math.abs(dy) >= shape.r) return undefined;
  const half = Math.sqrt(shape.r * shape.r - dy * dy);
  return clip(Math.round(shape.cx - half), Math.round(shape.cx + half), width);
}

function clip(from: number, to: number, width: number): [number, number] | undefined {
  const [a, b] = [Math.max(0, from), Math.min(width, to)];
  return a < b ? [a, b] : undefined;
}

function blend(under: Rgb, over: Rgb, opacity: number): Rgb {
  const mix = (u: number, o: number) => Math.round(u + (o - u) * opacity);
  return [mix(under[0], over[0]), mix(under[1], over[1]), mix(under[2], over[2])];
}

interface Run {
  readonly shape: Shape;
  readonly from: number;
  readonly to: number;
}

/** Paints one row: cuts it at every run edge and blends each piece's colours in order. */
function paintRow(
  pixels: Buffer,
  offset: number,
  width: number,
  ground: Rgb,
  runs: readonly Run[],
): void {
  const edges = [...new Set([0, width, ...runs.flatMap((run) => [run.from, run.to])])].sort(
    (a, b) => a - b,
  );
  for (let i = 0; i + 1 < edges.length; i += 1) {
    const from = edges[i] ?? 0;
    const to = edges[i + 1] ?? width;
    let colour = ground;
    for (const run of runs) {
      if (run.from <= from && to <= run.to)
        colour = blend(colour, run.shape.colour, run.shape.opacity);
    }
    pixels.fill(Buffer.from(colour), offset + from * 3, offset + to * 3);
  }
}

/** The composition as raw 8-bit RGB, row by row, `width * height * 3` bytes. */
export function rasteriseComposition(composition: Composition): Buffer {
  const { width, height, ground, shapes } = composition;
  const stride = width * 3;
  const pixels = Buffer.allocUnsafe(stride * height);
  let previousKey: string | undefined;
  for (let y = 0; y < height; y += 1) {
    const runs: Run[] = [];
    for (const shape of shapes) {
      const span = spanAt(shape, y, width);
      if (span) runs.push({ shape, from: span[0], to: span[1] });
    }
    const key = runs.map((run) => `${shapes.indexOf(run.shape)}:${run.from}:${run.to}`).join(',');
    if (key === previousKey) {
      pixels.copy(pixels, y * stride, (y - 1) * stride, y * stride);
    } else {
      paintRow(pixels, y * stride, width, ground, runs);
      previousKey = key;
    }
  }
  return pixels;
}
