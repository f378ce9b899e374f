import { describe, expect, it } from 'vitest';
import { matchesAllTerms } from './stemmed-match';

describe('stemmed matching of the local content search', () => {
  it('finds inflected Finnish forms of a word', () => {
    const text = 'Kuvien käyttöoikeudet ja taiteilijan tekijänoikeus';
    expect(matchesAllTerms(text, ['kuva'], 'fi')).toBe(true);
    expect(matchesAllTerms(text, ['taiteilija'], 'fi')).toBe(true);
    expect(matchesAllTerms(text, ['kuva', 'taiteilija'], 'fi')).toBe(true);
    expect(matchesAllTerms(text, ['kuva', 'veistos'], 'fi')).toBe(false);
  });

  it('uses the stemmer of the language', () => {
    expect(matchesAllTerms('Rights to use the images', ['image'], 'en')).toBe(true);
    expect(matchesAllTerms('Användningsrätt till bilderna', ['bild'], 'sv')).toBe(true);
  });

  it('still matches a plain substring, and nothing for an unrelated word', () => {
    expect(matchesAllTerms('Saavutettavuusseloste', ['saavutettav'], 'fi')).toBe(true);
    expect(matchesAllTerms('Yhteystiedot', ['museo'], 'fi')).toBe(false);
  });
});
