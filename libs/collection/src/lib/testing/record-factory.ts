import type { CollectionRecord } from '../model/record';

/** A complete, valid record for tests: override only what a test is about. */
export function makeRecord(
  id: number,
  overrides: Partial<CollectionRecord> = {},
): CollectionRecord {
  return {
    id,
    title: { fi: `Teos ${id}`, sv: `Verk ${id}`, en: `Work ${id}` },
    preferredTitle: null,
    category: { value: 'artwork', name: { fi: 'taideteos', sv: 'konstverk', en: 'artwork' } },
    classifications: [],
    keywords: [],
    materials: [],
    description: {},
    inventoryNumber: `A ${id}`,
    museum: 'ateneum',
    responsibleOrganisation: 'Kansallisgalleria / Ateneumin taidemuseo',
    owner: 'Suomen valtio',
    people: [],
    images: [],
    dimensions: [],
    dateFrom: null,
    datePrefix: null,
    yearFrom: 1900,
    yearTo: null,
    acquisitionYear: 1950,
    acquisitionDate: null,
    acquisitionMethod: null,
    children: [],
    parents: [],
    onDisplay: null,
    durationSeconds: null,
    rights: { license: 'CC0', holder: null },
    source: 'museum-api',
    ...overrides,
  };
}

/** A valid image of `id` for tests. */
export function makeImage(id: number, width = 1200, height = 900) {
  return {
    id,
    filename_extension: '.jpg',
    width,
    height,
    image_version: 1,
    isRiaDisplayImage: true,
    size: 100_000,
    license: 'CC0',
    photographer: 'Testi Kuvaaja',
    ordinal: 1,
    description: null,
    address: null,
    displayClass: 3,
    sourceUrl: null,
  };
}
