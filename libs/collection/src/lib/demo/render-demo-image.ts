import sharp from 'sharp';
import { demoComposition } from './demo-composition';
import { demoOriginalSize } from './demo-image-size';
import { rasteriseComposition } from './demo-raster';
import { createSeededRandom, mixSeed } from './seeded-random';

export interface DemoImageSpec {
  readonly imageId: number;
  readonly width: number;
  readonly height: number;
  /** The collection's seed; with the image id it fixes the picture. */
  readonly seed: number;
}

/** Quality of demo originals: the image service re-encodes them anyway. */
const DEMO_JPEG_QUALITY = 82;

/**
 * A demo original as JPEG: an abstract colour-field composition, the same bytes for the
 * same spec, different for every image id. Rendered at {@link demoOriginalSize} of the
 * requested size, which for a generated record is the record's own width and height.
 */
export async function renderDemoImage(spec: DemoImageSpec): Promise<Buffer> {
  const size = demoOriginalSize(spec);
  const random = createSeededRandom(mixSeed(spec.seed, spec.imageId));
  const pixels = rasteriseComposition(demoComposition(random, size));
  // Huffman optimisation would save a few per cent of bytes at twice the encoding time.
  return sharp(pixels, { raw: { width: size.width, height: size.height, channels: 3 } })
    .jpeg({ quality: DEMO_JPEG_QUALITY, optimiseCoding: false })
    .toBuffer();
}
