import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error.js';
import { UnsupportedAssetError, isSupportedRichTextAsset } from './rich-text-assets.js';

describe('rich-text assets', () => {
  it('accepts only png, jpeg and pdf', () => {
    expect(isSupportedRichTextAsset('image/png')).toBe(true);
    expect(isSupportedRichTextAsset('image/jpeg')).toBe(true);
    expect(isSupportedRichTextAsset('application/pdf')).toBe(true);
    expect(isSupportedRichTextAsset(' Image/JPEG; charset=binary')).toBe(true);
    for (const other of [
      'image/gif',
      'image/webp',
      'video/mp4',
      'image/svg+xml',
      '',
      null,
      undefined,
    ]) {
      expect(isSupportedRichTextAsset(other)).toBe(false);
    }
  });

  it('has a typed error for the rest', () => {
    const error = new UnsupportedAssetError('image/gif');
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      name: 'UnsupportedAssetError',
      code: 'UNSUPPORTED_ASSET',
      contentType: 'image/gif',
    });
  });
});
