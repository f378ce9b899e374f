import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GALLERY_NAME_MAX_LENGTH } from '@kokoelma/contract/site';
import { checkGalleryName } from './gallery-name';

describe('checkGalleryName', () => {
  it('trims and folds whitespace into single spaces', () => {
    expect(checkGalleryName('  Kesä\n\tlomalla  ')).toEqual({ ok: true, name: 'Kesä lomalla' });
  });

  it('composes letters (NFC), so a name looks and counts the same however it was typed', () => {
    expect(checkGalleryName('A\u0308teneum')).toEqual({ ok: true, name: 'Äteneum' });
  });

  it.each([
    ['', 'name_empty'],
    ['   ', 'name_empty'],
    ['a\u0000b', 'name_invalid'],
    ['x'.repeat(GALLERY_NAME_MAX_LENGTH + 1), 'name_too_long'],
  ])('refuses %j: %s', (raw, reason) => {
    expect(checkGalleryName(raw)).toEqual({ ok: false, reason });
  });

  it('drops bidi overrides and invisible spaces, keeping the joiners emoji need (review I1)', () => {
    expect(checkGalleryName('Invoice \u202Egnp.exe\u202C')).toEqual({
      ok: true,
      name: 'Invoice gnp.exe',
    });
    expect(checkGalleryName('a\u2066b\u2069c\u200Bd\u2060e\uFEFF')).toEqual({
      ok: true,
      name: 'abcde',
    });
    expect(checkGalleryName('\u202E\u200B')).toEqual({ ok: false, reason: 'name_empty' });
    const family = '👩\u200D👩\u200D👧';
    expect(checkGalleryName(family)).toEqual({ ok: true, name: family });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkGalleryName('🖼'.repeat(GALLERY_NAME_MAX_LENGTH)).ok).toBe(true);
  });

  it('gives any accepted name back unchanged when checked again', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), (raw) => {
        const first = checkGalleryName(raw);
        if (first.ok) expect(checkGalleryName(first.name)).toEqual(first);
      }),
    );
  });
});
