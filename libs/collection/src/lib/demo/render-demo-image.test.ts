import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateDemoRecords } from './generate-demo-records';
import { renderDemoImage } from './render-demo-image';

const JPEG_MAGIC = [0xff, 0xd8, 0xff];

describe('renderDemoImage', () => {
  const images = [...generateDemoRecords({ count: 60 })]
    .flatMap((record) => record.multimedia)
    .filter((image) => image.width !== undefined);

  it('renders a JPEG exactly the size the record says, large ones included', async () => {
    const large = images.find((image) => Math.max(image.width ?? 0, image.height) >= 4000);
    expect(large).toBeDefined();
    const picked = [...images.slice(0, 12), ...(large ? [large] : [])];
    for (const image of picked) {
      const jpeg = await renderDemoImage({
        imageId: image.id,
        width: image.width ?? 0,
        height: image.height,
        seed: 1,
      });
      expect([...jpeg.subarray(0, 3)]).toEqual(JPEG_MAGIC);
      const metadata = await sharp(jpeg).metadata();
      expect({ width: metadata.width, height: metadata.height }).toEqual({
        width: image.width,
        height: image.height,
      });
    }
  });

  it('gives the same bytes for the same spec and different pictures for other ids or seeds', async () => {
    const spec = { imageId: 300_123, width: 640, height: 480, seed: 1 };
    const first = await renderDemoImage(spec);
    expect((await renderDemoImage(spec)).equals(first)).toBe(true);
    expect((await renderDemoImage({ ...spec, imageId: 300_124 })).equals(first)).toBe(false);
    expect((await renderDemoImage({ ...spec, seed: 2 })).equals(first)).toBe(false);
  });

  it('draws a composition, not a blank field', async () => {
    const jpeg = await renderDemoImage({ imageId: 300_001, width: 400, height: 300, seed: 1 });
    const { channels } = await sharp(jpeg).stats();
    expect(channels.some((channel) => channel.stdev > 5)).toBe(true);
  });

  it('caps an oversized request with the shared size rule', async () => {
    const jpeg = await renderDemoImage({ imageId: 1, width: 3200, height: 2400, seed: 1 });
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 1600, height: 1200 });
  });
});
