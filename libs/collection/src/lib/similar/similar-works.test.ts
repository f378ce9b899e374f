import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import type { CollectionRecord, RecordPerson } from '../model/record';
import { makeImage, makeRecord } from '../testing/record-factory';
import { refreshDerivedData } from '../importer/derived-data';
import { removeObjectsNotInRun } from '../store/object-repository';
import { upsertRecords } from '../importer/batch-writes';
import { moreByCreator, relatedWorks, similarWorks } from './similar-works';

const artist = { id: 1, fi: 'taiteilija', sv: 'konstnär', en: 'artist' };
const after = { id: 2, fi: 'jälkeen', sv: 'efter', en: 'after' };
const person = (id: number, familyName: string, role = artist): RecordPerson => ({
  id,
  firstName: 'Test',
  familyName,
  birthYear: 1850,
  deathYear: 1920,
  attribution: null,
  role,
});
const gallen = person(9001, 'Gallen-Kallela');
const simberg = person(9002, 'Simberg');
const unknownMaker: RecordPerson = { ...person(9009, 'tekijä'), firstName: 'Tuntematon' };
const etching = { fi: 'etsaus', sv: 'etsning', en: 'etching' };
const oil = { fi: 'öljyväri', sv: 'oljefärg', en: 'oil paint' };
const print = { fi: 'grafiikka', sv: 'grafik', en: 'print' };
const forest = { fi: 'metsä', sv: 'skog', en: 'forest' };
const lake = { fi: 'järvi', sv: 'sjö', en: 'lake' };

/** The object every ranking is asked about, and works sharing more or less with it. */
const OBJECT = 100;
const records: CollectionRecord[] = [
  makeRecord(OBJECT, {
    people: [gallen],
    materials: [etching],
    classifications: [print],
    keywords: [forest],
    yearFrom: 1895,
    museum: 'ateneum',
  }),
  // Same artist, same technique, another museum, same decade.
  makeRecord(101, { people: [gallen], materials: [etching], yearFrom: 1893, museum: 'kiasma' }),
  // Same artist, another technique, thirty years later.
  makeRecord(102, { people: [gallen], materials: [oil], yearFrom: 1925, museum: 'kiasma' }),
  // Same technique and classification by another artist, same museum and decade.
  makeRecord(103, {
    people: [simberg],
    materials: [etching],
    classifications: [print],
    yearFrom: 1897,
    museum: 'ateneum',
  }),
  // Only the museum and the decade: never similar enough.
  makeRecord(104, { people: [simberg], materials: [oil], yearFrom: 1895, museum: 'ateneum' }),
  // Only a keyword, far in time, another museum.
  makeRecord(105, { keywords: [forest], yearFrom: 1990, museum: 'sinebrychoff' }),
  // "After" Gallen-Kallela: not his work, though it names him.
  makeRecord(106, { people: [person(9001, 'Gallen-Kallela', after)], yearFrom: 1950 }),
  // Same artist and everything else, but removed by the next import (see beforeAll).
  makeRecord(107, {
    people: [gallen],
    materials: [etching],
    classifications: [print],
    keywords: [forest],
    yearFrom: 1895,
  }),
  // Same artist with an image and on display: best first in "More by".
  makeRecord(108, {
    people: [gallen],
    materials: [oil],
    yearFrom: 1960,
    museum: 'kiasma',
    images: [makeImage(108)],
    onDisplay: { museum: 'ateneum', location: null },
  }),
  // Shares nothing but the museum and period with anything.
  makeRecord(110, { yearFrom: 1895, museum: 'ateneum' }),
  // A keyword nobody else has.
  makeRecord(111, { keywords: [lake], yearFrom: 1895, museum: 'ateneum' }),
  // Undated, by the same artist in the same technique.
  makeRecord(130, { people: [gallen], materials: [etching], yearFrom: null, museum: 'kiasma' }),
  // Two works by an unknown maker, same museum and decade: no "same artist".
  makeRecord(120, { people: [unknownMaker], yearFrom: 1700, museum: 'kiasma' }),
  makeRecord(121, { people: [unknownMaker], yearFrom: 1702, museum: 'kiasma' }),
  // Ten works of no relation (the terms above are rarer than every work having them).
  ...Array.from({ length: 10 }, (_, i) =>
    makeRecord(200 + i, { museum: 'ateneum', yearFrom: 1800 + i * 20 }),
  ),
];

