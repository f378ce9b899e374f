import { describe, expect, it } from 'vitest';
import { iiifServiceOf } from './lido-images';
import { parseLidoRecords } from './lido-record';
import { lido, titled, title, wrap } from './lido-test-xml';
import { accepted } from './test-support';

// Made-up resourceSets in the shapes real LIDO exports write them: LIDO 1.1 terminology
// URIs and skos concepts, IIIF thumbnails beside Presentation manifests, media types,
// credit lines. Each case failed before the rule it names was added (see IMPORT.md,
// "Images (LIDO)").

const SKOS = 'xmlns:skos="http://www.w3.org/2004/02/skos/core#"';
const RDF = 'xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"';

function images(resourceSets: string) {
  const xml = wrap(
    lido('7', titled(title('Bild')), `<lido:resourceWrap>${resourceSets}</lido:resourceWrap>`),
  );
  const results = parseLidoRecords(xml);
  expect(results).toHaveLength(1);
  return accepted(results[0]);
}

const rep = (type: string, link: string, format = '', inner = ''): string =>
  `<lido:resourceRepresentation${type ? ` lido:type="${type}"` : ''}>` +
  `<lido:linkResource${format ? ` lido:formatResource="${format}"` : ''}>${link}</lido:linkResource>` +
  `${inner}</lido:resourceRepresentation>`;

const set = (inner: string, attrs = ''): string =>
  `<lido:resourceSet ${attrs}>${inner}</lido:resourceSet>`;

/** A LIDO 1.1 resourceMeasurementsSet: type and unit as terms. */
const measure = (type: string, unit: string, value: string): string =>
  `<lido:resourceMeasurementsSet><lido:measurementType><lido:term>${type}</lido:term></lido:measurementType>` +
  `<lido:measurementUnit><lido:term>${unit}</lido:term></lido:measurementUnit>` +
  `<lido:measurementValue>${value}</lido:measurementValue></lido:resourceMeasurementsSet>`;

const TERMINOLOGY = 'http://terminology.lido-schema.org/';

describe('LIDO images: which link is the image', () => {
  it('ranks the LIDO 1.1 thumbnail type (lido00451) last, after the provided image (lido00464)', () => {
    const { record } = images(
      set(
        rep(`${TERMINOLOGY}lido00451`, 'https://img.example.org/thumb/1.jpg', 'image/jpeg') +
          rep(`${TERMINOLOGY}lido00464`, 'https://img.example.org/master/1', 'image/tiff'),
      ),
    );
    expect(record.linkedImages?.[0]?.links).toEqual([
      { url: 'https://img.example.org/master/1', kind: 'file' },
    ]);
  });

  it('takes the IIIF service of a IIIF Image API thumbnail and leaves the manifest out', () => {
    const { record, warnings } = images(
      set(
        rep(
          'thumb',
          '\n  https://iiif.example.org/image/v2/153505/full/300%2C/0/default.jpg',
          'image/jpg',
        ) +
          rep(
            'http://iiif.io/api/presentation/2/context.json',
            'https://iiif.example.org/presentation/v2/objects-402798/manifest',
            'application/ld+json',
          ),
      ) +
        // Only a manifest: no image at all.
        set(
          rep(
            'http://iiif.io/api/presentation/2/context.json',
            'https://iiif.example.org/presentation/v2/objects-402798/manifest',
            'application/ld+json',
          ),
        ),
    );
    expect(record.linkedImages).toHaveLength(1);
    expect(record.linkedImages?.[0]?.links).toEqual([
      { url: 'https://iiif.example.org/image/v2/153505', kind: 'iiif' },
    ]);
    expect(warnings.map((w) => w.field)).toContain('resourceSet[1]');
  });

  it("does not give a IIIF service read from a thumbnail the thumbnail's pixel size", () => {
    const { record } = images(
      set(
        rep(
          'thumb',
          'https://iiif.example.org/image/v2/153505/full/300,/0/default.jpg',
          'image/jpeg',
          measure('width', 'pixel', '300') + measure('height', 'pixel', '200'),
        ),
      ),
    );
    expect(record.images).toEqual([]);
    expect(record.linkedImages?.[0]?.links).toEqual([
      { url: 'https://iiif.example.org/image/v2/153505', kind: 'iiif' },
    ]);
  });

  it('leaves out links whose media type is no image (a web page, a video)', () => {
    const { record } = images(
      set(
        rep('', 'https://museum.example.org/object/7', 'text/html') +
          rep('', 'https://museum.example.org/media/7.mp4', 'video/mp4') +
          rep('', 'https://museum.example.org/media/7', 'image/jpeg'),
      ),
    );
    expect(record.linkedImages?.[0]?.links).toEqual([
      { url: 'https://museum.example.org/media/7', kind: 'file' },
    ]);
  });

  it('reads IIIF Image API request URLs (v2 and v3), and nothing else', () => {
    expect(iiifServiceOf('https://x.org/iiif/abc/full/max/0/default.jpg')).toBe(
      'https://x.org/iiif/abc',
    );
    expect(iiifServiceOf('https://x.org/iiif/abc/0,0,100,200/!300,300/90/gray.png')).toBe(
      'https://x.org/iiif/abc',
    );
    expect(iiifServiceOf('https://x.org/images/abc_2500x2500.jpg')).toBeUndefined();
  });
});

