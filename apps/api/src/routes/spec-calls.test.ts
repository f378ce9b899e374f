import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  enqueueUpdates,
  parseUpdatePayload,
  refreshDerivedData,
  upsertRecords,
} from '@kokoelma/collection';
import { makeImage, makeRecord } from '@kokoelma/collection/testing';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { buildApp } from '../app';
import { loadConfig } from '../config';

// The spec's remaining calls (§7): image-download, materials and update-queue, through
// the whole app on a real database — PGlite, and PostgreSQL with TEST_DATABASE_URL.

const SECRET = 'queue-secret-0123456789abcdefghijklmnopqrstuvwxyz';
const build = { name: 'kokoelma', version: '0', commit: null };
const auth = { authorization: `Bearer ${SECRET}` };

const material = (fi: string, sv: string, en: string) => ({ fi, sv, en });
const OIL = material('öljy', 'olja', 'oil');
const CANVAS = material('kangas', 'duk', 'canvas');
const PAPER = material('paperi', 'papper', 'paper');
const AKVARELLI = material('akvarelli', 'akvarell', 'watercolour');
const ZINC = material('sinkki', 'zink', 'zinc');
// Equal counts whose order differs by language: Ö sorts after z in Finnish and Swedish,
// beside O in English.
const ZIRCON = material('zirkoni', 'zirkon', 'zircon');
const CLAY = material('Österbotten-savi', 'Österbotten-lera', 'Österbotten clay');

const records = [
  makeRecord(1, {
    title: { fi: 'Äidin muotokuva', sv: 'Porträtt av modern', en: "Mother's Portrait" },
    inventoryNumber: 'A II 968',
    materials: [OIL, CANVAS],
    images: [{ ...makeImage(501), license: 'CC BY 4.0' }],
  }),
  makeRecord(2, {
    title: { fi: 'Kielletty kuva' },
    materials: [OIL, PAPER],
    images: [{ ...makeImage(502), license: 'All rights reserved' }],
  }),
  makeRecord(3, { materials: [OIL, ZINC], images: [{ ...makeImage(503), license: null }] }),
  makeRecord(4, { materials: [AKVARELLI, PAPER, CANVAS, CLAY] }),
  makeRecord(5, { materials: [ZINC, ZIRCON] }),
];

/** A record of the museum's open API format, as the museum's systems send it. */
function museumRecord(id: number, title: string, extra: Record<string, unknown> = {}) {
  return {
    objectId: id,
    title: { fi: title, sv: '', en: '' },
    responsibleOrganisation: 'Kansallisgalleria / Ateneumin taidemuseo',
    inventoryNumber: `UQ ${id}`,
    ...extra,
  };
}

const lidoRecord = (id: number, title: string) =>
  `<lido:lido><lido:lidoRecID lido:type="local">${id}</lido:lidoRecID>` +
  `<lido:descriptiveMetadata xml:lang="fi"><lido:objectIdentificationWrap><lido:titleWrap>` +
  `<lido:titleSet><lido:appellationValue>${title}</lido:appellationValue></lido:titleSet>` +
  `</lido:titleWrap></lido:objectIdentificationWrap></lido:descriptiveMetadata>` +
  `<lido:administrativeMetadata xml:lang="fi"></lido:administrativeMetadata></lido:lido>`;
