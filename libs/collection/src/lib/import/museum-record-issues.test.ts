import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMuseumRecord } from './museum-record';
import { image } from './museum-test-records';
import { accepted, rejected } from './test-support';

describe('parseMuseumRecord: salvageable problems become warnings', () => {
  it('drops broken images, naming the field, and sorts the rest by ordinal', () => {
    const parsed = parseMuseumRecord(
      {
        objectId: 10,
        multimedia: [
          image({ id: 1, ordinal: null }),
          image({ id: 2, width: undefined }),
          image({ id: 3, ordinal: 5 }),
          image({ id: 4, height: -1, size: 'big' }),
          'not an image',
          image({ id: 5, ordinal: 2, displayClass: 4 }),
          image({ id: 6, ordinal: null, displayClass: 9 }),
        ],
      },
      12,
    );
    const { record, warnings } = accepted(parsed);
    expect(record.images.map((img) => img.id)).toEqual([5, 3, 1, 6]);
    expect(record.images[0]?.displayClass).toBe(4);
    expect(record.images[3]?.displayClass).toBeNull();
    expect(warnings.map((warning) => warning.field)).toEqual([
      'multimedia[1].width',
      'multimedia[3].height',
      'multimedia[4]',
      'multimedia[6].displayClass',
    ]);
    expect(warnings[1]?.message).toContain('also: size');
    expect(warnings[0]).toMatchObject({ recordNumber: 12, recordId: '10' });
  });

  it('drops nameless people, non-numeric measurements and bad years with warnings', () => {
    const { record, warnings } = accepted(
      parseMuseumRecord(
        {
          objectId: 11,
          people: [{ firstName: ' ', familyName: '' }, { familyName: 'Simberg' }],
          dimensions: [{ measurements: [10, 'x', null], unit: 'cm' }, { measurements: ['?'] }],
          yearFrom: 5000,
          yearTo: 'n. 1900',
          dateFrom: '31.12.1900',
          onDisplay: { museum: 'louvre' },
          durationSeconds: -3,
        },
        1,
      ),
    );
    expect(record.people).toHaveLength(1);
    expect(record.dimensions).toEqual([
      { measurements: [10], unit: 'cm', sortLnu: null, measureType: null },
    ]);
    expect(record).toMatchObject({ yearFrom: null, yearTo: null, dateFrom: null });
    expect(record.onDisplay).toEqual({ museum: 'kansallisgalleria', location: null });
    expect(record.durationSeconds).toBeNull();
    expect(warnings.map((warning) => warning.field)).toEqual([
      'people[0]',
      'dimensions[0].measurements[1]',
      'dimensions[0].measurements[2]',
      'dimensions[1].measurements[0]',
      'dimensions[1].measurements',
      'dateFrom',
      'yearFrom',
      'yearTo',
      'onDisplay.museum',
      'durationSeconds',
    ]);
  });

  it('reads the extensions', () => {
    const { record, warnings } = accepted(
      parseMuseumRecord(
        {
          objectId: 12,
          category: { categoryId: 'av', fi: 'video', sv: '', en: 'video' },
          license: 'CC BY 4.0',
          owner: 'Suomen valtio',
          multimedia: [image({ license: 'CC0' })],
          onDisplay: { museum: 'ateneum', location: { fi: 'Sali 5', sv: '', en: 'Room 5' } },
          durationSeconds: '754',
        },
        1,
      ),
    );
    expect(warnings).toEqual([]);
    expect(record.category.value).toBe('av-material');
    expect(record.onDisplay).toEqual({
      museum: 'ateneum',
      location: { fi: 'Sali 5', en: 'Room 5' },
    });
    expect(record.durationSeconds).toBe(754);
    expect(record.rights).toEqual({ license: 'CC BY 4.0', holder: 'Suomen valtio' });
  });
});

describe('parseMuseumRecord: rejected records', () => {
  it.each([
    ['missing', {}],
    ['null', { objectId: null }],
    ['zero', { objectId: 0 }],
    ['negative', { objectId: -5 }],
    ['fractional', { objectId: 1.5 }],
    ['not digits', { objectId: 'A-17' }],
  ])('rejects an objectId that is %s, naming the field and record number', (_name, raw) => {
    const issues = rejected(parseMuseumRecord({ ...raw, title: { fi: 'Nimi' } }, 17));
    expect(issues).toEqual([
      expect.objectContaining({ recordNumber: 17, recordId: null, field: 'objectId' }),
    ]);
  });

  it('rejects content fields of the wrong type and lists every problem', () => {
    const issues = rejected(
      parseMuseumRecord({ objectId: 5, title: 5, people: { firstName: 'A' }, keywords: 'x' }, 2),
    );
    expect(issues.map((issue) => issue.field)).toEqual(['title', 'keywords', 'people']);
    expect(issues.every((issue) => issue.recordId === '5' && issue.recordNumber === 2)).toBe(true);
  });

  it('rejects a value that is not an object', () => {
    expect(rejected(parseMuseumRecord([1, 2], 4))).toEqual([
      {
        recordNumber: 4,
        recordId: null,
        field: 'record',
        message: expect.stringContaining('an array'),
      },
    ]);
  });
});

describe('parseMuseumRecord: properties', () => {
  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (value, recordNumber) => {
        const parsed = parseMuseumRecord(value, recordNumber);
        if (!parsed.ok) expect(parsed.issues.length).toBeGreaterThan(0);
      }),
    );
  });

  const fields = [
    'title',
    'preferredTitle',
    'category',
    'people',
    'multimedia',
    'dimensions',
    'keywords',
    'yearFrom',
    'dateFrom',
    'onDisplay',
    'children',
  ];
  const anyField = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record({ fi: fc.string(), sv: fc.string(), en: fc.string() }),
    fc.array(fc.record({ fi: fc.string(), firstName: fc.string(), width: fc.nat() })),
  );

  it('with a valid id, accepted records never carry empty texts', () => {
    const record = fc.dictionary(fc.constantFrom(...fields), anyField);
    fc.assert(
      fc.property(record, fc.integer({ min: 1, max: 2 ** 40 }), (rest, objectId) => {
        const parsed = parseMuseumRecord({ ...rest, objectId }, 1);
        if (!parsed.ok) {
          expect(parsed.issues.every((issue) => issue.recordId === String(objectId))).toBe(true);
          return;
        }
        const texts = [
          parsed.record.title,
          parsed.record.preferredTitle,
          ...parsed.record.keywords,
        ];
        for (const text of texts) {
          for (const value of Object.values(text ?? {})) expect(value).toMatch(/\S/);
        }
        expect(parsed.record.id).toBe(objectId);
      }),
    );
  });
});
