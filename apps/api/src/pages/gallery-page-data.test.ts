import { describe, expect, it } from 'vitest';
import { type CollectionService } from '@kokoelma/collection';
import { makeRecord } from '@kokoelma/collection/testing';
import type { ObjectInfo } from '@kokoelma/cms';
import { createLocalContentProvider, type ContentProvider } from '@kokoelma/cms/server';
import { type SharedGallery } from '@kokoelma/contract';
import { PageData } from '@kokoelma/contract/site';
import { GalleryNotFoundError } from '@kokoelma/galleries/server';
import { Value } from 'typebox/value';
import { galleryIdOf } from './content-pages';
import { createPageDataSource, type PageDataOptions } from './page-data';
import { trackViewer } from './page-viewer';

const OWNER = 'user-aino';
const SLUGS = {
  open: 'AAAAAAAAAAAAAAAAAAAAAA',
  link: 'BBBBBBBBBBBBBBBBBBBBBB',
  closed: 'CCCCCCCCCCCCCCCCCCCCCC',
};

function gallery(id: number, slug: string, visibility: SharedGallery['visibility']) {
  const at = '2025-03-01T10:00:00.000Z';
  return {
    id,
    kind: 'gallery' as const,
    name: `Galleria ${id}`,
    slug,
    description: '',
    visibility,
    editToken: null,
    // 99 has left the collection: the page shows the others, in the gallery's order.
    objects: [3, 99, 1].map((objectId) => ({ id: objectId, addedAt: at, note: '' })),
    objectCount: 3,
    createdAt: at,
    updatedAt: at,
  };
}

const stored = [
  gallery(11, SLUGS.open, 'public'),
  gallery(12, SLUGS.link, 'link'),
  gallery(13, SLUGS.closed, 'private'),
];

/** The service's rules of the shared view (tested against the database in libs/galleries). */
const galleries = {
  getShared: async (slug: string, viewerId: string | null): Promise<SharedGallery> => {
    const found = stored.find((g) => g.slug === slug);
    const owned = viewerId === OWNER;
    if (!found || (found.visibility === 'private' && !owned)) throw new GalleryNotFoundError();
    return { ...found, owned };
  },
};

const records = new Map([1, 2, 3].map((id) => [id, makeRecord(id)]));
const collection = {
  objects: async (ids: number[]) => ids.flatMap((id) => records.get(id) ?? []),
} as unknown as CollectionService;

/** Info boxes as editors write them: by slug, by address, by numeric id, and others. */
function info(id: string, galleryIds: string[], lang: string): ObjectInfo {
  return { id, objectIds: [], galleryIds, title: `${id} ${lang}`, newTab: false };
}
const local = createLocalContentProvider();
const content: ContentProvider = {
  ...local,
  getObjectInfos: async (lang) => [
    info('by-slug', [` ${SLUGS.open} `], lang),
    info('by-address', [`https://kokoelma.example/fi/galleries/${SLUGS.open}?x=1`], lang),
    info('by-id', ['12'], lang),
    info('by-edit-address', ['/fi/galleries/13/edit'], lang),
    info('elsewhere', ['999', 'DDDDDDDDDDDDDDDDDDDDDD'], lang),
    { ...info('object-only', [], lang), objectIds: [1] },
  ],
};

const options: PageDataOptions = {
  isDemo: async () => false,
  imageBase: '/images',
  publicUrl: 'https://kokoelma.example',
  content,
  galleries,
};
const source = createPageDataSource(collection, options);

async function page(path: string, viewerId: string | null = null) {
  const tracked = trackViewer(async () => viewerId);
  const data = await source.pageData(path, '', tracked.viewer);
  // Whatever the resolver returns must be what the schema describes (and serialises).
  if (data) expect(Value.Errors(PageData, data)).toEqual([]);
  return { data, asked: tracked.asked() };
}

describe('gallery page data', () => {
  it('gives a public gallery to anyone, with its artworks in order and its info boxes', async () => {
    const { data, asked } = await page(`/sv/galleries/${SLUGS.open}`);
    if (data?.kind !== 'gallery') throw new Error('no gallery page');
    expect(asked).toBe(true);
    expect(data.lang).toBe('sv');
    expect(data.gallery).toMatchObject({ id: 11, visibility: 'public', owned: false });
    expect(data.objects.map((object) => object.id)).toEqual([3, 1]);
    expect(data.infos.map((box) => box.title)).toEqual(['by-slug sv', 'by-address sv']);
    expect(data.infos[0]).not.toHaveProperty('galleryIds');
  });

  it('gives a link gallery to anyone with the link; its info boxes by numeric id', async () => {
    const { data } = await page(`/en/galleries/${SLUGS.link}/`);
    expect(data?.kind === 'gallery' && data.infos.map((box) => box.title)).toEqual(['by-id en']);
  });

  it('gives a private gallery to its owner only: anyone else gets null (404)', async () => {
    expect((await page(`/fi/galleries/${SLUGS.closed}`)).data).toBeNull();
    expect((await page(`/fi/galleries/${SLUGS.closed}`, 'user-eero')).data).toBeNull();
    const own = await page(`/fi/galleries/${SLUGS.closed}`, OWNER);
    expect(own.data).toMatchObject({ kind: 'gallery', gallery: { owned: true } });
    expect(own.data?.kind === 'gallery' && own.data.infos.map((box) => box.title)).toEqual([
      'by-edit-address fi',
    ]);
  });

  it('answers null for an unknown slug, and for no slug without asking who asks', async () => {
    expect(await page('/fi/galleries/DDDDDDDDDDDDDDDDDDDDDD')).toEqual({
      data: null,
      asked: true,
    });
    for (const path of ['/fi/galleries/short', '/fi/galleries/%00' + 'A'.repeat(22)]) {
      expect(await page(path)).toEqual({ data: null, asked: false });
    }
    expect((await page(`/fi/galleries/${SLUGS.open}/edit`)).data).toBeNull();
  });

  it('asks no viewer on pages that are the same for everyone', async () => {
    expect(await page('/fi/developers')).toEqual({ data: null, asked: false });
    expect((await page('/fi/tietoa-kokoelmasta')).asked).toBe(false);
  });

  it('has no gallery pages without the gallery service', async () => {
    const without = createPageDataSource(collection, { ...options, galleries: undefined });
    expect(await without.pageData(`/fi/galleries/${SLUGS.open}`, '')).toBeNull();
  });

  it('lets other failures through (a 500, not a 404)', async () => {
    const failing = createPageDataSource(collection, {
      ...options,
      galleries: {
        getShared: async () => {
          throw new Error('database down');
        },
      },
    });
    await expect(failing.pageData(`/fi/galleries/${SLUGS.open}`, '')).rejects.toThrow(
      'database down',
    );
  });
});

describe('galleryIdOf', () => {
  it('reads a slug or an id from what an editor pasted', () => {
    expect(galleryIdOf(' abc ')).toBe('abc');
    expect(galleryIdOf('https://x.fi/sv/galleries/abc#top')).toBe('abc');
    expect(galleryIdOf('/fi/galleries/42/edit?editToken=z')).toBe('42');
  });
});
