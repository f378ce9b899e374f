import { BLOCKS, INLINES } from '@contentful/rich-text-types';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PersonPageData, RichTextDocument, SiteData } from '@kokoelma/contract/site';
import { harness } from '../galleries/gallery-test-harness';
import { PersonPage } from './person-page';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

const site: SiteData = {
  demo: true,
  objectCount: 3,
  imageBase: '/images',
  iiifImageBase: null,
  publicUrl: 'https://kokoelma.example',
};

function paragraph(...content: RichTextDocument['content'][number]['content']) {
  return { nodeType: BLOCKS.PARAGRAPH, data: {}, content } as RichTextDocument['content'][number];
}

/** An introduction with a link, and a script an editor's text must never run. */
const INTRODUCTION = {
  nodeType: BLOCKS.DOCUMENT,
  data: {},
  content: [
    paragraph({ nodeType: 'text', value: 'A painter of light.', marks: [], data: {} }),
    paragraph(
      { nodeType: 'text', value: '<script>window.hacked = true</script>', marks: [], data: {} },
      {
        nodeType: INLINES.HYPERLINK,
        data: { uri: '/en/tietoa-kokoelmasta' },
        content: [{ nodeType: 'text', value: 'About the collection', marks: [], data: {} }],
      },
    ),
  ],
} as RichTextDocument;

function pageData(
  overrides: Partial<PersonPageData['person']> = {},
  introduction: RichTextDocument | null = null,
): PersonPageData {
  const params: PersonPageData['params'] = { people: ['50058'], sort: 'year-asc' };
  return {
    kind: 'person',
    lang: 'en',
    person: {
      id: '50058',
      name: 'Riikka Lumivaara',
      firstName: 'Riikka',
      familyName: 'Lumivaara',
      birthYear: 1718,
      deathYear: 1784,
      birthPlace: null,
      deathPlace: null,
      sameAs: [],
      otherNames: [],
      objectCount: 0,
      roles: [],
      ...overrides,
    },
    introduction,
    params,
    result: {
      data: [],
      people: [],
      totalCount: 0,
      totalIsEstimate: false,
      objectIds: [],
      collections: [],
      searchParams: params,
    },
    yearHistogram: null,
  };
}

function show(page: PersonPageData) {
  const { Wrapper, queryClient } = harness();
  queryClient.setQueryData(['site'], site);
  render(
    <MemoryRouter initialEntries={['/en/people/50058']}>
      <PersonPage lang="en" page={page} />
    </MemoryRouter>,
    { wrapper: Wrapper },
  );
}

function jsonLd() {
  const script = document.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
}

describe('PersonPage', () => {
  it('shows the editors’ introduction after the heading, as safe rich text', () => {
    show(pageData({}, INTRODUCTION));
    const region = screen.getByRole('region', { name: 'Introduction' });
    expect(within(region).getByText('A painter of light.')).toBeTruthy();
    expect(
      within(region).getByRole('link', { name: 'About the collection' }).getAttribute('href'),
    ).toBe('/en/tietoa-kokoelmasta');
    // The editor's markup is text, never elements.
    expect(region.querySelector('script')).toBeNull();
    expect(region.textContent).toContain('<script>');
    // After the heading and the life facts, before the works.
    const heading = screen.getByRole('heading', { level: 1, name: 'Riikka Lumivaara' });
    const works = screen.getByRole('heading', { level: 2, name: 'Works' });
    expect(heading.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(region.compareDocumentPosition(works) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no introduction when the CMS has none in this language', () => {
    show(pageData());
    expect(screen.queryByRole('region', { name: 'Introduction' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Introduction' })).toBeNull();
  });

  it('lists the other spellings of the name, and gives them as the JSON-LD alternateName', () => {
    show(pageData({ otherNames: ['R. Lumivaara', 'Riika Lumivara'] }));
    expect(screen.getByText('Also known as: R. Lumivaara · Riika Lumivara')).toBeTruthy();
    expect(jsonLd()).toMatchObject({
      '@type': 'Person',
      name: 'Riikka Lumivaara',
      alternateName: ['R. Lumivaara', 'Riika Lumivara'],
    });
  });

  it('says nothing of other spellings when there are none', () => {
    show(pageData());
    expect(screen.queryByText(/Also known as/)).toBeNull();
    expect(jsonLd()).not.toHaveProperty('alternateName');
  });
});
