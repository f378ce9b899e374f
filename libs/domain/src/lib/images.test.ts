import { describe, expect, it } from 'vitest';
import {
  CONTENT_IMAGE_QUALITY,
  CONTENT_IMAGE_WIDTHS,
  IMAGE_FORMATS,
  OG_IMAGE_SIZE,
  displayImageWidth,
  imageFilename,
  imageUrl,
  isPortrait,
  isValidImage,
} from './images.js';
import type { Image } from './images.js';

// The image of the open API sample, with only the fields the spec requires.
const image: Image = {
  id: 259094,
  filename_extension: '.jpg',
  width: 2108,
  height: 1575,
  size: 228814,
  image_version: 1,
  isRiaDisplayImage: true,
};

describe('isValidImage', () => {
  it('accepts an image with every required field', () => {
    expect(isValidImage(image)).toBe(true);
    expect(isValidImage({ ...image, id: '259094', extra: 'ignored' })).toBe(true);
  });

  it.each([
    'id',
    'filename_extension',
    'height',
    'width',
    'image_version',
    'isRiaDisplayImage',
    'size',
  ])('rejects an image without %s', (field) => {
    const { [field as keyof Image]: _dropped, ...rest } = image;
    expect(isValidImage(rest)).toBe(false);
  });

  it('rejects badly typed fields and non-objects', () => {
    expect(isValidImage({ ...image, width: '2108' })).toBe(false);
    expect(isValidImage({ ...image, height: Number.NaN })).toBe(false);
    expect(isValidImage({ ...image, size: -1 })).toBe(false);
    expect(isValidImage({ ...image, isRiaDisplayImage: 'true' })).toBe(false);
    expect(isValidImage({ ...image, id: '' })).toBe(false);
    expect(isValidImage({ ...image, id: Number.POSITIVE_INFINITY })).toBe(false);
    expect(isValidImage({ ...image, filename_extension: ' ' })).toBe(false);
    expect(isValidImage(null)).toBe(false);
    expect(isValidImage('259094.jpg')).toBe(false);
  });
});

describe('image file names and URLs', () => {
  it('names the file by id and extension', () => {
    expect(imageFilename(image)).toBe('259094.jpg');
    expect(imageFilename({ id: 1, filename_extension: 'png' })).toBe('1.png');
    expect(imageFilename({ id: 1, filename_extension: '' })).toBe('1');
  });

  it('builds {imageBase}/1/{format}/{width}/{filename}', () => {
    const base = 'https://d3uvo7vkyyb63c.cloudfront.net';
    expect(imageUrl({ imageBase: base, format: 'jpg', width: 500, image })).toBe(
      'https://d3uvo7vkyyb63c.cloudfront.net/1/jpg/500/259094.jpg',
    );
    expect(imageUrl({ imageBase: `${base}//`, format: 'webp', width: 25, image })).toBe(
      'https://d3uvo7vkyyb63c.cloudfront.net/1/webp/25/259094.jpg',
    );
    expect(imageUrl({ imageBase: '/images/', format: 'avif', width: 1000, image })).toBe(
      '/images/1/avif/1000/259094.jpg',
    );
  });
});

describe('image shape and widths', () => {
  it('is portrait only when narrower than tall', () => {
    expect(isPortrait(image)).toBe(false);
    expect(isPortrait({ width: 1575, height: 2108 })).toBe(true);
    expect(isPortrait({ width: 100, height: 100 })).toBe(false);
  });

  it('picks 500 for classes 1–3, 1000 for 4–5 and 500 otherwise', () => {
    expect([1, 2, 3, 4, 5].map(displayImageWidth)).toEqual([500, 500, 500, 1000, 1000]);
    expect(displayImageWidth(6)).toBe(500);
    expect(displayImageWidth(null)).toBe(500);
    expect(displayImageWidth(undefined)).toBe(500);
  });

  it('has the spec constants', () => {
    expect(CONTENT_IMAGE_WIDTHS).toEqual([800, 1200, 1400]);
    expect(CONTENT_IMAGE_QUALITY).toBe(90);
    expect(IMAGE_FORMATS).toEqual(['jpg', 'webp', 'avif']);
    expect(OG_IMAGE_SIZE).toEqual({ width: 1100, height: 650 });
  });
});
