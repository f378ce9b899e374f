import { describe, expect, it } from 'vitest';
import {
  canAddArtwork,
  favouritesPath,
  galleryEditLinkPath,
  galleryEditPath,
  galleryExportPath,
  galleryManifestPath,
  galleryPath,
  mailtoHref,
  modalForArtwork,
  withGallery,
  withoutArtwork,
  withoutGallery,
} from './gallery-rules';
import { testGallery } from './test-galleries';

describe('gallery list rules', () => {
  it('replaces the entry of the same id and keeps the list newest first', () => {
    const list = [testGallery(9), testGallery(3)];
    const changed = testGallery(3, [7]);
    expect(withGallery(list, changed).map((g) => [g.id, g.objectCount])).toEqual([
      [9, 0],
      [3, 1],
    ]);
    expect(withGallery(list, testGallery(12)).map((g) => g.id)).toEqual([12, 9, 3]);
    expect(withGallery(list, testGallery(5)).map((g) => g.id)).toEqual([9, 5, 3]);
  });

  it('keeps the favourites list out of the gallery list', () => {
    const list = [testGallery(2)];
    expect(withGallery(list, testGallery(40, [1], 'favourites'))).toEqual(list);
  });

  it('drops a deleted gallery', () => {
    expect(withoutGallery([testGallery(2), testGallery(1)], 2).map((g) => g.id)).toEqual([1]);
    expect(withoutGallery([testGallery(2)], '2')).toEqual([]);
  });

  it('disables a gallery that holds the artwork already (spec §5)', () => {
    const gallery = testGallery(1, [5, 6]);
    expect(canAddArtwork(gallery, 5)).toBe(false);
    expect(canAddArtwork(gallery, '6')).toBe(false);
    expect(canAddArtwork(gallery, 7)).toBe(true);
  });

  it('takes an artwork out locally, count included', () => {
    const gallery = withoutArtwork(testGallery(1, [5, 6]), 5);
    expect(gallery.objects.map((o) => o.id)).toEqual([6]);
    expect(gallery.objectCount).toBe(1);
  });

  it('opens the new-gallery modal for a visitor with no galleries, else add-to-gallery', () => {
    expect(modalForArtwork([])).toBe('new-gallery');
    expect(modalForArtwork([testGallery(1, [], 'favourites')])).toBe('new-gallery');
    expect(modalForArtwork([testGallery(1)])).toBe('add-to-gallery');
  });
});

describe('gallery paths', () => {
  it('link the shared view by slug, the edit page by id, and the favourites', () => {
    const gallery = testGallery(42);
    expect(galleryPath('sv', gallery)).toBe(`/sv/galleries/${gallery.slug}`);
    expect(galleryEditPath('en', gallery)).toBe('/en/galleries/42/edit');
    expect(favouritesPath('fi')).toBe('/fi/favourites');
  });

  it('link the edit link, the JSON export and the IIIF manifest', () => {
    const gallery = {
      ...testGallery(42),
      slug: 'Ab_-cdEfGhIjKlMnOpQrSt',
      editToken: 'T0k-en_xxxxxxxxxxxxxxx',
    };
    expect(galleryEditLinkPath('fi', gallery)).toBe(
      '/fi/galleries/42/edit?editToken=T0k-en_xxxxxxxxxxxxxxx',
    );
    expect(galleryExportPath(gallery)).toBe('/api/galleries/Ab_-cdEfGhIjKlMnOpQrSt/export');
    expect(galleryManifestPath(gallery)).toBe('/iiif/3/manifest/gallery/Ab_-cdEfGhIjKlMnOpQrSt');
  });

  it('build a mailto: link with the subject and body encoded', () => {
    const href = mailtoHref({
      subject: 'Galleria: Kesä & talvi',
      body: 'Katso:\nhttps://x.fi/a?b=1',
    });
    expect(href).toBe(
      'mailto:?subject=Galleria%3A%20Kes%C3%A4%20%26%20talvi&body=Katso%3A%0Ahttps%3A%2F%2Fx.fi%2Fa%3Fb%3D1',
    );
    expect(mailtoHref({ subject: 's', body: 'b' }, 'ystävä@example.fi')).toBe(
      'mailto:yst%C3%A4v%C3%A4@example.fi?subject=s&body=b',
    );
  });
});
