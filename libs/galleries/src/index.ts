// Public API of @kokoelma/galleries (browser-safe). The service and repository are in
// the `@kokoelma/galleries/server` entry.

export type {
  Gallery,
  GalleryExport,
  GalleryKind,
  GalleryObject,
  GalleryVisibility,
  SharedGallery,
} from '@kokoelma/contract';
export type {
  DeletedGallery,
  GalleryErrorReason,
  NewGalleryRequest,
  ShareGalleryRequest,
  ShareGalleryResponse,
  UpdateGalleryRequest,
} from '@kokoelma/contract/site';
export { GALLERY_VISIBILITIES } from '@kokoelma/contract';
export {
  GALLERY_DESCRIPTION_MAX_LENGTH,
  GALLERY_NAME_MAX_LENGTH,
  GALLERY_NOTE_MAX_LENGTH,
  GALLERY_RESTORE_DAYS,
} from '@kokoelma/contract/site';
export {
  checkGalleryName,
  type GalleryNameCheck,
  type GalleryNameProblem,
} from './lib/gallery-name';
export {
  canAddArtwork,
  favouritesPath,
  galleryEditLinkPath,
  galleryEditPath,
  galleryExportPath,
  galleryManifestPath,
  galleryPath,
  mailtoHref,
  modalForArtwork,
  withGallery,
  withoutArtwork,
  withoutGallery,
  type ArtworkModal,
} from './lib/gallery-rules';
export {
  EMBED_SIZE,
  embedSize,
  embedSnippet,
  galleryEmbedPath,
  galleryPathParts,
  isGalleryEmbedPath,
} from './lib/gallery-embed';
export {
  VISIT_MUSEUMS,
  galleryEditor,
  moveId,
  visitList,
  withNote,
  withOrder,
  withoutArtworks,
  type GalleryEditor,
  type VisitStop,
} from './lib/gallery-curation';
export {
  LOCAL_FAVOURITES_KEY,
  LOCAL_FAVOURITES_MAX,
  addLocalFavourite,
  readLocalFavourites,
  removeLocalFavourites,
  type StorageLike,
} from './lib/local-favourites';
export {
  GalleryRequestError,
  NOT_SIGNED_IN,
  galleryErrorReason,
  isNotSignedIn,
  type FetchLike,
  type NotSignedIn,
} from './lib/gallery-request';
export {
  createGalleriesClient,
  type EditAccess,
  type GalleriesClient,
  type GalleriesClientOptions,
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
