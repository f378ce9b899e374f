// Public API of @kokoelma/galleries/server (Node only): the gallery service over the
// database, its errors and limits. The browser entry is `@kokoelma/galleries`.

export {
  DEFAULT_GALLERY_LIMITS,
  createGalleryService,
  newGallerySlug,
  type GalleryLimits,
  type GalleryService,
  type GalleryServiceOptions,
  type FullGalleryService,
} from './gallery-service';
export type { CurationOperations, GalleryUpdate } from './gallery-curation';
export type { ShareInput, ShareResult } from './share-gallery';
export {
  ArtworkInGalleryError,
  ArtworkNotFoundError,
  EmailUnverifiedError,
  GalleryError,
  GalleryLimitError,
  GalleryNotFoundError,
  InvalidGalleryInputError,
  OrderMismatchError,
  ShareEmailLimitError,
} from './gallery-errors';
