import { describe, expect, it } from 'vitest';
import type { ObjectVersion } from '@kokoelma/collection';
import { objectRevisions } from './object-revisions';

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10));
const version = (
  day: number,
  change: ObjectVersion['change'],
  fields: ObjectVersion['fields'],
): ObjectVersion => ({ at: at(day), change, by: 'import', fields });

describe('an object page’s revisions', () => {
  const versions: ObjectVersion[] = [
    version(14, 'update', [
      {
        field: 'title',
        before: { fi: 'Kesäilta', sv: 'Sommarkväll' },
        after: { fi: 'Kesäilta rannalla' },
      },
      { field: 'keywords', before: [{ fi: 'meri' }], after: [] },
      { field: 'linkedImages', before: null, after: [{ url: 'x' }] },
    ]),
    version(12, 'update', [{ field: 'yearFrom', before: 1890, after: 1894 }]),
    // Only what the store keeps changed: nothing for the page.
    version(11, 'update', [{ field: 'linkedImages', before: [], after: [{ url: 'y' }] }]),
    version(10, 'create', []),
  ];

  it('lists the updates newest first, values as text in the page’s language', () => {
    expect(objectRevisions(versions, 'sv')).toEqual([
      {
        at: at(14).toISOString(),
        fields: [
          // No Swedish title after the change: the fallback language's.
          { field: 'title', before: 'Sommarkväll', after: 'Kesäilta rannalla' },
          // A list changed: named, not spelt out.
          { field: 'keywords', before: null, after: null },
        ],
      },
      { at: at(12).toISOString(), fields: [{ field: 'yearFrom', before: '1890', after: '1894' }] },
    ]);
  });

  it('leaves out the creation and the store’s own fields, and shortens long texts', () => {
    const long = 'sana '.repeat(60);
    const [only] = objectRevisions(
      [version(3, 'update', [{ field: 'description', before: { fi: long }, after: null }])],
      'fi',
    );
    expect(only?.fields[0]?.before).toHaveLength(160);
    expect(only?.fields[0]?.before?.endsWith('…')).toBe(true);
    expect(only?.fields[0]?.after).toBeNull();
    expect(objectRevisions([version(1, 'create', [])], 'fi')).toEqual([]);
  });

  it('lists at most 20', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      version(1 + (i % 28), 'update', [{ field: 'yearFrom', before: i, after: i + 1 }]),
    );
    expect(objectRevisions(many, 'en')).toHaveLength(20);
  });
});
