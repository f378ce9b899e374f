import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { findObjects } from '../store/object-repository';
import { upsertRecords } from '../importer/batch-writes';
import { refreshDerivedData } from '../importer/derived-data';
import { findPalettes } from '../store/palettes';
import { updatePalettes } from '../images/palette-update';
import { makeImage, makeRecord } from '../testing/record-factory';
import { searchCollection } from './search-service';

const BLUE = '#1e50c8';

/** A 120 × 80 JPEG of `background` with a `corner` square (a quarter of each side). */
function picture(background: string, corner?: string): Promise<Buffer> {
  const base = sharp({ create: { width: 120, height: 80, channels: 3, background } });
  const layers = corner
    ? [{ input: { create: { width: 30, height: 20, channels: 3 as const, background: corner } } }]
    : [];
  return base
    .composite(layers.map((layer) => ({ ...layer, left: 0, top: 0 })))
    .jpeg({ quality: 95 })
    .toBuffer();
}

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'search by colour on $name',
  (target) => {
    let database: Database;
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'kok-colour-'));
      const images: Array<[id: number, jpeg: Buffer]> = [
        // 1: a blue corner on yellow; 2: mostly blue; 3: red; 4: blue, but its words differ.
        [101, await picture('#f9d71c', BLUE)],
        [102, await picture(BLUE, '#f5f5f5')],
        [103, await picture('#c62828')],
        [104, await picture('#2a5ad0')],
        [106, await picture('#2e7d32')],
        [107, await picture('#1b5e20')],
      ];
      for (const [id, jpeg] of images) await writeFile(join(dir, `${id}.jpg`), jpeg);
      database = await target.open();
      await migrate(database.db);
      await upsertRecords(
        database.db,
        [
          makeRecord(1, { title: { fi: 'Päivä rannalla' }, images: [makeImage(101)] }),
          makeRecord(2, { title: { fi: 'Meri' }, images: [makeImage(102)] }),
          makeRecord(3, { title: { fi: 'Ruusut' }, images: [makeImage(103)] }),
          makeRecord(4, { title: { fi: 'Talven päivä' }, images: [makeImage(104)] }),
          // An image not on disk: no palette, never found by colour.
          makeRecord(5, { title: { fi: 'Kesäilta' }, images: [makeImage(105)] }),
        ],
        1,
      );
      await refreshDerivedData(database.db);
      const summary = await updatePalettes(database.db, dir);
      expect(summary).toEqual({ computed: 4, missing: 1, failed: 0 });
      // Two objects written after the palettes were drawn (as the update queue writes).
      await upsertRecords(
        database.db,
        [
          makeRecord(6, { title: { fi: 'Metsä' }, images: [makeImage(106)] }),
          makeRecord(7, { title: { fi: 'Iltarusko' }, images: [makeImage(107)] }),
        ],
        2,
      );
    });
    afterAll(async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('ranks a mostly blue work above one with a blue corner, and finds no red one', async () => {
      const result = await searchCollection(database.db, { colour: BLUE }, 'fi');
      expect(result.objectIds.indexOf(2)).toBeGreaterThanOrEqual(0);
      expect(result.objectIds.indexOf(2)).toBeLessThan(result.objectIds.indexOf(1));
      expect(result.objectIds).not.toContain(3);
      expect(result.objectIds).not.toContain(5);
      expect(result.objectIds.sort()).toEqual([1, 2, 4]);
      expect(result.totalCount).toBe(3);
      expect(result.data.map((card) => card.id).sort()).toEqual([1, 2, 4]);
    });

    it('finds the red work for red, and works with words and other orders', async () => {
      const red = await searchCollection(database.db, { colour: '#C62828' }, 'fi');
      expect(red.objectIds).toEqual([3]);
      const words = await searchCollection(
        database.db,
        { colour: BLUE, searchTerms: ['päivä'] },
        'fi',
      );
      expect(words.objectIds.sort()).toEqual([1, 4]);
      const byTitle = await searchCollection(database.db, { colour: BLUE, sort: 'title' }, 'fi');
      expect(byTitle.objectIds).toEqual([2, 1, 4]);
    });

    it('with objectIds, computes the palettes of those objects and of no other', async () => {
      // Object 7's image has no palette either: a scan of every object would draw it.
      expect(await updatePalettes(database.db, dir, { objectIds: [6, 5, 3] })).toEqual({
        computed: 1,
        missing: 1,
        failed: 0,
      });
      const palettes = await findPalettes(database.db, [6, 7]);
      expect(palettes.get(6)?.length).toBeGreaterThan(0);
      expect(palettes.has(7)).toBe(false);
      expect(await updatePalettes(database.db, dir, { objectIds: [] })).toEqual({
        computed: 0,
        missing: 0,
        failed: 0,
      });
      expect(await updatePalettes(database.db, dir, { objectIds: [7] })).toMatchObject({
        computed: 1,
      });
    });

    it('computes a palette once, and serves it with the object', async () => {
      expect(await updatePalettes(database.db, dir)).toEqual({
        computed: 0,
        missing: 1,
        failed: 0,
      });
      const [mostlyBlue] = await findObjects(database.db, [2]);
      const palette = mostlyBlue?.palette ?? [];
      expect(palette.length).toBeGreaterThanOrEqual(2);
      expect(palette[0]?.share).toBeGreaterThan(0.85);
      const [withoutImage] = await findObjects(database.db, [5]);
      expect(withoutImage?.palette).toBeUndefined();
    });
  },
);
