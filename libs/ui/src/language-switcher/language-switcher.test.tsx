import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitcher, type LanguageOption } from './language-switcher';

afterEach(cleanup);

const options: LanguageOption[] = [
  { lang: 'fi', href: '/fi/search', label: 'Suomi', title: 'Vaihda kieleksi suomi' },
  { lang: 'sv', href: '/sv/search', label: 'Svenska', title: 'Byt språk till svenska' },
  { lang: 'en', href: '/en/search', label: 'English', title: 'Change language to English' },
];

describe('LanguageSwitcher', () => {
  it('links to the other two languages only', () => {
    render(<LanguageSwitcher current="fi" options={options} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/sv/search', '/en/search']);
  });

  it('names each link in its own language and marks the target language', () => {
    render(<LanguageSwitcher current="en" options={options} />);
    const swedish = screen.getByRole('link', { name: 'Svenska' });
    expect(swedish.getAttribute('lang')).toBe('sv');
    expect(swedish.getAttribute('hreflang')).toBe('sv');
    expect(swedish.getAttribute('title')).toBe('Byt språk till svenska');
    expect(screen.getByRole('link', { name: 'Suomi' }).getAttribute('lang')).toBe('fi');
  });
});
