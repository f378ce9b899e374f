import { BLOCKS } from '@contentful/rich-text-types';
import { describe, expect, it } from 'vitest';
import { type CollectionService } from '@kokoelma/collection';
import { makeRecord } from '@kokoelma/collection/testing';
import { createLocalContentProvider, type ContentProvider } from '@kokoelma/cms/server';
import { PageData } from '@kokoelma/contract/site';
import { Value } from 'typebox/value';
import { createPageDataSource, type PageDataOptions } from './page-data';

const local = createLocalContentProvider();
const base: PageDataOptions = {
  isDemo: async () => true,
  imageBase: '/images',
  publicUrl: 'https://kokoelma.example',
  content: local,
};
/** The content pages read no collection; the front page asks it for works (none here). */
const noCollection = {
  search: async () => ({
    data: [],
    people: [],
    totalCount: 0,
    totalIsEstimate: false,
    objectIds: [],
    collections: [],
  }),
} as unknown as CollectionService;

function source(options: Partial<PageDataOptions> = {}, collection = noCollection) {
  return createPageDataSource(collection, { ...base, ...options });
}

async function page(path: string, query = '', options: Partial<PageDataOptions> = {}) {
  const data = await source(options).pageData(path, query);
  // Whatever a resolver returns must be what the schema describes (and serialises).
  if (data) expect(Value.Errors(PageData, data)).toEqual([]);
  return data;
}

