import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_FALLBACKS,
  fallbackOrder,
  isLanguage,
} from './languages.js';

describe('languages', () => {
  it('offers fi, sv and en with fi as the default', () => {
    expect(LANGUAGES).toEqual(['fi', 'sv', 'en']);
    expect(DEFAULT_LANGUAGE).toBe('fi');
  });

  it('recognises only the three languages', () => {
    expect(LANGUAGES.every(isLanguage)).toBe(true);
    for (const value of ['FI', 'de', '', ' fi', null, undefined, 1, {}]) {
      expect(isLanguage(value)).toBe(false);
    }
  });

  it('tries the wanted language first, then every other language once', () => {
    for (const lang of LANGUAGES) {
      const order = fallbackOrder(lang);
      expect(order[0]).toBe(lang);
      expect([...order].sort()).toEqual([...LANGUAGES].sort());
    }
    expect(LANGUAGE_FALLBACKS).toEqual({
      fi: ['fi', 'sv', 'en'],
      sv: ['sv', 'fi', 'en'],
      en: ['en', 'fi', 'sv'],
    });
  });
});
