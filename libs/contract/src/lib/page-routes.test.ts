import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@kokoelma/domain';
import {
  DATA_ROUTE_IDS,
  PAGE_ROUTE_IDS,
  matchPage,
  pageParams,
  pageRoutes,
  pathTo,
  routeCoverage,
  type PageRouteId,
} from './page-routes';

const GALLERY = 'AbCdEfGhIjKlMnOpQrStUv';

/** A sample address of every route, in a language, and what it must match to. */
function samples(lang: (typeof LANGUAGES)[number]): Array<[string, PageRouteId, object]> {
  return [
    [`/${lang}/`, 'front', { lang }],
    [`/${lang}`, 'front', { lang }],
    [`/${lang}/object/1004`, 'object', { lang, id: 1004 }],
    [`/${lang}/search`, 'search', { lang }],
    [`/${lang}/search/`, 'search', { lang }],
    [`/${lang}/people/50118`, 'person', { lang, id: '50118' }],
    [`/${lang}/people`, 'people', { lang }],
    [
      `/${lang}/people/name%3AHelene%20Schjerfbeck`,
      'person',
      { lang, id: 'name:Helene Schjerfbeck' },
    ],
    [`/${lang}/sitemap`, 'sitemap', { lang }],
    [`/${lang}/sitemap/objects/3`, 'sitemap-objects', { lang, page: 3 }],
    [`/${lang}/developers`, 'developers', { lang }],
    [`/${lang}/videos`, 'videos', { lang }],
    [`/${lang}/artikkelit`, 'articles', { lang }],
    [`/${lang}/artikkelit/uusi-hankinta`, 'article', { lang, slug: 'uusi-hankinta' }],
    [`/${lang}/tietoa-evasteista`, 'content-page', { lang, slug: 'tietoa-evasteista' }],
    [`/${lang}/Medialle`, 'content-page', { lang, slug: 'Medialle' }],
    [`/${lang}/galleries`, 'my-galleries', { lang }],
    [`/${lang}/favourites`, 'favourites', { lang }],
    [`/${lang}/galleries/${GALLERY}`, 'gallery', { lang, slug: GALLERY }],
    [`/${lang}/galleries/42/edit`, 'gallery-edit', { lang, id: 42 }],
    [`/${lang}/embed/galleries/${GALLERY}/`, 'gallery-embed', { lang, slug: GALLERY }],
  ];
}

describe('the page route table', () => {
  it.each(LANGUAGES.flatMap((lang) => samples(lang)))(
    '%s is the %s route with its parameters',
    (path, id, params) => {
      expect(matchPage(path)).toEqual({ id, params, path, query: '' });
    },
  );

  it('covers every route with the samples, in every language', () => {
    for (const lang of LANGUAGES) {
      expect(
        routeCoverage(
          samples(lang).map(([, id]) => id),
          PAGE_ROUTE_IDS,
        ).missing,
      ).toEqual(['login', 'apikey-form', 'apikey-login']);
    }
  });

  it('takes the language of pages outside /{lang}/ from ?lang=, Finnish by default', () => {
    expect(matchPage('/login', '?lang=sv&returnTo=%2Fsv%2F')).toMatchObject({
      id: 'login',
      params: { lang: 'sv' },
    });
    expect(matchPage('/apikey/form', '')).toMatchObject({
      id: 'apikey-form',
      params: { lang: 'fi' },
    });
    expect(matchPage('/apikey/login', 'lang=en')?.params).toEqual({ lang: 'en' });
  });

  it('keeps the query string of the match as asked', () => {
    expect(matchPage('/en/search', '?q=kirje')).toMatchObject({ id: 'search', query: '?q=kirje' });
  });

  it.each([
    '/', // the root redirects; it is no page
    '/de/',
    '/xx/search',
    '/fi/object/abc',
    '/fi/object/0',
    '/fi/object/1234567890123456',
    '/fi/object/1e3',
    '/fi/sitemap/objects/0',
    '/fi/sitemap/objects/1234567',
    '/fi/galleries/too-short',
    '/fi/galleries/abc/edit',
    '/fi/embed/galleries/x',
    '/fi/artikkelit/-starts-with-a-hyphen',
    '/fi/ääkköset',
    '/fi/%E0%A4%A',
    '/fi/unknown/deeper',
    '/fi/object/1/more',
    '/apikey/other',
  ])('%s is no page', (path) => {
    expect(matchPage(path)).toBeNull();
  });

  it('picks the more specific pattern whatever the order of the table', () => {
    // "artikkelit", "search" and "sitemap" would also fit the content page's :slug.
    expect(matchPage('/fi/artikkelit')?.id).toBe('articles');
    expect(matchPage('/fi/sitemap')?.id).toBe('sitemap');
    expect(matchPage('/sv/developers')?.id).toBe('developers');
    expect(matchPage('/login')?.id).toBe('login');
    // No two routes have the same shape, so no address could be two pages.
    const shapes = PAGE_ROUTE_IDS.map((id) => pageRoutes[id].path.replace(/:[A-Za-z]+/g, ':'));
    expect(new Set(shapes.map((s) => s.replace(/\/$/, ''))).size).toBe(shapes.length);
  });

  it('checks parameters the web router hands over the same way', () => {
    expect(pageParams('object', { lang: 'sv', id: '12' })).toEqual({ lang: 'sv', id: 12 });
    expect(pageParams('object', { lang: 'sv', id: '-1' })).toBeNull();
    expect(pageParams('object', { lang: 'de', id: '12' })).toBeNull();
    expect(pageParams('gallery', { lang: 'fi', slug: 'x/y' })).toBeNull();
  });
});

