import { describe, expect, it } from 'vitest';
import { galleryRoutes } from './galleries';
import { galleryRoutePaths, routeUrl } from './gallery-route-paths';

describe('gallery route addresses', () => {
  it('are the very addresses the server registers its schemas under', () => {
    for (const [name, route] of Object.entries(galleryRoutes)) {
      const path = galleryRoutePaths[name as keyof typeof galleryRoutePaths];
      expect({ method: route.method, url: route.url }).toEqual(path);
    }
    expect(Object.keys(galleryRoutePaths).sort()).toEqual(Object.keys(galleryRoutes).sort());
  });

  it('fill in every parameter, percent-encoded', () => {
    expect(routeUrl(galleryRoutePaths.note.url, { galleryId: 4, artworkId: 17 })).toBe(
      '/api/galleries/4/artwork/17/note',
    );
    expect(routeUrl(galleryRoutePaths.shared.url, { gallerySlug: 'a/b c' })).toBe(
      '/api/galleries/a%2Fb%20c',
    );
    expect(routeUrl(galleryRoutePaths.list.url, {})).toBe('/api/galleries');
  });

  it('refuse a missing parameter instead of asking for /undefined', () => {
    const untyped = {} as { galleryId: number };
    expect(() => routeUrl(galleryRoutePaths.remove.url, untyped)).toThrow(/:galleryId/);
  });
});
