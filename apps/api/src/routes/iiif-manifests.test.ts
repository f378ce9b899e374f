import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertRecords, type CollectionRecord } from '@kokoelma/collection';
import { makeImage, makeRecord } from '@kokoelma/collection/testing';
import type { SharedGallery } from '@kokoelma/contract';
import { openDatabase, type Database } from '@kokoelma/db';
import { presentationProblems } from '@kokoelma/domain/testing';
import { GalleryNotFoundError } from '@kokoelma/galleries/server';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { registerErrorHandling } from '../errors';
import { iiifManifestRoutesPlugin } from './iiif-manifests';

const PUBLIC_URL = 'https://kokoelma.example';
const SLUG = 'c2hhcmVkLWdhbGxlcnktMDAx';
const PRIVATE_SLUG = 'cHJpdmF0ZS1nYWxsZXJ5LTAx';
const EMPTY_SLUG = 'ZW1wdHktZ2FsbGVyeS0wMDE';
const PUBLIC_SLUG = 'cHVibGljLWdhbGxlcnktMDAx';

const sketchbook = makeRecord(100, {
  title: { fi: 'Luonnoskirja', sv: 'Skissbok', en: 'Sketchbook' },
  images: [makeImage(1000)],
  children: [102, 101],
});
const records: CollectionRecord[] = [
  makeRecord(1, { images: [makeImage(10, 3000, 2000), makeImage(11)] }),
  makeRecord(2, { title: { fi: 'Kirje' }, images: [] }),
  sketchbook,
  makeRecord(101, { title: { fi: 'Sivu 1' }, inventoryNumber: 'A 1:1', images: [makeImage(1010)] }),
  makeRecord(102, { title: { fi: 'Sivu 2' }, inventoryNumber: 'A 1:2', images: [makeImage(1020)] }),
];

function gallery(
  slug: string,
  visibility: SharedGallery['visibility'],
  ids: number[],
): SharedGallery {
  return {
    id: 1,
    kind: 'gallery',
    name: 'Syksyn valinnat',
    slug,
    description: '',
    visibility,
    editToken: null,
    objects: ids.map((id) => ({ id, addedAt: '2025-01-01T00:00:00.000Z', note: '' })),
    objectCount: ids.length,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    owned: false,
  };
}

const galleries: Record<string, SharedGallery> = {
  [SLUG]: gallery(SLUG, 'link', [2, 1, 999]),
  [PRIVATE_SLUG]: gallery(PRIVATE_SLUG, 'private', [1]),
  [EMPTY_SLUG]: gallery(EMPTY_SLUG, 'public', [999]),
  [PUBLIC_SLUG]: gallery(PUBLIC_SLUG, 'public', [1, 2]),
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  const byId = new Map(records.map((record) => [record.id, record]));
  await app.register(
    iiifManifestRoutesPlugin({
      collection: {
        object: async (id) => byId.get(id) ?? null,
        objects: async (ids) => ids.flatMap((id) => byId.get(id) ?? []),
      },
      sharedGallery: async (slug) => {
        const found = galleries[slug];
        if (!found) throw new GalleryNotFoundError();
        return found;
      },
      links: {
        publicUrl: PUBLIC_URL,
        imageBase: `${PUBLIC_URL}/images`,
        iiifImageBase: `${PUBLIC_URL}/iiif/3`,
      },
    }),
  );
});
afterAll(async () => app.close());

