import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createGalleriesClient,
  isNotSignedIn,
  withGallery,
  type EditAccess,
  type GalleriesClient,
  type Gallery,
  type SignedIn,
} from '@kokoelma/galleries';
import { browserFetch } from '../../api/browser-api-client';
import { useApiClient } from '../../shared/route-deps';

// Gallery data belongs to the signed-in visitor: it is fetched in the browser (pages
// render their frame on the server and the visitor's own data after hydration). One
// definition of each query, used by pages, modals and invalidation alike. The view of a
// gallery (/{lang}/galleries/{slug}) is the exception: it comes as page data, rendered
// on the server and read again on every visit (app/routes.tsx), so it needs no
// invalidation here.

/** Null when nobody is signed in. */
const signedIn = async <T>(request: SignedIn<T>): Promise<T | null> => {
  const value = await request;
  return isNotSignedIn(value) ? null : value;
};

export const galleryKeys = {
  all: ['galleries'] as const,
  list: () => [...galleryKeys.all, 'list'] as const,
  deleted: () => [...galleryKeys.all, 'deleted'] as const,
  favourites: () => [...galleryKeys.all, 'favourites'] as const,
  /** Every edit query of one gallery, whatever the link it was opened with. */
  editAny: (id: number) => [...galleryKeys.all, 'edit', id] as const,
  edit: (id: number, editToken?: string) =>
    [...galleryKeys.editAny(id), editToken ?? null] as const,
};

export function galleriesListQuery(client: GalleriesClient) {
  return queryOptions({ queryKey: galleryKeys.list(), queryFn: () => signedIn(client.list()) });
}

export function deletedGalleriesQuery(client: GalleriesClient) {
  return queryOptions({
    queryKey: galleryKeys.deleted(),
    queryFn: () => signedIn(client.deleted()),
  });
}

export function favouritesQuery(client: GalleriesClient) {
  return queryOptions({
    queryKey: galleryKeys.favourites(),
    queryFn: () => signedIn(client.favourites()),
  });
}

export function galleryEditQuery(client: GalleriesClient, id: number, access: EditAccess = {}) {
  return queryOptions({
    queryKey: galleryKeys.edit(id, access.editToken),
    queryFn: () => signedIn(client.forEdit(id, access)),
  });
}

/** The gallery API client of this page (same-origin, with the session cookie). */
export function useGalleriesClient(): GalleriesClient {
  const [client] = useState(() => createGalleriesClient(browserFetch));
  return client;
}

/**
 * After a write: the changed gallery into the cached queries, and the header's count.
 * `own: false` for a gallery changed through its edit link, which is not in the
 * visitor's own list.
 */
export function useGalleryChanged() {
  const queryClient = useQueryClient();
  return (gallery: Gallery, { own = true }: { own?: boolean } = {}) => {
    if (gallery.kind === 'favourites') {
      queryClient.setQueryData(galleryKeys.favourites(), gallery);
    } else {
      if (own) {
        // Into a list already loaded, at once; and the list is read again, so that it is
        // the server's truth (a list never loaded is not made up from one gallery).
        queryClient.setQueryData(galleryKeys.list(), (list: Gallery[] | null | undefined) =>
          list ? withGallery(list, gallery) : list,
        );
        void queryClient.invalidateQueries({ queryKey: galleryKeys.list() });
      }
      queryClient.setQueriesData<Gallery | null>(
        { queryKey: galleryKeys.editAny(gallery.id) },
        () => gallery,
      );
    }
    void queryClient.invalidateQueries({ queryKey: ['me'] });
  };
}

/**
 * The collection objects of a gallery, for titles, images and where they are on display.
 * The key is the sorted ids, so reordering needs no new request, and the last answer
 * stays while a smaller set (after a removal) loads.
 */
export function useGalleryObjects(ids: readonly number[]) {
  const api = useApiClient();
  const key = [...ids].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['objects', key],
    queryFn: () => api.additional(key),
    enabled: key.length > 0,
    placeholderData: keepPreviousData,
  });
}
