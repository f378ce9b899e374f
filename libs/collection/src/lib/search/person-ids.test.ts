import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import type { CollectionRecord, RecordPerson } from '../model/record';
import { makeRecord } from '../testing/record-factory';
import { importRecords } from '../importer/import-records';
import { findPerson } from './listings';
import { personIdRange } from '../store/sitemap';

// A person's page lives at their id (#41): importing the same collection again, or a
// changed export of it, keeps every person's id, so every person page still answers.

const artist = { id: 1, fi: 'taiteilija', sv: 'konstnär', en: 'artist' };
const person = (
  id: number,
  firstName: string,
  familyName: string,
  birthYear: number | null = null,
): RecordPerson => ({
  id,
  firstName,
  familyName,
  birthYear,
  deathYear: null,
  attribution: null,
  role: artist,
});

const schjerfbeck = person(70302, 'Helene', 'Schjerfbeck', 1862);
const edelfelt = person(70301, 'Albert', 'Edelfelt', 1854);
const simberg = person(70310, 'Hugo', 'Simberg', 1873);

const original: CollectionRecord[] = [
  makeRecord(1, { people: [schjerfbeck] }),
  makeRecord(2, { people: [schjerfbeck, edelfelt] }),
  makeRecord(3, { people: [simberg] }),
];

const items = (records: CollectionRecord[]) =>
  records.map((record) => ({ ok: true as const, record, warnings: [] }));

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'person ids across imports on $name',
  (target) => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
      await migrate(database.db);
    });
    afterAll(() => database.close());

    const ids = () => personIdRange(database.db, 0, 100);

    it('keeps every person’s id when the same file and a changed file are imported again', async () => {
      await importRecords(database.db, items(original));
      const first = await ids();
      expect(first).toEqual(['70301', '70302', '70310']);

      await importRecords(database.db, items(original));
      expect(await ids()).toEqual(first);

      // The changed export: a name spelt with a diacritic, a year added, works moved
      // between people, a new person.
      await importRecords(
        database.db,
        items([
          makeRecord(1, { people: [{ ...schjerfbeck, familyName: 'Schjerfbéck' }] }),
          makeRecord(2, { people: [edelfelt] }),
          makeRecord(3, { people: [{ ...simberg, deathYear: 1917 }, schjerfbeck] }),
          makeRecord(4, { people: [person(70320, 'Magnus', 'Enckell')] }),
        ]),
      );
      const after = await ids();
      for (const id of first) expect(after).toContain(id);
      for (const id of first) {
        const found = await findPerson(database.db, id);
        expect(found?.id, id).toBe(id);
        expect(found?.objectCount, id).toBeGreaterThan(0);
      }
      expect(after).toContain('70320');
    });
  },
);
