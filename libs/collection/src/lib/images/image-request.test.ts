import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_IMAGE_WIDTHS,
  ImageRequestError,
  parseImageId,
  parseImageRequest,
} from './image-request';

function failure(run: () => unknown): ImageRequestError {
  try {
    run();
  } catch (error) {
    if (error instanceof ImageRequestError) return error;
    throw error;
  }
  throw new Error('expected an ImageRequestError');
}

const valid = { format: 'webp', width: '500', filename: '259094.jpg' };

describe('parseImageRequest', () => {
  it('accepts the museum URL form and returns typed parts', () => {
    expect(parseImageRequest(valid)).toEqual({
      format: 'webp',
      width: 500,
      imageId: '259094',
      extension: 'jpg',
    });
    expect(parseImageRequest({ format: 'avif', width: 1000, filename: '7.png' })).toEqual({
      format: 'avif',
      width: 1000,
      imageId: '7',
      extension: 'png',
    });
    expect(parseImageRequest({ ...valid, format: 'jpg', filename: '1.jpeg' }).extension).toBe(
      'jpeg',
    );
  });

  it('allows the display, content, og and published widths only', () => {
    expect(ALLOWED_IMAGE_WIDTHS).toEqual([25, 250, 500, 800, 1000, 1100, 1200, 1400, 2000, 4000]);
    for (const width of ALLOWED_IMAGE_WIDTHS)
      expect(parseImageRequest({ ...valid, width: String(width) }).width).toBe(width);
  });

  it.each(['png', 'JPG', 'jpeg', 'gif', '', 'webp ', 'avif/'])('refuses format %j', (format) => {
    const error = failure(() => parseImageRequest({ ...valid, format }));
    expect(error).toMatchObject({
      code: 'bad_request',
      field: 'format',
      name: 'ImageRequestError',
    });
  });

  it.each([
    '0',
    '499',
    '501',
    '0500',
    '+500',
    '500.0',
    ' 500',
    '500 ',
    '1e3',
    'abc',
    '',
    '5000',
    '-500',
  ])('refuses width %j', (width) => {
    expect(failure(() => parseImageRequest({ ...valid, width }))).toMatchObject({
      code: 'bad_request',
      field: 'width',
    });
  });

  it('refuses numeric widths outside the list', () => {
    for (const width of [0, 499.5, -500, 3000, Number.NaN, Infinity]) {
      expect(failure(() => parseImageRequest({ ...valid, width })).field).toBe('width');
    }
  });

  it.each([
    '../etc/passwd',
    '1.jpg/..',
    '%2e%2e',
    '..%2F1.jpg',
    '%2e%2e%2f1.jpg',
    '1.JPG', // lower case only: one image, one cache entry
    '1.jpg.jpg',
    '1..jpg',
    '1',
    '.jpg',
    'a.jpg',
    '1.gif',
    '1.jpg ',
    ' 1.jpg',
    '/1.jpg',
    '1/2.jpg',
    '1\\2.jpg',
    '1.jpg\u0000',
    '1.jpg\n',
    '１.jpg', // full-width digit
    `${'9'.repeat(21)}.jpg`,
  ])('refuses filename %j', (filename) => {
    expect(failure(() => parseImageRequest({ ...valid, filename }))).toMatchObject({
      code: 'bad_request',
      field: 'filename',
    });
  });

  it('only ever returns an id of digits and a known extension, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (format, width, filename) => {
        for (const params of [
          { format, width, filename },
          { ...valid, filename },
        ]) {
          try {
            const request = parseImageRequest(params);
            expect(request.imageId).toMatch(/^[0-9]{1,20}$/);
            expect(`${request.imageId}.${request.extension}`).toBe(params.filename);
          } catch (error) {
            expect(error).toBeInstanceOf(ImageRequestError);
          }
        }
      }),
    );
  });
});

describe('parseImageId', () => {
  it('accepts digits and refuses anything else', () => {
    expect(parseImageId(259094)).toBe('259094');
    expect(parseImageId('42')).toBe('42');
    for (const bad of ['', '../1', '1.jpg', '-1', 1.5, -3, 'x']) {
      expect(failure(() => parseImageId(bad)).field).toBe('imageId');
    }
  });
});
