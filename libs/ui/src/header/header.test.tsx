import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header, type HeaderProps } from './header';

afterEach(cleanup);

function renderHeader(overrides: Partial<HeaderProps> = {}) {
  const onClick = vi.fn();
  const props: HeaderProps = {
    logo: { href: '/fi/', label: 'Kansallisgalleria Kokoelmat' },
    skipLinkLabel: 'Siirry sisältöön',
    donation: { href: 'https://example.org/donate', label: 'Lahjoita' },
    languageSwitcher: <a href="/sv/">Svenska</a>,
    menuButton: { label: 'Valikko', expanded: false, onClick, controlsId: 'menu' },
    ...overrides,
  };
  render(<Header {...props} />);
  return { onClick, banner: screen.getByRole('banner') };
}

describe('Header', () => {
  it('starts with the skip link to the main content', () => {
    const { banner } = renderHeader();
    const first = banner.querySelector('a, button');
    expect(first?.textContent).toBe('Siirry sisältöön');
    expect(first?.getAttribute('href')).toBe('#main');
  });

  it('links the logo to the front page and shows the slots', () => {
    renderHeader();
    expect(
      screen.getByRole('link', { name: 'Kansallisgalleria Kokoelmat' }).getAttribute('href'),
    ).toBe('/fi/');
    expect(screen.getByRole('link', { name: 'Lahjoita' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Svenska' })).toBeTruthy();
  });

  it('names the logo link by its label when an image is shown', () => {
    renderHeader({
      logo: { href: '/fi/', label: 'Kansallisgalleria', image: <svg aria-hidden="true" /> },
    });
    expect(screen.getByRole('link', { name: 'Kansallisgalleria' })).toBeTruthy();
  });

  it('wires the menu button to the menu', () => {
    renderHeader({
      menuButton: { label: 'Valikko', expanded: true, onClick: vi.fn(), controlsId: 'site-menu' },
    });
    const button = screen.getByRole('button', { name: 'Valikko' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe('site-menu');
  });

  it('calls onClick of the menu button', () => {
    const { onClick } = renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Valikko' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('turns dark while the menu is open', () => {
    const { banner } = renderHeader({ dark: true });
    expect(banner.getAttribute('data-dark')).toBe('true');
  });

  it('slides away when hidden but comes back while focus is inside', () => {
    const { banner } = renderHeader({ hidden: true });
    expect(banner.getAttribute('data-hidden')).toBe('true');
    const logo = screen.getByRole('link', { name: 'Kansallisgalleria Kokoelmat' });
    fireEvent.focus(logo);
    expect(banner.getAttribute('data-hidden')).toBe('false');
    fireEvent.blur(logo, { relatedTarget: document.body });
    expect(banner.getAttribute('data-hidden')).toBe('true');
  });

  it('stays shown while focus moves between its own controls', () => {
    const { banner } = renderHeader({ hidden: true });
    const logo = screen.getByRole('link', { name: 'Kansallisgalleria Kokoelmat' });
    const donation = screen.getByRole('link', { name: 'Lahjoita' });
    fireEvent.focus(logo);
    fireEvent.blur(logo, { relatedTarget: donation });
    expect(banner.getAttribute('data-hidden')).toBe('false');
  });
});
