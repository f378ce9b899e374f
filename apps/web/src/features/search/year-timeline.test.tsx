import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { YearHistogram } from '@kokoelma/contract/site';
import { messagesFor } from '@kokoelma/i18n';
import type { Language } from '@kokoelma/domain';
import { YearTimeline } from './year-timeline';

afterEach(cleanup);

const HISTOGRAM: YearHistogram = {
  barYears: 10,
  bars: [
    { from: 1880, to: 1889, count: 3 },
    { from: 1890, to: 1899, count: 0 },
    { from: 1900, to: 1909, count: 12 },
  ],
};

/** Where the app is: the search the last navigation asked for. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderTimeline(lang: Language = 'en', histogram = HISTOGRAM) {
  return render(
    <IntlProvider locale={lang} messages={messagesFor(lang)}>
      <MemoryRouter initialEntries={[`/${lang}/search?q=kissa&image=1`]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <YearTimeline
                  histogram={histogram}
                  params={{ searchTerms: ['kissa'], hasImage: true }}
                  lang={lang}
                />
                <Location />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('YearTimeline', () => {
  it('draws a link per bar with results, named by its years and count', () => {
    renderTimeline();
    const chart = screen.getByRole('group', { name: 'Years the results were made' });
    const links = within(chart).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      '1880–1889: 3 results',
      '1900–1909: 12 results',
    ]);
    // The words and other filters are kept; the bar's years are added.
    expect(links[1]?.getAttribute('href')).toBe(
      '/en/search?q=kissa&yearFrom=1900&yearTo=1909&image=1',
    );
    expect(screen.getByText(/Works made 1880–1909; each bar is 10 years/)).toBeTruthy();
  });

  it('has the same counts as a table, in the page language', () => {
    renderTimeline('fi');
    const table = screen.getByRole('table', { name: 'Tulosten valmistusvuodet' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['VuodetTuloksia', '1880–18893', '1900–190912']);
    expect(screen.getByText('Näytä taulukkona')).toBeTruthy();
  });

  it('choosing a bar sets the year filter in the address', () => {
    renderTimeline();
    fireEvent.click(screen.getByRole('link', { name: '1880–1889: 3 results' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/en/search?q=kissa&yearFrom=1880&yearTo=1889&image=1',
    );
  });

  it('dragging across bars chooses the years from the first to the last', () => {
    renderTimeline('sv');
    const chart = screen.getByRole('group', { name: 'Resultatens tillverkningsår' });
    const [first, last] = within(chart).getAllByRole('link');
    // jsdom has no layout: the bar under the pointer is the one the event names.
    document.elementFromPoint = (x: number) => (x < 50 ? first : last) ?? null;
    fireEvent.pointerDown(chart, { button: 0, clientX: 10, clientY: 5 });
    fireEvent.pointerMove(chart, { clientX: 90, clientY: 5 });
    fireEvent.pointerUp(chart, { clientX: 90, clientY: 5 });
    expect(screen.getByTestId('location').textContent).toBe(
      '/sv/search?q=kissa&yearFrom=1880&yearTo=1909&image=1',
    );
  });

  it('draws nothing without bars', () => {
    renderTimeline('en', { barYears: 1, bars: [] });
    expect(screen.queryByTestId('year-timeline')).toBeNull();
  });
});
