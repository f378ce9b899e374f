import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import {
  GALLERY_ERROR_REASONS,
  Gallery,
  GalleryErrorResponse,
  GallerySlugParams,
  GalleryOrderRequest,
  NewGalleryRequest,
  SharedGallery,
  UpdateGalleryRequest,
} from './galleries';

const gallery = {
  id: 12,
  kind: 'gallery',
  name: 'Talvi',
  slug: 'q9X0bZ-_aaaaaaaaaaaaaa',
  description: '',
  visibility: 'link',
  editToken: null,
  objects: [{ id: 3, addedAt: '2025-03-01T10:00:00.000Z', note: '' }],
  objectCount: 1,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
};

describe('gallery schemas', () => {
  it('describe the gallery the server sends, and nothing more', () => {
    expect(Value.Check(Gallery, gallery)).toBe(true);
    expect(Value.Check(Gallery, { ...gallery, kind: 'favourites', name: '' })).toBe(true);
    expect(Value.Check(Gallery, { ...gallery, user_id: 'x' })).toBe(false);
    expect(Value.Check(Gallery, { ...gallery, kind: 'album' })).toBe(false);
    expect(Value.Check(Gallery, { ...gallery, visibility: 'secret' })).toBe(false);
    expect(Value.Check(Gallery, { ...gallery, editToken: 'short' })).toBe(false);
    expect(Value.Check(SharedGallery, { ...gallery, owned: false })).toBe(true);
    expect(Value.Check(SharedGallery, gallery)).toBe(false);
  });

  it('change a gallery with at least one known field', () => {
    expect(Value.Check(UpdateGalleryRequest, { description: 'Talven valoa' })).toBe(true);
    expect(Value.Check(UpdateGalleryRequest, { visibility: 'public' })).toBe(true);
    expect(Value.Check(UpdateGalleryRequest, {})).toBe(false);
    expect(Value.Check(UpdateGalleryRequest, { owner: 'x' })).toBe(false);
    expect(Value.Check(GalleryOrderRequest, { artworkIds: [1, 2, 1] })).toBe(false);
  });

  it('take a name and one artwork to create a gallery', () => {
    expect(Value.Check(NewGalleryRequest, { name: '', artworkId: 1 })).toBe(true);
    expect(Value.Check(NewGalleryRequest, { name: 'A', artworkId: 0 })).toBe(false);
    expect(Value.Check(NewGalleryRequest, { name: 'A', artworkId: 2 ** 31 })).toBe(false);
    expect(Value.Check(NewGalleryRequest, { name: 'A' })).toBe(false);
  });

  it('accept only slugs of at least 128 bits of base64url', () => {
    expect(Value.Check(GallerySlugParams, { gallerySlug: gallery.slug })).toBe(true);
    expect(Value.Check(GallerySlugParams, { gallerySlug: '12' })).toBe(false);
    expect(Value.Check(GallerySlugParams, { gallerySlug: `${'a'.repeat(21)}/` })).toBe(false);
  });

  it('carry a known reason in gallery errors', () => {
    for (const reason of GALLERY_ERROR_REASONS) {
      expect(Value.Check(GalleryErrorResponse, { error: 'conflict', message: 'm', reason })).toBe(
        true,
      );
    }
    expect(
      Value.Check(GalleryErrorResponse, { error: 'conflict', message: 'm', reason: 'other' }),
    ).toBe(false);
  });
});
