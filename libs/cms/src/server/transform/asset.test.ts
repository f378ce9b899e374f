import { describe, expect, it } from 'vitest';
import { readAsset } from './asset';

const asset = (file: unknown, extra: Record<string, unknown> = {}) => ({
  sys: { type: 'Asset', id: 'a' },
  fields: { file, ...extra },
});

describe('readAsset', () => {
  it('makes Contentful file URLs absolute and reads the image size', () => {
    expect(
      readAsset(
        asset(
          {
            url: '//images.ctfassets.net/s/a/v/x.png',
            contentType: 'image/png',
            fileName: 'x.png',
            details: { size: 100, image: { width: 800, height: 600 } },
          },
          { title: 'X', description: '  Kuvaus  ' },
        ),
      ),
    ).toEqual({
      id: 'a',
      url: 'https://images.ctfassets.net/s/a/v/x.png',
      contentType: 'image/png',
      fileName: 'x.png',
      title: 'X',
      description: 'Kuvaus',
      width: 800,
      height: 600,
      size: 100,
    });
  });

  it('is undefined without a file, url or type (still processing, or another locale)', () => {
    expect(readAsset(asset(undefined))).toBeUndefined();
    expect(readAsset(asset({ contentType: 'image/png' }))).toBeUndefined();
    expect(readAsset(asset({ url: '/x.png' }))).toBeUndefined();
    expect(readAsset({ sys: { type: 'Link', linkType: 'Asset', id: 'a' } })).toBeUndefined();
  });

  it('ignores malformed sizes', () => {
    const result = readAsset(
      asset({
        url: '/x.png',
        contentType: 'image/png',
        details: { size: -1, image: { width: '800' } },
      }),
    );
    expect(result).toEqual({ id: 'a', url: '/x.png', contentType: 'image/png' });
  });
});
