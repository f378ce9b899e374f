import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer, type FooterProps, telHref } from './footer';

afterEach(cleanup);

const props: FooterProps = {
  organisation: 'Kansallisgalleria',
  address: ['Kaivokatu 2', '00100 Helsinki'],
  phone: { number: '+358 40 123 4567', label: 'Puhelin' },
  links: [
    { href: '/fi/saavutettavuus', label: 'Saavutettavuus' },
    { href: '/fi/tietosuoja', label: 'Tietosuoja' },
  ],
  linksLabel: 'Lisätietoja',
  social: {
    facebook: { href: 'https://www.facebook.com/kg', label: 'Kansallisgalleria Facebookissa' },
    x: { href: 'https://x.com/kg', label: 'Kansallisgalleria X:ssä' },
    instagram: { href: 'https://www.instagram.com/kg', label: 'Kansallisgalleria Instagramissa' },
  },
  socialLabel: 'Sosiaalinen media',
};

describe('Footer', () => {
  it('is the contentinfo landmark with the address and a callable phone number', () => {
    render(<Footer {...props} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Kaivokatu 2');
    expect(screen.getByRole('link', { name: '+358 40 123 4567' }).getAttribute('href')).toBe(
      'tel:+358401234567',
    );
  });

  it('lists the footer pages in a named navigation', () => {
    render(<Footer {...props} />);
    const nav = screen.getByRole('navigation', { name: 'Lisätietoja' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Saavutettavuus', 'Tietosuoja']);
  });

  it('names the icon-only social links, which open in the same tab', () => {
    render(<Footer {...props} />);
    const list = screen.getByRole('list', { name: 'Sosiaalinen media' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Kansallisgalleria Facebookissa',
      'Kansallisgalleria X:ssä',
      'Kansallisgalleria Instagramissa',
    ]);
    expect(links.every((link) => !link.hasAttribute('target'))).toBe(true);
  });
});

describe('telHref', () => {
  it('keeps digits and the plus sign, dropping a bracketed trunk zero', () => {
    expect(telHref('+358 40 123 4567')).toBe('tel:+358401234567');
    expect(telHref('+358 (0)9 123-456')).toBe('tel:+3589123456');
  });
});
