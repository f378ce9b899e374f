import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs';

afterEach(cleanup);

const items = [
  { title: 'Etusivu', href: '/fi/' },
  { title: 'Artikkelit', href: '/fi/artikkelit' },
  { title: 'Valo Ateneumin kokoelmissa', href: '/fi/artikkelit/valo' },
];

describe('Breadcrumbs', () => {
  it('is a named navigation with an ordered trail ending at the current page', () => {
    const { container } = render(<Breadcrumbs label="Murupolku" items={items} />);
    expect(screen.getByRole('navigation', { name: 'Murupolku' })).toBeTruthy();
    const entries = container.querySelectorAll('ol > li');
    expect(entries).toHaveLength(3);
    const current = entries[2]?.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Valo Ateneumin kokoelmissa');
    expect(entries[2]?.querySelector('a')).toBeNull();
    expect(entries[0]?.querySelector('a')?.getAttribute('href')).toBe('/fi/');
  });

  it('offers phones one link to the parent page', () => {
    const { container } = render(<Breadcrumbs label="Murupolku" items={items} />);
    const parent = container.querySelector('nav > a');
    expect(parent?.textContent).toBe('Artikkelit');
    expect(parent?.getAttribute('href')).toBe('/fi/artikkelit');
  });

  it('lets a page replace the parent link on phones', () => {
    const { container } = render(
      <Breadcrumbs
        label="Murupolku"
        items={items.slice(0, 2)}
        mobileLink={{ title: 'Videot', href: '/fi/videos' }}
      />,
    );
    expect(container.querySelector('nav > a')?.getAttribute('href')).toBe('/fi/videos');
  });

  it('renders nothing without items', () => {
    const { container } = render(<Breadcrumbs label="Murupolku" items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
