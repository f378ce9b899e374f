import type { Annotation, Canvas, IIIFExternalWebResource } from '@iiif/presentation-3';
import { describe, expect, it } from 'vitest';
import { makeImage, makeRecord } from '../../testing/record-factory';
import type { CollectionRecord } from '../../model/record';
import type { ManifestLinks } from './canvas';
import { objectManifest } from './object-manifest';
import { presentationProblems } from '@kokoelma/domain/testing';

const links: ManifestLinks = {
  publicUrl: 'https://kokoelma.example',
  imageBase: 'https://kokoelma.example/images',
  iiifImageBase: 'https://kokoelma.example/iiif/3',
};

/** A painting as the museum's data describes one, in three languages. */
const painting: CollectionRecord = makeRecord(4000, {
  title: { fi: 'Toipilas', sv: 'Konvalescenten', en: 'The Convalescent' },
  description: { fi: 'Lapsi sairasvuoteessa.', en: 'A child in a sickbed.' },
  people: [
    {
      id: 7,
      firstName: 'Helene',
      familyName: 'Schjerfbeck',
      birthYear: 1862,
      deathYear: 1946,
      attribution: null,
      role: { id: 1, fi: 'taiteilija', sv: 'konstnär', en: 'artist' },
    },
  ],
  dimensions: [
    {
      measurements: [92, 107],
      unit: 'cm',
      sortLnu: 1,
      measureType: { fi: 'korkeus x leveys', sv: 'höjd x bredd', en: 'height x width' },
    },
  ],
  materials: [{ fi: 'öljy kankaalle', sv: 'olja på duk', en: 'oil on canvas' }],
  dateFrom: '1888',
  yearFrom: 1888,
  inventoryNumber: 'A I 1008',
  museum: 'ateneum',
  images: [
    { ...makeImage(259094, 6000, 4000), license: 'CC BY 4.0', photographer: 'Hannu Aaltonen' },
    { ...makeImage(259095, 1600, 1200), license: 'CC BY 4.0', photographer: 'Jenni Nurminen' },
  ],
  rights: { license: 'CC BY 4.0', holder: null },
});

const canvases = (manifest: ReturnType<typeof objectManifest>) => manifest.items as Canvas[];
const painted = (canvas: Canvas) => canvas.items?.[0]?.items?.[0] as Annotation;
const body = (canvas: Canvas) => painted(canvas).body as IIIFExternalWebResource;

