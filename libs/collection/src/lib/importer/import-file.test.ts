import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { findObjects, countObjects } from '../store/object-repository';
import { estimateRecords, importFile } from './import-file';

const lidoSamples = new URL('../../../../../../shared/formats/lido-sample/', import.meta.url)
  .pathname;

function raw(id: number | string, fi: string, extra: Record<string, unknown> = {}) {
  return {
    objectId: id,
    title: { fi, sv: '', en: '' },
    category: { categoryId: 'artwork', fi: 'taideteos', sv: 'konstverk', en: 'artwork' },
    responsibleOrganisation: 'Kansallisgalleria / Nykytaiteen museo Kiasma',
    inventoryNumber: `K ${id}`,
    people: [],
    multimedia: [],
    ...extra,
  };
}

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'importFile on $name',
  (target) => {
    let database: Database;
    let dir: string;
    beforeEach(async () => {
      database = await target.open();
      await migrate(database.db);
      dir = mkdtempSync(join(tmpdir(), 'kokoelma-import-'));
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

    it('imports good records, skips and reports bad ones, with record numbers and fields', async () => {
      const lines = [
        JSON.stringify(raw(1, 'Yksi')),
        JSON.stringify(raw('2', 'Kaksi')),
        JSON.stringify({ title: { fi: 'Ei tunnistetta' } }),
        '{"objectId": 4, broken',
        JSON.stringify(raw(5, 'Viisi', { people: { not: 'a list' } })),
        JSON.stringify(raw(6, 'Kuusi')),
      ];
      const path = write('objects.jsonl', `${lines.join('\n')}\n`);
      const progress: number[] = [];
      const summary = await importFile(database.db, path, {
        batchSize: 2,
        onProgress: (p) => progress.push(p.read),
      });
      expect(summary).toMatchObject({ read: 6, imported: 3, skipped: 3, incomplete: false });
      expect(summary.issues.map((i) => [i.recordNumber, i.field])).toEqual([
        [3, 'objectId'],
        [4, '(record)'],
        [5, 'people'],
      ]);
      expect(progress.length).toBeGreaterThan(1);
      expect(await countObjects(database.db)).toBe(3);
      const [two] = await findObjects(database.db, [2]);
      expect(two).toMatchObject({ id: 2, museum: 'kiasma', title: { fi: 'Kaksi' } });
    });

    it('re-import updates by id; sync removes only what a complete export lacks', async () => {
      const first = write('a.json', JSON.stringify([raw(1, 'A'), raw(2, 'B'), raw(3, 'C')]));
      await importFile(database.db, first);
      // Object 3 is broken in the new export: it stays as it was instead of vanishing.
      const second = write(
        'b.json',
        JSON.stringify([raw(1, 'A2'), raw(3, 'C', { people: 'nobody' })]),
      );
      const summary = await importFile(database.db, second, { sync: true });
      expect(summary).toMatchObject({ imported: 1, skipped: 1, removed: 1 });
      const objects = await findObjects(database.db, [1, 2, 3]);
      expect(objects.map((o) => [o.id, o.title.fi])).toEqual([
        [1, 'A2'],
        [3, 'C'],
      ]);
    });

    it('a JSON array broken midway removes nothing in sync mode', async () => {
      await importFile(database.db, write('a.json', JSON.stringify([raw(1, 'A'), raw(2, 'B')])));
      const broken = write('b.json', `[${JSON.stringify(raw(1, 'A'))}, {"objectId": 2, "title": `);
      const summary = await importFile(database.db, broken, { sync: true });
      expect(summary.incomplete).toBe(true);
      expect(summary.removed).toBe(0);
      expect(await countObjects(database.db)).toBe(2);
    });

    it('estimates the number of records of both JSON forms for progress', async () => {
      const records = [raw(1, 'A'), raw(2, 'B'), raw(3, 'C')];
      expect(
        await estimateRecords(write('a.json', JSON.stringify(records, null, 2)), 'museum-json'),
      ).toBe(3);
      const jsonl = records.map((r) => JSON.stringify(r)).join('\n');
      expect(await estimateRecords(write('a.jsonl', jsonl), 'museum-json')).toBe(3);
    });

    it.skipIf(!existsSync(lidoSamples))('imports the LIDO samples', async () => {
      let imported = 0;
      for (const file of readdirSync(lidoSamples).filter((f) => f.endsWith('.xml'))) {
        const summary = await importFile(database.db, join(lidoSamples, file));
        expect(summary.skipped).toBe(0);
        imported += summary.imported;
      }
      expect(imported).toBe(7);
      expect(await countObjects(database.db)).toBe(7);
    });
  },
);
