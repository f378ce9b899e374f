import { describe, expect, it } from 'vitest';
import {
  IIIF_PRESENTATION_MEDIA_TYPE,
  galleryManifestUrl,
  iiifImageInfoUrl,
  iiifImageServiceId,
  objectManifestUrl,
} from './iiif';

describe('IIIF addresses', () => {
  it('appends the image id to the service base without doubling slashes', () => {
    expect(iiifImageServiceId('https://kokoelma.example/iiif/3/', 259094)).toBe(
      'https://kokoelma.example/iiif/3/259094',
    );
    expect(iiifImageInfoUrl('https://iiif.example.fi', '7')).toBe(
      'https://iiif.example.fi/7/info.json',
    );
  });

  it('percent-encodes identifiers, as the Image API requires of slashes', () => {
    expect(iiifImageServiceId('https://iiif.example.fi', 'a/b c')).toBe(
      'https://iiif.example.fi/a%2Fb%20c',
    );
  });

  it('builds manifest URLs under the site origin', () => {
    expect(objectManifestUrl('https://kokoelma.example/', 12)).toBe(
      'https://kokoelma.example/iiif/3/manifest/object/12',
    );
    expect(galleryManifestUrl('http://localhost:3000', 'AbC_-123')).toBe(
      'http://localhost:3000/iiif/3/manifest/gallery/AbC_-123',
    );
  });

  it('names the presentation profile in the media type', () => {
    expect(IIIF_PRESENTATION_MEDIA_TYPE).toBe(
      'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"',
    );
  });
});
