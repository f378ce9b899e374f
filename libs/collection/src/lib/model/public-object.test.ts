import { describe, expect, it } from 'vitest';
import { CollectionObject } from '@kokoelma/contract/site';
import { makeImage, makeRecord } from '../testing/record-factory';
import { publicObject } from './public-object';
import type { CollectionRecord } from './record';

const stored: CollectionRecord = makeRecord(7, {
  source: 'lido',
  images: [
    {
      ...makeImage(70),
      harvest: {
        source: 'https://example.org/iiif/70',
        fetched: 'https://example.org/iiif/70/full/max/0/default.jpg',
        etag: '"abc"',
        lastModified: null,
        sha256: 'f'.repeat(64),
        stored: true,
      },
    },
  ],
  linkedImages: [
    {
      sourceId: 'img-2',
      links: [{ url: 'https://example.org/iiif/71', kind: 'iiif' }],
      filename: null,
      license: null,
      photographer: null,
      ordinal: 2,
    },
  ],
});

describe('publicObject', () => {
  it('leaves what only the store keeps behind: linked images, the harvest of an image', () => {
    const object = publicObject(stored);
    expect(object).not.toHaveProperty('linkedImages');
    expect(object.images[0]).not.toHaveProperty('harvest');
    expect(object.images[0]).toEqual(makeImage(70));
  });

  it('holds exactly the fields of the contract’s CollectionObject', () => {
    const keys = Object.keys(CollectionObject.properties).filter((k) => k !== 'palette');
    expect(Object.keys(publicObject(stored)).sort()).toEqual(keys.sort());
    const withPalette = publicObject({ ...stored, palette: [{ hex: '#112233', share: 1 }] });
    expect(withPalette.palette).toEqual([{ hex: '#112233', share: 1 }]);
  });

  it('keeps a field the store does not know of out (a field added to the record later)', () => {
    const later = { ...stored, importedFrom: 'file.xml' } as CollectionRecord;
    expect(JSON.stringify(publicObject(later))).not.toContain('importedFrom');
  });
});
