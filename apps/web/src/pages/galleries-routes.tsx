import { useParams } from 'react-router';
import { pageParams } from '@kokoelma/contract/site';
import { useLang } from '../shared/lang';
import { useMaybePageData } from '../shared/route-deps';
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
  const data = useMaybePageData('gallery');
  const lang = useLang();
  if (!data) return <NotFoundPage />;
  return <GalleryPage lang={lang} page={data} />;
}

/** /{lang}/galleries/{id}/edit; an id that cannot be one is 0 (the page says not found). */
export function GalleryEditRoute() {
  const lang = useLang();
  const id = pageParams('gallery-edit', useParams())?.id ?? 0;
  return <GalleryEditPage lang={lang} id={id} />;
}
