import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareNamesFi, sortByNameFi } from './collation.js';

// Letters where Finnish collation differs from code-unit order, plus case and accents.
const letters = fc.constantFrom(...'aAäÄåÅöÖoOvVwWzZeé -'.split(''), 'e\u0301');
const name = fc.oneof(fc.string({ unit: letters, maxLength: 6 }), fc.string({ maxLength: 6 }));
const sign = (n: number): number => (n > 0 ? 1 : n < 0 ? -1 : 0);

describe('compareNamesFi', () => {
  it('sorts å, ä and ö after z', () => {
    const sorted = ['Öhman', 'Ahlstedt', 'Åkerman', 'Zilliacus', 'Ärlig'].sort(compareNamesFi);
    expect(sorted).toEqual(['Ahlstedt', 'Zilliacus', 'Åkerman', 'Ärlig', 'Öhman']);
  });

  it('orders v and w as the platform collator does', () => {
    const collator = new Intl.Collator('fi');
    expect(sign(compareNamesFi('Wikström', 'Virtanen'))).toBe(
      sign(collator.compare('Wikström', 'Virtanen')),
    );
  });

  it('is reflexive and antisymmetric, and zero only for equal strings (property)', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(compareNamesFi(a, a)).toBe(0);
        expect(sign(compareNamesFi(a, b)) + sign(compareNamesFi(b, a))).toBe(0);
        expect(compareNamesFi(a, b) === 0).toBe(a === b);
      }),
    );
  });

  it('is transitive (property)', () => {
    fc.assert(
      fc.property(name, name, name, (a, b, c) => {
        const [x, y, z] = [a, b, c].sort(compareNamesFi) as [string, string, string];
        expect(compareNamesFi(x, y)).toBeLessThanOrEqual(0);
        expect(compareNamesFi(y, z)).toBeLessThanOrEqual(0);
        expect(compareNamesFi(x, z)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('breaks collator ties deterministically', () => {
    // The collator sees a composed and a decomposed é as equal.
    expect(sign(compareNamesFi('e\u0301', '\u00e9'))).toBe(-1);
    expect(sign(compareNamesFi('\u00e9', 'e\u0301'))).toBe(1);
  });
});

describe('sortByNameFi', () => {
  it('sorts items by a key the Finnish way, without touching the input', () => {
    const people = [{ n: 'Öhman' }, { n: 'Aalto' }, { n: 'Zilliacus' }];
    const sorted = sortByNameFi(people, (p) => p.n);
    expect(sorted.map((p) => p.n)).toEqual(['Aalto', 'Zilliacus', 'Öhman']);
    expect(people[0]?.n).toBe('Öhman');
  });

  it('puts items without a name last', () => {
    const items = [{ n: undefined }, { n: 'Öhman' }, { n: '  ' }, { n: 'Aalto' }];
    expect(sortByNameFi(items, (i) => i.n).map((i) => i.n)).toEqual([
      'Aalto',
      'Öhman',
      undefined,
      '  ',
    ]);
  });

  it('is stable and ordered (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.option(name, { nil: undefined }), { maxLength: 20 }), (names) => {
        const items = names.map((n, index) => ({ n, index }));
        const sorted = sortByNameFi(items, (i) => i.n);
        expect(sorted).toHaveLength(items.length);
        for (let i = 1; i < sorted.length; i += 1) {
          const [prev, next] = [sorted[i - 1], sorted[i]] as [(typeof items)[0], (typeof items)[0]];
          const [p, q] = [prev.n?.trim() || undefined, next.n?.trim() || undefined];
          if (p === undefined) expect(q).toBeUndefined();
          const order = p === undefined || q === undefined ? 0 : compareNamesFi(p, q);
          expect(order).toBeLessThanOrEqual(0);
          if (order === 0 && (p === undefined) === (q === undefined)) {
            expect(prev.index).toBeLessThan(next.index);
          }
        }
      }),
    );
  });
});
