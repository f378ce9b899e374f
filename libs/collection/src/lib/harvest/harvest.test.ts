import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { lido, titled, title, wrap } from '../import/lido-test-xml';
import { importFile } from '../importer/import-file';
import { findObjects } from '../store/object-repository';
import type { ImageHarvestOptions } from './harvest-records';
import {
  loadPhotographs,
  PHOTOGRAPHS,
  startImageServer,
  type ImageServer,
} from './harvest-test-support';

const HASH_ID_BASE = 2 ** 52;

/** A LIDO resourceSet: one representation, with rights and a sort order. */
function resourceSet(
  link: string,
  type: string,
  sortorder: number,
  photographer = 'Cecilia Heisser',
) {
  return (
    `<lido:resourceSet lido:sortorder="${sortorder}"><lido:resourceRepresentation lido:type="${type}">` +
    `<lido:linkResource>${link}</lido:linkResource></lido:resourceRepresentation>` +
    `<lido:rightsResource><lido:rightsType><lido:term>http://creativecommons.org/publicdomain/mark/1.0/</lido:term>` +
    `</lido:rightsType><lido:rightsHolder><lido:legalBodyName><lido:appellationValue>${photographer}` +
    `</lido:appellationValue></lido:legalBodyName></lido:rightsHolder></lido:rightsResource></lido:resourceSet>`
  );
}

function lidoRecord(id: number, ...sets: string[]) {
  return lido(
    `museum:${id}`,
    titled(title(`Verk ${id}`)),
    `<lido:recordWrap><lido:recordID>${id}</lido:recordID></lido:recordWrap>` +
      `<lido:resourceWrap>${sets.join('')}</lido:resourceWrap>`,
  );
}

function jsonRecord(id: number, multimedia: unknown[], inventoryNumber = `A ${id}`) {
  return JSON.stringify({
    objectId: id,
    title: { fi: `Teos ${id}`, sv: '', en: '' },
    category: { fi: 'taideteos', sv: 'konstverk', en: 'artwork' },
    responsibleOrganisation: 'Kansallisgalleria / Ateneumin taidemuseo',
    inventoryNumber,
    people: [],
    multimedia,
  });
}

/** A museum-format image without a pixel size, linked by its largest rendition. */
function linkedMultimedia(url: string, extra: Record<string, unknown> = {}) {
  return {
    id: 7001,
    filename_extension: '.jpg',
    image_version: 1,
    isRiaDisplayImage: true,
    license: 'CC0',
    photographer_name: 'Hannu Aaltonen',
    ordinal: 1,
    jpg: { '500': `${url}?w=500`, '4000': url },
    ...extra,
  };
}