describe('pathTo', () => {
  it('writes the addresses links use, the language in the path or in ?lang=', () => {
    expect(pathTo('front', { lang: 'sv' })).toBe('/sv/');
    expect(pathTo('object', { lang: 'en', id: 12 })).toBe('/en/object/12');
    expect(pathTo('object', { lang: 'fi', id: 12 }, { imageId: 3, x: undefined })).toBe(
      '/fi/object/12?imageId=3',
    );
    expect(pathTo('article', { lang: 'fi', slug: 'uusi' })).toBe('/fi/artikkelit/uusi');
    expect(pathTo('search', { lang: 'fi' }, 'q=kirje&people=p%201')).toBe(
      '/fi/search?q=kirje&people=p%201',
    );
    expect(pathTo('search', { lang: 'fi' }, '')).toBe('/fi/search');
    expect(pathTo('login', { lang: 'en' }, '?returnTo=%2Fen%2F')).toBe(
      '/login?lang=en&returnTo=%2Fen%2F',
    );
    expect(pathTo('login', { lang: 'sv' }, { returnTo: '/sv/favourites' })).toBe(
      '/login?lang=sv&returnTo=%2Fsv%2Ffavourites',
    );
  });

  it('round-trips with matchPage for every route and language', () => {
    const params: { [K in PageRouteId]: object } = {
      front: {},
      object: { id: 987654321 },
      search: {},
      person: { id: 'name:Åke Öhman' },
      people: {},
      sitemap: {},
      'sitemap-objects': { page: 12 },
      developers: {},
      videos: {},
      articles: {},
      article: { slug: 'Kevat_2024-nayttely' },
      'content-page': { slug: 'yhteystiedot' },
      'my-galleries': {},
      favourites: {},
      gallery: { slug: GALLERY },
      'gallery-edit': { id: 7 },
      'gallery-embed': { slug: GALLERY },
      login: {},
      'apikey-form': {},
      'apikey-login': {},
    };
    for (const lang of LANGUAGES) {
      for (const id of PAGE_ROUTE_IDS) {
        const full = { lang, ...params[id] } as never;
        const [path, query = ''] = pathTo(id, full).split('?');
        expect(matchPage(path ?? '', query)).toEqual({ id, params: full, path, query });
      }
    }
  });
});

describe('routeCoverage', () => {
  it('names what a registry misses, repeats or does not know', () => {
    expect(routeCoverage(DATA_ROUTE_IDS, DATA_ROUTE_IDS)).toEqual({
      missing: [],
      duplicated: [],
      unknown: [],
    });
    const without = DATA_ROUTE_IDS.filter((id) => id !== 'object');
    expect(routeCoverage([...without, 'search', 'obejct'], DATA_ROUTE_IDS)).toEqual({
      missing: ['object'],
      duplicated: ['search'],
      unknown: ['obejct'],
    });
  });

  it('knows which routes have data', () => {
    expect(DATA_ROUTE_IDS).toContain('object');
    expect(DATA_ROUTE_IDS).not.toContain('favourites');
    expect(PAGE_ROUTE_IDS.length).toBeGreaterThan(DATA_ROUTE_IDS.length);
  });
});
