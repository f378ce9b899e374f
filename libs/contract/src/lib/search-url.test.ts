import { describe, expect, it } from 'vitest';
import { searchParamsFromQuery, searchQueryFromParams } from './search-url';

const range = { min: 1300, max: 2026 };

describe('search URL codec', () => {
  it('reads every filter from a shared link', () => {
    const params = searchParamsFromQuery(
      'q=+Helene+Schjerfbeck+&display=ateneum&category=photo&category=letter&yearFrom=1880' +
        '&yearTo=1920&acquiredFrom=1950&image=1&keyword=meri&sort=year-desc',
      range,
    );
    expect(params).toEqual({
      searchTerms: ['Helene Schjerfbeck'],
      displayFilter: 'ateneum',
      categories: ['photo', 'letter'],
      yearFrom: 1880,
      yearTo: 1920,
      acquisitionYearFrom: 1950,
      hasImage: true,
      keywords: ['meri'],
      sort: 'year-desc',
    });
  });

  it('leaves out values that make no sense instead of failing the page', () => {
    expect(
      searchParamsFromQuery(
        'q=&display=louvre&category=painting&yearFrom=abc&yearTo=99999&image=yes&sort=random',
        range,
      ),
    ).toEqual({});
  });

  it('carries the holding museums (the front page’s museum links), and drops unknown ones', () => {
    const params = searchParamsFromQuery('museum=kiasma&museum=louvre&museum=vttk&museum=kiasma');
    expect(params).toEqual({ museums: ['kiasma', 'vttk'] });
    expect(searchQueryFromParams(params)).toBe('museum=kiasma&museum=vttk');
    expect(searchQueryFromParams({ museums: ['ateneum'], searchTerms: ['meri'] })).toBe(
      'q=meri&museum=ateneum',
    );
  });

  it('keeps years inside the offered range', () => {
    expect(searchParamsFromQuery('yearFrom=1000&yearTo=3000', range)).toEqual({
      yearFrom: 1300,
      yearTo: 2026,
    });
  });

  it('round-trips: the URL of a search reads back as the same search', () => {
    const params = {
      searchTerms: ['kirje'],
      displayFilter: 'verkko' as const,
      categories: ['artwork' as const],
      yearFrom: 1900,
      acquisitionYearTo: 2000,
      hasImage: true,
      people: ['12'],
      materials: ['öljy'],
      classifications: ['maalaus'],
      sort: 'title' as const,
    };
    expect(searchParamsFromQuery(searchQueryFromParams(params), range)).toEqual(params);
  });

  it('searches the words as typed with exact=1 ("Search instead for …"), only with words', () => {
    expect(searchQueryFromParams({ searchTerms: ['picaso'], exact: true })).toBe(
      'q=picaso&exact=1',
    );
    expect(searchParamsFromQuery('q=picaso&exact=1', range)).toEqual({
      searchTerms: ['picaso'],
      exact: true,
    });
    expect(searchParamsFromQuery('exact=1', range)).toEqual({});
    expect(searchQueryFromParams({ exact: true })).toBe('');
  });

  it('reads a year, a span, a decade or a century typed among the words as the years filter', () => {
    const read = (q: string) => searchParamsFromQuery(new URLSearchParams({ q }), range);
    expect(read('turner 1840')).toEqual({ searchTerms: ['turner'], yearFrom: 1840, yearTo: 1840 });
    expect(read('1890-luku')).toEqual({ yearFrom: 1890, yearTo: 1899 });
    expect(read('maisema 1890-luvulla')).toEqual({
      searchTerms: ['maisema'],
      yearFrom: 1890,
      yearTo: 1899,
    });
    expect(read('1890-talet porträtt')).toEqual({
      searchTerms: ['porträtt'],
      yearFrom: 1890,
      yearTo: 1899,
    });
    expect(read('whistler 1870s')).toEqual({
      searchTerms: ['whistler'],
      yearFrom: 1870,
      yearTo: 1879,
    });
    expect(read('1800-luku')).toEqual({ yearFrom: 1800, yearTo: 1899 });
    expect(read('1840–1850 bridge')).toEqual({
      searchTerms: ['bridge'],
      yearFrom: 1840,
      yearTo: 1850,
    });
    // Not years: other numbers, inventory numbers, years outside the range, a backward span.
    expect(read('22.8')).toEqual({ searchTerms: ['22.8'] });
    expect(read('A II 968')).toEqual({ searchTerms: ['A II 968'] });
    expect(read('1200')).toEqual({ searchTerms: ['1200'] });
    expect(read('1850-1840')).toEqual({ searchTerms: ['1850-1840'] });
    // Years the URL sets, or the words as typed (exact=1), keep the year as a word.
    expect(
      searchParamsFromQuery(new URLSearchParams({ q: 'turner 1840', yearFrom: '1800' }), range),
    ).toEqual({ searchTerms: ['turner 1840'], yearFrom: 1800 });
    expect(
      searchParamsFromQuery(new URLSearchParams({ q: 'turner 1840', exact: '1' }), range),
    ).toEqual({ searchTerms: ['turner 1840'], exact: true });
    // The search's own URL then carries the years as the filter, removable as a chip.
    expect(searchQueryFromParams(read('turner 1840'))).toBe('q=turner&yearFrom=1840&yearTo=1840');
  });

  it('writes nothing for the default search', () => {
    expect(searchQueryFromParams({ displayFilter: 'all', sort: 'relevance' })).toBe('');
  });

  it('carries a colour, from a swatch or the form’s own colour, and drops a bad one', () => {
    expect(searchParamsFromQuery('colour=%231E50C8&q=meri', range)).toEqual({
      searchTerms: ['meri'],
      colour: '#1e50c8',
    });
    expect(searchParamsFromQuery('colour=custom&customColour=%23ff8800', range)).toEqual({
      colour: '#ff8800',
    });
    // "Any colour" ignores the colour input's value.
    expect(searchParamsFromQuery('colour=&customColour=%23ff8800', range)).toEqual({});
    expect(searchParamsFromQuery('colour=blue', range)).toEqual({});
    expect(searchParamsFromQuery('colour=%23ff88', range)).toEqual({});
    expect(searchQueryFromParams({ colour: '#FF8800', searchTerms: ['meri'] })).toBe(
      'q=meri&colour=%23ff8800',
    );
  });
});
