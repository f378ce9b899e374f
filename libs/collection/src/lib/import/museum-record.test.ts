import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMuseumRecord } from './museum-record';
import { image } from './museum-test-records';
import { SAMPLE_FORMATS, accepted } from './test-support';

const samplePath = new URL('fng-v1-object.json', SAMPLE_FORMATS);

describe.skipIf(!existsSync(samplePath))('parseMuseumRecord on the real sample', () => {
  // Read inside the tests: a skipped suite's body still runs to collect its tests.
  const sample = () => accepted(parseMuseumRecord(JSON.parse(readFileSync(samplePath, 'utf8')), 1));

  it('maps identity, title, museum and category', () => {
    const { record, warnings } = sample();
    expect(warnings).toEqual([]);
    expect(record.id).toBe(484640);
    expect(record.title).toEqual({ fi: 'Veneranta ja laivoja Haikosta' });
    expect(record.preferredTitle).toBeNull();
    expect(record.museum).toBe('ateneum');
    expect(record.category).toEqual({
      value: 'artwork',
      name: { fi: 'teososa', sv: 'del av konstverk', en: 'part of a work' },
    });
    expect(record.inventoryNumber).toBe('A II 1517:26 / 15');
    expect(record.parents).toEqual([612530]);
    expect(record.children).toEqual([]);
    expect(record.source).toBe('museum-api');
  });

  it('maps Edelfelt as the artist and the one valid image', () => {
    const { record } = sample();
    expect(record.people).toEqual([
      {
        id: 70301,
        firstName: 'Albert',
        familyName: 'Edelfelt',
        birthYear: 1854,
        deathYear: 1905,
        birthPlace: 'Kiialan kartano, Porvoon mlk',
        deathPlace: 'Haikko, Porvoon mlk',
        attribution: null,
        role: { id: 98595, fi: 'taiteilija', sv: 'konstnär', en: 'Artist' },
      },
    ]);
    expect(record.images).toHaveLength(1);
    expect(record.images[0]).toMatchObject({
      id: 259094,
      width: 2108,
      height: 1575,
      filename_extension: '.jpg',
      license: 'CC0',
      photographer: 'Hannu Aaltonen',
      sourceUrl: null,
      displayClass: null,
    });
    expect(record.rights).toEqual({ license: 'CC0', holder: 'Suomen valtio' });
    expect(record.onDisplay).toBeNull();
    expect(record.durationSeconds).toBeNull();
  });
});

describe('parseMuseumRecord: variations it accepts', () => {
  it('accepts a record with only an id (string digits) and no title', () => {
    const { record, warnings } = accepted(parseMuseumRecord({ objectId: '42' }, 3));
    expect(warnings).toEqual([]);
    expect(record).toMatchObject({
      id: 42,
      title: {},
      people: [],
      images: [],
      dimensions: [],
      keywords: [],
      children: [],
      museum: 'kansallisgalleria',
      category: { value: null, name: {} },
      rights: { license: null, holder: null },
    });
  });

  it('drops empty languages, trims text and keeps preferredTitle', () => {
    const { record } = accepted(
      parseMuseumRecord(
        {
          objectId: 7,
          title: { fi: '  Maisema ', sv: '', en: '   ' },
          preferredTitle: { fi: 'Järvimaisema', sv: '', en: '' },
          description: null,
          keywords: [
            { fi: 'järvi', sv: '', en: 'lake' },
            { fi: '', sv: '', en: '' },
          ],
          category: null,
          responsibleOrganisation: 'Kansallisgalleria / Nykytaiteen museo Kiasma',
        },
        1,
      ),
    );
    expect(record.title).toEqual({ fi: 'Maisema' });
    expect(record.preferredTitle).toEqual({ fi: 'Järvimaisema' });
    expect(record.description).toEqual({});
    expect(record.keywords).toEqual([{ fi: 'järvi', en: 'lake' }]);
    expect(record.museum).toBe('kiasma');
  });

  it('reads numbers given as strings and normalises dates', () => {
    const { record, warnings } = accepted(
      parseMuseumRecord(
        {
          objectId: 8,
          yearFrom: '1890',
          yearTo: 1891,
          dateFrom: '1890-05-01T00:00:00.000+02:00',
          datePrefix: 'n.',
          acquisitionYear: '1920',
          acquisitionDate: '1920-01-15',
          inventoryNumber: 1234,
          children: ['11', 12],
          multimedia: [
            image({ width: '2108', height: '1575', size: '99', isRiaDisplayImage: 'true' }),
          ],
          dimensions: [{ measurements: ['65,5', 81], unit: 'cm', sortLnu: '1' }],
        },
        1,
      ),
    );
    expect(warnings).toEqual([]);
    expect(record).toMatchObject({
      yearFrom: 1890,
      yearTo: 1891,
      dateFrom: '1890-05-01',
      datePrefix: 'n.',
      acquisitionYear: 1920,
      acquisitionDate: '1920-01-15',
      inventoryNumber: '1234',
      children: [11, 12],
      dimensions: [{ measurements: [65.5, 81], unit: 'cm', sortLnu: 1, measureType: null }],
    });
    expect(record.images[0]).toMatchObject({ width: 2108, height: 1575, size: 99 });
  });

  it('completes a role from the known roles and ignores unknown fields', () => {
    const { record } = accepted(
      parseMuseumRecord(
        {
          objectId: 9,
          somethingNew: { deep: [1, 2] },
          people: [
            {
              firstName: 'Helene',
              familyName: 'Schjerfbeck',
              role: { fi: 'taiteilija', sv: '', en: '' },
            },
            {
              familyName: 'Ryhmä X',
              role: { fi: 'työryhmä' },
              attribution: { fi: '', sv: '', en: '' },
            },
            { firstName: 'Ei', familyName: 'Roolia', role: null, birthDate: '1900-02-03' },
          ],
        },
        1,
      ),
    );
    expect(record.people.map((person) => person.role)).toEqual([
      { id: null, fi: 'taiteilija', sv: 'konstnär', en: 'artist' },
      { id: null, fi: 'työryhmä', sv: 'työryhmä', en: 'työryhmä' },
      null,
    ]);
    expect(record.people[1]?.attribution).toBeNull();
    expect(record.people[2]?.birthYear).toBe(1900);
  });
});