describe('GET /iiif/3/manifest/object/{id}', () => {
  it('answers a valid manifest as JSON-LD with the presentation profile, CORS and an hour of cache', async () => {
    const res = await app.inject('/iiif/3/manifest/object/1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(
      /^application\/ld\+json; ?profile="http:\/\/iiif\.io\/api\/presentation\/3\/context\.json"/,
    );
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const manifest = res.json();
    expect(presentationProblems(manifest)).toEqual([]);
    expect(manifest.id).toBe(`${PUBLIC_URL}/iiif/3/manifest/object/1`);
    expect(manifest.items).toHaveLength(2);
    const again = await app.inject({
      url: '/iiif/3/manifest/object/1',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('includes a sketchbook’s pages in page order, and an empty canvas for no images', async () => {
    const book = (await app.inject('/iiif/3/manifest/object/100')).json();
    expect(presentationProblems(book)).toEqual([]);
    expect(book.items.map((canvas: { label: unknown }) => canvas.label)).toEqual([
      { fi: ['Luonnoskirja'], sv: ['Skissbok'], en: ['Sketchbook'] },
      { fi: ['Sivu 1'] },
      { fi: ['Sivu 2'] },
    ]);
    const letter = (await app.inject('/iiif/3/manifest/object/2')).json();
    expect(presentationProblems(letter)).toEqual([]);
    expect(letter.items[0].items).toBeUndefined();
  });

  it('answers 404 for an unknown object and 400 for an id that is no id', async () => {
    const missing = await app.inject('/iiif/3/manifest/object/404');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject('/iiif/3/manifest/object/abc')).statusCode).toBe(400);
    expect((await app.inject('/iiif/3/manifest/object/0')).statusCode).toBe(400);
  });
});

describe('GET /iiif/3/manifest/gallery/{slug}', () => {
  it('answers the manifest of a gallery seen through its link: its artworks in order, kept by no cache', async () => {
    const res = await app.inject(`/iiif/3/manifest/gallery/${SLUG}`);
    expect(res.statusCode).toBe(200);
    // The link may be revoked at any moment: no shared cache (nor the browser) keeps it.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const manifest = res.json();
    expect(presentationProblems(manifest)).toEqual([]);
    expect(manifest.label).toEqual({ none: ['Syksyn valinnat'] });
    // 999 has left the collection: two canvases, in the gallery's order.
    expect(
      manifest.items.map((c: { homepage: Array<{ id: string }> }) => c.homepage[0]?.id),
    ).toEqual([`${PUBLIC_URL}/fi/object/2`, `${PUBLIC_URL}/fi/object/1`]);
  });

  it('caches a public gallery’s manifest for five minutes, indexable', async () => {
    const res = await app.inject(`/iiif/3/manifest/gallery/${PUBLIC_SLUG}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['x-robots-tag']).toBeUndefined();
  });

  it.each([
    ['an unknown gallery', 'dW5rbm93bi1nYWxsZXJ5LTAx'],
    ['a private gallery', PRIVATE_SLUG],
    ['a gallery with no artwork left', EMPTY_SLUG],
  ])('answers 404 for %s', async (_what, slug) => {
    const res = await app.inject(`/iiif/3/manifest/gallery/${slug}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers 400 for a slug that cannot be one', async () => {
    expect((await app.inject('/iiif/3/manifest/gallery/short')).statusCode).toBe(400);
  });
});

describe('the manifest routes in the app', () => {
  let full: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    full = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        PUBLIC_URL,
        IMAGE_BASE_URL: 'https://images.example.fi',
        IIIF_IMAGE_BASE_URL: 'https://iiif.example.fi/iiif/3',
      }),
      { build: { name: 'kokoelma', version: '0', commit: null }, database, serveWeb: false },
    );
    await upsertRecords(database.db, records, 1);
  });
  afterAll(async () => {
    await full.close();
    await database.close();
  });

  it('paints the image server’s renditions with the configured IIIF services', async () => {
    const res = await full.inject('/iiif/3/manifest/object/1');
    expect(res.statusCode).toBe(200);
    const manifest = res.json();
    expect(presentationProblems(manifest)).toEqual([]);
    expect(manifest.items[0].items[0].items[0].body).toMatchObject({
      id: 'https://images.example.fi/1/jpg/2000/10.jpg',
      service: [{ id: 'https://iiif.example.fi/iiif/3/10', type: 'ImageService3' }],
    });
    // With the image server there are no local originals, so no local Image API.
    expect((await full.inject('/iiif/3/10/info.json')).statusCode).toBe(404);
    expect(
      (await full.inject('/iiif/3/manifest/gallery/dW5rbm93bi1nYWxsZXJ5LTAx')).statusCode,
    ).toBe(404);
  });
});
