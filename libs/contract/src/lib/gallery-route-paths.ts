// Where each gallery route lives: method and URL pattern, without the schemas. The
// schemas (`galleryRoutes` in galleries.ts) are TypeBox values, which a browser bundle
// should not carry just to know an address; so the addresses are written here once, and
// both the server's route table and the browser's client take them from here.

/** Method and URL pattern of every gallery and favourites route (`:name` is a parameter). */
export const galleryRoutePaths = {
  list: { method: 'GET', url: '/api/galleries' },
  create: { method: 'POST', url: '/api/galleries' },
  edit: { method: 'GET', url: '/api/galleries/:galleryId/edit' },
  deleted: { method: 'GET', url: '/api/galleries/deleted' },
  shared: { method: 'GET', url: '/api/galleries/:gallerySlug' },
  rename: { method: 'PATCH', url: '/api/galleries/:galleryId' },
  remove: { method: 'DELETE', url: '/api/galleries/:galleryId' },
  restore: { method: 'POST', url: '/api/galleries/:galleryId/restore' },
  addArtwork: { method: 'POST', url: '/api/galleries/:galleryId/artwork/:artworkId' },
  removeArtwork: { method: 'DELETE', url: '/api/galleries/:galleryId/artwork/:artworkId' },
  note: { method: 'PUT', url: '/api/galleries/:galleryId/artwork/:artworkId/note' },
  order: { method: 'PUT', url: '/api/galleries/:galleryId/order' },
  removeArtworks: { method: 'POST', url: '/api/galleries/:galleryId/artworks/remove' },
  copyArtworks: { method: 'POST', url: '/api/galleries/:galleryId/artworks/copy' },
  rotateViewLink: { method: 'POST', url: '/api/galleries/:galleryId/links/view' },
  createEditLink: { method: 'POST', url: '/api/galleries/:galleryId/links/edit' },
  revokeEditLink: { method: 'DELETE', url: '/api/galleries/:galleryId/links/edit' },
  export: { method: 'GET', url: '/api/galleries/:gallerySlug/export' },
  mergeFavourites: { method: 'POST', url: '/api/favourites/merge' },
  share: { method: 'POST', url: '/api/galleries/:galleryId/share' },
  favourites: { method: 'GET', url: '/api/favourites' },
  addFavourite: { method: 'POST', url: '/api/favourites/:artworkId' },
  removeFavourite: { method: 'DELETE', url: '/api/favourites/:artworkId' },
} as const;

/** The names of the `:name` parameters of a URL pattern, as a union of string literals. */
export type RouteParamNames<Url extends string> =
  Url extends `${string}:${infer Name}/${infer Rest}`
    ? Name | RouteParamNames<`/${Rest}`>
    : Url extends `${string}:${infer Name}`
      ? Name
      : never;

/** The values a URL pattern needs: one per `:name`. */
export type RouteParams<Url extends string> = { [Name in RouteParamNames<Url>]: string | number };

/**
 * A route's URL pattern with its parameters filled in, each percent-encoded:
 * `routeUrl('/api/galleries/:galleryId', { galleryId: 4 })` → `/api/galleries/4`.
 * A parameter missing at run time (an untyped caller) throws rather than asking for
 * `/api/galleries/undefined`.
 */
export function routeUrl<Url extends string>(url: Url, params: RouteParams<Url>): string {
  const values = params as Record<string, string | number | undefined>;
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`${url}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