describe('content page data', () => {
  it('gives the front page the editors’ content and the newest articles', async () => {
    const front = await page('/fi/');
    if (front?.kind !== 'front') throw new Error('no front page');
    expect(front.content?.title).toBe('Tutustu kokoelmiin');
    expect(front.latestArticles).toHaveLength(3);
    expect(front.content).not.toHaveProperty('kind');
  });

  it('resolves a content page with breadcrumbs and the sub-menu of its branch', async () => {
    const data = await page('/en/kuvien-kayttooikeudet');
    if (data?.kind !== 'content-page') throw new Error('no content page');
    expect(data.page?.title).toBe('Image usage rights');
    expect(data.breadcrumbs).toEqual([
      { title: 'About the collection', href: '/en/tietoa-kokoelmasta' },
    ]);
    expect(data.subMenu?.title).toBe('Information');
    expect(data.subMenu?.items.map((item) => item.href)).toContain('/en/tietoa-kokoelmasta');
    expect(data.subMenu?.items[0]?.children).toEqual([
      { id: 'menu-image-rights', title: 'Image usage rights', href: '/en/kuvien-kayttooikeudet' },
    ]);
    expect(data.cookieDeclaration).toBeNull();
  });

  it('answers null (404) for an unknown slug and for paths that are no slug', async () => {
    expect(await page('/fi/ei-tallaista-sivua')).toBeNull();
    expect(await page('/fi/tietoa-kokoelmasta/extra')).toBeNull();
    expect(await page('/fi/..')).toBeNull();
  });

  it('marks a page without a translation with a null page, not a 404', async () => {
    const missing: ContentProvider = {
      ...local,
      getContentPage: async (lang) => ({ kind: 'missing-translation', lang }),
    };
    const data = await page('/sv/tietoa-kokoelmasta', '', { content: missing });
    expect(data).toMatchObject({ kind: 'content-page', page: null, slug: 'tietoa-kokoelmasta' });
  });

  it('loads the cookie declaration on the cookie page only with the cookie flag on', async () => {
    const off = await page('/fi/tietoa-evasteista');
    expect(off?.kind === 'content-page' && off.cookieDeclaration).toBeNull();
    const on = await page('/fi/tietoa-evasteista', '', { cookieDeclarationId: 'abc-123' });
    expect(on?.kind === 'content-page' && on.cookieDeclaration).toEqual({
      src: 'https://consent.cookiebot.com/abc-123/cd.js',
    });
    const other = await page('/fi/tietosuoja', '', { cookieDeclarationId: 'abc-123' });
    expect(other?.kind === 'content-page' && other.cookieDeclaration).toBeNull();
  });

  it('lists articles, filtered by a category slug; an unknown category shows them all', async () => {
    const all = await page('/fi/artikkelit');
    if (all?.kind !== 'articles') throw new Error('no articles');
    expect(all.category).toBeNull();
    expect(all.articles.length).toBe(5);
    const filtered = await page('/fi/artikkelit', '?category=konservointi');
    if (filtered?.kind !== 'articles') throw new Error('no articles');
    expect(filtered.category).toBe('konservointi');
    expect(filtered.articles.map((a) => a.slug)).toEqual(['konservaattorin-tyopoydalta']);
    const unknown = await page('/fi/artikkelit', '?category=nope');
    expect(unknown?.kind === 'articles' && unknown.articles.length).toBe(5);
  });

  it('gives an article, a draft only in preview, and null for a missing translation', async () => {
    const article = await page('/en/artikkelit/avoimet-kuvat');
    expect(article).toMatchObject({ kind: 'article', preview: false });
    expect(article?.kind === 'article' && article.article?.title).toMatch(/\w/);
    expect(await page('/fi/artikkelit/talven-hankinnat')).toBeNull();
    const draft = await page('/fi/artikkelit/talven-hankinnat', '?preview=true');
    expect(draft?.kind === 'article' && draft.preview && draft.article?.slug).toBe(
      'talven-hankinnat',
    );
    const untranslated = await page('/sv/artikkelit/konservaattorin-tyopoydalta');
    expect(untranslated).toMatchObject({ kind: 'article', article: null });
    expect(await page('/fi/artikkelit/ei-ole')).toBeNull();
  });

  it('lists the videos and keeps a chosen one only when it exists', async () => {
    const videos = await page('/sv/videos', '?video=video-sintel');
    expect(videos).toMatchObject({ kind: 'videos', selected: 'video-sintel' });
    expect(videos?.kind === 'videos' && videos.videos.length).toBe(3);
    expect(await page('/sv/videos', '?video=nope')).toMatchObject({ selected: null });
  });

  it('adds the CMS parts of an object page: info boxes, link button, additional info', async () => {
    const records = new Map([
      [1004, makeRecord(1004)],
      [1007, makeRecord(1007)],
      [1200, makeRecord(1200)],
    ]);
    const collection = {
      object: async (id: number) => records.get(id) ?? null,
      objects: async () => [],
      related: async () => ({ moreBy: null, similar: [] }),
      history: async () => [],
    } as unknown as CollectionService;
    const object = await source({}, collection).pageData('/en/object/1004', '');
    if (object?.kind !== 'object') throw new Error('no object');
    expect(object.content.infos.map((info) => info.title)).toEqual(['Using the image']);
    expect(object.content.linkButton).toEqual({ text: 'Watch the videos', url: '/en/videos' });
    expect(object.content.additionalInfo).toBeNull();
    const other = await source({}, collection).pageData('/fi/object/1007', '');
    expect(other?.kind === 'object' && other.content.additionalInfo?.title).toBe(
      'Lisätietoa teoksesta',
    );
    const plain = await source({}, collection).pageData('/fi/object/1200', '');
    expect(plain?.kind === 'object' && plain.content).toEqual({
      infos: [],
      linkButton: null,
      additionalInfo: null,
      advisory: null,
    });
  });

  it('reports rich-text files of unsupported types found on a page', async () => {
    const reported: string[] = [];
    const gif = { id: 'g', url: '/x.gif', contentType: 'image/gif' };
    const withGif: ContentProvider = {
      ...local,
      getContentPage: async (_lang, slug) => ({
        kind: 'content-page',
        id: 'p',
        slug,
        title: 'Sivu',
        body: {
          nodeType: BLOCKS.DOCUMENT,
          data: {},
          content: [{ nodeType: BLOCKS.EMBEDDED_ASSET, data: { target: gif }, content: [] }],
        },
      }),
    };
    await page('/fi/tietosuoja', '', {
      content: withGif,
      onContentError: (error, where) => reported.push(`${where}: ${error.message}`),
    });
    expect(reported).toEqual(['page tietosuoja: Rich-text asset type not supported: image/gif']);
  });
});

describe('content frame, search and site map', () => {
  it('gives the menu with hrefs and the footer texts of a language', async () => {
    const frame = await source().contentFrame('sv');
    expect(frame.menu.map((group) => group.title)).toEqual(['Samlingar', 'Information']);
    expect(frame.menu[0]?.items.map((item) => item.href)).toEqual([
      '/sv/search',
      '/sv/people',
      '/sv/artikkelit',
      '/sv/videos',
    ]);
    expect(frame.footer?.address).toEqual(['Brunnsgatan 2', '00100 Helsingfors']);
    expect(frame.footer).not.toHaveProperty('id');
  });

  it('searches the menu’s pages and gives nothing without a term or a language', async () => {
    const hits = await source().contentSearch('kuva', 'fi');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]).toMatchObject({ href: expect.stringMatching(/^\/fi\//) });
    expect(await source().contentSearch('', 'fi')).toEqual([]);
    expect(await source().contentSearch('kuva', 'de')).toEqual([]);
  });

  it('lists the menu’s content pages for the site map, not the app’s routes', async () => {
    const pages = await source().contentPagesForSitemap('en');
    expect(pages[0]).toEqual({ slug: 'tietoa-kokoelmasta', title: 'About the collection' });
    expect(pages.map((p) => p.slug)).toContain('yhteystiedot');
    expect(pages.map((p) => p.slug)).not.toContain('search');
  });
});
