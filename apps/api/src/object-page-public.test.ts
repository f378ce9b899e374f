// The object page sends the public object only (the contract's CollectionObject): what the
// store alone keeps of a record — a LIDO record's linked images not harvested yet, a
// harvested image's validators — reaches neither /api/pagedata nor the server-rendered
// HTML, and both send the same object.
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findObjects,
  importFile,
  loadPhotographs,
  startImageServer,
  type ImageServer,
} from '@kokoelma/collection';
import { migrate, openDatabase, type Database } from '@kokoelma/db';
import { buildApp } from './app';
import { loadConfig } from './config';

// The built web app (dist/apps/web) is a dependency of this target.
const webDist = new URL('../../../dist/apps/web', import.meta.url).pathname;

let server: ImageServer;
let database: Database;
let app: FastifyInstance;
let dataDir: string;

/** A LIDO record whose one image is a IIIF link without pixel size. */
const lidoRecord = (recordId: number, title: string, link: string) => `<lido:lido>
<lido:lidoRecID lido:type="local">/Museu:${recordId}</lido:lidoRecID>
<lido:descriptiveMetadata xml:lang="sv"><lido:objectIdentificationWrap><lido:titleWrap><lido:titleSet>
<lido:appellationValue>${title}</lido:appellationValue></lido:titleSet></lido:titleWrap></lido:objectIdentificationWrap>
</lido:descriptiveMetadata>
<lido:administrativeMetadata xml:lang="sv"><lido:recordWrap><lido:recordID>${recordId}</lido:recordID></lido:recordWrap>
<lido:resourceWrap><lido:resourceSet>
<lido:resourceRepresentation lido:type="iiif_image_api"><lido:linkResource>${link}</lido:linkResource></lido:resourceRepresentation>
<lido:rightsResource><lido:rightsType><lido:term>http://creativecommons.org/publicdomain/mark/1.0/</lido:term></lido:rightsType>
<lido:rightsHolder><lido:legalBodyName><lido:appellationValue>Cecilia Heisser</lido:appellationValue></lido:legalBodyName></lido:rightsHolder>
</lido:rightsResource></lido:resourceSet></lido:resourceWrap></lido:administrativeMetadata></lido:lido>`;

const lidoFile = (...records: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<lido:lidoWrap xmlns:lido="http://www.lido-schema.org">${records.join('\n')}</lido:lidoWrap>`;

const LINKED = 14849; // imported without a harvest: its image stays a linked image
const HARVESTED = 14848; // harvested: its image carries the harvest's validators
const STORAGE_ONLY = ['linkedImages', '"harvest"', 'sha256', 'lastModified'];

beforeAll(async () => {
  server = await startImageServer(await loadPhotographs());
  dataDir = mkdtempSync(join(tmpdir(), 'kokoelma-object-public-'));
  database = await openDatabase({ kind: 'pglite' });
  await migrate(database.db);
  const linked = join(dataDir, 'linked.xml');
  writeFileSync(
    linked,
    lidoFile(lidoRecord(LINKED, 'Linkitetty', 'https://images.example.org/iiif/linked-only')),
  );
  await importFile(database.db, linked);
  const harvested = join(dataDir, 'harvested.xml');
  writeFileSync(
    harvested,
    lidoFile(lidoRecord(HARVESTED, 'Skördemännen', `${server.url}/iiif/harvesters`)),
  );
  const images = {
    originalsDir: join(dataDir, 'images', 'originals'),
    fetch: true,
    allowPrivateHosts: true,
  };
  expect((await importFile(database.db, harvested, { images })).images).toMatchObject({
    fetched: 1,
  });
  app = await buildApp(loadConfig({ WEB_DIST: webDist, LOG_LEVEL: 'silent', DATA_DIR: dataDir }), {
    build: { name: 'kokoelma', version: '0', commit: null },
    database,
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The object of the page data the server render put in the page's query cache. */
function renderedObject(html: string): unknown {
  const script = /window\.__kokoelmaQueryState=JSON\.parse\(("(?:[^"\\]|\\.)*")\);/.exec(html);
  expect(script, 'the dehydrated query cache').not.toBeNull();
  const state = JSON.parse(JSON.parse(script?.[1] ?? '""') as string) as {
    queries: Array<{ state: { data?: { kind?: string; object?: unknown } } }>;
  };
  const page = state.queries.find((q) => q.state.data?.kind === 'object');
  return page?.state.data?.object;
}

describe('the object page of a LIDO record', () => {
  it('has storage-only fields in the store (the premise)', async () => {
    const [linked, harvested] = await findObjects(database.db, [LINKED, HARVESTED]);
    expect(linked?.linkedImages).toHaveLength(1);
    expect(linked?.images).toEqual([]);
    expect(harvested?.images[0]?.harvest).toMatchObject({ stored: true });
  });

  it.each([
    { id: LINKED, images: 0 },
    { id: HARVESTED, images: 1 },
  ])('object $id: no storage-only field in /api/pagedata or the HTML', async ({ id, images }) => {
    const data = await app.inject(`/api/pagedata?path=/fi/object/${id}`);
    expect(data.statusCode).toBe(200);
    const page = await app.inject(`/fi/object/${id}`);
    expect(page.statusCode).toBe(200);
    for (const field of STORAGE_ONLY) {
      expect(data.body).not.toContain(field);
      expect(page.body).not.toContain(field);
    }
    expect(page.body).not.toContain('linked-only');
    const object = data.json<{ object: { id: number; images: unknown[] } }>().object;
    expect(object).toMatchObject({ id, source: 'lido' });
    expect(object.images).toHaveLength(images);
    // The server render and /api/pagedata send the same object.
    expect(renderedObject(page.body)).toEqual(object);
  });
});
