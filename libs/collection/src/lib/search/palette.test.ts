import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { hexToOklab, oklabDistance } from '@kokoelma/contract/site';
import { binsNear, colourBin, extractPalette, type PaletteEntry } from './palette';

/** A PNG of vertical bands: each colour over its share of the width (of 100 px). */
async function bands(parts: ReadonlyArray<[hex: string, width: number]>, height = 50) {
  const width = parts.reduce((sum, [, w]) => sum + w, 0);
  let left = 0;
  const composites = parts.map(([hex, w]) => {
    const input = { create: { width: w, height, channels: 3 as const, background: hex } };
    const layer = { input, left, top: 0 };
    left += w;
    return layer;
  });
  return sharp({ create: { width, height, channels: 3, background: '#000000' } })
    .composite(composites)
    .png()
    .toBuffer();
}

describe('extractPalette', () => {
  it('gives the two colours of a two-colour image with their shares', async () => {
    const palette = await extractPalette(
      await bands([
        ['#1e50c8', 60],
        ['#f9d71c', 40],
      ]),
    );
    expect(palette).toHaveLength(2);
    const [blue, yellow] = palette as [PaletteEntry, PaletteEntry];
    expect(oklabDistance(blue.lab, hexToOklab('#1e50c8'))).toBeLessThan(0.02);
    expect(oklabDistance(yellow.lab, hexToOklab('#f9d71c'))).toBeLessThan(0.02);
    expect(blue.share).toBeCloseTo(0.6, 1);
    expect(yellow.share).toBeCloseTo(0.4, 1);
    expect(blue.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('gives one colour for a plain image, and at most five for a busy one', async () => {
    const plain = await extractPalette(await bands([['#c62828', 80]]));
    expect(plain.map((c) => c.share)).toEqual([1]);
    const busy = await extractPalette(
      await bands([
        ['#c62828', 15],
        ['#ef6c00', 15],
        ['#f9d71c', 15],
        ['#2e7d32', 15],
        ['#1e50c8', 15],
        ['#6a1b9a', 15],
        ['#141414', 10],
      ]),
    );
    expect(busy.length).toBeLessThanOrEqual(5);
    expect(busy.reduce((sum, c) => sum + c.share, 0)).toBeGreaterThan(0.9);
    for (let i = 1; i < busy.length; i += 1) {
      expect(busy[i - 1]?.share).toBeGreaterThanOrEqual(busy[i]?.share ?? 1);
    }
  });

  it('rejects what is not an image', async () => {
    await expect(extractPalette(Buffer.from('not an image'))).rejects.toThrow();
  });
});

describe('colour bins', () => {
  it('finds the cell of every colour near the chosen one', () => {
    const chosen = hexToOklab('#1e50c8');
    const near = new Set(binsNear(chosen, 0.15));
    for (const hex of ['#1e50c8', '#2a5ad0', '#1040a0', '#3366cc', '#0000ff']) {
      const lab = hexToOklab(hex);
      if (oklabDistance(lab, chosen) < 0.15) expect(near.has(colourBin(lab))).toBe(true);
    }
    expect(near.has(colourBin(hexToOklab('#c62828')))).toBe(false);
  });
});
