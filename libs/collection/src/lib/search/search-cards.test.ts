import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { upsertRecords } from '../importer/batch-writes';
import { refreshDerivedData } from '../importer/derived-data';
import { makeImage, makeRecord } from '../testing/record-factory';
import { searchCollection } from './search-service';

const painter = {
  id: 1,
  firstName: 'Helene',
  familyName: 'Schjerfbeck',
  birthYear: 1862,
  deathYear: 1946,
  attribution: null,
  role: { id: 1, fi: 'taiteilija', sv: 'konstnär', en: 'artist' },
};

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'result cards on $name',
  (target) => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
      await migrate(database.db);
      await upsertRecords(
        database.db,
        [
          makeRecord(1, {
            title: { fi: 'Toipilas', en: 'The Convalescent' },
            people: [painter],
            images: [makeImage(11), makeImage(12)],
            description: { fi: 'Pitkä kuvaus '.repeat(200) },
            keywords: [{ fi: 'lapsi', sv: 'barn', en: 'child' }],
            yearFrom: 1888,
            dateFrom: '1888',
          }),
          makeRecord(2, { title: { fi: 'Toipilas, luonnos' }, people: [painter] }),
        ],
        1,
      );
      await refreshDerivedData(database.db);
    });
    afterAll(() => database.close());

    it('carries what a result card shows, not whole records, in every order', async () => {
      for (const sort of ['relevance', 'title'] as const) {
        for (const params of [
          { searchTerms: ['toipilas'], sort },
          { sort, hasImage: false },
        ]) {
          const { data } = await searchCollection(database.db, params, 'fi');
          expect(data.map((card) => card.id)).toEqual(sort === 'title' ? [1, 2] : [1, 2]);
          const card = data[0];
          expect(Object.keys(card ?? {}).sort()).toEqual(
            [
              // The type label and the "on view" mark of a card (issue 37).
              'category',
              'onDisplay',
              'dateFrom',
              'datePrefix',
              'id',
              'images',
              'museum',
              'people',
              'preferredTitle',
              'title',
              'yearFrom',
              'yearTo',
            ].sort(),
          );
          expect(card).toMatchObject({
            id: 1,
            title: { fi: 'Toipilas', en: 'The Convalescent' },
            museum: 'ateneum',
            people: [{ familyName: 'Schjerfbeck', role: { fi: 'taiteilija' } }],
            yearFrom: 1888,
            dateFrom: '1888',
          });
          expect(card?.images.map((image) => image.id)).toEqual([11]);
          expect(data[1]?.images).toEqual([]);
        }
      }
    });
  },
);
