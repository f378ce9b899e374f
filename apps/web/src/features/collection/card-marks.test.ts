import { describe, expect, it } from 'vitest';
import type { SearchCard } from '@kokoelma/contract/site';
import { messagesFor } from '@kokoelma/i18n';
import { cardMarks, cardYear } from './card-marks';

const card = (over: Partial<SearchCard> = {}): SearchCard => ({
  id: 1,
  title: { fi: 'Toipilas' },
  preferredTitle: null,
  museum: 'ateneum',
  people: [],
  dateFrom: null,
  datePrefix: null,
  yearFrom: null,
  yearTo: null,
  images: [],
  ...over,
});

const t = (lang: 'fi' | 'sv' | 'en') => (id: string) =>
  (messagesFor(lang) as Record<string, string>)[id] ?? id;

describe('what a result card says', () => {
  it('shows the year only, a range when made over years, never the full date', () => {
    expect(cardYear(card({ yearFrom: 1888, dateFrom: '3.1.1888' }))).toBe('1888');
    expect(cardYear(card({ yearFrom: 1883, yearTo: 1885 }))).toBe('1883–1885');
    expect(cardYear(card({ yearFrom: 1900, yearTo: 1900 }))).toBe('1900');
    expect(cardYear(card({ dateFrom: '2024-01-03' }))).toBe('2024');
    expect(cardYear(card())).toBeUndefined();
  });

  it('names the museum in its colours, the type unless an artwork, and "on view"', () => {
    const letter = cardMarks(
      card({
        museum: 'kiasma',
        category: { value: 'letter', name: { fi: 'kirje' } },
        onDisplay: { museum: 'kiasma', location: null },
      }),
      'en',
      t('en'),
    );
    expect(letter.museum).toEqual({ name: 'Kiasma', background: '#ffe600', foreground: '#000000' });
    expect(letter.typeLabel).toBe('Letter');
    expect(letter.onView).toBe('On view');
    const artwork = cardMarks(
      card({ museum: 'vttk', category: { value: 'artwork', name: { fi: 'taideteos' } } }),
      'sv',
      t('sv'),
    );
    expect(artwork.museum?.name).toBe('Statens konstverkskommission');
    expect(artwork.typeLabel).toBeUndefined();
    expect(artwork.onView).toBeUndefined();
    expect(cardMarks(card({ onDisplay: null }), 'fi', t('fi')).onView).toBeUndefined();
  });
});
