import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu, type MenuProps } from './menu';
import type { MenuGroup } from './menu-model';

afterEach(cleanup);

const groups: MenuGroup[] = [
  {
    id: 'collections',
    title: 'Kokoelmat',
    href: '/fi/kokoelmat',
    items: [
      { id: 'search', title: 'Kokoelmahaku', href: '/fi/search' },
      {
        id: 'artists',
        title: 'Taiteilijat',
        href: '/fi/taiteilijat',
        children: [{ id: 'finnish', title: 'Suomalaiset', href: '/fi/suomalaiset' }],
      },
    ],
  },
  {
    id: 'about',
    title: 'Tietoa',
    items: [{ id: 'contact', title: 'Yhteystiedot', href: '/fi/yhteystiedot' }],
  },
];

function renderMenu(overrides: Partial<MenuProps> = {}) {
  const onClose = vi.fn();
  const props: MenuProps = {
    id: 'menu',
    open: true,
    onClose,
    groups,
    labels: {
      close: 'Sulje valikko',
      navigation: 'Päävalikko',
      dialog: 'Valikko',
      expand: (title) => `Näytä alasivut: ${title}`,
      collapse: (title) => `Piilota alasivut: ${title}`,
    },
    search: <input type="search" aria-label="Hae sivustolta" />,
    ...overrides,
  };
  const result = render(<Menu {...props} />);
  return { ...result, onClose, props };
}

describe('Menu', () => {
  it('is a named modal dialog holding a named navigation', () => {
    renderMenu();
    const dialog = screen.getByRole('dialog', { name: 'Valikko' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('navigation', { name: 'Päävalikko' })).toBeTruthy();
    expect(within(dialog).getByRole('searchbox', { name: 'Hae sivustolta' })).toBeTruthy();
  });

  it('is hidden while closed', () => {
    renderMenu({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves focus to its first control on open and back to the opener on close', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender, props } = renderMenu({ open: false });
    rerender(<Menu {...props} open />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sulje valikko' }));
    rerender(<Menu {...props} open={false} />);
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('calls onClose on Escape and on the close button', () => {
    const { onClose } = renderMenu();
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Sulje valikko' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', () => {
    renderMenu();
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Sulje valikko' });
    // The links of the collapsed last group are hidden, so its toggle is the last stop.
    const last = screen.getByRole('button', { name: 'Tietoa' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('expands top-level groups one by one on narrow screens', () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Kokoelmat' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.getAttribute('data-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.getAttribute('data-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Tietoa' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('renders each group title as a column heading for wide screens too', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Kokoelmat' }).closest('h2')).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Tietoa' })).toHaveLength(2);
  });

  it('expands and collapses the children of an item', () => {
    renderMenu({ defaultExpanded: ['collections'] });
    const expand = screen.getByRole('button', { name: 'Näytä alasivut: Taiteilijat' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Suomalaiset' })).toBeNull();
    fireEvent.click(expand);
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    expect(expand.textContent).toBe('Piilota alasivut: Taiteilijat');
    expect(screen.getByRole('link', { name: 'Suomalaiset' })).toBeTruthy();
  });

  it('opens the branch of the current page and marks it', () => {
    renderMenu({ currentHref: '/fi/suomalaiset' });
    expect(screen.getByRole('button', { name: 'Kokoelmat' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('link', { name: 'Suomalaiset' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
