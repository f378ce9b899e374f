import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, authTestApp, setCookieHeader, type AuthTestApp } from './auth-test-support';

let t: AuthTestApp;
beforeAll(async () => {
  t = await authTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => t?.close());

const SITE = { origin: 'http://localhost:3000', host: 'localhost:3000' };

/** Posts the layout switcher's form as a browser would, from the site's own page. */
const postLayout = (fields: Record<string, string>, headers: Record<string, string> = SITE) =>
  t.app.inject({
    method: 'POST',
    url: '/layout',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

const setCookies = (res: LightMyRequestResponse) => [res.headers['set-cookie'] ?? []].flat();

describe('POST /layout (the layout switcher without JavaScript)', () => {
  it('sets the page kind’s layout cookie and returns to returnTo with 303', async () => {
    const res = await postLayout({
      layout: 'row',
      page: 'results',
      lang: 'sv',
      returnTo: '/sv/search?searchTerms=tavla&sort=newest',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe('/sv/search?searchTerms=tavla&sort=newest');
    // The same cookie as the page's script writes: a year, the whole site, readable by it.
    const cookie = setCookieHeader(res, 'kokoelma_layout_results');
    expect(cookie.split('; ').sort()).toEqual(
      ['kokoelma_layout_results=row', 'Max-Age=31536000', 'Path=/', 'SameSite=Lax'].sort(),
    );
    expect(setCookies(res)).toHaveLength(1);
    // The answer is this visitor's: no cache may keep it.
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps the gallery pages’ choice in a cookie of its own', async () => {
    const res = await postLayout({
      layout: 'scattered',
      page: 'gallery',
      lang: 'en',
      returnTo: '/en/galleries/abc',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe('/en/galleries/abc');
    expect(setCookieHeader(res, 'kokoelma_layout_gallery')).toMatch(
      /^kokoelma_layout_gallery=scattered;/,
    );
    expect(setCookieHeader(res, 'kokoelma_layout_results')).toBe('');
  });

  it('ignores other fields, such as a search form’s', async () => {
    const res = await postLayout({
      layout: 'grid',
      page: 'results',
      returnTo: '/fi/search',
      searchTerms: 'kuva',
    });
    expect(res.statusCode).toBe(303);
    expect(setCookieHeader(res, 'kokoelma_layout_results')).toMatch(
      /^kokoelma_layout_results=grid;/,
    );
  });

  it.each([
    ['//evil.example/fi/search', 'sv', '/sv/'],
    ['https://evil.example/fi/search', 'en', '/en/'],
    ['/\\evil.example', 'fi', '/fi/'],
    ['/.//evil.example', 'fi', '/fi/'],
    ['\\\\evil.example', 'sv', '/sv/'],
    ['javascript:alert(1)', 'en', '/en/'],
    ['/fi/search\r\nLocation: https://evil.example', 'fi', '/fi/'],
    ['', 'sv', '/sv/'],
    [undefined, 'en', '/en/'],
    [undefined, undefined, '/fi/'],
    ['//evil.example', 'xx', '/fi/'],
  ])('sends returnTo %j (lang %s) to a safe page of the site: %s', async (returnTo, lang, to) => {
    const res = await postLayout({
      layout: 'row',
      page: 'results',
      ...(lang === undefined ? {} : { lang }),
      ...(returnTo === undefined ? {} : { returnTo }),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe(to);
    // The choice itself is still kept.
    expect(setCookieHeader(res, 'kokoelma_layout_results')).toMatch(
      /^kokoelma_layout_results=row;/,
    );
  });

  it.each([
    [{ layout: 'list', page: 'results' }, 'layout'],
    [{ layout: 'ROW', page: 'results' }, 'layout'],
    [{ layout: 'row; Path=/api', page: 'results' }, 'layout'],
    [{ layout: '', page: 'results' }, 'layout'],
    [{ page: 'results' }, 'layout'],
    [{ layout: 'row', page: 'session' }, 'page'],
    [{ layout: 'row', page: 'results; kokoelma_session' }, 'page'],
    [{ layout: 'row' }, 'page'],
  ])('refuses %j with a 400 naming %s, and sets no cookie', async (fields, field) => {
    const res = await postLayout({ returnTo: '/fi/search', ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request' });
    expect(res.json().message).toContain(field);
    expect(setCookies(res)).toEqual([]);
    expect(res.headers['location']).toBeUndefined();
  });

  it('refuses a repeated layout field (two values for one choice)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/layout',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...SITE },
      payload: 'layout=row&layout=grid&page=results',
    });
    expect(res.statusCode).toBe(400);
    expect(setCookies(res)).toEqual([]);
  });

  it.each([
    [{ 'sec-fetch-site': 'cross-site', host: 'localhost:3000' }],
    [{ 'sec-fetch-site': 'same-site', host: 'localhost:3000' }],
    [{ 'sec-fetch-site': 'cross-site', ...SITE }],
    [{ origin: 'https://evil.example', host: 'localhost:3000' }],
    [{ origin: 'null', host: 'localhost:3000' }],
  ])('refuses a post from another site’s page (%j) with 403 and no cookie', async (headers) => {
    const res = await postLayout({ layout: 'row', page: 'results', returnTo: '/fi/' }, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'forbidden' });
    expect(setCookies(res)).toEqual([]);
  });

  it('accepts a post the browser marks as from this site', async () => {
    const res = await postLayout(
      { layout: 'scattered', page: 'results', returnTo: '/fi/search' },
      { 'sec-fetch-site': 'same-origin', host: 'localhost:3000' },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe('/fi/search');
  });

  it('is a form post only: GET /layout is no route of the api', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/layout?layout=row&page=results' });
    expect(res.statusCode).toBe(404);
    expect(setCookies(res)).toEqual([]);
  });
});
