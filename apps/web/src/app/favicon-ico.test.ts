// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ICO_SIZES, icoFromSvg } from '../../vite-plugins/favicon-ico';

const svg = readFileSync(join(import.meta.dirname, '../../public/favicon.svg'));

describe('favicon.ico, made from favicon.svg at build', () => {
  it('is an ICO directory of PNG images at 16, 32 and 48 px that decode', async () => {
    const ico = await icoFromSvg(svg);
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(ICO_SIZES.length);
    let end = 6 + 16 * ICO_SIZES.length;
    for (const [i, size] of ICO_SIZES.entries()) {
      const entry = 6 + 16 * i;
      expect(ico.readUInt8(entry)).toBe(size);
      expect(ico.readUInt8(entry + 1)).toBe(size);
      expect(ico.readUInt16LE(entry + 6)).toBe(32);
      const bytes = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(offset).toBe(end);
      end += bytes;
      const png = ico.subarray(offset, offset + bytes);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      // The icon's dark square and white letter, not an empty image.
      const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
      expect(Math.min(...data)).toBeLessThan(40);
      expect(Math.max(...data)).toBeGreaterThan(200);
    }
    expect(ico.length).toBe(end);
  });
});
