export { createCollectionService, type CollectionService } from './lib/collection-service';
export type {
  CollectionRecord,
  ParsedRecord,
  RecordImage,
  RecordIssue,
  RecordPerson,
} from './lib/record';
export { refreshDerivedData } from './lib/repository/derived-data';
export {
  countObjects,
  findObjects,
  removeObjectsNotInRun,
  upsertRecords,
} from './lib/repository/object-repository';
export {
  EXACT_COUNT_LIMIT,
  RESULT_ID_LIMIT,
  searchCollection,
  type SearchResult,
} from './lib/search/search-service';
export { predict } from './lib/search/predictions';
export { type SitemapPage } from './lib/repository/sitemap';
export {
  estimateRecords,
  formatOf,
  importFile,
  type ImportFormat,
} from './lib/importer/import-file';
export {
  importRecords,
  type ImportItem,
  type ImportOptions,
  type ImportProgress,
  type ImportSummary,
} from './lib/importer/import-records';
