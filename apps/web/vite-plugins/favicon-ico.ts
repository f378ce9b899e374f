import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The sizes browsers, bookmarks and feed readers take from a favicon.ico. */
export const ICO_SIZES = [16, 32, 48] as const;

/**
 * An ICO file of PNG images (Windows Vista's format, read by every browser): a 6-byte
 * header, a 16-byte entry per image, then the images. A width or height of 256 is
 * written as 0; ours are smaller.
 */
export function icoFile(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: an icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** The site's SVG icon as favicon.ico, at each of {@link ICO_SIZES}. */
export async function icoFromSvg(svg: Buffer): Promise<Buffer> {
  const images = await Promise.all(
    ICO_SIZES.map(async (size) => ({
      size,
      png: await sharp(svg, { density: 72 * (size / 32) * 4 })
        .resize(size, size)
        .png()
        .toBuffer(),
    })),
  );
  return icoFile(images);
}

/**
 * Writes favicon.ico beside favicon.svg in the client build: browsers and other programs
 * ask for /favicon.ico whatever the page links, and the icon is drawn once, as SVG, so
 * the ICO is made from it at every build and cannot drift from it.
 */
export function faviconIco(): Plugin {
  let publicDir = '';
  return {
    name: 'kokoelma:favicon-ico',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async writeBundle(options) {
      if (!options.dir || !publicDir) return;
      const svg = await readFile(join(publicDir, 'favicon.svg'));
      await writeFile(join(options.dir, 'favicon.ico'), await icoFromSvg(svg));
    },
  };
}
