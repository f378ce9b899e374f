// Harvested images are served like the demo images: an import with `images` fetches a
// LIDO record's IIIF image and a JSON record's plain image URL from a local image server,
// then the built app shows them (object page data with sizes, IIIF manifest canvases,
// renditions, IIIF Image API, the 1100 × 650 og:image).
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importFile,
  loadPhotographs,
  PHOTOGRAPHS,
  startImageServer,
  type ImageServer,
} from '@kokoelma/collection';
import { migrate, openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from './app';
import { loadConfig } from './config';

const build = { name: 'kokoelma', version: '0', commit: null };

let server: ImageServer;
let database: Database;
let app: FastifyInstance;
let dataDir: string;

const LIDO = (base: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<lido:lidoWrap xmlns:lido="http://www.lido-schema.org"><lido:lido>
<lido:lidoRecID lido:type="local">/Museu:000000</lido:lidoRecID>
<lido:descriptiveMetadata xml:lang="sv"><lido:objectIdentificationWrap><lido:titleWrap><lido:titleSet>
<lido:appellationValue>Skördemännen</lido:appellationValue></lido:titleSet></lido:titleWrap></lido:objectIdentificationWrap>
</lido:descriptiveMetadata>
<lido:administrativeMetadata xml:lang="sv"><lido:recordWrap><lido:recordID>14848</lido:recordID></lido:recordWrap>
<lido:resourceWrap><lido:resourceSet>
<lido:resourceRepresentation lido:type="iiif_image_api"><lido:linkResource>${base}/iiif/harvesters</lido:linkResource></lido:resourceRepresentation>
<lido:rightsResource><lido:rightsType><lido:term>http://creativecommons.org/publicdomain/mark/1.0/</lido:term></lido:rightsType>
<lido:rightsHolder><lido:legalBodyName><lido:appellationValue>Cecilia Heisser</lido:appellationValue></lido:legalBodyName></lido:rightsHolder>
</lido:rightsResource></lido:resourceSet></lido:resourceWrap></lido:administrativeMetadata></lido:lido></lido:lidoWrap>`;

const JSON_RECORD = (base: string) =>
  JSON.stringify({
    objectId: 501,
    title: { fi: 'Kukkia', sv: '', en: '' },
    category: { fi: 'taideteos', sv: 'konstverk', en: 'artwork' },
    responsibleOrganisation: 'Kansallisgalleria / Ateneumin taidemuseo',
    multimedia: [
      {
        id: 7001,
        filename_extension: '.jpg',
        image_version: 1,
        isRiaDisplayImage: true,
        license: 'CC0',
        ordinal: 1,
        jpg: { '4000': `${base}/files/hibiscus.regular.jpeg` },
      },
    ],
  });

beforeAll(async () => {
  server = await startImageServer(await loadPhotographs());
  dataDir = mkdtempSync(join(tmpdir(), 'kokoelma-harvest-api-'));
  database = await openDatabase({ kind: 'pglite' });
  await migrate(database.db);
  const images = {
    originalsDir: join(dataDir, 'images', 'originals'),
    fetch: true,
    allowPrivateHosts: true,
  };
  const lido = join(dataDir, 'records.xml');
  writeFileSync(lido, LIDO(server.url));
  const json = join(dataDir, 'records.jsonl');
  writeFileSync(json, `${JSON_RECORD(server.url)}\n`);
  expect((await importFile(database.db, lido, { images })).images).toMatchObject({ fetched: 1 });
  expect((await importFile(database.db, json, { images })).images).toMatchObject({ fetched: 1 });
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), {
    build,
    database,
    serveWeb: false,
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface PageImage {
  id: number | string;
  filename_extension: string;
  width: number;
  height: number;
  license: string | null;
  photographer: string | null;
}

async function objectImage(id: number): Promise<PageImage> {
  const res = await app.inject(`/api/pagedata?path=/fi/object/${id}`);
  expect(res.statusCode).toBe(200);
  const page = res.json<{ kind: string; object: { images: PageImage[] } }>();
  expect(page.kind).toBe('object');
  expect(page.object.images).toHaveLength(1);
  return page.object.images[0] as PageImage;
}

describe.each([
  { id: 14848, photograph: 'harvesters.jpeg' as const },
  { id: 501, photograph: 'hibiscus.regular.jpeg' as const },
])('a harvested image of object $id', ({ id, photograph }) => {
  const { width, height } = PHOTOGRAPHS[photograph];

  it('is on the object page with its pixel size, licence and credit', async () => {
    const image = await objectImage(id);
    expect(image).toMatchObject({ width, height, filename_extension: '.jpg' });
    if (id === 14848) {
      expect(image).toMatchObject({
        license: 'Public Domain Mark 1.0',
        photographer: 'Cecilia Heisser',
      });
    }
  });

  it('has a canvas of its size in the IIIF manifest, and an Image API service', async () => {
    const image = await objectImage(id);
    const manifest = (await app.inject(`/iiif/3/manifest/object/${id}`)).json<{
      items: Array<{ width: number; height: number }>;
    }>();
    expect(manifest.items[0]).toMatchObject({ width, height });
    const info = await app.inject(`/iiif/3/${image.id}/info.json`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ width, height });
    const tile = await app.inject(`/iiif/3/${image.id}/full/max/0/default.jpg`);
    expect(tile.statusCode).toBe(200);
  });

  it('is served as renditions and cropped to a 1100 × 650 og:image', async () => {
    const image = await objectImage(id);
    const filename = `${image.id}${image.filename_extension}`;
    const rendition = await app.inject(`/images/1/webp/500/${filename}`);
    expect(rendition.statusCode).toBe(200);
    const small = await sharp(rendition.rawPayload).metadata();
    expect(small.width).toBe(Math.min(500, width));
    const og = await app.inject(`/og-image/${filename}`);
    expect(og.statusCode).toBe(200);
    const meta = await sharp(og.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1100, 650]);
  });
});
