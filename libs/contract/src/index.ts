export { ErrorResponse, Lang } from './lib/common';
export { HealthResponse, ReadinessResponse, VersionResponse, healthRoutes } from './lib/health';
export {
  AdditionalRequest,
  CategoryValue,
  CollectionObject,
  DisplayFilter,
  Facet,
  LocalizedText,
  MuseumId,
  ObjectRequest,
  PersonSummary,
  Prediction,
  PredictionsRequest,
  SearchParams,
  SearchRequest,
  SearchResponse,
  SitemapResponse,
  SortOrder,
  collectionRoutes,
} from './lib/collection';
export {
  FrontPageData,
  ObjectPageData,
  PageData,
  SearchPageData,
  SitemapPageData,
  PageDataQuery,
  SiteData,
  pageDataRoute,
  siteRoute,
} from './lib/page-data';
export { searchParamsFromQuery, searchQueryFromParams } from './lib/search-url';
