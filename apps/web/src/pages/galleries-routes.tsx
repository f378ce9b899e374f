import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { pageDataQuery } from '../api/page-data-query';
import { useLang } from '../app/lang-layout';
import { useApiClient } from '../app/route-deps';
import { FavouritesPage } from '../features/galleries/favourites-page';
import { GalleryEditPage } from '../features/galleries/gallery-edit-page';
import { GalleryPage } from '../features/galleries/gallery-page';
import { MyGalleriesPage } from '../features/galleries/my-galleries-page';
import { NotFoundPage } from './not-found-page';

/** /{lang}/galleries */
export function MyGalleriesRoute() {
  return <MyGalleriesPage lang={useLang()} />;
}

/** /{lang}/favourites */
export function FavouritesRoute() {
  return <FavouritesPage lang={useLang()} />;
}

/**
 * /{lang}/galleries/{slug}: the shared (or own) view; the loader has fetched the gallery
 * (or answered 404). A gallery can vanish while open (its link revoked, made private):
 * when a later refetch finds nothing, the page says not found rather than failing.
 */
export function GalleryRoute() {
  const client = useApiClient();
  const location = useLocation();
  const lang = useLang();
  const { data } = useSuspenseQuery(pageDataQuery(client, location.pathname, location.search));
  if (data?.kind !== 'gallery') return <NotFoundPage />;
  return <GalleryPage lang={lang} page={data} />;
}

/** /{lang}/galleries/{id}/edit */
export function GalleryEditRoute() {
  const { pathId = '' } = useParams();
  const lang = useLang();
  const id = /^\d{1,15}$/.test(pathId) ? Number(pathId) : 0;
  return <GalleryEditPage lang={lang} id={id} />;
}
