import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '@kokoelma/i18n';
import type { Language } from '@kokoelma/domain';
import type { PageObjectRevision } from '@kokoelma/contract/site';
import { ObjectHistory } from './object-history';

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
    <IntlProvider locale={lang} messages={messagesFor(lang)}>
      <ObjectHistory revisions={list} />
    </IntlProvider>,
  );

describe('an object’s history on its page', () => {
  it('lists each revision’s day and fields, before → after, in Finnish', () => {
    const { container } = renderIn('fi');
    expect(screen.getByText('Muutoshistoria (2)')).toBeTruthy();
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([
      '14.11.2026: Nimi: Kesäilta → Kesäilta rannalla; Asiasanat muuttui; Muut tiedot muuttui',
      '12.11.2026: Ajoitus: 1890 → 1894; Inventaarionumero: A II 968 (uusi)',
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

  it('is absent when nothing was revised', () => {
    const { container } = renderIn('fi', []);
    expect(container.innerHTML).toBe('');
  });
});
