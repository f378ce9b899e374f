import { type CollectionRecord } from '@kokoelma/collection';
import { makeRecord } from '@kokoelma/collection/testing';

const record = (id: number, title: CollectionRecord['title']) =>
  makeRecord(id, { title, inventoryNumber: `T ${id}`, yearFrom: 1900 + id, acquisitionYear: null });

/** A small collection for API tests. */
export const testRecords: CollectionRecord[] = [
  record(1, { fi: 'Kissa', en: 'Cat' }),
  record(2, { fi: 'Koira', sv: 'Hund' }),
  {
    ...record(3, { fi: 'Talvi' }),
    people: [
      {
        id: 70001,
        firstName: 'Helene',
        familyName: 'Schjerfbeck',
        birthYear: 1862,
        deathYear: 1946,
        attribution: null,
        role: { id: 1, fi: 'taiteilija', sv: 'konstnär', en: 'artist' },
      },
    ],
  },
];
