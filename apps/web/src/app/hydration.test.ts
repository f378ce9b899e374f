import { createStaticHandler, type StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hydrationScript } from './hydration';
import { safeJson } from '../shared/safe-json';
import type { ApiClient } from '../api/api-client';
import { createQueryClient } from '../shared/route-deps';
import { createRoutes, routeContext } from './routes';

const client: ApiClient = {
  // Only the front page has data here (the route table types it; `never` stands for it).
  page: async ({ id, params }) =>
    (id === 'front'
      ? { kind: 'front', lang: params.lang, content: null, latestArticles: [] }
      : null) as never,
  site: async () => ({ demo: true, objectCount: 3, imageBase: '/images', publicUrl: 'http://x' }),
  additional: async () => [],
  predictions: async () => [],
  me: async () => null,
  contentFrame: async (lang) => ({ lang, menu: [], footer: null }),
  contentSearch: async () => [],
};
const handler = createStaticHandler(createRoutes());

async function query(path: string) {
  return handler.query(new Request(`http://localhost${path}`), {
    requestContext: routeContext({ client, queryClient: createQueryClient() }),
  });
}

describe('safeJson', () => {
  it('cannot close the script element it is written into', () => {
    const json = safeJson({ title: '</script><script>alert(1)</script>', sep: '\u2028' });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({
      title: '</script><script>alert(1)</script>',
      sep: '\u2028',
    });
  });
});

describe('routes on the server', () => {
  it('serves every request from one route table, each loading with its own client and cache', async () => {
    const empty: ApiClient = { ...client, page: async () => null };
    const caches = [createQueryClient(), createQueryClient(), createQueryClient()];
    const [withPage, without, again] = await Promise.all(
      [client, empty, client].map((each, i) =>
        handler.query(new Request('http://localhost/fi/'), {
          requestContext: routeContext({ client: each, queryClient: caches[i]! }),
        }),
      ),
    );
    expect((withPage as StaticHandlerContext).statusCode).toBe(200);
    expect((without as StaticHandlerContext).statusCode).toBe(404);
    expect((again as StaticHandlerContext).statusCode).toBe(200);
    // Each request's data went into its own cache, and only there.
    expect(caches[0]?.getQueryData(['pagedata', '/fi/', ''])).toMatchObject({ kind: 'front' });
    expect(caches[1]?.getQueryData(['pagedata', '/fi/', ''])).toBeNull();
    expect(caches[2]?.getQueryData(['pagedata', '/fi/', ''])).toMatchObject({ kind: 'front' });
  });

  it('moves a merged person’s old address to the survivor’s for good, keeping its choices', async () => {
    const person = { id: '50118', name: 'Ragnar Raitamäki' };
    const merged: ApiClient = {
      ...client,
      page: async ({ id, params }) =>
        (id === 'person' ? { kind: 'person', lang: params.lang, person } : null) as never,
    };
    const ask = (path: string) =>
      handler.query(new Request(`http://localhost${path}`), {
        requestContext: routeContext({ client: merged, queryClient: createQueryClient() }),
      });
    const moved = await ask('/sv/people/777?sort=title');
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).status).toBe(301);
    expect((moved as Response).headers.get('Location')).toBe('/sv/people/50118?sort=title');
    const own = await ask('/sv/people/50118');
    expect((own as StaticHandlerContext).statusCode).toBe(200);
  });

  it('redirects / to the Finnish front page', async () => {
    const result = await query('/');
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('Location')).toBe('/fi/');
  });

  it.each([
    ['/fi/myGallery', '/fi/favourites'],
    ['/en/myGallery', '/en/favourites'],
    ['/sv/myGallery', '/sv/favourites'],
    ['/fi/kokoelmahaku', '/fi/search'],
    ['/sv/samlingss%C3%B6kning', '/sv/search'],
  ])('redirects the old address %s to %s', async (from, to) => {
    const result = await query(from);
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(301);
    expect((result as Response).headers.get('Location')).toBe(to);
  });

  it.each(['/fi/', '/sv/', '/en/'])('%s renders with status 200', async (path) => {
    const context = (await query(path)) as StaticHandlerContext;
    expect(context.statusCode).toBe(200);
    expect(context.errors).toBeNull();
  });

  it.each(['/de/', '/fi/no-such-page', '/en/a/b/c'])('%s is a 404', async (path) => {
    const context = (await query(path)) as StaticHandlerContext;
    expect(context.statusCode).toBe(404);
  });

  it('hands a 404 to the browser as a route error response, without internals', async () => {
    const context = (await query('/fi/no-such-page')) as StaticHandlerContext;
    const script = hydrationScript(context);
    // The data as a JSON string parsed in the page: run the script as the browser would.
    const page: Record<string, unknown> = {};
    new Function('window', script)(page);
    const payload = page['__staticRouterHydrationData'] as { errors?: Record<string, unknown> };
    const errors = Object.values(payload.errors ?? {}) as Array<Record<string, unknown>>;
    expect(errors).toEqual([
      expect.objectContaining({ status: 404, __type: 'RouteErrorResponse' }),
    ]);
  });
});
