import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishSortKey, finnishSortKey, withFoldedWords } from './record-text';

// A punctuation mark outside ASCII that every rule drops: appended, it sends a text down
// the general path, which must give what the ASCII shortcut gives without it.
const DROPPED = '\u2019';

describe('sort keys and folded words of ASCII texts', () => {
  it('gives the keys the general rules give', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (text) => {
        expect(finnishSortKey(text)).toBe(finnishSortKey(`${text}${DROPPED}`));
        expect(englishSortKey(text)).toBe(englishSortKey(`${text}${DROPPED}`));
      }),
    );
    expect(finnishSortKey('  The Old-Mill, 2\t')).toBe('the oldmill 2');
    expect(englishSortKey('...')).toBe('~');
    expect(finnishSortKey('Äiti')).toBe('|iti');
  });

  it('adds no folded words to ASCII, and adds them where there are diacritics', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (text) => {
        expect(withFoldedWords(text)).toBe(text);
      }),
    );
    expect(withFoldedWords('Albrecht Dürer')).toBe('Albrecht Dürer Durer');
  });
});
