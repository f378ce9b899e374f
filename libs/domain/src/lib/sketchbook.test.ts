import { describe, expect, it } from 'vitest';
import { inventoryNumberLastNumber, isSketchbook, sketchbookImages } from './sketchbook.js';

describe('inventoryNumberLastNumber', () => {
  it('reads the last number of an inventory number', () => {
    expect(inventoryNumberLastNumber('A II 1517:26 / 15')).toBe(15);
    expect(inventoryNumberLastNumber('A II 1517:26')).toBe(26);
    expect(inventoryNumberLastNumber('A II 1517:9a')).toBe(9);
    expect(inventoryNumberLastNumber('A-2000-123')).toBe(123);
  });

  it('reads a long text in linear time (no regex retried from every digit)', () => {
    const long = `${'1'.repeat(50_000)}x2`;
    const started = performance.now();
    expect(inventoryNumberLastNumber(long)).toBe(2);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('is undefined without digits', () => {
    expect(inventoryNumberLastNumber('A II')).toBeUndefined();
    expect(inventoryNumberLastNumber('')).toBeUndefined();
    expect(inventoryNumberLastNumber(null)).toBeUndefined();
  });
});

describe('sketchbookImages', () => {
  const parent = { multimedia: ['cover'] };

  it('appends the pages’ images after the parent’s, ordered by number', () => {
    const children = [
      { inventoryNumber: 'A II 1517:26 / 15', category: 'artwork' as const, multimedia: ['p15'] },
      {
        inventoryNumber: 'A II 1517:26 / 2',
        category: 'artwork' as const,
        multimedia: ['p2a', 'p2b'],
      },
      { inventoryNumber: 'A II 1517:26 / 100', multimedia: ['p100'] },
    ];
    expect(sketchbookImages(parent, children)).toEqual(['cover', 'p2a', 'p2b', 'p15', 'p100']);
  });

  it('leaves out series and puts pages without a number last, in their order', () => {
    const children = [
      { inventoryNumber: 'x', multimedia: ['no-number-1'] },
      { inventoryNumber: 'A II 1517:26 / 3', category: 'series' as const, multimedia: ['series'] },
      { inventoryNumber: null, multimedia: ['no-number-2'] },
      { inventoryNumber: 'A II 1517:26 / 1', category: null, multimedia: ['p1'] },
      { inventoryNumber: 'A II 1517:26 / 4' },
    ];
    expect(sketchbookImages({}, children)).toEqual(['p1', 'no-number-1', 'no-number-2']);
  });

  it('keeps the input order of pages with the same number', () => {
    const children = [
      { inventoryNumber: 'B / 7', multimedia: ['first'] },
      { inventoryNumber: 'A / 7', multimedia: ['second'] },
    ];
    expect(sketchbookImages({ multimedia: null }, children)).toEqual(['first', 'second']);
  });
});

describe('isSketchbook', () => {
  it('recognises a sketchbook by its Finnish title or a classification', () => {
    expect(isSketchbook({ title: { fi: 'Luonnoskirja 3', en: 'Sketchbook 3' } })).toBe(true);
    expect(isSketchbook({ title: { fi: 'Maisema' }, preferredTitle: { fi: 'LUONNOSKIRJA' } })).toBe(
      true,
    );
    expect(
      isSketchbook({ title: { fi: 'Nimetön' }, classifications: [null, { fi: 'luonnoskirjat' }] }),
    ).toBe(true);
  });

  it('ignores other objects and other languages', () => {
    expect(isSketchbook({ title: { fi: 'Maisema', en: 'luonnoskirja' } })).toBe(false);
    expect(isSketchbook({ title: null, preferredTitle: null, classifications: null })).toBe(false);
    expect(isSketchbook({})).toBe(false);
  });
});
