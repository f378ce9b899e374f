// Public API of @kokoelma/galleries/server (Node only): the gallery service over the
// database, its errors and limits. The browser entry is `@kokoelma/galleries`.

export {
  DEFAULT_GALLERY_LIMITS,
  createGalleryService,
  newGallerySlug,
  type GalleryLimits,
  type GalleryService,
  type GalleryServiceOptions,
} from './gallery-service';
export type { ShareInput, ShareResult } from './share-gallery';
export {
  ArtworkInGalleryError,
  ArtworkNotFoundError,
  GalleryError,
  GalleryLimitError,
  GalleryNotFoundError,
  InvalidGalleryInputError,
  ShareEmailLimitError,
} from './gallery-errors';
