import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IiifRequestError,
  parseIiifImageRequest,
  parseQualityFormat,
  parseRegion,
  parseRotation,
  parseSize,
} from './iiif-image-request';

function failure(run: () => unknown): IiifRequestError {
  try {
    run();
  } catch (error) {
    if (error instanceof IiifRequestError) return error;
    throw error;
  }
  throw new Error('expected an IiifRequestError');
}

describe('parseRegion', () => {
  it('reads the four forms of §4.1', () => {
    expect(parseRegion('full')).toEqual({ kind: 'full' });
    expect(parseRegion('square')).toEqual({ kind: 'square' });
    expect(parseRegion('125,15,120,140')).toEqual({
      kind: 'pixels',
      x: 125,
      y: 15,
      w: 120,
      h: 140,
    });
    expect(parseRegion('pct:41.6,7.5,40,70')).toEqual({
      kind: 'percent',
      x: 41.6,
      y: 7.5,
      w: 40,
      h: 70,
    });
    expect(parseRegion('pct:0,.5,100,99.25')).toMatchObject({ y: 0.5, h: 99.25 });
  });

  it.each([
    'Full',
    'max',
    '',
    '1,2,3',
    '1,2,3,4,5',
    '-1,0,10,10',
    '+1,0,10,10',
    '1.5,0,10,10',
    '0,0,1e3,10',
    ' 0,0,10,10',
    '0,0,0,10',
    '0,0,10,0',
    'pct:0,0,0,10',
    'pct:101,0,10,10',
    'pct:0,0,-5,10',
    'pct:1,2,3',
    'pct:a,b,c,d',
    'pct:',
    '0,0,10,1234567890',
  ])('refuses %j with a 400 on the region', (text) => {
    expect(failure(() => parseRegion(text))).toMatchObject({
      field: 'region',
      code: 'bad_request',
    });
  });
});

describe('parseSize', () => {
  it('reads every form of §4.2, with and without ^', () => {
    expect(parseSize('max')).toEqual({ kind: 'max', upscale: false });
    expect(parseSize('^max')).toEqual({ kind: 'max', upscale: true });
    expect(parseSize('150,')).toEqual({ kind: 'width', w: 150, upscale: false });
    expect(parseSize('^360,')).toEqual({ kind: 'width', w: 360, upscale: true });
    expect(parseSize(',150')).toEqual({ kind: 'height', h: 150, upscale: false });
    expect(parseSize('^,240')).toEqual({ kind: 'height', h: 240, upscale: true });
    expect(parseSize('pct:50')).toEqual({ kind: 'percent', n: 50, upscale: false });
    expect(parseSize('^pct:120')).toEqual({ kind: 'percent', n: 120, upscale: true });
    expect(parseSize('225,100')).toEqual({ kind: 'exact', w: 225, h: 100, upscale: false });
    expect(parseSize('^360,360')).toEqual({ kind: 'exact', w: 360, h: 360, upscale: true });
    expect(parseSize('!225,100')).toEqual({ kind: 'confined', w: 225, h: 100, upscale: false });
    expect(parseSize('^!360,360')).toEqual({ kind: 'confined', w: 360, h: 360, upscale: true });
  });

  it.each([
    'full',
    '',
    ',',
    '^',
    '!100,',
    '!,100',
    '0,',
    ',0',
    '0,10',
    'pct:0',
    'pct:101',
    'pct:-5',
    'pct:',
    '100',
    '100,100,100',
    '-100,',
    '1.5,',
    '^^max',
    '!^10,10',
  ])('refuses %j with a 400 on the size', (text) => {
    expect(failure(() => parseSize(text))).toMatchObject({ field: 'size' });
  });
});

describe('parseRotation', () => {
  it('serves right angles, mirrored or not; 360 is a full turn', () => {
    expect(parseRotation('0')).toEqual({ mirror: false, degrees: 0 });
    expect(parseRotation('!0')).toEqual({ mirror: true, degrees: 0 });
    expect(parseRotation('90')).toEqual({ mirror: false, degrees: 90 });
    expect(parseRotation('!180')).toEqual({ mirror: true, degrees: 180 });
    expect(parseRotation('270.0')).toEqual({ mirror: false, degrees: 270 });
    expect(parseRotation('360')).toEqual({ mirror: false, degrees: 0 });
  });

  it.each(['22.5', '45', '359.9', '361', '-90', '!!0', '', '!', 'ninety', '1e2', '90 '])(
    'refuses %j (out of range or unsupported: 400 per §4.3)',
    (text) => {
      expect(failure(() => parseRotation(text))).toMatchObject({ field: 'rotation' });
    },
  );
});

describe('parseQualityFormat', () => {
  it('splits the last segment into quality and format', () => {
    expect(parseQualityFormat('default.jpg')).toEqual({ quality: 'default', format: 'jpg' });
    expect(parseQualityFormat('color.webp')).toEqual({ quality: 'color', format: 'webp' });
    expect(parseQualityFormat('gray.png')).toEqual({ quality: 'gray', format: 'png' });
    expect(parseQualityFormat('bitonal.jpg')).toEqual({ quality: 'bitonal', format: 'jpg' });
  });

  it.each([
    ['native.jpg', 'quality'],
    ['default', 'format'],
    ['default.', 'format'],
    ['default.tif', 'format'],
    ['default.JPG', 'format'],
    ['default.jpeg', 'format'],
    ['.jpg', 'quality'],
    ['default.jpg.jpg', 'quality'],
  ])('refuses %j on the %s', (text, field) => {
    expect(failure(() => parseQualityFormat(text)).field).toBe(field);
  });
});

describe('parseIiifImageRequest', () => {
  it('parses the example of §4.6 but for its arbitrary angle', () => {
    expect(
      parseIiifImageRequest({
        region: '125,15,120,140',
        size: '90,',
        rotation: '!270',
        qualityFormat: 'gray.jpg',
      }),
    ).toEqual({
      region: { kind: 'pixels', x: 125, y: 15, w: 120, h: 140 },
      size: { kind: 'width', w: 90, upscale: false },
      rotation: { mirror: true, degrees: 270 },
      quality: 'gray',
      format: 'jpg',
    });
  });

  it('throws only IiifRequestError, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.string(),
        (region, size, rotation, qf) => {
          try {
            parseIiifImageRequest({ region, size, rotation, qualityFormat: qf });
          } catch (error) {
            expect(error).toBeInstanceOf(IiifRequestError);
          }
        },
      ),
    );
  });
});
