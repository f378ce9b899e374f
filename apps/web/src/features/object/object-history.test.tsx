import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '@kokoelma/i18n';
import type { Language } from '@kokoelma/domain';
import type { PageObjectRevision } from '@kokoelma/contract/site';
import { ObjectHistory, ObjectVersionNotice, dayBefore } from './object-history';

afterEach(cleanup);

const revisions: PageObjectRevision[] = [
  {
    at: '2026-11-14T10:00:00.000Z',
    fields: [
      { field: 'title', before: 'Kesäilta', after: 'Kesäilta rannalla' },
      { field: 'keywords', before: null, after: null },
      { field: 'palette', before: null, after: null },
    ],
  },
  {
    at: '2026-11-12T10:00:00.000Z',
    fields: [
      { field: 'yearFrom', before: '1890', after: '1894' },
      { field: 'inventoryNumber', before: null, after: 'A II 968' },
    ],
  },
];

const renderIn = (lang: Language, list = revisions) =>
  render(
    <MemoryRouter>
      <IntlProvider locale={lang} messages={messagesFor(lang)}>
        <ObjectHistory revisions={list} objectId={7} lang={lang} />
      </IntlProvider>
    </MemoryRouter>,
  );

describe('an object’s history on its page', () => {
  it('lists each revision’s day and fields, before → after, in Finnish', () => {
    const { container } = renderIn('fi');
    expect(screen.getByText('Muutoshistoria (2)')).toBeTruthy();
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([
      '14.11.2026: Nimi: Kesäilta → Kesäilta rannalla; Asiasanat muuttui; Muut tiedot muuttui Näytä tiedot ennen tätä',
      '12.11.2026: Ajoitus: 1890 → 1894; Inventaarionumero: A II 968 (uusi) Näytä tiedot ennen tätä',
    ]);
    // Each leads to the object as it was the day before.
    expect([...container.querySelectorAll('li a')].map((a) => a.getAttribute('href'))).toEqual([
      '/fi/object/7?version=2026-11-13',
      '/fi/object/7?version=2026-11-11',
    ]);
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-11-14T10:00:00.000Z',
    );
    // Closed until asked for.
    expect(container.querySelector('details')?.open).toBe(false);
  });

  it('speaks Swedish and English too', () => {
    renderIn('sv');
    expect(screen.getByText('Ändringshistorik (2)')).toBeTruthy();
    expect(screen.getByText(/Datering: 1890 → 1894/)).toBeTruthy();
    cleanup();
    renderIn('en');
    expect(screen.getByText('History (2)')).toBeTruthy();
    expect(screen.getByText(/Keywords changed/)).toBeTruthy();
  });

  it('takes the day before in the museum’s time zone', () => {
    // 23.30 UTC on the 14th is already the 15th in Helsinki.
    expect(dayBefore('2026-11-14T23:30:00.000Z')).toBe('2026-11-14');
    expect(dayBefore('2026-03-01T10:00:00.000Z')).toBe('2026-02-28');
  });

  it('says which day a version shows, leads to the current one, and keeps it from search engines', () => {
    const { container } = render(
      <MemoryRouter>
        <IntlProvider locale="sv" messages={messagesFor('sv')}>
          <ObjectVersionNotice version="2026-11-11" objectId={7} lang="sv" />
        </IntlProvider>
      </MemoryRouter>,
    );
    expect(container.textContent).toContain('Du ser uppgifterna som de var 11.11.2026.');
    expect(
      screen.getByRole('link', { name: 'Se de nuvarande uppgifterna' }).getAttribute('href'),
    ).toBe('/sv/object/7');
    // React puts the page's meta in the document's head.
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
  });

  it('is absent when nothing was revised', () => {
    const { container } = renderIn('fi', []);
    expect(container.innerHTML).toBe('');
  });
});
