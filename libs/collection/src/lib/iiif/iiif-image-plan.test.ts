import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IiifRequestError, parseIiifImageRequest } from './iiif-image-request';
import { outputSize, planIiifImage, type IiifLimits, type PixelSize } from './iiif-image-plan';
import { IIIF_LIMITS, IIIF_TILE_SIZE, isAdvertisedRequest, scaleFactors } from './iiif-image-info';

const roomy: IiifLimits = { maxWidth: 10_000, maxHeight: 10_000, maxArea: 100_000_000 };

/** The spec's example image (§4.1, §4.2): 300 × 200 pixels. */
const example: PixelSize = { width: 300, height: 200 };

function plan(path: string, image: PixelSize = example, limits: IiifLimits = roomy) {
  const [region = '', size = '', rotation = '', qualityFormat = ''] = path.split('/');
  return planIiifImage(
    parseIiifImageRequest({ region, size, rotation, qualityFormat }),
    image,
    limits,
  );
}

function failure(run: () => unknown): IiifRequestError {
  try {
    run();
  } catch (error) {
    if (error instanceof IiifRequestError) return error;
    throw error;
  }
  throw new Error('expected an IiifRequestError');
}

describe('regions (§4.1)', () => {
  it('gives the spec examples their pixels', () => {
    expect(plan('full/max/0/default.jpg').region).toEqual({ x: 0, y: 0, w: 300, h: 200 });
    expect(plan('125,15,120,140/max/0/default.jpg').region).toEqual({
      x: 125,
      y: 15,
      w: 120,
      h: 140,
    });
    expect(plan('pct:41.6,7.5,40,70/max/0/default.jpg').region).toEqual({
      x: 125,
      y: 15,
      w: 120,
      h: 140,
    });
  });

  it('crops a region that runs over the edge: the examples return 175 × 185', () => {
    for (const region of ['125,15,200,200', 'pct:41.6,7.5,66.6,100']) {
      const result = plan(`${region}/max/0/default.jpg`);
      expect([result.width, result.height]).toEqual([175, 185]);
    }
  });

  it('centres the square in the longer side', () => {
    expect(plan('square/max/0/default.jpg').region).toEqual({ x: 50, y: 0, w: 200, h: 200 });
    expect(plan('square/max/0/default.jpg', { width: 100, height: 301 }).region).toEqual({
      x: 0,
      y: 100,
      w: 100,
      h: 100,
    });
  });

  it.each(['300,0,10,10', '0,200,10,10', '1000,1000,5,5', 'pct:100,0,10,10', 'pct:0,99.9,1,0.01'])(
    'refuses %s, which misses the image, with 400',
    (region) => {
      expect(failure(() => plan(`${region}/max/0/default.jpg`))).toMatchObject({
        field: 'region',
        message: expect.stringContaining('300 × 200'),
      });
    },
  );
});

describe('sizes (§4.2)', () => {
  const size = (text: string) => {
    const result = plan(`full/${text}/0/default.jpg`);
    return [result.width, result.height];
  };

  it('gives the spec examples their sizes', () => {
    expect(size('max')).toEqual([300, 200]);
    expect(size('150,')).toEqual([150, 100]);
    expect(size(',150')).toEqual([225, 150]);
    expect(size('pct:50')).toEqual([150, 100]);
    expect(size('225,100')).toEqual([225, 100]);
    expect(size('!225,100')).toEqual([150, 100]);
    expect(size('^!360,360')).toEqual([360, 240]);
    expect(size('^360,')).toEqual([360, 240]);
    expect(size('^,240')).toEqual([360, 240]);
    expect(size('^pct:120')).toEqual([360, 240]);
    expect(size('^360,360')).toEqual([360, 360]);
  });

  it('keeps !w,h inside its box and never enlarges without ^', () => {
    expect(size('!1000,1000')).toEqual([300, 200]);
    expect(size('!100,100')).toEqual([100, 67]);
    expect(size('!1,1')).toEqual([1, 1]);
  });

  it.each(['301,', ',201', '301,200', '300,201'])('refuses %s, an upscale without ^', (text) => {
    expect(failure(() => size(text))).toMatchObject({
      field: 'size',
      message: expect.stringContaining('^'),
    });
  });

  it('scales max down to the limits, and refuses explicit sizes beyond them', () => {
    const limits: IiifLimits = { maxWidth: 200, maxHeight: 150, maxArea: 20_000 };
    const max = plan('full/max/0/default.jpg', example, limits);
    expect([max.width, max.height]).toEqual([173, 115]);
    expect(max.width * max.height).toBeLessThanOrEqual(limits.maxArea);
    expect(max.canonical).toBe('full/max/0/default.jpg');
    const unlimited = { ...IIIF_LIMITS, maxUpscale: undefined };
    const upMax = plan('full/^max/0/default.jpg', { width: 30, height: 20 }, unlimited);
    expect([upMax.width, upMax.height]).toEqual([4000, 2666]);
    expect(failure(() => plan('full/201,/0/default.jpg', example, limits)).message).toContain(
      'maxWidth 200',
    );
    expect(failure(() => plan('full/^9000,/0/default.jpg', example, IIIF_LIMITS)).field).toBe(
      'size',
    );
  });
});

