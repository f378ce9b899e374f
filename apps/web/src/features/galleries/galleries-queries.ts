import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createGalleriesClient,
  isNotSignedIn,
  withGallery,
  type GalleriesClient,
  type Gallery,
  type SignedIn,
} from '@kokoelma/galleries';

// Gallery data belongs to the signed-in visitor: it is fetched in the browser (pages
// render their frame on the server and the visitor's own data after hydration). One
// definition of each query, used by pages, modals and invalidation alike.

/** Null when nobody is signed in. */
const signedIn = async <T>(request: SignedIn<T>): Promise<T | null> => {
  const value = await request;
  return isNotSignedIn(value) ? null : value;
};

export const galleryKeys = {
  all: ['galleries'] as const,
  list: () => [...galleryKeys.all, 'list'] as const,
  favourites: () => [...galleryKeys.all, 'favourites'] as const,
  edit: (id: number) => [...galleryKeys.all, 'edit', id] as const,
  shared: (slug: string) => [...galleryKeys.all, 'shared', slug] as const,
};

export function galleriesListQuery(client: GalleriesClient) {
  return queryOptions({ queryKey: galleryKeys.list(), queryFn: () => signedIn(client.list()) });
}

export function favouritesQuery(client: GalleriesClient) {
  return queryOptions({
    queryKey: galleryKeys.favourites(),
    queryFn: () => signedIn(client.favourites()),
  });
}

export function galleryEditQuery(client: GalleriesClient, id: number) {
  return queryOptions({
    queryKey: galleryKeys.edit(id),
    queryFn: () => signedIn(client.forEdit(id)),
  });
}

export function sharedGalleryQuery(client: GalleriesClient, slug: string) {
  return queryOptions({ queryKey: galleryKeys.shared(slug), queryFn: () => client.shared(slug) });
}

/** The gallery API client of this page (same-origin, with the session cookie). */
export function useGalleriesClient(): GalleriesClient {
  const [client] = useState(() => createGalleriesClient());
  return client;
}

/** After a write: the changed gallery into the cached list, and the header's count. */
export function useGalleryChanged() {
  const queryClient = useQueryClient();
  return (gallery: Gallery) => {
    if (gallery.kind === 'favourites') {
      queryClient.setQueryData(galleryKeys.favourites(), gallery);
    } else {
      queryClient.setQueryData(galleryKeys.list(), (list: Gallery[] | null | undefined) =>
        withGallery(list ?? [], gallery),
      );
      queryClient.setQueryData(galleryKeys.edit(gallery.id), gallery);
    }
    void queryClient.invalidateQueries({ queryKey: ['me'] });
  };
}
