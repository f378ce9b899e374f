import type { CollectionRecord } from '@kokoelma/collection';

function record(id: number, title: CollectionRecord['title']): CollectionRecord {
  return {
    id,
    title,
    preferredTitle: null,
    category: { value: 'artwork', name: { fi: 'taideteos' } },
    classifications: [],
    keywords: [],
    materials: [],
    description: {},
    inventoryNumber: `T ${id}`,
    museum: 'ateneum',
    responsibleOrganisation: null,
    owner: null,
    people: [],
    images: [],
    dimensions: [],
    dateFrom: null,
    datePrefix: null,
    yearFrom: 1900 + id,
    yearTo: null,
    acquisitionYear: null,
    acquisitionDate: null,
    acquisitionMethod: null,
    children: [],
    parents: [],
    onDisplay: null,
    durationSeconds: null,
    rights: { license: null, holder: null },
    source: 'museum-api',
  };
}

/** A small collection for API tests. */
export const testRecords: CollectionRecord[] = [
  record(1, { fi: 'Kissa', en: 'Cat' }),
  record(2, { fi: 'Koira', sv: 'Hund' }),
  record(3, { fi: 'Talvi' }),
];