const lidoWrap = (...items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><lido:lidoWrap xmlns:lido="http://www.lido-schema.org">${items.join('')}</lido:lidoWrap>`;

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'the spec calls on $name',
  (target) => {
    let app: FastifyInstance;
    let closed: FastifyInstance;
    let remote: FastifyInstance;
    let database: Database;
    let dataDir: string;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'kokoelma-spec-calls-'));
      const originals = join(dataDir, 'images', 'originals');
      mkdirSync(originals, { recursive: true });
      for (const id of [501, 502, 503]) {
        await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#336699' } })
          .jpeg()
          .toFile(join(originals, `${id}.jpg`));
      }
      database = await target.open();
      await migrate(database.db);
      await upsertRecords(database.db, records, 1);
      await refreshDerivedData(database.db);
      const env = {
        LOG_LEVEL: process.env.SPEC_LOG ?? 'silent',
        DATA_DIR: dataDir,
        UPDATE_QUEUE_REFRESH_SECONDS: '0',
      };
      app = await buildApp(loadConfig({ ...env, UPDATE_QUEUE_SECRET: SECRET }), {
        build,
        database,
        serveWeb: false,
      });
      closed = await buildApp(loadConfig(env), { build, database, serveWeb: false });
      remote = await buildApp(
        loadConfig({ ...env, IMAGE_BASE_URL: 'https://images.example.fi/' }),
        { build, database, serveWeb: false },
      );
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await closed?.close();
      await remote?.close();
      await database?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    describe('GET /image-download/{filename}', () => {
      it('serves a CC BY image as an attachment named after the object, UTF-8 and ASCII', async () => {
        const res = await app.inject('/image-download/501.jpg?lang=fi');
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/jpeg');
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="Aidin muotokuva - A II 968.jpg"; ` +
            `filename*=UTF-8''${encodeURIComponent('Äidin muotokuva – A II 968.jpg')}`,
        );
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format, meta.width]).toEqual(['jpeg', 1200]);
      });

      it('names the file in the language asked, with RFC 5987 escapes for quote marks', async () => {
        const res = await app.inject('/image-download/501.jpg?lang=en');
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="Mother_s Portrait - A II 968.jpg"; ` +
            `filename*=UTF-8''Mother%27s%20Portrait%20%E2%80%93%20A%20II%20968.jpg`,
        );
      });

      it.each([
        ['502.jpg', 'All rights reserved'],
        ['503.jpg', 'no licence'],
      ])('refuses %s, whose licence is %s, with 403 and no file', async (filename, licence) => {
        const res = await app.inject(`/image-download/${filename}`);
        expect(res.statusCode).toBe(403);
        expect(res.headers['content-disposition']).toBeUndefined();
        expect(res.json()).toEqual({
          error: 'forbidden',
          message: expect.stringContaining(`(${licence}) does not allow reuse`),
        });
      });

      it.each([
        ['/image-download/999.jpg', 404, 'not_found'],
        ['/image-download/501.exe', 400, 'bad_request'],
        ['/image-download/501.JPG', 400, 'bad_request'],
        ['/image-download/..%2F..%2Fetc%2Fpasswd', 400, 'bad_request'],
        ['/image-download/%2e%2e%2f501.jpg', 400, 'bad_request'],
        [`/image-download/${'1'.repeat(70)}.jpg`, 400, 'bad_request'],
        ['/image-download/501.jpg?lang=de', 400, 'bad_request'],
      ])('%s → %i %s', async (url, status, error) => {
        const res = await app.inject(url);
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ error, message: expect.any(String) });
      });
    });

    describe('GET /image-download/{filename} with the museum’s image server', () => {
      it('checks the licence, then redirects to the widest rendition the image fills', async () => {
        const res = await remote.inject('/image-download/501.jpg');
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('https://images.example.fi/1/jpg/1000/501.jpg');
        const refused = await remote.inject('/image-download/502.jpg');
        expect(refused.statusCode).toBe(403);
        expect(refused.headers.location).toBeUndefined();
      });
    });

    describe('GET /api/materials', () => {
      it.each([
        ['fi', ['öljy', 'kangas', 'paperi', 'sinkki', 'akvarelli', 'zirkoni', 'Österbotten-savi']],
        ['sv', ['olja', 'duk', 'papper', 'zink', 'akvarell', 'zirkon', 'Österbotten-lera']],
        ['en', ['oil', 'canvas', 'paper', 'zinc', 'Österbotten clay', 'watercolour', 'zircon']],
      ] as const)('in %s: most common first, ties in the language’s order', async (lang, order) => {
        const res = await app.inject(`/api/materials?lang=${lang}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=60');
        const counts = [3, 2, 2, 2, 1, 1, 1];
        expect(res.json()).toEqual(order.map((value, i) => ({ value, count: counts[i] })));
      });

      it('defaults to Finnish and refuses an unknown language', async () => {
        expect((await app.inject('/api/materials')).json()[0]).toEqual({ value: 'öljy', count: 3 });
        const bad = await app.inject('/api/materials?lang=de');
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toMatchObject({ error: 'bad_request' });
      });
    });

    describe('POST /api/update-queue', () => {
      const submit = (payload: string | object, headers: Record<string, string> = auth) =>
        app.inject({
          method: 'POST',
          url: '/api/update-queue',
          headers: {
            'content-type': typeof payload === 'string' ? 'application/xml' : 'application/json',
            ...headers,
          },
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        });

      /** Polls the item's status until the background worker has finished it. */
      async function finished(id: number) {
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const res = await app.inject({ url: `/api/update-queue/${id}`, headers: auth });
          const item = res.json();
          if (item.status !== 'pending') return item;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error(`item ${id} still pending`);
      }

      const search = async (word: string) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/search',
            payload: { searchTerms: [word], lang: 'fi' },
          })
        ).json().objectIds as number[];

      it('is off (404) without a configured secret', async () => {
        const res = await closed.inject({
          method: 'POST',
          url: '/api/update-queue',
          headers: { ...auth, 'content-type': 'application/json' },
          payload: '[]',
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          error: 'not_found',
          message: 'The update queue is not enabled on this server.',
        });
      });

      it.each([
        ['no header', {}],
        ['a wrong secret', { authorization: `Bearer ${SECRET.slice(0, -1)}x` }],
        ['the secret without Bearer', { authorization: SECRET }],
      ])('refuses %s with 401 and queues nothing', async (_case, headers) => {
        const res = await submit([museumRecord(900, 'Ei pääse')], headers);
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toContain('Bearer');
        expect(res.json()).toMatchObject({ error: 'unauthorized' });
        const status = await app.inject({ url: '/api/update-queue/1', headers });
        expect(status.statusCode).toBe(401);
      });

      it('adds a new record, and a changed title becomes searchable', async () => {
        expect(await search('tähtitaivas')).toEqual([]);
        const res = await submit([museumRecord(700, 'Tähtitaivas')]);
        expect(res.statusCode).toBe(202);
        const [item] = res.json().items;
        expect(item).toMatchObject({ kind: 'record', objectId: 700, duplicate: false });
        expect(await finished(item.id)).toMatchObject({
          status: 'applied',
          format: 'museum-json',
          error: null,
        });
        expect(await search('tähtitaivas')).toEqual([700]);

        const changed = await submit({ records: [museumRecord(700, 'Revontulet')] });
        await finished(changed.json().items[0].id);
        expect(await search('revontulet')).toEqual([700]);
        expect(await search('tähtitaivas')).toEqual([]);
        const object = await app.inject({
          method: 'POST',
          url: '/api/objects',
          payload: { id: 700 },
        });
        expect(object.json().title).toEqual({ fi: 'Revontulet' });
      });

      it('gives a changed record the palette of its image on this server (search by colour)', async () => {
        await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c02020' } })
          .jpeg()
          .toFile(join(dataDir, 'images', 'originals', '504.jpg'));
        const image = {
          id: 504,
          license: 'CC0',
          filename: '504.jpg',
          filename_extension: '.jpg',
          width: 300,
          height: 200,
          size: 4000,
          image_version: 1,
          isRiaDisplayImage: true,
          ordinal: 1,
        };
        const res = await submit([museumRecord(704, 'Punainen', { multimedia: [image] })]);
        expect(await finished(res.json().items[0].id)).toMatchObject({ status: 'applied' });
        await vi.waitFor(
          async () => {
            const object = await app.inject({
              method: 'POST',
              url: '/api/objects',
              payload: { id: 704 },
            });
            const palette = object.json().palette as Array<{ hex: string }> | undefined;
            expect(palette?.length).toBeGreaterThan(0);
          },
          { timeout: 15_000, interval: 100 },
        );
      });

      it('applies items in the order sent: the last change of an object wins', async () => {
        const res = await submit({
          records: [museumRecord(701, 'Ensimmäinen'), museumRecord(701, 'Toinen')],
        });
        const ids = res.json().items.map((item: { id: number }) => item.id);
        expect(ids[1]).toBeGreaterThan(ids[0]);
        await finished(ids[1]);
        const first = await finished(ids[0]);
        const second = await finished(ids[1]);
        expect(Date.parse(first.finishedAt)).toBeLessThanOrEqual(Date.parse(second.finishedAt));
        const object = await app.inject({
          method: 'POST',
          url: '/api/objects',
          payload: { id: 701 },
        });
        expect(object.json().title).toEqual({ fi: 'Toinen' });
      });

      it('is idempotent: the same record sent again is the same item, and one object', async () => {
        const body = [museumRecord(702, 'Sama teos')];
        const first = (await submit(body)).json().items[0];
        await finished(first.id);
        const again = (await submit(body)).json().items[0];
        expect(again).toEqual({ ...first, duplicate: true });
        expect(await search('sama')).toEqual([702]);
        const count = await database.db
          .selectFrom('collection_update_queue')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('subject', '=', 'object:702')
          .executeTakeFirstOrThrow();
        expect(Number(count.n)).toBe(1);
      });

      it('deletes: the object leaves search and its page; deleting again is harmless', async () => {
        await finished((await submit([museumRecord(703, 'Poistuva')])).json().items[0].id);
        expect(await search('poistuva')).toEqual([703]);
        const res = await submit({ deleted: [703] });
        expect(res.statusCode).toBe(202);
        const item = await finished(res.json().items[0].id);
        expect(item).toMatchObject({ kind: 'delete', objectId: 703, status: 'applied' });
        expect(await search('poistuva')).toEqual([]);
        const page = await app.inject({
          method: 'POST',
          url: '/api/objects',
          payload: { id: 703 },
        });
        expect(page.statusCode).toBe(404);
        const gone = await finished((await submit({ deleted: ['424242'] })).json().items[0].id);
        expect(gone).toMatchObject({
          status: 'applied',
          error: 'object 424242 was not in the collection',
        });
      });

      it('reads LIDO XML and content entry ids', async () => {
        const res = await submit(lidoWrap(lidoRecord(704, 'Lidon maisema')));
        expect(res.statusCode).toBe(202);
        const item = await finished(res.json().items[0].id);
        expect(item).toMatchObject({ kind: 'record', format: 'lido', objectId: 704 });
        expect(await search('lidon')).toEqual([704]);
        const content = await submit({ content: ['4ABCdef_-.1'] });
        expect(await finished(content.json().items[0].id)).toMatchObject({
          kind: 'content',
          entryId: '4ABCdef_-.1',
          status: 'applied',
        });
      });

      it.each<[string, string | object, string, RegExp]>([
        ['broken JSON', '{"records": [', 'application/json', /not JSON/],
        ['a record without id', [{ title: { fi: 'x' } }], 'application/json', /record 1.*objectId/],
        ['a bad id to delete', { deleted: ['x1'] }, 'application/json', /deleted\[0\]/],
        [
          'an unknown envelope key',
          { remove: [1] },
          'application/json',
          /unknown property "remove"/,
        ],
        ['a bad entry id', { content: ['../x'] }, 'application/json', /content\[0\]/],
        ['an empty body', [], 'application/json', /nothing to queue/],
        ['XML that is not LIDO', '<a><b></a>', 'application/xml', /record 1|no LIDO/],
        ['an id past int4', [{ objectId: 3_000_000_000 }], 'application/json', /outside the range/],
      ])(
        'refuses %s with 400, naming it, and queues nothing',
        async (_case, body, type, message) => {
          const before = await database.db
            .selectFrom('collection_update_queue')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          const res = await app.inject({
            method: 'POST',
            url: '/api/update-queue',
            headers: { ...auth, 'content-type': type },
            payload: typeof body === 'string' ? body : JSON.stringify(body),
          });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({
            error: 'bad_request',
            message: expect.stringMatching(message),
          });
          const after = await database.db
            .selectFrom('collection_update_queue')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          expect(Number(after.n)).toBe(Number(before.n));
        },
      );

      it('one bad record refuses the whole body: the good one is not queued either', async () => {
        const res = await submit([museumRecord(705, 'Hyvä'), { objectId: 'no' }]);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/record 2/);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await search('hyvä')).toEqual([]);
      });

      it('answers 415 to other media types and 413 past the size limit', async () => {
        const text = await app.inject({
          method: 'POST',
          url: '/api/update-queue',
          headers: { ...auth, 'content-type': 'text/plain' },
          payload: 'hello',
        });
        expect(text.statusCode).toBe(415);
        expect(text.json()).toMatchObject({ error: 'unsupported_media_type' });
        const big = await app.inject({
          method: 'POST',
          url: '/api/update-queue',
          headers: { ...auth, 'content-type': 'application/json' },
          payload: JSON.stringify([museumRecord(706, 'x'.repeat(11 * 1_048_576))]),
        });
        expect(big.statusCode).toBe(413);
        expect(big.json()).toMatchObject({ error: 'payload_too_large' });
      });

      it('never answers a random body with a 5xx: 202 or a 400 that says why', async () => {
        const bodies = fc.oneof(
          fc
            .jsonValue()
            .map((value) => ({ type: 'application/json', body: JSON.stringify(value) })),
          fc.string().map((body) => ({ type: 'application/json', body })),
          fc.string().map((body) => ({ type: 'application/x-ndjson', body })),
          fc.string().map((body) => ({ type: 'application/xml', body: `<lido:lido>${body}` })),
        );
        await fc.assert(
          fc.asyncProperty(bodies, async ({ type, body }) => {
            const res = await app.inject({
              method: 'POST',
              url: '/api/update-queue',
              headers: { ...auth, 'content-type': type },
              payload: body,
            });
            if (res.statusCode === 202) return true;
            return res.statusCode === 400 && typeof res.json().message === 'string';
          }),
          { numRuns: 150 },
        );
      });

      it('answers 404 for an unknown item and 400 for a malformed id', async () => {
        const missing = await app.inject({ url: '/api/update-queue/99999999', headers: auth });
        expect(missing.statusCode).toBe(404);
        const bad = await app.inject({ url: '/api/update-queue/abc', headers: auth });
        expect(bad.statusCode).toBe(400);
      });
    });
  },
);

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'the update queue after a restart on $name',
  (target) => {
    it('applies on start-up what was queued before: a stop loses nothing', async () => {
      const database = await target.open();
      await migrate(database.db);
      const payload = parseUpdatePayload(JSON.stringify([museumRecord(707, 'Jonossa')]), 'json');
      if (!payload.ok) throw new Error(payload.problems.join('; '));
      // Accepted by a server that stopped (or crashed) before applying it.
      const [item] = await enqueueUpdates(database.db, payload.items);
      const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', UPDATE_QUEUE_SECRET: SECRET }), {
        build,
        database,
        serveWeb: false,
      });
      try {
        await app.ready();
        const url = `/api/update-queue/${item?.id}`;
        for (let attempt = 0; attempt < 100; attempt += 1) {
          if ((await app.inject({ url, headers: auth })).json().status !== 'pending') break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect((await app.inject({ url, headers: auth })).json()).toMatchObject({
          status: 'applied',
          objectId: 707,
        });
        const object = await app.inject({
          method: 'POST',
          url: '/api/objects',
          payload: { id: 707 },
        });
        expect(object.json().title).toEqual({ fi: 'Jonossa' });
      } finally {
        await app.close();
        await database.close();
      }
    }, 60_000);
  },
);
