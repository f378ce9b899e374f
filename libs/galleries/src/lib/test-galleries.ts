import type { Gallery } from '@kokoelma/contract';

let slugs = 0;

/** A gallery as the server answers, for the browser entry's tests. */
export function testGallery(
  id: number,
  objectIds: readonly number[] = [],
  kind: Gallery['kind'] = 'gallery',
): Gallery {
  slugs += 1;
  const at = '2025-03-01T10:00:00.000Z';
  return {
    id,
    kind,
    name: kind === 'gallery' ? `Galleria ${id}` : '',
    slug: `slug${String(slugs).padStart(18, '0')}`,
    description: '',
    visibility: 'link',
    editToken: null,
    objects: objectIds.map((objectId) => ({ id: objectId, addedAt: at, note: '' })),
    objectCount: objectIds.length,
    createdAt: at,
    updatedAt: at,
  };
}