describe('objectManifest', () => {
  it('describes a painting in fi, sv and en, valid by the Presentation 3 rules', () => {
    const manifest = objectManifest({ object: painting, links });
    expect(presentationProblems(manifest)).toEqual([]);
    expect(manifest['@context']).toBe('http://iiif.io/api/presentation/3/context.json');
    expect(manifest.id).toBe('https://kokoelma.example/iiif/3/manifest/object/4000');
    expect(manifest.label).toEqual({
      fi: ['Toipilas'],
      sv: ['Konvalescenten'],
      en: ['The Convalescent'],
    });
    expect(manifest.summary).toEqual({
      fi: ['Lapsi sairasvuoteessa.'],
      en: ['A child in a sickbed.'],
    });
    expect(manifest.rights).toBe('http://creativecommons.org/licenses/by/4.0/');
    expect(manifest.navDate).toBe('1888-01-01T00:00:00Z');
    expect(manifest.metadata).toEqual([
      {
        label: { fi: ['Tekijät'], sv: ['Upphovspersoner'], en: ['Authors'] },
        value: {
          fi: ['Helene Schjerfbeck (1862–1946), taiteilija'],
          sv: ['Helene Schjerfbeck (1862–1946), konstnär'],
          en: ['Helene Schjerfbeck (1862–1946), artist'],
        },
      },
      { label: { fi: ['Ajoitus'], sv: ['Datering'], en: ['Date'] }, value: { none: ['1888'] } },
      {
        label: { fi: ['Aineistotyyppi'], sv: ['Kategori'], en: ['Category'] },
        value: { fi: ['taideteos'], sv: ['konstverk'], en: ['artwork'] },
      },
      {
        label: { fi: ['Mitat'], sv: ['Mått'], en: ['Measurements'] },
        value: {
          fi: ['korkeus x leveys: 92 × 107 cm'],
          sv: ['höjd x bredd: 92 × 107 cm'],
          en: ['height x width: 92 × 107 cm'],
        },
      },
      {
        label: {
          fi: ['Materiaalit ja tekniikat'],
          sv: ['Material och tekniker'],
          en: ['Materials and techniques'],
        },
        value: { fi: ['öljy kankaalle'], sv: ['olja på duk'], en: ['oil on canvas'] },
      },
      {
        label: { fi: ['Inventaarionumero'], sv: ['Inventarienummer'], en: ['Inventory number'] },
        value: { none: ['A I 1008'] },
      },
      {
        label: { fi: ['Museo'], sv: ['Museum'], en: ['Museum'] },
        value: {
          fi: ['Ateneumin taidemuseo'],
          sv: ['Konstmuseet Ateneum'],
          en: ['Ateneum Art Museum'],
        },
      },
      {
        label: { fi: ['Lisenssi'], sv: ['Licens'], en: ['Licence'] },
        value: { none: ['CC BY 4.0'] },
      },
    ]);
  });

  it('credits the museum and every photographer, and names the provider and pages', () => {
    const manifest = objectManifest({ object: painting, links });
    expect(manifest.requiredStatement).toEqual({
      label: { fi: ['Lähdetiedot'], sv: ['Källuppgifter'], en: ['Attribution'] },
      value: {
        fi: ['Ateneumin taidemuseo. Kuva: Hannu Aaltonen. Kuva: Jenni Nurminen'],
        sv: ['Konstmuseet Ateneum. Foto: Hannu Aaltonen. Foto: Jenni Nurminen'],
        en: ['Ateneum Art Museum. Photo: Hannu Aaltonen. Photo: Jenni Nurminen'],
      },
    });
    expect(manifest.provider?.[0]).toMatchObject({
      id: 'https://kokoelma.example/',
      type: 'Agent',
      label: {
        fi: ['Kansallisgalleria'],
        sv: ['Nationalgalleriet'],
        en: ['Finnish National Gallery'],
      },
    });
    expect(
      manifest.homepage?.map((page) => [page.id, (page as { language?: string[] }).language]),
    ).toEqual([
      // The persistent id first: it sends a browser to the page in its language.
      ['https://kokoelma.example/id/object/4000', undefined],
      ['https://kokoelma.example/fi/object/4000', ['fi']],
      ['https://kokoelma.example/sv/object/4000', ['sv']],
      ['https://kokoelma.example/en/object/4000', ['en']],
    ]);
    expect(manifest.seeAlso).toEqual([
      {
        id: 'https://kokoelma.example/id/object/4000',
        type: 'Dataset',
        label: { en: ['Linked Art description'] },
        format: 'application/ld+json',
        profile: 'https://linked.art/ns/v1/linked-art.json',
      },
    ]);
  });

  it('paints one canvas per image, at the image size, with its Image API service', () => {
    const manifest = objectManifest({ object: painting, links });
    expect(canvases(manifest)).toHaveLength(2);
    const [first, second] = canvases(manifest) as [Canvas, Canvas];
    expect(first).toMatchObject({
      id: `${manifest.id}/canvas/1`,
      width: 6000,
      height: 4000,
      label: { fi: ['Toipilas, kuva 1/2'], en: ['The Convalescent, image 1 of 2'] },
    });
    expect(painted(first).target).toBe(first.id);
    expect(body(first)).toEqual({
      id: 'https://kokoelma.example/images/1/jpg/4000/259094.jpg',
      type: 'Image',
      format: 'image/jpeg',
      width: 4000,
      height: 2667,
      service: [
        { id: 'https://kokoelma.example/iiif/3/259094', type: 'ImageService3', profile: 'level2' },
      ],
    });
    // A 1600-wide image is painted from the largest rendition it has: 1000 wide.
    expect(body(second)).toMatchObject({ width: 1000, height: 750 });
    expect(second?.requiredStatement?.value['en']).toEqual([
      'Ateneum Art Museum. Photo: Jenni Nurminen',
    ]);
    expect(manifest.thumbnail?.[0]).toMatchObject({
      id: 'https://kokoelma.example/images/1/jpg/500/259094.jpg',
    });
  });

  it('gives a described image its description as the canvas summary, in its languages', () => {
    const described = {
      ...painting,
      images: [
        {
          ...makeImage(259094, 6000, 4000),
          description: { fi: 'Kalpea tyttö istuu tuolissa.', en: 'A pale girl sits in a chair.' },
        },
        makeImage(259095, 1600, 1200),
      ],
    };
    const manifest = objectManifest({ object: described, links });
    expect(presentationProblems(manifest)).toEqual([]);
    const [first, second] = canvases(manifest) as [Canvas, Canvas];
    expect(first.summary).toEqual({
      fi: ['Kalpea tyttö istuu tuolissa.'],
      en: ['A pale girl sits in a chair.'],
    });
    expect(second.summary).toBeUndefined();
  });

  it('leaves the service out when there is no Image API', () => {
    const manifest = objectManifest({ object: painting, links: { ...links, iiifImageBase: null } });
    expect(presentationProblems(manifest)).toEqual([]);
    expect(body(canvases(manifest)[0] as Canvas).service).toBeUndefined();
  });

  it('gives an object without images one empty canvas, and omits missing languages', () => {
    const letter = makeRecord(12, {
      title: { fi: 'Kirje Gunnar Berndtsonille' },
      category: { value: 'letter', name: { fi: 'kirje' } },
      images: [],
      dimensions: [],
      yearFrom: null,
      rights: { license: 'All rights reserved', holder: 'Kuvasto' },
    });
    const manifest = objectManifest({ object: letter, links });
    expect(presentationProblems(manifest)).toEqual([]);
    expect(manifest.label).toEqual({ fi: ['Kirje Gunnar Berndtsonille'] });
    expect(manifest.rights).toBe('http://rightsstatements.org/vocab/InC/1.0/');
    expect(manifest.navDate).toBeUndefined();
    expect(manifest.thumbnail).toBeUndefined();
    expect(manifest.metadata?.find((m) => m.label['en']?.[0] === 'Category')?.value).toEqual({
      fi: ['kirje'],
    });
    expect(manifest.requiredStatement?.value['fi']).toEqual(['Ateneumin taidemuseo. © Kuvasto']);
    expect(canvases(manifest)).toEqual([
      expect.objectContaining({
        type: 'Canvas',
        width: 1000,
        height: 1000,
        summary: { fi: ['Ei kuvaa'], sv: ['Ingen bild'], en: ['No image'] },
      }),
    ]);
    expect(canvases(manifest)[0]?.items).toBeUndefined();
  });

  it('calls an object with no title in any language untitled, in every language', () => {
    const manifest = objectManifest({
      object: makeRecord(13, { title: {}, images: [makeImage(1)] }),
      links,
    });
    expect(manifest.label).toEqual({ fi: ['Nimetön'], sv: ['Utan titel'], en: ['Untitled'] });
    expect(presentationProblems(manifest)).toEqual([]);
  });

  it('puts a sketchbook’s pages after its own images, by page number, series left out', () => {
    const page = (id: number, number: number, extra: Partial<CollectionRecord> = {}) =>
      makeRecord(id, {
        title: { fi: `Sivu ${number}` },
        inventoryNumber: `A II 1517:${number}`,
        images: [makeImage(id * 10, 800, 1000)],
        ...extra,
      });
    const sketchbook = makeRecord(100, {
      title: { fi: 'Luonnoskirja', en: 'Sketchbook' },
      images: [makeImage(1000, 900, 1200)],
      children: [103, 101, 102, 104],
    });
    const children = [
      page(103, 3),
      page(101, 1),
      page(102, 2),
      page(104, 4, { category: { value: 'series', name: { fi: 'sarja' } } }),
    ];
    const manifest = objectManifest({ object: sketchbook, children, links });
    expect(presentationProblems(manifest)).toEqual([]);
    expect(canvases(manifest).map((canvas) => canvas.label)).toEqual([
      { fi: ['Luonnoskirja'], en: ['Sketchbook'] },
      { fi: ['Sivu 1'] },
      { fi: ['Sivu 2'] },
      { fi: ['Sivu 3'] },
    ]);
    expect(canvases(manifest)[1]?.homepage?.[0]?.id).toBe('https://kokoelma.example/fi/object/101');
    // Children of an object that is not a sketchbook stay out.
    expect(
      objectManifest({ object: { ...sketchbook, title: { fi: 'Sarja' } }, children, links }).items,
    ).toHaveLength(1);
  });

  it('gives an image of unknown size a nominal canvas and an unsized body', () => {
    const object = makeRecord(14, { images: [makeImage(140, 0, 0)] });
    const manifest = objectManifest({ object, links });
    expect(presentationProblems(manifest)).toEqual([]);
    const [canvas] = canvases(manifest);
    expect([canvas?.width, canvas?.height]).toEqual([1000, 1000]);
    expect(body(canvas as Canvas)).not.toHaveProperty('width');
  });
});
