import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGES } from './languages.js';
import {
  MISSING_TEXT,
  firstFound,
  isMissing,
  localized,
  localizedString,
  textIn,
} from './localized.js';

describe('localized', () => {
  it('returns the text in the wanted language', () => {
    expect(localized({ fi: 'Talvi', sv: 'Vinter', en: 'Winter' }, 'sv')).toEqual({
      kind: 'text',
      text: 'Vinter',
      lang: 'sv',
      isFallback: false,
    });
  });

  it('falls back in the documented order and says where the text came from', () => {
    const text = { fi: '', sv: 'Vinter', en: 'Winter' };
    expect(localized(text, 'fi')).toMatchObject({ text: 'Vinter', lang: 'sv', isFallback: true });
    expect(localized({ fi: 'Talvi', sv: '', en: 'Winter' }, 'sv')).toMatchObject({ lang: 'fi' });
    expect(localized({ fi: '', sv: 'Vinter', en: '' }, 'en')).toMatchObject({ lang: 'sv' });
    expect(localized({ fi: 'Talvi', sv: 'Vinter' }, 'en')).toMatchObject({ lang: 'fi' });
  });

  it('treats empty, blank, null and absent text as missing', () => {
    expect(localized({ fi: '', sv: '   ', en: null }, 'fi')).toBe(MISSING_TEXT);
    expect(localized({}, 'en')).toBe(MISSING_TEXT);
    expect(localized(null, 'en')).toBe(MISSING_TEXT);
    expect(localized(undefined, 'sv')).toBe(MISSING_TEXT);
    expect(isMissing(MISSING_TEXT)).toBe(true);
    expect(isMissing(localized({ fi: 'x' }, 'fi'))).toBe(false);
  });

  it('trims the text it returns', () => {
    expect(textIn({ fi: '  Talvi ' }, 'fi')).toBe('Talvi');
    expect(textIn({ fi: '  ' }, 'fi')).toBeUndefined();
    expect(localizedString({ en: ' Winter ' }, 'fi')).toBe('Winter');
    expect(localizedString({ en: '' }, 'fi')).toBeUndefined();
  });

  it('prefers any candidate in the wanted language over a fallback language', () => {
    expect(firstFound([{ sv: 'A' }, { fi: 'B' }], 'fi')).toMatchObject({ text: 'B', lang: 'fi' });
    expect(firstFound([], 'fi')).toBe(MISSING_TEXT);
  });

  it('finds text whenever any language has some (property)', () => {
    const maybeText = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({ fi: maybeText, sv: maybeText, en: maybeText }),
        fc.constantFrom(...LANGUAGES),
        (text, lang) => {
          const result = localized(text, lang);
          const anyText = LANGUAGES.some((l) => (text[l] ?? '').trim() !== '');
          expect(result.kind === 'text').toBe(anyText);
          if (result.kind === 'text') {
            expect(result.text).toBe(text[result.lang]?.trim());
            expect(result.isFallback).toBe(result.lang !== lang);
          }
        },
      ),
    );
  });
});