const byId = (id: number) => records.find((r) => r.id === id) as CollectionRecord;

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'similar works on $name',
  (target) => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
      await migrate(database.db);
      await upsertRecords(database.db, records, 1);
      // The next import no longer has 107: it is removed and must not be listed.
      await upsertRecords(
        database.db,
        records.filter((r) => r.id !== 107),
        2,
      );
      await removeObjectsNotInRun(database.db, 2);
      await refreshDerivedData(database.db);
    });
    afterAll(() => database.close());

    it('ranks the same artist with the same technique first, and never lists the object itself', async () => {
      const similar = await similarWorks(database.db, byId(OBJECT));
      const ids = similar.map((w) => w.id);
      expect(ids[0]).toBe(101);
      expect(ids).not.toContain(OBJECT);
      // Same technique and classification by another artist, above the same artist's
      // other technique decades later, and a keyword alone far away.
      expect(ids.indexOf(103)).toBeGreaterThan(0);
      expect(ids.indexOf(103)).toBeLessThan(ids.indexOf(102));
      // Scores descend.
      const scores = similar.map((w) => w.score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    });

    it('leaves out works sharing only the museum and period, works "after" the artist and removed works', async () => {
      const ids = (await similarWorks(database.db, byId(OBJECT))).map((w) => w.id);
      expect(ids).not.toContain(104);
      expect(ids).not.toContain(106);
      expect(ids).not.toContain(107);
      expect(ids).not.toContain(110);
      for (let i = 0; i < 10; i += 1) expect(ids).not.toContain(200 + i);
    });

    it('says why: same artist, the shared technique and the decade', async () => {
      const similar = await similarWorks(database.db, byId(OBJECT));
      const first = similar.find((w) => w.id === 101);
      expect(first?.reason).toEqual({
        sameArtist: true,
        terms: [etching],
        decade: 1890,
        sameMuseum: false,
      });
      const other = similar.find((w) => w.id === 103);
      expect(other?.reason.sameArtist).toBe(false);
      expect(other?.reason.terms).toContainEqual(etching);
      expect(other?.reason.sameMuseum).toBe(true);
      // Thirty years apart: no decade named.
      expect(similar.find((w) => w.id === 102)?.reason.decade).toBeNull();
    });

    it('ranks an undated object by what it shares, with no decade', async () => {
      const similar = await similarWorks(database.db, byId(130));
      expect(similar[0]?.id).toBe(101);
      expect(similar.map((w) => w.id)).not.toContain(130);
      expect(similar.every((w) => w.reason.decade === null)).toBe(true);
    });

    it('is empty when nothing is similar enough', async () => {
      expect(await similarWorks(database.db, byId(110))).toEqual([]);
      expect(await similarWorks(database.db, byId(111))).toEqual([]);
      expect(await similarWorks(database.db, byId(104))).not.toContainEqual(
        expect.objectContaining({ id: 110 }),
      );
      // An unknown maker is nobody's "same artist", and has no "More by".
      expect(await similarWorks(database.db, byId(120))).toEqual([]);
      const unknown = records.find((r) => r.id === 120) as CollectionRecord;
      expect(await moreByCreator(database.db, unknown)).toBeNull();
      // An id the collection does not hold.
      expect(await similarWorks(database.db, makeRecord(999_999))).toEqual([]);
    });

    it('lists the artist\'s other works best first, not the object, not "after" works', async () => {
      const object = records.find((r) => r.id === OBJECT) as CollectionRecord;
      const moreBy = await moreByCreator(database.db, object);
      expect(moreBy?.personId).toBe('9001');
      expect(moreBy?.name).toContain('Gallen-Kallela');
      // 108 has an image and is on display; the others by id.
      expect(moreBy?.ids).toEqual([108, 101, 102, 130]);
      const related = await relatedWorks(database.db, object);
      // Similar works leave out what "More by" shows.
      expect(related.similar.map((w) => w.id)).not.toContain(101);
      expect(related.similar.map((w) => w.id)[0]).toBe(103);
    });

    it('follows an edit: a work that loses the shared terms drops out', async () => {
      const changed = makeRecord(103, { people: [simberg], yearFrom: 1700, museum: 'kiasma' });
      await upsertRecords(database.db, [changed], 3);
      await refreshDerivedData(database.db);
      const ids = (await similarWorks(database.db, byId(OBJECT))).map((w) => w.id);
      expect(ids).not.toContain(103);
      const postings = await sql<{ n: number }>`select count(*)::integer as n
        from collection_similar_postings where object_id = 107`.execute(database.db);
      expect(postings.rows[0]?.n).toBe(0);
    });
  },
);
