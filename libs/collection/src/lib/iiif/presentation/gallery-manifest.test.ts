import type { Canvas } from '@iiif/presentation-3';
import { describe, expect, it } from 'vitest';
import { makeImage, makeRecord } from '../../testing/record-factory';
import type { ManifestLinks } from './canvas';
import { galleryManifest } from './gallery-manifest';
import { presentationProblems } from '@kokoelma/domain/testing';

const links: ManifestLinks = {
  publicUrl: 'http://localhost:3000',
  imageBase: 'http://localhost:3000/images',
  iiifImageBase: 'http://localhost:3000/iiif/3',
};
const slug = 'Qm9va3NoZWxmLXNsdWctMTIz';

const objects = [
  makeRecord(3, {
    title: { fi: 'Metsälampi', sv: 'Skogstjärn' },
    images: [makeImage(30), makeImage(31)],
  }),
  makeRecord(1, { title: { en: 'Untitled study' }, images: [] }),
  makeRecord(2, { images: [{ ...makeImage(20, 800, 1000), photographer: null }] }),
];

describe('galleryManifest', () => {
  it('shows each artwork as one canvas, in the gallery’s order, valid by the rules', () => {
    const manifest = galleryManifest({
      gallery: { slug, name: ' Kesän suosikit ' },
      objects,
      links,
    });
    expect(manifest).not.toBeNull();
    expect(presentationProblems(manifest)).toEqual([]);
    expect(manifest?.id).toBe(`http://localhost:3000/iiif/3/manifest/gallery/${slug}`);
    // The owner typed the name: its language is unknown.
    expect(manifest?.label).toEqual({ none: ['Kesän suosikit'] });
    expect(manifest?.summary?.['en']?.[0]).toContain('compiled by a visitor');
    const canvases = manifest?.items as Canvas[];
    expect(canvases.map((canvas) => canvas.label)).toEqual([
      { fi: ['Metsälampi'], sv: ['Skogstjärn'] },
      { en: ['Untitled study'] },
      { fi: ['Teos 2'], sv: ['Verk 2'], en: ['Work 2'] },
    ]);
    // The first image only; the work's page (and its own manifest) has the rest.
    expect(canvases[0]?.items?.[0]?.items).toHaveLength(1);
    expect(canvases[1]?.items).toBeUndefined();
    expect(canvases[2]?.homepage?.map((page) => page.id)).toContain(
      'http://localhost:3000/sv/object/2',
    );
    expect(canvases[2]?.requiredStatement?.value).toEqual({
      fi: ['Ateneumin taidemuseo'],
      sv: ['Konstmuseet Ateneum'],
      en: ['Ateneum Art Museum'],
    });
    expect(manifest?.homepage?.[0]?.id).toBe(`http://localhost:3000/fi/galleries/${slug}`);
    expect(manifest?.thumbnail?.[0]?.id).toBe('http://localhost:3000/images/1/jpg/500/30.jpg');
  });

  it('names the favourites list with the site’s word, and keeps an owner’s description', () => {
    const favourites = galleryManifest({
      gallery: { slug, name: '', kind: 'favourites', description: 'Parhaat palat' },
      objects,
      links,
    });
    expect(favourites?.label).toEqual({ fi: ['Suosikit'], sv: ['Favoriter'], en: ['Favourites'] });
    expect(favourites?.summary).toEqual({ none: ['Parhaat palat'] });
    expect(presentationProblems(favourites)).toEqual([]);
  });

  it('sends an owner’s text that looks like HTML escaped, so no viewer runs it (review I2)', () => {
    const hostile = '<p><img src=x onerror="alert(1)"></p>';
    const manifest = galleryManifest({
      gallery: { slug, name: 'Kuvat', description: hostile },
      objects,
      links,
    });
    expect(manifest?.summary).toEqual({
      none: ['<p>&lt;p&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;/p&gt;</p>'],
    });
    // Text with a stray angle bracket is plain text to IIIF clients already: as typed.
    const plain = galleryManifest({
      gallery: { slug, name: 'Kuvat', description: '<3 Schjerfbeck & Simberg' },
      objects,
      links,
    });
    expect(plain?.summary).toEqual({ none: ['<3 Schjerfbeck & Simberg'] });
  });

  it('has no manifest for a gallery without artworks (a manifest needs a canvas)', () => {
    expect(galleryManifest({ gallery: { slug, name: 'Tyhjä' }, objects: [], links })).toBeNull();
  });
});
