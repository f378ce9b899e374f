import { describe, expect, it } from 'vitest';
import { activeFilters } from './active-filters';

const t = (id: string, values?: Record<string, string | number>) =>
  `${id}${values ? JSON.stringify(values) : ''}`;

describe('active filters', () => {
  it('gives each filter a chip whose link keeps everything else', () => {
    const chips = activeFilters(
      {
        searchTerms: ['meri'],
        displayFilter: 'kiasma',
        categories: ['photo', 'letter'],
        yearFrom: 1900,
        hasImage: true,
      },
      'en',
      t,
    );
    expect(chips.map((c) => c.label)).toEqual([
      'Museum of Contemporary Art Kiasma',
      expect.any(String),
      expect.any(String),
      'search.chip.years{"years":"1900–…"}',
      'search.hasImage',
    ]);
    const photo = chips.find((c) => c.key === 'category-photo');
    expect(photo?.without).toBe('q=meri&display=kiasma&category=letter&yearFrom=1900&image=1');
  });

  it('names a single year once, and its chip removes the year typed among the words', () => {
    const chips = activeFilters({ searchTerms: ['turner'], yearFrom: 1840, yearTo: 1840 }, 'fi', t);
    expect(chips).toEqual([
      { key: 'years', label: 'search.chip.years{"years":"1840"}', without: 'q=turner' },
    ]);
  });

  it('has no chips for a plain word search', () => {
    expect(activeFilters({ searchTerms: ['meri'] }, 'fi', t)).toEqual([]);
  });
});
