import { beforeAll, describe, expect, it } from 'vitest';
import { intlFor, loadIntl } from '../../shared/intl';
import { similarReasonText } from './related-works';

const etching = { fi: 'etsaus', sv: 'etsning', en: 'etching' };

describe('similarReasonText', () => {
  beforeAll(async () => {
    for (const lang of ['fi', 'sv', 'en'] as const) await loadIntl(lang);
  });

  it.each([
    ['fi', 'sama taiteilija, myös etsaus ja 1890-luku'],
    ['sv', 'samma konstnär, också etsning, 1890-talet'],
    ['en', 'same artist, also etching, 1890s'],
  ] as const)('says why in %s, from the catalogue', (lang, expected) => {
    const reason = { sameArtist: true, terms: [etching], decade: 1890, sameMuseum: false };
    expect(similarReasonText(intlFor(lang), reason, lang)).toBe(expected);
  });

  it('says "same artist" alone, and the terms alone', () => {
    const artist = { sameArtist: true, terms: [], decade: null, sameMuseum: false };
    expect(similarReasonText(intlFor('en'), artist, 'en')).toBe('same artist');
    const terms = { sameArtist: false, terms: [etching], decade: 1890, sameMuseum: false };
    expect(similarReasonText(intlFor('fi'), terms, 'fi')).toBe('myös etsaus ja 1890-luku');
  });

  it('names a term in another language when the page language has none', () => {
    const reason = {
      sameArtist: false,
      terms: [{ en: 'lithograph' }],
      decade: null,
      sameMuseum: true,
    };
    expect(similarReasonText(intlFor('fi'), reason, 'fi')).toBe('myös lithograph');
  });

  it('falls back to the museum when nothing else is shared', () => {
    const reason = { sameArtist: false, terms: [], decade: null, sameMuseum: true };
    expect(similarReasonText(intlFor('sv'), reason, 'sv')).toBe('från samma museum');
  });
});
