// The published face of @kokoelma/contract: what a consumer of the museum's APIs needs —
// the public API (/api/v1), the IIIF Image and Presentation routes, oEmbed, and the public
// shapes of a shared gallery. Every name is listed in README.md ("Published names"), and
// index.test.ts fails when this list and that one differ. The site's own routes, page
// route table and render contract live in `@kokoelma/contract/site`, which is not published.

// The public API's schemas and shapes: one list, in the ./public-api entry.
export * from './public-api';
export {
  GalleryManifestParams,
  IiifErrorResponse,
  IiifIdentifierParams,
  IiifImageParams,
  ObjectManifestParams,
  iiifRoutes,
} from './lib/iiif';
export { OembedQuery, OembedResponse, oembedRoute } from './lib/oembed';
// A shared gallery as its public page, its IIIF manifest and its export show it.
export {
  ARTWORK_ID_MAX,
  ArtworkId,
  GALLERY_KINDS,
  GALLERY_VISIBILITIES,
  Gallery,
  GalleryExport,
  GalleryId,
  GalleryKind,
  GalleryObject,
  GallerySlug,
  GallerySlugParams,
  GalleryVisibility,
  SharedGallery,
} from './lib/galleries';
