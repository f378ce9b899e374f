import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { actor, event, lido, titled, title, wrap } from '../import/lido-test-xml';
import { importFile } from '../importer/import-file';
import type { CollectionRecord, RecordPerson } from '../model/record';
import { makeRecord } from '../testing/record-factory';
import { refreshDerivedData } from '../importer/derived-data';
import { findPerson, peoplePage } from '../search/listings';
import { findObjects } from './object-repository';
import { upsertRecords } from '../importer/batch-writes';
import { searchCollection } from '../search/search-service';

const artist = { id: 1, fi: 'taiteilija', sv: 'konstnär', en: 'artist' };

function person(
  firstName: string | null,
  familyName: string,
  overrides: Partial<RecordPerson> = {},
): RecordPerson {
  return {
    id: null,
    firstName,
    familyName,
    birthYear: null,
    deathYear: null,
    attribution: null,
    role: artist,
    ...overrides,
  };
}

/** A museum-format record (the open API's shape) naming the given people. */
function raw(id: number, people: Array<Record<string, unknown>>) {
  return {
    objectId: id,
    title: { fi: `Teos ${id}`, sv: '', en: '' },
    category: { categoryId: 'artwork', fi: 'taideteos', sv: 'konstverk', en: 'artwork' },
    responsibleOrganisation: 'Kansallisgalleria / Ateneumin taidemuseo',
    inventoryNumber: `A ${id}`,
    people: people.map((p) => ({ role: { fi: 'taiteilija', sv: 'konstnär', en: 'artist' }, ...p })),
    multimedia: [],
  };
}

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'people as authorities on $name',
  (target) => {
    let database: Database;
    let dir: string;
    beforeAll(async () => {
      database = await target.open();
      await migrate(database.db);
    });
    afterAll(() => database.close());
    beforeEach(async () => {
      // Each test starts from an empty collection (people cascade with their keys).
      await sql`delete from collection_objects`.execute(database.db);
      await sql`delete from collection_people`.execute(database.db);
      dir = mkdtempSync(join(tmpdir(), 'kokoelma-people-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    const store = async (records: CollectionRecord[], run = 1) => {
      await upsertRecords(database.db, records, run);
      await refreshDerivedData(database.db);
    };
    const everyone = async () => {
      const page = await peoplePage(database.db, { search: '', afterId: null, limit: 100 });
      return page.people.map((p) => [p.name, p.birthYear, p.deathYear, p.objectCount]);
    };
    const writeLines = (name: string, records: unknown[]) => {
      const path = join(dir, name);
      writeFileSync(path, records.map((r) => JSON.stringify(r)).join('\n'));
      return path;
    };

    it('merges one person named in different ways, with and without ids', async () => {
      await store([
        makeRecord(1, {
          people: [
            person('Akseli', 'Gallen-Kallela', { id: 501, birthYear: 1865, deathYear: 1931 }),
          ],
        }),
        makeRecord(2, { people: [person(null, 'Gallen-Kallela, Akseli')] }),
        makeRecord(3, { people: [person('AKSELI', 'Gallen–Kallela', { birthYear: 1865 })] }),
        makeRecord(4, {
          people: [person('Akseli', 'Gallen-Kallela', { id: 'ateneum-77', deathYear: 1931 })],
        }),
        makeRecord(5, { people: [person('Akseli', 'Gallen-Kallela', { id: 501 })] }),
      ]);
      expect(await everyone()).toEqual([['Akseli Gallen-Kallela', 1865, 1931, 5]]);
      // Every record names the person by the one id; the merged source id finds it too.
      const objects = await findObjects(database.db, [1, 2, 3, 4, 5]);
      expect(new Set(objects.map((o) => o.people[0]?.id))).toEqual(new Set(['501', 501]));
      expect((await findPerson(database.db, 'ateneum-77'))?.objectCount).toBe(5);
      // A search filtered by either id finds all five works.
      for (const id of ['501', 'ateneum-77']) {
        const found = await searchCollection(database.db, { people: [id] }, 'fi');
        expect(found.objectIds.sort()).toEqual([1, 2, 3, 4, 5]);
      }
    });

    it('keeps where a person was born and died: the first record that says, then their own record', async () => {
      const edelfelt = {
        id: 70301,
        firstName: 'Albert',
        familyName: 'Edelfelt',
        birthYear: 1854,
        deathYear: 1905,
      };
      // A record without the places, one (by name only) with them, one with an odd value.
      await importFile(
        database.db,
        writeLines('first.jsonl', [
          raw(1, [edelfelt]),
          raw(2, [
            {
              firstName: 'Albert',
              familyName: 'Edelfelt',
              birthYear: 1854,
              birthPlace: ' Kiialan kartano, Porvoon mlk ',
              deathPlace: 'Haikko',
            },
          ]),
          raw(3, [{ ...edelfelt, birthPlace: 42, deathPlace: 'x'.repeat(501) }]),
        ]),
      );
      const first = await findPerson(database.db, '70301');
      expect([first?.birthPlace, first?.deathPlace, first?.objectCount]).toEqual([
        'Kiialan kartano, Porvoon mlk',
        'Haikko',
        3,
      ]);
      // Another record by name gives no other place; the person's own record (by id) does.
      await importFile(
        database.db,
        writeLines('second.jsonl', [
          raw(4, [{ firstName: 'Albert', familyName: 'Edelfelt', deathPlace: 'Helsinki' }]),
        ]),
      );
      expect((await findPerson(database.db, '70301'))?.deathPlace).toBe('Haikko');
      await importFile(
        database.db,
        writeLines('third.jsonl', [raw(5, [{ ...edelfelt, deathPlace: 'Haikko, Porvoon mlk' }])]),
      );
      const last = await findPerson(database.db, '70301');
      expect([last?.birthPlace, last?.deathPlace]).toEqual([
        'Kiialan kartano, Porvoon mlk',
        'Haikko, Porvoon mlk',
      ]);
    });

    it('lists a person by their name typed without its diacritics', async () => {
      await store([
        makeRecord(1, { people: [person('Albrecht', 'Dürer', { id: 'durer' })] }),
        makeRecord(2, { people: [person('Tadao', 'Andō', { id: 'ando' })] }),
        makeRecord(3, { people: [person('Helene', 'Schjerfbeck', { id: 'hs' })] }),
      ]);
      const named = async (search: string) =>
        (await peoplePage(database.db, { search, afterId: null, limit: 10 })).people.map(
          (p) => p.name,
        );
      expect(await named('durer')).toEqual(['Albrecht Dürer']);
      expect(await named('Dürer')).toEqual(['Albrecht Dürer']);
      expect(await named('ando')).toEqual(['Tadao Andō']);
      expect(await named('schjerf')).toEqual(['Helene Schjerfbeck']);
    });

    it('takes a name written with initials for the one person it may be', async () => {
      // Initials first, the full name in a later import: one person, with the fuller name.
      await store([makeRecord(1, { people: [person('J. M. W.', 'Turner', { birthYear: 1775 })] })]);
      await store(
        [
          makeRecord(2, { people: [person('Joseph Mallord William', 'Turner')] }),
          makeRecord(3, { people: [person(null, 'Turner, J.M.W.', { deathYear: 1851 })] }),
        ],
        2,
      );
      expect(await everyone()).toEqual([['Joseph Mallord William Turner', 1775, 1851, 3]]);
      // Two people it may be: neither is chosen. Conflicting years: not the same person.
      await store(
        [
          makeRecord(4, { people: [person('John', 'Constable')] }),
          makeRecord(5, { people: [person('James', 'Constable')] }),
          makeRecord(6, { people: [person('J.', 'Constable')] }),
          makeRecord(7, { people: [person('A.', 'Edelfelt', { birthYear: 1900 })] }),
          makeRecord(8, { people: [person('Albert', 'Edelfelt', { birthYear: 1854 })] }),
        ],
        3,
      );
      expect((await everyone()).map(([name]) => name).sort()).toEqual([
        'A. Edelfelt',
        'Albert Edelfelt',
        'J. Constable',
        'James Constable',
        'John Constable',
        'Joseph Mallord William Turner',
      ]);
    });

    it('takes a name with middle names more or less, or initials written together, for the person of the same years', async () => {
      const years = (birthYear: number, deathYear: number) => ({ birthYear, deathYear });
      await store([
        makeRecord(1, {
          people: [person('Rembrandt', 'van Rijn', { id: 'r1', ...years(1606, 1669) })],
        }),
        makeRecord(2, { people: [person('Rembrandt Harmensz.', 'van Rijn', years(1606, 1669))] }),
        makeRecord(3, {
          people: [person('Joseph Mallord William', 'Turner', { id: 't1', ...years(1775, 1851) })],
        }),
      ]);
      await store(
        [
          makeRecord(4, { people: [person('JMW', 'Turner', { id: 't2', ...years(1775, 1851) })] }),
          makeRecord(5, { people: [person('Robert A.', 'Jacobs', years(1905, 1993))] }),
          makeRecord(6, { people: [person('Robert', 'Jacobs', years(1905, 1993))] }),
        ],
        2,
      );
      const byName = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
      expect((await everyone()).sort(byName)).toEqual([
        ['Joseph Mallord William Turner', 1775, 1851, 2],
        ['Rembrandt Harmensz. van Rijn', 1606, 1669, 2],
        ['Robert A. Jacobs', 1905, 1993, 2],
      ]);
      // The search lists each of them once.
      const found = await searchCollection(database.db, { searchTerms: ['turner'] }, 'en');
      expect(found.people.map((p) => p.name)).toEqual(['Joseph Mallord William Turner']);
      // Not without the same years, nor with a first or last word more (a first name, an
      // office, a group): names of others.
      await store(
        [
          makeRecord(7, { people: [person('John', 'Smith', years(1800, 1850))] }),
          makeRecord(8, { people: [person('John Henry', 'Smith', years(1801, 1850))] }),
          makeRecord(9, { people: [person('John Henry', 'Smith')] }),
          makeRecord(10, { people: [person('Jane', 'Smith', years(1800, 1850))] }),
          makeRecord(11, { people: [person('Oscar John', 'Smith', years(1800, 1850))] }),
          makeRecord(12, { people: [person('Henry H.', 'Richardson', years(1836, 1886))] }),
          makeRecord(13, {
            people: [person(null, 'Office of Henry Hobson Richardson', years(1836, 1886))],
          }),
          makeRecord(14, { people: [person('B. L.', 'Dabbs', years(1839, 1899))] }),
          makeRecord(15, {
            people: [person(null, 'B. L. H. Dabbs and Others', years(1839, 1899))],
          }),
        ],
        3,
      );
      expect(
        (await everyone())
          .map(([name]) => String(name))
          .filter((n) => /Smith|Richardson|Dabbs/.test(n))
          .sort(),
      ).toEqual([
        'B. L. Dabbs',
        'B. L. H. Dabbs and Others',
        'Henry H. Richardson',
        'Jane Smith',
        'John Henry Smith',
        'John Smith',
        'Office of Henry Hobson Richardson',
        'Oscar John Smith',
      ]);
    });

    it('keeps people of one name apart when their life years conflict', async () => {
      await store([
        makeRecord(1, {
          people: [person('Lucas', 'Cranach', { id: 1, birthYear: 1472, deathYear: 1553 })],
        }),
        makeRecord(2, {
          people: [person('Lucas', 'Cranach', { id: 2, birthYear: 1515, deathYear: 1586 })],
        }),
        makeRecord(3, { people: [person('Lucas', 'Cranach', { birthYear: 1515 })] }),
        makeRecord(4, { people: [person('Lucas', 'Cranach', { id: 4, deathYear: 1553 })] }),
        // Without years it could be either: it is not merged into one of them.
        makeRecord(5, { people: [person('Lucas', 'Cranach')] }),
      ]);
      expect(await everyone()).toEqual(
        expect.arrayContaining([
          ['Lucas Cranach', 1472, 1553, 2],
          ['Lucas Cranach', 1515, 1586, 2],
          ['Lucas Cranach', null, null, 1],
        ]),
      );
      expect(await everyone()).toHaveLength(3);
    });

    it('makes qualifiers attributions of the work, not new people (museum JSON)', async () => {
      const path = writeLines('objects.jsonl', [
        raw(1, [
          {
            id: 9,
            firstName: 'Rembrandt',
            familyName: 'van Rijn',
            birthYear: 1606,
            deathYear: 1669,
          },
        ]),
        raw(2, [{ firstName: 'Rembrandt', familyName: 'van Rijn (Circle of)' }]),
        raw(3, [{ familyName: 'Copy after Rembrandt van Rijn' }]),
        raw(4, [{ firstName: 'Rembrandt', familyName: 'van Rijn (kopio)', birthYear: 1606 }]),
        raw(5, [{ familyName: 'tillskriven Rembrandt van Rijn' }]),
      ]);
      await importFile(database.db, path);
      expect(await everyone()).toEqual([['Rembrandt van Rijn', 1606, 1669, 5]]);
      const objects = await findObjects(database.db, [1, 2, 3, 4, 5]);
      expect(objects.map((o) => o.people[0]?.attribution?.en ?? null)).toEqual([
        null,
        'circle of',
        'copy after',
        'copy after',
        'attributed to',
      ]);
      expect(objects.map((o) => o.people[0]?.role?.fi)).toEqual(Array(5).fill('taiteilija'));
      expect(new Set(objects.map((o) => String(o.people[0]?.id)))).toEqual(new Set(['9']));
    });

    it('merges LIDO actors without ids by name and dates, across import runs', async () => {
      const dates = (from: string, to: string) =>
        `<lido:vitalDatesActor><lido:earliestDate>${from}</lido:earliestDate>` +
        `<lido:latestDate>${to}</lido:latestDate></lido:vitalDatesActor>`;
      const work = (recId: string, name: string, role: string, extra = '') =>
        lido(recId, titled(title(`Verk ${recId}`)) + event(actor(name, role, extra)));
      const first = join(dir, 'first.xml');
      writeFileSync(
        first,
        wrap(
          work('Museum:101', 'Ehrenstrahl, David Klöcker', 'Konstnär', dates('1628', '1698')),
          work('Museum:102', 'David Klöcker Ehrenstrahl (krets)', 'Konstnär'),
          work('Museum:103', 'Ehrenstrahl, David Klöcker', 'Kopia efter', dates('1628', '1698')),
          work('Museum:104', 'Ehrenstrahl, David Klöcker', 'Konstnär', dates('1700', '1750')),
        ),
      );
      await importFile(database.db, first);
      expect(await everyone()).toEqual(
        expect.arrayContaining([
          ['David Klöcker Ehrenstrahl', 1628, 1698, 3],
          ['David Klöcker Ehrenstrahl', 1700, 1750, 1],
        ]),
      );
      // A later file names the person by name only: it joins the person already there.
      const later = writeLines('later.jsonl', [
        raw(105, [{ familyName: 'Ehrenstrahl, David Klöcker', birthYear: 1628 }]),
      ]);
      await importFile(database.db, later);
      const people = await everyone();
      expect(people).toHaveLength(2);
      expect(people).toContainEqual(['David Klöcker Ehrenstrahl', 1628, 1698, 4]);
      const [krets] = await findObjects(database.db, [102]);
      expect(krets?.people[0]?.attribution).toEqual({ fi: 'piiri', sv: 'krets', en: 'circle of' });
    });

    it('keeps the links of LIDO actor ids to other authority files, from every record', async () => {
      const ids = (...xml: string[]) => xml.join('');
      const work = (recId: string, extra: string) =>
        lido(
          recId,
          titled(title(`Teos ${recId}`)) + event(actor('Edelfelt, Albert', 'taiteilija', extra)),
        );
      const file = join(dir, 'links.xml');
      writeFileSync(
        file,
        wrap(
          work(
            'Museum:201',
            ids(
              '<lido:actorID lido:type="local">70301</lido:actorID>',
              '<lido:actorID lido:type="URI" lido:source="Wikidata">http://www.wikidata.org/entity/Q362408</lido:actorID>',
              '<lido:actorID lido:type="URI">javascript:alert(1)</lido:actorID>',
            ),
          ),
          // The same person by id: another link (no type, but an address), one repeated.
          work(
            'Museum:202',
            ids(
              '<lido:actorID lido:type="local">70301</lido:actorID>',
              '<lido:actorID>http://vocab.getty.edu/ulan/500010879</lido:actorID>',
              '<lido:actorID lido:type="URI">http://www.wikidata.org/entity/Q362408</lido:actorID>',
            ),
          ),
        ),
      );
      await importFile(database.db, file);
      const person = await findPerson(database.db, '70301');
      expect(person?.objectCount).toBe(2);
      expect(person?.sameAs).toEqual([
        'http://www.wikidata.org/entity/Q362408',
        'http://vocab.getty.edu/ulan/500010879',
      ]);
      // A record of the museum's JSON format (no links) leaves them.
      await importFile(
        database.db,
        writeLines('more.jsonl', [
          raw(203, [{ id: 70301, firstName: 'Albert', familyName: 'Edelfelt' }]),
        ]),
      );
      expect((await findPerson(database.db, '70301'))?.sameAs).toHaveLength(2);
    });

    it('keeps the other spellings records merged into a person wrote, not case, order or punctuation', async () => {
      await store([
        makeRecord(1, {
          people: [
            person('Akseli', 'Gallen-Kallela', { id: 501, birthYear: 1865, deathYear: 1931 }),
          ],
        }),
        // The same spelling: last name first, capitals, another dash.
        makeRecord(2, { people: [person(null, 'Gallen-Kallela, Akseli')] }),
        makeRecord(3, { people: [person('AKSELI', 'Gallen–Kallela', { birthYear: 1865 })] }),
        // Other spellings: with an accent (by name), by another source id, with an initial.
        makeRecord(4, { people: [person('Akseli', 'Gallén-Kallela')] }),
        makeRecord(5, {
          people: [person('Axel', 'Gallén', { id: 501, birthYear: 1865, deathYear: 1931 })],
        }),
      ]);
      // The person's own record (id 501) now names them Axel Gallén: the former name is
      // another spelling, the shown one is not.
      let found = await findPerson(database.db, '501');
      expect(found?.name).toBe('Axel Gallén');
      expect(found?.otherNames).toEqual(['Akseli Gallén-Kallela', 'Akseli Gallen-Kallela']);
      // Renamed back: the name shown leaves the list, a repeat is not kept twice.
      await store(
        [
          makeRecord(5, {
            people: [
              person('Akseli', 'Gallen-Kallela', { id: 501, birthYear: 1865, deathYear: 1931 }),
            ],
          }),
          makeRecord(6, { people: [person('A.', 'Gallen-Kallela', { birthYear: 1865 })] }),
          makeRecord(7, { people: [person('Akseli', 'GALLÉN-KALLELA')] }),
        ],
        2,
      );
      found = await findPerson(database.db, '501');
      expect(found?.name).toBe('Akseli Gallen-Kallela');
      expect(found?.otherNames).toEqual([
        'Akseli Gallén-Kallela',
        'Axel Gallén',
        'A. Gallen-Kallela',
      ]);
      // A person nobody spells otherwise has none.
      await store([makeRecord(8, { people: [person('Helene', 'Schjerfbeck', { id: 7 })] })], 3);
      expect((await findPerson(database.db, '7'))?.otherNames).toEqual([]);
    });

    it('lists each person once with the total of their works after re-imports', async () => {
      const path = writeLines('objects.jsonl', [
        raw(1, [{ id: 7, firstName: 'Helene', familyName: 'Schjerfbeck', birthYear: 1862 }]),
        raw(2, [{ firstName: 'Helene', familyName: 'Schjerfbeck' }]),
        raw(3, [{ familyName: 'Schjerfbeck, Helene (Follower of)' }]),
      ]);
      await importFile(database.db, path);
      await importFile(database.db, path);
      expect(await everyone()).toEqual([['Helene Schjerfbeck', 1862, null, 3]]);
      const search = await peoplePage(database.db, { search: 'schjerf', afterId: null, limit: 10 });
      expect(search.total).toBe(1);
    });
  },
);
