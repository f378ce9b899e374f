import { BLOCKS } from '@contentful/rich-text-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CollectionObject,
  ObjectPageData,
  RichTextDocument,
  SiteData,
} from '@kokoelma/contract/site';
import type { Language } from '@kokoelma/domain';
import { messagesFor } from '@kokoelma/i18n';
import type { ApiClient } from '../../api/api-client';
import { RouteDepsProvider, createQueryClient } from '../../shared/route-deps';
import { ObjectPage } from './object-page';

afterEach(() => {
  cleanup();
  // The page's head tags go; emotion's styles stay, as it inserts each rule only once.
  for (const tag of document.head.querySelectorAll(':not(style)')) tag.remove();
});

const site: SiteData = {
  demo: true,
  objectCount: 3,
  imageBase: '/images',
  iiifImageBase: null,
  publicUrl: 'https://kokoelma.example',
};

function image(id: number, ordinal: number): CollectionObject['images'][number] {
  return {
    id,
    filename_extension: '.jpg',
    width: 2400,
    height: 1800,
    image_version: 1,
    isRiaDisplayImage: ordinal === 1,
    size: 1,
    license: 'CC0',
    photographer: null,
    description: null,
    ordinal,
    address: null,
    displayClass: null,
    sourceUrl: null,
  };
}

/** A work with two free, large images (so the download and the zoom are offered). */
function artwork(id: number): CollectionObject {
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
    images: [image(501, 1), image(502, 2)],
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
    rights: { license: 'CC0', holder: null },
    source: 'museum-api',
  };
}

function note(text: string): RichTextDocument {
  return {
    nodeType: BLOCKS.DOCUMENT,
    data: {},
    content: [
      {
        nodeType: BLOCKS.PARAGRAPH,
        data: {},
        content: [{ nodeType: 'text', value: text, marks: [], data: {} }],
      },
    ],
  } as RichTextDocument;
}

function pageData(lang: Language, advisory: ObjectPageData['content']['advisory']): ObjectPageData {
  return {
    kind: 'object',
    lang,
    object: artwork(1042),
    children: [],
    parents: [],
    content: { infos: [], linkButton: null, additionalInfo: null, advisory },
  };
}

/** The object page as the route renders it: its data in the loader's cache, in `lang`. */
async function show(page: ObjectPageData) {
  const { lang } = page;
  const path = `/${lang}/object/${page.object.id}`;
  const queryClient = createQueryClient();
  queryClient.setQueryData(['site'], site);
  queryClient.setQueryData(['me'], null);
  queryClient.setQueryData(['pagedata', path, ''], page);
  const client = { me: async () => null, additional: async () => [] } as unknown as ApiClient;
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/object/:id',
        loader: () => ({ id: 'object', params: { lang, id: page.object.id }, path, query: '' }),
        Component: () => <ObjectPage page={page} lang={lang} />,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <IntlProvider locale={lang} messages={messagesFor(lang)}>
      <QueryClientProvider client={queryClient}>
        <RouteDepsProvider deps={{ client, queryClient }}>
          <RouterProvider router={router} />
        </RouteDepsProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
}

const mainImage = () => document.querySelector('.part-image img') as HTMLImageElement;
const ogImage = () => document.querySelector('meta[property="og:image"]');

describe('ObjectPage content advisory', () => {
  it('shows no advisory, no blur and the og:image for an object without one', async () => {
    await show(pageData('en', null));
    expect(screen.queryByRole('region', { name: 'Content advisory' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.querySelector('.blurred')).toBeNull();
    expect(document.querySelector('.needs-reveal')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download the image' })).toBeTruthy();
    expect(ogImage()).not.toBeNull();
  });

  for (const [lang, label, reveal, text] of [
    ['fi', 'Sisältövaroitus', 'Näytä kuva', 'Kuvassa on väkivaltaa.'],
    ['sv', 'Innehållsvarning', 'Visa bilden', 'Bilden visar våld.'],
    ['en', 'Content advisory', 'Show image', 'The image shows violence.'],
  ] as const) {
    it(`${lang}: shows the advisory before the image and blurs it behind "${reveal}"`, async () => {
      await show(pageData(lang, { text: note(text), blurImage: true }));
      const region = screen.getByRole('region', { name: label });
      expect(within(region).getByText(text)).toBeTruthy();
      // Before the image, and before the reveal control.
      const img = mainImage();
      expect(region.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // A native checkbox, named by its label, unchecked: the image is blurred by the
      // sibling rule of its stage, the alt text untouched.
      const toggle = screen.getByRole('checkbox', { name: reveal });
      expect((toggle as HTMLInputElement).checked).toBe(false);
      expect(toggle.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(img.closest('.blurred')).not.toBeNull();
      expect(img.getAttribute('alt')).toMatch(/\S/);
      // The rules hang on the checkbox's own class: its state, not script, blurs and reveals.
      const own = [...toggle.classList].find((name) => name.startsWith('css-'));
      const styles = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');

      expect(styles).toMatch(
        new RegExp(`\\.${own}:not\\(:checked\\)~\\.part-image img\\{[^}]*filter:blur\\(48px\\)`),
      );
      expect(styles).toMatch(
        new RegExp(`\\.${own}:not\\(:checked\\)~\\.part-thumbs img\\{[^}]*filter:blur\\(`),
      );
      expect(styles).toContain(`.${own}:not(:checked)~.part-bar .needs-reveal{display:none;}`);
      // Download and zoom wait for the reveal; the thumbnails are blurred by the same rule.
      expect(document.querySelectorAll('.part-bar .needs-reveal')).toHaveLength(2);
      expect(document.querySelectorAll('.part-thumbs img')).toHaveLength(2);
      // The label reveals (a click, or Space on the focused box).
      fireEvent.click(screen.getByText(reveal));
      expect((toggle as HTMLInputElement).checked).toBe(true);
      // No link preview shows the image unblurred.
      expect(ogImage()).toBeNull();
      expect(document.querySelector('script[type="application/ld+json"]')?.textContent).not.toMatch(
        /og-image/,
      );
    });
  }

  it('shows the advisory without blur when the editors ask for none', async () => {
    await show(pageData('sv', { text: note('Bilden visar våld.'), blurImage: false }));
    expect(screen.getByRole('region', { name: 'Innehållsvarning' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.querySelector('.blurred')).toBeNull();
    expect(ogImage()).not.toBeNull();
  });

  it('blurs without a note when the language has no text, inventing none', async () => {
    await show(pageData('sv', { blurImage: true }));
    expect(screen.queryByRole('region', { name: 'Innehållsvarning' })).toBeNull();
    expect(screen.queryByText('Innehållsvarning')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Visa bilden' })).toBeTruthy();
    expect(mainImage().closest('.blurred')).not.toBeNull();
  });
});
