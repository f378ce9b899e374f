import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  PAGE_ROUTE_IDS,
  matchPage,
  pathTo,
  routeCoverage,
  type PageRouteId,
} from '@kokoelma/contract/site';
import { LANGUAGES } from '@kokoelma/domain';
import { createRoutes, pageViews } from './routes';

const GALLERY = 'AbCdEfGhIjKlMnOpQrStUv';

/** Parameters of one address of each route, besides its language. */
const SAMPLE: { [K in PageRouteId]: object } = {
  front: {},
  object: { id: 1004 },
  search: {},
  person: { id: '50118' },
  people: {},
  sitemap: {},
  'sitemap-objects': { page: 2 },
  developers: {},
  videos: {},
  articles: {},
  article: { slug: 'uusi-hankinta' },
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

describe('the web route table', () => {
  it('has exactly one component for every route of the table', () => {
    expect(routeCoverage(Object.keys(pageViews))).toEqual({
      missing: [],
      duplicated: [],
      unknown: [],
    });
  });

  it('routes every address of the table to the same page as the server does', () => {
    const routes = createRoutes();
    for (const lang of LANGUAGES) {
      for (const id of PAGE_ROUTE_IDS) {
        const [path = ''] = pathTo(id, { lang, ...SAMPLE[id] } as never).split('?');
        const leaf = matchRoutes(routes, path)?.at(-1)?.route;
        expect({ path, web: leaf?.id }).toEqual({ path, web: id });
        expect(matchPage(path)?.id).toBe(id);
      }
    }
  });

  it('renders unknown addresses as no page on both sides', () => {
    const routes = createRoutes();
    for (const path of ['/fi/unknown/deeper', '/apikey/other', '/fi/object/1/more']) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.id).toBeUndefined();
      expect(matchPage(path)).toBeNull();
    }
  });
});