describe('upscaling (issue 18: an 8-pixel region blown up to 4000 × 4000)', () => {
  it('stops ^ at twice the region, and ^max there too', () => {
    const eight = (size: string) => plan(`0,0,8,8/${size}/!90/bitonal.png`, example, IIIF_LIMITS);
    expect(failure(() => eight('^4000,4000'))).toMatchObject({
      field: 'size',
      message: expect.stringContaining('at most 16 × 16'),
    });
    expect(failure(() => eight('^17,'))).toMatchObject({ field: 'size' });
    expect([eight('^16,16').width, eight('^16,16').height]).toEqual([16, 16]);
    expect([eight('^max').width, eight('^max').height]).toEqual([16, 16]);
    expect(eight('^max').canonical).toBe('0,0,8,8/^max/!90/bitonal.png');
    // The limits still come first.
    const upMax = plan('full/^max/0/default.jpg', { width: 3000, height: 2000 }, IIIF_LIMITS);
    expect([upMax.width, upMax.height]).toEqual([4000, 2666]);
  });
});

describe('canonical form (§4.8) and output size', () => {
  it('writes full, x,y,w,h, max, w,h and ^w,h', () => {
    expect(plan('pct:0,0,100,100/300,/360/color.png').canonical).toBe('full/max/0/color.png');
    expect(plan('square/!100,100/!90/gray.webp').canonical).toBe(
      '50,0,200,200/100,100/!90/gray.webp',
    );
    expect(plan('full/^pct:200/0/default.jpg').canonical).toBe('full/^600,400/0/default.jpg');
  });

  it('swaps width and height for a quarter turn only', () => {
    expect(outputSize(plan('full/150,/90/default.jpg'))).toEqual({ width: 100, height: 150 });
    expect(outputSize(plan('full/150,/!270/default.jpg'))).toEqual({ width: 100, height: 150 });
    expect(outputSize(plan('full/150,/180/default.jpg'))).toEqual({ width: 150, height: 100 });
  });
});

/** The tile OpenSeadragon asks for at column n, row m of scale factor s (notes §3). */
function tilePath(image: PixelSize, s: number, n: number, m: number, format = 'jpg') {
  const span = IIIF_TILE_SIZE * s;
  const x = n * span;
  const y = m * span;
  const w = Math.min(span, image.width - x);
  const h = Math.min(span, image.height - y);
  const ws = Math.ceil(w / s);
  const hs = Math.ceil(h / s);
  return { path: `${x},${y},${w},${h}/${ws},${hs}/0/default.${format}`, ws, hs };
}

describe('tiles', () => {
  it('counts scale factors until the image fits one tile', () => {
    expect(scaleFactors({ width: 6000, height: 4000 })).toEqual([1, 2, 4, 8, 16]);
    expect(scaleFactors({ width: 512, height: 300 })).toEqual([1]);
    expect(scaleFactors({ width: 513, height: 300 })).toEqual([1, 2]);
  });

  it('plans every tile of the grid at exactly its size, and knows it is one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9000 }),
        fc.integer({ min: 1, max: 9000 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (width, height, si, ni, mi) => {
          const image = { width, height };
          const factors = scaleFactors(image);
          const s = factors[si % factors.length] ?? 1;
          const columns = Math.ceil(width / (IIIF_TILE_SIZE * s));
          const rows = Math.ceil(height / (IIIF_TILE_SIZE * s));
          const tile = tilePath(image, s, ni % columns, mi % rows);
          const result = plan(tile.path, image, IIIF_LIMITS);
          expect([result.width, result.height]).toEqual([tile.ws, tile.hs]);
          expect(result.width).toBeLessThanOrEqual(IIIF_TILE_SIZE);
          expect(isAdvertisedRequest(result, image)).toBe(true);
        },
      ),
    );
  });

  it('does not count other requests as advertised', () => {
    const image = { width: 3000, height: 2000 };
    const advertised = (path: string) => isAdvertisedRequest(plan(path, image, IIIF_LIMITS), image);
    expect(advertised('0,0,512,512/512,512/0/default.webp')).toBe(true);
    expect(advertised('full/375,250/0/default.jpg')).toBe(true);
    expect(advertised('1,0,512,512/512,512/0/default.jpg')).toBe(false);
    expect(advertised('0,0,512,512/256,256/0/default.jpg')).toBe(false);
    expect(advertised('0,0,512,512/512,512/90/default.jpg')).toBe(false);
    expect(advertised('0,0,512,512/512,512/!0/default.jpg')).toBe(false);
    expect(advertised('0,0,512,512/512,512/0/gray.jpg')).toBe(false);
    expect(advertised('0,0,512,512/512,512/0/default.png')).toBe(false);
    expect(advertised('full/376,250/0/default.jpg')).toBe(false);
  });
});