describe('LIDO images: sizes, file type, licence and credit', () => {
  it('reads LIDO 1.1 pixel sizes and byte size given as terms: the image is shown', () => {
    const { record } = images(
      set(
        rep(
          'image_original',
          'https://img.example.org/original/AG2004_10',
          'image/tiff',
          measure('width', 'pixel', '4000') +
            measure('height', 'pixel', '3000') +
            measure('size', 'MB', '10'),
        ),
      ),
    );
    expect(record.linkedImages).toBeUndefined();
    expect(record.images[0]).toMatchObject({
      width: 4000,
      height: 3000,
      size: 10 * 1024 ** 2,
      // No extension in the link: the media type names it.
      filename_extension: '.tif',
      sourceUrl: 'https://img.example.org/original/AG2004_10',
    });
  });

  it('takes a licence the concept names over a descriptive term', () => {
    const { record } = images(
      set(
        rep('', 'https://img.example.org/1.jpg') +
          `<lido:rightsResource><lido:rightsType>` +
          `<lido:conceptID lido:type="URI">http://creativecommons.org/licenses/by-nc-sa/4.0/</lido:conceptID>` +
          `<lido:term>Attribution-NonCommercial-ShareAlike 4.0 International</lido:term>` +
          `</lido:rightsType></lido:rightsResource>`,
      ) +
        set(
          rep('', 'https://img.example.org/2.jpg') +
            `<lido:rightsResource><lido:rightsType ${SKOS} ${RDF}>` +
            `<skos:Concept rdf:about="http://rightsstatements.org/vocab/InC/1.0/"/>` +
            `<lido:term>InC</lido:term></lido:rightsType></lido:rightsResource>`,
        ) +
        set(
          rep('', 'https://img.example.org/3.jpg') +
            `<lido:rightsResource><lido:rightsType>` +
            `<lido:term>Namensnennung 4.0 International (CC BY 4.0)</lido:term>` +
            `</lido:rightsType></lido:rightsResource>`,
        ),
    );
    expect(record.linkedImages?.map((image) => image.license)).toEqual([
      'CC BY-NC-SA 4.0',
      'http://rightsstatements.org/vocab/InC/1.0/',
      'CC BY 4.0',
    ]);
  });

  it('credits the creditLine (without "Foto:", not the usage note), else the rights holder', () => {
    const holder = (name: string): string =>
      `<lido:rightsHolder><lido:legalBodyName><lido:appellationValue>${name}</lido:appellationValue>` +
      `</lido:legalBodyName></lido:rightsHolder>`;
    const { record } = images(
      set(
        rep('', 'https://img.example.org/1.jpg') +
          `<lido:rightsResource>${holder('Staatliche Museen')}` +
          `<lido:creditLine lido:label="usage">Cite the museum.</lido:creditLine>` +
          `<lido:creditLine>Foto: Dietmar Katz</lido:creditLine></lido:rightsResource>`,
      ) +
        set(
          rep('', 'https://img.example.org/2.jpg') +
            `<lido:rightsResource>${holder('Tove Jansson')}` +
            `<lido:creditLine xml:lang="en">Photographed by A. Berg</lido:creditLine></lido:rightsResource>`,
        ) +
        set(
          rep('', 'https://img.example.org/3.jpg') +
            `<lido:rightsResource>${holder('Cecilia Heisser')}</lido:rightsResource>`,
        ),
    );
    expect(record.linkedImages?.map((image) => image.photographer)).toEqual([
      'Dietmar Katz',
      'A. Berg',
      'Cecilia Heisser',
    ]);
    // The record's rights holder stays the legal holder of the first image.
    expect(record.rights.holder).toBe('Staatliche Museen');
  });

  it('gives the record licence of a rightsWorkSet URI its short name', () => {
    const xml = wrap(
      lido(
        '7',
        titled(title('Bild')),
        `<lido:rightsWorkWrap><lido:rightsWorkSet><lido:rightsType>` +
          `<lido:term>https://creativecommons.org/publicdomain/zero/1.0/</lido:term>` +
          `</lido:rightsType></lido:rightsWorkSet></lido:rightsWorkWrap>`,
      ),
    );
    expect(accepted(parseLidoRecords(xml)[0]).record.rights.license).toBe('CC0 1.0');
  });
});
