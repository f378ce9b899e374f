export { createCollectionService, type CollectionService } from './lib/collection-service';
export type {
  CollectionRecord,
  ImageHarvestInfo,
  LinkedImage,
  ParsedRecord,
  RecordImage,
  RecordIssue,
  RecordPerson,
} from './lib/model/record';
export { publicImage, publicObject } from './lib/model/public-object';
export { refreshDerivedData } from './lib/importer/derived-data';
export { countObjects, findObjects, removeObjectsNotInRun } from './lib/store/object-repository';
export { upsertRecords } from './lib/importer/batch-writes';
export { RESULT_ID_LIMIT, searchCollection, type SearchResult } from './lib/search/search-service';
export {
  yearHistogram,
  refreshYearHistogram,
  BAR_YEARS,
  MAX_BARS,
} from './lib/search/year-histogram';
export { predict } from './lib/search/predictions';
export {
  RELATED_LIMIT,
  SIMILARITY,
  moreByCreator,
  relatedWorks,
  similarWorks,
  type MoreByWorks,
  type RelatedWorks,
  type SimilarReason,
  type SimilarWork,
} from './lib/similar/similar-works';
export {
  FREQUENT_WORD_MATCHES,
  frequentWordMatches,
  refreshFrequentWords,
} from './lib/search/frequent-words';
export { type SitemapPage } from './lib/store/sitemap';
export {
  type FieldChange,
  type ObjectChange,
  type ObjectChangesPage,
  type ObjectChangesQuery,
  type ObjectVersion,
} from './lib/store/object-changes';
export {
  EXPORT_BATCH_SIZE,
  type ObjectPage,
  type ObjectPageQuery,
  type PeoplePage,
  type PeoplePageQuery,
  type PersonListing,
  type PersonRoleCount,
  type PeopleIndexPage,
  type PeopleIndexQuery,
  indexLetters,
} from './lib/search/listings';
export { personKey } from './lib/store/object-rows';
export {
  detectFormat,
  estimateRecords,
  formatOf,
  importFile,
  type ImportFormat,
} from './lib/importer/import-file';
export {
  fieldGroup,
  IssueReport,
  type IssueReportLine,
  type IssueSeverity,
} from './lib/importer/issue-report';
export { type ImportFileSummary } from './lib/importer/import-file';
export { type ImportChange, type ImportConflict } from './lib/importer/import-plan';
export { SOURCE_NAME } from './lib/store/source-ids';
export { undoRun, type UndoSummary } from './lib/importer/object-history';
export {
  harvestRecordImages,
  type HarvestFailure,
  type HarvestProgress,
  type HarvestSummary,
  type ImageHarvestOptions,
} from './lib/harvest/harvest-records';
/** For tests of the harvest's users: the photographs and a local image server. */
export {
  loadPhotographs,
  PHOTOGRAPHS,
  startImageServer,
  type ImageServer,
} from './lib/harvest/harvest-test-support';
export {
  importRecords,
  type ImportItem,
  type ImportOptions,
  type ImportProgress,
  type ImportSummary,
} from './lib/importer/import-records';
export {
  DEMO_SETTING,
  demoCollectionInfo,
  renderDemoImages,
  seedDemoCollection,
  type DemoCollectionInfo,
} from './lib/demo/demo-seed';
export {
  createImageStore,
  type CachedImage,
  type ImageStore,
  type OriginalFile,
} from './lib/images/image-store';
export {
  cachedRendition,
  sharedWhileRunning,
  writeAtomically,
  type CacheErrorHandler,
  type Rendition,
  type RenditionSpec,
} from './lib/images/rendition-cache';
export {
  ALLOWED_IMAGE_WIDTHS,
  parseImageRequest,
  type ImageRequest,
} from './lib/images/image-request';
export { ImageRequestError } from './lib/images/image-request-error';
export { extractPalette, type PaletteEntry } from './lib/search/palette';
export { findPalettes } from './lib/store/palettes';
export { storePalette } from './lib/search/palette-rows';
export { updatePalettes, type PaletteUpdateSummary } from './lib/images/palette-update';
export { generateDemoRecords, DEMO_DEFAULT_COUNT } from './lib/demo/generate-demo-records';
export { writeDemoJsonLines } from './lib/demo/write-demo-json-lines';
export { parseMuseumRecord } from './lib/import/museum-record';
export { parseLidoRecords, readLidoFile } from './lib/import/lido-record';
export { readJsonRecords } from './lib/import/read-json-records';
// IIIF: Image API 3.0 over the local originals, Presentation 3.0 manifests.
export {
  IIIF_FORMATS,
  IIIF_QUALITIES,
  IiifRequestError,
  parseIiifImageRequest,
  type IiifImageRequest,
  type IiifImageRequestParams,
} from './lib/iiif/iiif-image-request';
export {
  planIiifImage,
  outputSize,
  type IiifImagePlan,
  type IiifLimits,
  type PixelSize,
} from './lib/iiif/iiif-image-plan';
export {
  IIIF_LIMITS,
  IIIF_PROFILE_URI,
  IIIF_TILE_SIZE,
  iiifImageInfo,
  isAdvertisedRequest,
  scaleFactors,
  type IiifImageInfo,
} from './lib/iiif/iiif-image-info';
export {
  createIiifImageService,
  type IiifImageService,
  type IiifImageServiceOptions,
  type IiifRendered,
} from './lib/iiif/iiif-image-service';
export {
  DEFAULT_CLIENT_RENDER_LIMITS,
  RenderQueueFullError,
  TooManyRendersError,
  type ClientRenderLimits,
} from './lib/iiif/render-queue';
export { type ManifestLinks } from './lib/iiif/presentation/canvas';
export { objectManifest, type ObjectManifestInput } from './lib/iiif/presentation/object-manifest';
export {
  galleryManifest,
  type GalleryManifestInput,
} from './lib/iiif/presentation/gallery-manifest';
// The spec's remaining calls: image downloads, the materials facet, the update queue.
export {
  attachmentDisposition,
  downloadFilename,
  findImageOwner,
  type ImageOwner,
} from './lib/images/image-download';
export { materialsFacet, type MaterialCount } from './lib/store/materials';
export {
  UPDATE_ITEMS_MAX,
  parseUpdatePayload,
  type UpdateItemInput,
  type UpdateMediaType,
  type UpdatePayload,
} from './lib/updates/update-payload';
export {
  UPDATE_BATCH_SIZE,
  applyNextUpdates,
  enqueueUpdates,
  pendingUpdateCount,
  updateQueueItem,
  type QueuedUpdate,
  type UpdateOutcome,
  type UpdateQueueItem,
} from './lib/updates/update-queue';
