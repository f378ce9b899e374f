// Public API of @kokoelma/galleries (browser-safe). The service and repository are in
// the `@kokoelma/galleries/server` entry.

export type {
  Gallery,
  GalleryErrorReason,
  GalleryKind,
  GalleryObject,
  NewGalleryRequest,
  ShareGalleryRequest,
  ShareGalleryResponse,
  SharedGallery,
} from '@kokoelma/contract';
export { GALLERY_NAME_MAX_LENGTH } from '@kokoelma/contract';
export {
  checkGalleryName,
  type GalleryNameCheck,
  type GalleryNameProblem,
} from './lib/gallery-name';
export {
  canAddArtwork,
  favouritesPath,
  galleryEditPath,
  galleryPath,
  mailtoHref,
  modalForArtwork,
  withGallery,
  withoutArtwork,
  withoutGallery,
  type ArtworkModal,
} from './lib/gallery-rules';
export {
  GalleryRequestError,
  NOT_SIGNED_IN,
  createGalleriesClient,
  isNotSignedIn,
  type FetchLike,
  type GalleriesClient,
  type GalleriesClientOptions,
  type NotSignedIn,
  type SignedIn,
} from './lib/galleries-client';
export {
  createGalleryStore,
  type GalleryContext,
  type GalleryContextActions,
  type GalleryContextState,
  type GalleryModal,
  type GalleryStore,
} from './lib/gallery-store';
