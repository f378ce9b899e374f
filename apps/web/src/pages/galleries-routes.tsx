import { useParams } from 'react-router';
import { useLang } from '../app/lang-layout';
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

/** /{lang}/galleries/{slug}: the shared (or own) view. */
export function GalleryRoute() {
  const { pathId = '' } = useParams();
  return <GalleryPage lang={useLang()} slug={pathId} notFound={<NotFoundPage />} />;
}

/** /{lang}/galleries/{id}/edit */
export function GalleryEditRoute() {
  const { pathId = '' } = useParams();
  const lang = useLang();
  const id = /^\d{1,15}$/.test(pathId) ? Number(pathId) : 0;
  return <GalleryEditPage lang={lang} id={id} />;
}
