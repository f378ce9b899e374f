import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultGrid } from './result-grid';

afterEach(cleanup);

const items = [
  {
    id: 7,
    href: '/fi/object/7',
    title: 'Toipilas',
    authors: 'Helene Schjerfbeck',
    year: '1888',
    picture: {
      src: '/images/1/jpg/500/7.jpg',
      srcSet: '/images/1/jpg/500/7.jpg 500w',
      sources: [{ type: 'image/webp', srcSet: '/images/1/webp/500/7.jpg 500w' }],
      width: 800,
      height: 600,
    },
  },
  { id: 8, href: '/fi/object/8', title: 'Kirje', authors: 'Tuntematon tekijä' },
];

describe('ResultGrid', () => {
  it('reads a badge as part of the link, and keeps a note outside it', () => {
    render(
      <ResultGrid
        items={[
          {
            ...(items[1] as (typeof items)[number]),
            badge: 'Esillä: Ateneum',
            note: 'Katso valoa',
          },
        ]}
        layout="grid"
        label="Teokset"
        noImageText="Ei kuvaa"
        noteLabel="Muistiinpano"
      />,
    );
    const link = screen.getByRole('link', { name: /Kirje/ });
    expect(link.textContent).toContain('Esillä: Ateneum');
    expect(link.textContent).not.toContain('Katso valoa');
    expect(link.closest('li')?.textContent).toContain('MuistiinpanoKatso valoa');
  });

  it('links each object by its title, with an anchor id for scroll restore', () => {
    render(<ResultGrid items={items} layout="grid" label="Hakutulokset" noImageText="Ei kuvaa" />);
    const list = screen.getByRole('list', { name: 'Hakutulokset' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    const link = screen.getByRole('link', { name: /Toipilas/ });
    expect(link.getAttribute('href')).toBe('/fi/object/7');
    expect(link.closest('li')?.id).toBe('object-7');
    expect(screen.getByText('Ei kuvaa')).toBeTruthy();
  });

  it('reserves the image box and offers modern formats first', () => {
    const { container } = render(
      <ResultGrid items={items} layout="row" label="Results" noImageText="No image" />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('width')).toBe('800');
    expect(img?.getAttribute('height')).toBe('600');
    expect(container.querySelector('source')?.getAttribute('type')).toBe('image/webp');
  });

  it('fetches the images above the fold first and leaves the rest lazy', () => {
    const many = [7, 9].map((id) => ({ ...(items[0] as (typeof items)[number]), id }));
    const { container } = render(
      <ResultGrid items={many} layout="grid" label="R" noImageText="-" eagerCount={1} />,
    );
    const [above, below] = [...container.querySelectorAll('img')];
    expect(above?.getAttribute('loading')).toBe('eager');
    expect(above?.getAttribute('fetchpriority')).toBe('high');
    expect(below?.getAttribute('loading')).toBe('lazy');
    expect(below?.hasAttribute('fetchpriority')).toBe(false);
    // Painted as soon as it arrives; the rest decoded off the main thread.
    expect(above?.hasAttribute('decoding')).toBe(false);
    expect(below?.getAttribute('decoding')).toBe('async');
  });

  it('tells the page which object was opened', () => {
    const onOpen = vi.fn();
    render(<ResultGrid items={items} layout="grid" label="R" noImageText="-" onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('link', { name: /Kirje/ }));
    expect(onOpen).toHaveBeenCalledWith(8);
  });
});
