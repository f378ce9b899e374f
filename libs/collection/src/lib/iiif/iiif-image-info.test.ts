import { describe, expect, it } from 'vitest';
import { IIIF_LIMITS, iiifImageInfo } from './iiif-image-info';

describe('iiifImageInfo', () => {
  it('describes a large image as a level 2 service with tiles and sizes inside the limits', () => {
    const info = iiifImageInfo('https://kokoelma.example/iiif/3/42', { width: 6000, height: 4000 });
    expect(info).toEqual({
      '@context': 'http://iiif.io/api/image/3/context.json',
      id: 'https://kokoelma.example/iiif/3/42',
      type: 'ImageService3',
      protocol: 'http://iiif.io/api/image',
      profile: 'level2',
      width: 6000,
      height: 4000,
      maxWidth: 4000,
      maxHeight: 4000,
      maxArea: 16_000_000,
      // 6000 × 4000 itself is over the limits, so the sizes start at a half.
      sizes: [
        { width: 375, height: 250 },
        { width: 750, height: 500 },
        { width: 1500, height: 1000 },
        { width: 3000, height: 2000 },
      ],
      tiles: [{ width: 512, scaleFactors: [1, 2, 4, 8, 16] }],
      preferredFormats: ['webp', 'jpg'],
      extraFormats: ['webp'],
      extraQualities: ['color', 'gray', 'bitonal'],
      extraFeatures: ['mirroring', 'sizeUpscaling', 'canonicalLinkHeader', 'profileLinkHeader'],
    });
    expect(Object.keys(info)[0]).toBe('@context');
  });

  it('rounds odd sizes up, as tile edges are, and carries rights when given', () => {
    const info = iiifImageInfo(
      'https://x.example/iiif/3/1',
      { width: 1001, height: 333 },
      { rights: 'http://creativecommons.org/publicdomain/zero/1.0/' },
    );
    expect(info.sizes).toEqual([
      { width: 501, height: 167 },
      { width: 1001, height: 333 },
    ]);
    expect(info.tiles[0]?.scaleFactors).toEqual([1, 2]);
    expect(info.rights).toBe('http://creativecommons.org/publicdomain/zero/1.0/');
    for (const size of info.sizes) {
      expect(size.width * size.height).toBeLessThanOrEqual(IIIF_LIMITS.maxArea);
    }
  });
});
