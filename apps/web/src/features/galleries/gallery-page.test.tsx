import { BLOCKS } from '@contentful/rich-text-types';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollectionObject, GalleryPageData, SiteData } from '@kokoelma/contract/site';
import { GalleryPage } from './gallery-page';
import { fakeFetch, gallery, harness, json } from './gallery-test-harness';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

const site: SiteData = {
  demo: false,
  objectCount: 3,
  imageBase: '/images',
  iiifImageBase: null,
  publicUrl: 'https://kokoelma.example',
};

/** A collection object as the page data carries it. */
function artwork(id: number, overrides: Partial<CollectionObject> = {}): CollectionObject {
  return {
    id,
    title: { fi: `Teos ${id}`, sv: `Verk ${id}`, en: `Work ${id}` },
    preferredTitle: null,
    category: { value: 'artwork', name: { fi: 'taideteos', sv: 'konstverk', en: 'artwork' } },
    classifications: [],
    keywords: [],
    materials: [],
    description: {},
    inventoryNumber: `A ${id}`,
    museum: 'ateneum',
    responsibleOrganisation: null,
    owner: null,
    people: [],
    images: [],
    dimensions: [],
    dateFrom: null,
    datePrefix: null,
    yearFrom: 1900,
    yearTo: null,
    acquisitionYear: null,
    acquisitionDate: null,
    acquisitionMethod: null,
    children: [],
    parents: [],
    onDisplay: null,
    durationSeconds: null,
    rights: { license: null, holder: null },
    source: 'museum-api',
    ...overrides,
  };
}

function pageData(overrides: Partial<GalleryPageData['gallery']> = {}): GalleryPageData {
  return {
    kind: 'gallery',
    lang: 'en',
    gallery: { ...gallery(7, [2, 1], { name: 'Evening light', ...overrides }), owned: false },
    objects: [
      artwork(2, {
        images: [
          {
            id: 502,
            filename_extension: '.jpg',
            width: 1200,
            height: 900,
            image_version: 1,
            isRiaDisplayImage: true,
            size: 1,
            license: null,
            photographer: null,
            description: null,
            ordinal: 1,
            address: null,
            displayClass: null,
            sourceUrl: null,
          },
        ],
        onDisplay: { museum: 'kiasma', location: null },
      }),
      artwork(1),
    ],
    infos: [
      {
        id: 'info-1',
        title: 'About this selection',
        content: {
          nodeType: BLOCKS.DOCUMENT,
          data: {},
          content: [
            {
              nodeType: BLOCKS.PARAGRAPH,
              data: {},
              content: [
                { nodeType: 'text', value: 'Chosen by the curators.', marks: [], data: {} },
              ],
            },
          ],
        },
        linkTitle: 'Read more',
        linkUrl: 'https://example.org/more',
        newTab: true,
      },
    ],
  };
}

function show(page: GalleryPageData, ...answers: Response[]) {
  const calls = fakeFetch(...answers);
  const { Wrapper, queryClient } = harness();
  queryClient.setQueryData(['site'], site);
  render(
    <MemoryRouter initialEntries={[`/en/galleries/${page.gallery.slug}`]}>
      <GalleryPage lang="en" page={page} />
    </MemoryRouter>,
    { wrapper: Wrapper },
  );
  return calls;
}

describe('GalleryPage', () => {
  it('shows the gallery from its page data: artworks, visit list and the CMS info boxes', () => {
    const calls = show(pageData({ visibility: 'public' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Evening light' })).toBeTruthy();
    const works = screen.getByRole('list', { name: 'Works' });
    expect(
      within(works)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/object/2', '/en/object/1']);
    expect(screen.getByRole('heading', { name: 'On view today' })).toBeTruthy();
    const box = screen.getByRole('heading', { level: 2, name: 'About this selection' });
    expect(box).toBeTruthy();
    expect(screen.getByText('Chosen by the curators.')).toBeTruthy();
    const more = screen.getByRole('link', { name: /Read more/ });
    expect(more.getAttribute('target')).toBe('_blank');
    // Everything came with the page: nothing was fetched.
    expect(calls).toEqual([]);
  });

  it('lets a public gallery be indexed, under its canonical address', () => {
    show(pageData({ visibility: 'public' }));
    const head = document.head;
    expect(head.querySelector('title')?.textContent).toBe(
      'Evening light | Finnish National Gallery',
    );
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `https://kokoelma.example/en/galleries/${pageData().gallery.slug}`,
    );
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'https://kokoelma.example/og-image/502.jpg',
    );
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'A personal gallery of 2 works from the collections of the Finnish National Gallery.',
    );
  });

  it('keeps a link gallery out of search engines and names no address', () => {
    show(pageData({ visibility: 'link', description: 'Light  over\nthe lake.' }));
    const head = document.head;
    expect(head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Light over the lake.',
    );
  });

  it('says so when sharing fails, instead of failing silently (issue 22 item 5)', async () => {
    const data = pageData();
    const calls = show(
      { ...data, gallery: { ...data.gallery, owned: true } },
      json(500, { error: 'internal', message: 'm' }),
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Share the gallery' })),
    );
    expect(
      await screen.findByText('The gallery could not be shared. Please try again.'),
    ).toBeTruthy();
    expect(calls).toEqual(['POST /api/galleries/7/share {"lang":"en"}']);
  });
});
