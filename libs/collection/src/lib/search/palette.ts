import sharp from 'sharp';
import { oklabDistance, oklabToHex, rgbToOklab, type Oklab } from '@kokoelma/contract/site';

/** One dominant colour of an image: where it is in OKLab, as "#rrggbb", and its share. */
export interface PaletteEntry {
  readonly lab: Oklab;
  readonly hex: string;
  /** Share of the image's pixels, 0…1 (rounded to 0.001). */
  readonly share: number;
}

/** Colours in a palette at most. */
export const PALETTE_SIZE = 5;
/** The image is measured at this size (longest side): plenty for dominant colours. */
const SAMPLE_SIZE = 64;
/** Clusters closer than this (OKLab) are one colour. */
const MERGE_DISTANCE = 0.06;
/** Colours covering less than this share are left out. */
const MIN_SHARE = 0.02;
const ITERATIONS = 12;

/** Grid steps of {@link colourBin}: lightness 0…1 in tenths, a and b −0.4…0.4 in tenths. */
export const BIN_STEP = 0.1;
const AB_CELLS = 8;

const clampCell = (value: number, cells: number) =>
  Math.min(cells - 1, Math.max(0, Math.floor(value)));

/** The cell indexes (lightness, a, b) of an OKLab colour in the search grid. */
export function binCells([l, a, b]: Oklab): [number, number, number] {
  return [
    clampCell(l / BIN_STEP, 10),
    clampCell((a + 0.4) / BIN_STEP, AB_CELLS),
    clampCell((b + 0.4) / BIN_STEP, AB_CELLS),
  ];
}

/** The colour's cell of the coarse OKLab grid that collection_object_colours indexes. */
export function colourBin(lab: Oklab): number {
  const [l, a, b] = binCells(lab);
  return l * 100 + a * 10 + b;
}

/**
 * Every grid cell that holds a colour within `radius` of `lab` (the cells a colour search
 * reads): the cells whose box comes within `radius`, edge cells reaching to infinity
 * (colours outside −0.4…0.4 are clamped into them).
 */
export function binsNear(lab: Oklab, radius: number): number[] {
  const [l0, a0, b0] = binCells(lab);
  const reach = Math.ceil(radius / BIN_STEP);
  const gap = (value: number, cell: number, cells: number, offset: number) => {
    const low = cell === 0 ? -Infinity : cell * BIN_STEP - offset;
    const high = cell === cells - 1 ? Infinity : (cell + 1) * BIN_STEP - offset;
    return value < low ? low - value : value > high ? value - high : 0;
  };
  const out: number[] = [];
  for (let l = Math.max(0, l0 - reach); l <= Math.min(9, l0 + reach); l += 1) {
    for (let a = Math.max(0, a0 - reach); a <= Math.min(AB_CELLS - 1, a0 + reach); a += 1) {
      for (let b = Math.max(0, b0 - reach); b <= Math.min(AB_CELLS - 1, b0 + reach); b += 1) {
        const d = Math.hypot(
          gap(lab[0], l, 10, 0),
          gap(lab[1], a, AB_CELLS, 0.4),
          gap(lab[2], b, AB_CELLS, 0.4),
        );
        if (d <= radius) out.push(l * 100 + a * 10 + b);
      }
    }
  }
  return out;
}

interface Cluster {
  l: number;
  a: number;
  b: number;
  n: number;
}

/**
 * The dominant colours of an image (a file path or its bytes): the image shrunk to at most
 * 64 px, its pixels in OKLab clustered by k-means (started from the most populous cells of
 * the search grid, so the same image always gives the same palette), clusters closer than
 * a just-visible difference merged, and colours under 2 % left out; the largest share
 * first. Transparent pixels count as what they show over white.
 */
export async function extractPalette(input: string | Buffer): Promise<PaletteEntry[]> {
  const { data, info } = await sharp(input)
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'inside', kernel: 'cubic' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const count = info.width * info.height;
  const pixels = new Float64Array(count * 3);
  const cells = new Map<number, Cluster>();
  for (let i = 0; i < count; i += 1) {
    const lab = rgbToOklab(data[i * 3] ?? 0, data[i * 3 + 1] ?? 0, data[i * 3 + 2] ?? 0);
    pixels.set(lab, i * 3);
    const key = colourBin(lab);
    const cell = cells.get(key) ?? { l: 0, a: 0, b: 0, n: 0 };
    cell.l += lab[0];
    cell.a += lab[1];
    cell.b += lab[2];
    cell.n += 1;
    cells.set(key, cell);
  }
  let centres = [...cells.entries()]
    .sort((x, y) => y[1].n - x[1].n || x[0] - y[0])
    .slice(0, PALETTE_SIZE)
    .map(([, c]) => ({ l: c.l / c.n, a: c.a / c.n, b: c.b / c.n, n: c.n }));
  const assignment = new Int32Array(count);
  for (let round = 0; round < ITERATIONS; round += 1) {
    // Sums of lightness, a, b and the count per cluster, four numbers each.
    const sums = new Float64Array(centres.length * 4);
    let moved = false;
    for (let i = 0; i < count; i += 1) {
      const l = pixels[i * 3] ?? 0;
      const a = pixels[i * 3 + 1] ?? 0;
      const b = pixels[i * 3 + 2] ?? 0;
      let best = 0;
      let bestDistance = Infinity;
      centres.forEach((c, k) => {
        const d = (l - c.l) ** 2 + (a - c.a) ** 2 + (b - c.b) ** 2;
        if (d < bestDistance) {
          best = k;
          bestDistance = d;
        }
      });
      if (assignment[i] !== best) moved = true;
      assignment[i] = best;
      const add = (j: number, value: number) => {
        sums[best * 4 + j] = (sums[best * 4 + j] ?? 0) + value;
      };
      add(0, l);
      add(1, a);
      add(2, b);
      add(3, 1);
    }
    centres = centres
      .map((_, k) => {
        const n = sums[k * 4 + 3] ?? 0;
        const at = (j: number) => (sums[k * 4 + j] ?? 0) / Math.max(n, 1);
        return { l: at(0), a: at(1), b: at(2), n };
      })
      .filter((c) => c.n > 0);
    if (!moved && round > 0) break;
  }
  // Near-identical clusters (one colour split in two) become one, weighted by size.
  const merged: Cluster[] = [];
  for (const c of [...centres].sort((x, y) => y.n - x.n)) {
    const near = merged.find(
      (m) => oklabDistance([m.l, m.a, m.b], [c.l, c.a, c.b]) < MERGE_DISTANCE,
    );
    if (!near) {
      merged.push({ ...c });
      continue;
    }
    const n = near.n + c.n;
    near.l = (near.l * near.n + c.l * c.n) / n;
    near.a = (near.a * near.n + c.a * c.n) / n;
    near.b = (near.b * near.n + c.b * c.n) / n;
    near.n = n;
  }
  return merged
    .map((c) => {
      const lab: Oklab = [c.l, c.a, c.b];
      return { lab, hex: oklabToHex(lab), share: Math.round((c.n / count) * 1000) / 1000 };
    })
    .filter((entry) => entry.share >= MIN_SHARE)
    .sort((x, y) => y.share - x.share || x.hex.localeCompare(y.hex));
}