let server: ImageServer;

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'image harvest on $name',
  (target) => {
    // A server of its own per engine: its request counts and flaky paths start afresh.
    beforeAll(async () => {
      server = await startImageServer(await loadPhotographs());
    });
    afterAll(async () => {
      await server.close();
    });
    let database: Database;
    let dir: string;
    let originals: string;
    beforeEach(async () => {
      database = await target.open();
      await migrate(database.db);
      dir = mkdtempSync(join(tmpdir(), 'kokoelma-harvest-'));
      originals = join(dir, 'originals');
    });
    afterEach(async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const write = (name: string, text: string) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    };
    const options = (extra: Partial<ImageHarvestOptions> = {}): ImageHarvestOptions => ({
      originalsDir: originals,
      fetch: true,
      allowPrivateHosts: true,
      retryDelayMs: 10,
      ...extra,
    });
    const storedFiles = () => (existsSync(originals) ? readdirSync(originals).sort() : []);

    it('harvests LIDO (IIIF and plain URLs) and JSON images: sizes, order, rights; a second run fetches nothing', async () => {
      const lidoPath = write(
        'records.xml',
        wrap(
          lidoRecord(
            14848,
            // Listed out of order: sortorder decides.
            resourceSet(
              `${server.url}/files/hibiscus.regular.jpeg`,
              'image_master',
              2,
              'Erik Cornelius',
            ),
            resourceSet(`${server.url}/iiif/harvesters`, 'iiif_image_api', 1),
          ),
        ),
      );
      const jsonPath = write(
        'records.jsonl',
        `${jsonRecord(501, [linkedMultimedia(`${server.url}/files/hat.jpeg`)])}\n`,
      );

      const lidoSummary = await importFile(database.db, lidoPath, { images: options() });
      const jsonSummary = await importFile(database.db, jsonPath, { images: options() });
      expect(lidoSummary.images).toMatchObject({ fetched: 2, reused: 0, failed: 0 });
      expect(jsonSummary.images).toMatchObject({ fetched: 1, reused: 0, failed: 0 });

      const [painting, hat] = await findObjects(database.db, [14848, 501]);
      expect(painting?.linkedImages).toBeUndefined();
      expect(
        painting?.images.map((image) => [image.width, image.height, image.photographer]),
      ).toEqual([
        [
          PHOTOGRAPHS['harvesters.jpeg'].width,
          PHOTOGRAPHS['harvesters.jpeg'].height,
          'Cecilia Heisser',
        ],
        [
          PHOTOGRAPHS['hibiscus.regular.jpeg'].width,
          PHOTOGRAPHS['hibiscus.regular.jpeg'].height,
          'Erik Cornelius',
        ],
      ]);
      expect(painting?.images.map((image) => image.ordinal)).toEqual([1, 2]);
      expect(painting?.images[0]).toMatchObject({
        license: 'Public Domain Mark 1.0',
        filename_extension: '.jpg',
        sourceUrl: `${server.url}/iiif/harvesters`,
        harvest: {
          source: `${server.url}/iiif/harvesters`,
          fetched: `${server.url}/iiif/harvesters/full/max/0/default.jpg`,
          stored: true,
        },
      });
      expect(hat?.images).toHaveLength(1);
      expect(hat?.images[0]).toMatchObject({
        width: 90,
        height: 112,
        license: 'CC0',
        photographer: 'Hannu Aaltonen',
      });
      for (const image of [...(painting?.images ?? []), ...(hat?.images ?? [])]) {
        expect(Number(image.id)).toBeGreaterThanOrEqual(HASH_ID_BASE);
        expect(image.size).toBeGreaterThan(0);
        expect(existsSync(join(originals, `${image.id}${image.filename_extension}`))).toBe(true);
      }
      expect(storedFiles()).toHaveLength(3);

      // A second run: every image is found in the stored records, no request is made.
      const before = [...server.requests.values()].reduce((a, b) => a + b, 0);
      const again = await importFile(database.db, lidoPath, { images: options() });
      const againJson = await importFile(database.db, jsonPath, { images: options() });
      expect(again.images).toMatchObject({ fetched: 0, reused: 2, failed: 0 });
      expect(againJson.images).toMatchObject({ fetched: 0, reused: 1, failed: 0 });
      expect([...server.requests.values()].reduce((a, b) => a + b, 0)).toBe(before);
      const [reimported] = await findObjects(database.db, [14848]);
      expect(reimported?.images).toEqual(painting?.images);

      // An import without `images` keeps what was harvested instead of losing it.
      const plain = await importFile(database.db, lidoPath);
      expect(plain.images).toBeUndefined();
      const [kept] = await findObjects(database.db, [14848]);
      expect(kept?.images).toHaveLength(2);
    });

    it('fetches a changed source URL again, and a changed file when asked to revalidate', async () => {
      const first = write(
        'a.jsonl',
        `${jsonRecord(1, [linkedMultimedia(`${server.url}/files/1/hat.jpeg`)])}\n`,
      );
      await importFile(database.db, first, { images: options() });
      const [before] = await findObjects(database.db, [1]);

      const moved = write(
        'b.jsonl',
        `${jsonRecord(1, [linkedMultimedia(`${server.url}/files/2/hat.jpeg`)])}\n`,
      );
      const summary = await importFile(database.db, moved, { images: options() });
      expect(summary.images).toMatchObject({ fetched: 1, reused: 0 });
      const [after] = await findObjects(database.db, [1]);
      // Same bytes, another source: another id, the other source's file.
      expect(after?.images[0]?.id).not.toBe(before?.images[0]?.id);

      // Unchanged: revalidation gets 304 and keeps the image.
      const bodies = server.bodies();
      const unchanged = await importFile(database.db, moved, {
        images: options({ revalidate: true }),
      });
      expect(unchanged.images).toMatchObject({ fetched: 0, reused: 1 });
      expect(server.bodies()).toBe(bodies);

      // Changed on the server: fetched again under a new id, the old original removed.
      const bigger = await sharp({
        create: { width: 120, height: 80, channels: 3, background: '#aa3300' },
      })
        .jpeg()
        .toBuffer();
      server.replace('hat.jpeg', bigger);
      try {
        const changed = await importFile(database.db, moved, {
          images: options({ revalidate: true }),
        });
        expect(changed.images).toMatchObject({ fetched: 1, reused: 0 });
        const [latest] = await findObjects(database.db, [1]);
        expect(latest?.images[0]).toMatchObject({ width: 120, height: 80 });
        expect(latest?.images[0]?.id).not.toBe(after?.images[0]?.id);
        expect(existsSync(join(originals, `${after?.images[0]?.id}.jpg`))).toBe(false);
      } finally {
        server.replace('hat.jpeg', (await loadPhotographs())['hat.jpeg']);
      }
    });

    it('reports and skips a 404, a text file served as image/jpeg, an image over the pixel cap and a server that never answers', async () => {
      const path = write(
        'bad.jsonl',
        [
          jsonRecord(11, [linkedMultimedia(`${server.url}/missing.jpg`)]),
          jsonRecord(12, [linkedMultimedia(`${server.url}/text.jpg`)]),
          jsonRecord(13, [linkedMultimedia(`${server.url}/files/harvesters.jpeg`)]),
          jsonRecord(14, [linkedMultimedia(`${server.url}/hang.jpg`)]),
          jsonRecord(15, [linkedMultimedia(`${server.url}/files/hippopotamus.jpeg`)]),
          jsonRecord(16, [linkedMultimedia(`${server.url}/slow.jpg`)]),
        ].join('\n'),
      );
      const started = Date.now();
      const issues: string[] = [];
      const summary = await importFile(database.db, path, {
        images: options({ maxPixels: 500_000, timeoutMs: 400 }),
        onIssue: (issue, kind) =>
          issues.push(`${kind} ${issue.recordId} ${issue.field}: ${issue.message}`),
      });
      // Within the time-out (and a second for everything else), not the default minute.
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(summary).toMatchObject({ imported: 6, skipped: 0, warnings: 5 });
      expect(summary.images).toMatchObject({ fetched: 1, failed: 5 });
      const reasons = Object.fromEntries(
        (summary.images?.failures ?? []).map((f) => [
          f.recordId,
          [f.url.replace(server.url, ''), f.reason],
        ]),
      );
      expect(reasons['11']).toEqual(['/missing.jpg', 'HTTP 404']);
      expect(reasons['12']?.[1]).toMatch(/not an image file/);
      expect(reasons['13']?.[1]).toMatch(/1165 × 859 pixels, over the cap of 500000/);
      expect(reasons['14']).toEqual(['/hang.jpg', 'timed out']);
      // A body that drips is cut at the time-out, once: no retry (security review, L8's note).
      expect(reasons['16']).toEqual(['/slow.jpg', 'timed out']);
      expect(server.requests.get('/slow.jpg')).toBe(1);
      expect(summary.images?.failures.map((f) => f.recordNumber)).toEqual([1, 2, 3, 4, 6]);
      expect(issues).toContain(
        `warning 11 linkedImages[0]: image not harvested from ${server.url}/missing.jpg: HTTP 404`,
      );
      // No retry after a 4xx.
      expect(server.requests.get('/missing.jpg')).toBe(1);
      // The records are there, without images; the failed links stay linked for a later run.
      const [missing, tiny] = await findObjects(database.db, [11, 15]);
      expect(missing?.images).toEqual([]);
      expect(missing?.linkedImages?.[0]?.links[0]?.url).toBe(`${server.url}/missing.jpg`);
      expect(tiny?.images[0]).toMatchObject({ width: 36, height: 28 });
      expect(storedFiles().filter((name) => name.endsWith('.tmp'))).toEqual([]);
    });

    it('retries 5xx with back-off; refuses loopback unless private hosts are allowed; caps bytes', async () => {
      const path = write(
        'flaky.jsonl',
        `${jsonRecord(21, [linkedMultimedia(`${server.url}/flaky/2/hat.jpeg`)])}\n`,
      );
      const summary = await importFile(database.db, path, { images: options() });
      expect(summary.images).toMatchObject({ fetched: 1, failed: 0 });
      expect(server.requests.get('/flaky/2/hat.jpeg')).toBe(3);

      const refused = write(
        'private.jsonl',
        `${jsonRecord(22, [linkedMultimedia(`${server.url}/files/9/hat.jpeg`)])}\n`,
      );
      const privateSummary = await importFile(database.db, refused, {
        images: options({ allowPrivateHosts: false }),
      });
      expect(privateSummary.images?.failures[0]?.reason).toMatch(
        /private or reserved address; refused/,
      );
      expect(server.requests.get('/files/9/hat.jpeg')).toBeUndefined();

      const named = write(
        'named.jsonl',
        `${jsonRecord(23, [linkedMultimedia(`http://localhost:1/hat.jpeg`)])}\n`,
      );
      const namedSummary = await importFile(database.db, named, {
        images: options({ allowPrivateHosts: false }),
      });
      expect(namedSummary.images?.failures[0]?.reason).toMatch(/localhost resolves to .*refused/);

      const capped = write(
        'capped.jsonl',
        `${jsonRecord(24, [linkedMultimedia(`${server.url}/files/8/harvesters.jpeg`)])}\n`,
      );
      const cappedSummary = await importFile(database.db, capped, {
        images: options({ maxBytes: 1000 }),
      });
      expect(cappedSummary.images?.failures[0]?.reason).toMatch(
        /larger than the cap of 1000 bytes/,
      );
    });

    it('falls back from a failing IIIF service to the master file', async () => {
      const path = write(
        'fallback.xml',
        wrap(
          lidoRecord(
            31,
            `<lido:resourceSet><lido:resourceRepresentation lido:type="iiif_image_api"><lido:linkResource>${server.url}/iiif/nothing</lido:linkResource></lido:resourceRepresentation>` +
              `<lido:resourceRepresentation lido:type="image_master"><lido:linkResource>${server.url}/files/hat.jpeg</lido:linkResource></lido:resourceRepresentation></lido:resourceSet>`,
          ),
        ),
      );
      const summary = await importFile(database.db, path, { images: options() });
      expect(summary.images).toMatchObject({ fetched: 1, failed: 0 });
      const [record] = await findObjects(database.db, [31]);
      expect(record?.images[0]).toMatchObject({
        width: 90,
        height: 112,
        harvest: { fetched: `${server.url}/files/hat.jpeg` },
      });
    });

    it('asks a IIIF service for a rendition within the pixel cap', async () => {
      const path = write(
        'iiif.xml',
        wrap(lidoRecord(41, resourceSet(`${server.url}/iiif/harvesters/info.json`, 'iiif', 1))),
      );
      const summary = await importFile(database.db, path, {
        images: options({ maxPixels: 250_000 }),
      });
      expect(summary.images).toMatchObject({ fetched: 1, failed: 0 });
      const [record] = await findObjects(database.db, [41]);
      const image = record?.images[0];
      expect((image?.width ?? 0) * (image?.height ?? 0)).toBeLessThanOrEqual(250_000);
      expect(image?.harvest?.fetched).toMatch(/\/full\/582,429\/0\/default\.jpg$/);
    });

    it('reads sizes only with an image server (IMAGE_BASE_URL): nothing is stored', async () => {
      const path = write(
        'sizes.xml',
        wrap(
          lidoRecord(51, resourceSet(`${server.url}/iiif/hibiscus.regular`, 'iiif_image_api', 1)),
        ),
      );
      const json = write(
        'sizes.jsonl',
        `${jsonRecord(52, [linkedMultimedia(`${server.url}/files/hat.jpeg`)])}\n`,
      );
      await importFile(database.db, path, { images: options({ sizesOnly: true }) });
      const summary = await importFile(database.db, json, { images: options({ sizesOnly: true }) });
      expect(summary.images).toMatchObject({ fetched: 1, failed: 0 });
      const [painting, hat] = await findObjects(database.db, [51, 52]);
      expect(painting?.images[0]).toMatchObject({
        width: 312,
        height: 442,
        harvest: { stored: false },
      });
      // The museum's own image id stays: its image server knows the file by it.
      expect(hat?.images[0]).toMatchObject({ id: 7001, width: 90, height: 112 });
      expect(storedFiles()).toEqual([]);
      const again = await importFile(database.db, json, { images: options({ sizesOnly: true }) });
      expect(again.images).toMatchObject({ fetched: 0, reused: 1 });
    });

    it('attaches files of a local folder by a pattern', async () => {
      const photographs = await loadPhotographs();
      const folder = join(dir, 'export');
      mkdirSync(folder);
      writeFileSync(join(folder, 'A II 1517_26.JPG'), photographs['hibiscus.regular.jpeg']);
      writeFileSync(join(folder, '62.jpeg'), photographs['hat.jpeg']);
      writeFileSync(join(folder, 'scan-7.jpg'), photographs['hippopotamus.jpeg']);
      const path = write(
        'local.jsonl',
        [
          jsonRecord(61, [], 'A II 1517/26'),
          jsonRecord(62, [], '62'),
          jsonRecord(63, [
            {
              ...linkedMultimedia('https://images.invalid/x.jpg'),
              jpg: undefined,
              filename: 'scan-7.jpg',
            },
          ]),
        ].join('\n'),
      );
      const fromFolder = (pattern: string) =>
        importFile(database.db, path, {
          images: { originalsDir: originals, from: { dir: folder, pattern } },
        });
      expect((await fromFolder('{inventoryNumber}')).images).toMatchObject({
        fetched: 2,
        failed: 0,
      });
      const [first, second] = await findObjects(database.db, [61, 62]);
      expect(first?.images[0]).toMatchObject({ width: 312, height: 442, ordinal: 1 });
      expect(second?.images[0]).toMatchObject({ width: 90, height: 112 });
      // Unchanged files are not copied again.
      expect((await fromFolder('{inventoryNumber}')).images).toMatchObject({
        fetched: 0,
        reused: 2,
      });

      const byFilename = await importFile(database.db, path, {
        images: { originalsDir: originals, from: { dir: folder, pattern: '{filename}' } },
      });
      expect(byFilename.images).toMatchObject({ fetched: 1 });
      const [third] = await findObjects(database.db, [63]);
      expect(third?.images[0]).toMatchObject({
        width: 36,
        height: 28,
        license: 'CC0',
        photographer: 'Hannu Aaltonen',
      });
      expect(third?.linkedImages).toBeUndefined();
    });
  },
);
