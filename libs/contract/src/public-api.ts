// The public API (/api/v1) alone: its route schemas, the shapes it serves and their
// types. Published as `@kokoelma/contract/public-api`; nothing here reaches the site's
// internal routes or the content model.
export {
  API_KEY_HEADER,
  LanguageMap,
  METADATA_LICENSE,
  OBJECT_HISTORY_MAX,
  PUBLIC_API_LIMIT,
  PUBLIC_API_PREFIX,
  PUBLIC_SEARCH_RESULT_LIMIT,
  PublicChangeList,
  PublicImage,
  PublicObject,
  PublicObjectChange,
  PublicObjectHistory,
  PublicObjectList,
  PublicObjectParams,
  PublicObjectPerson,
  PublicObjectVersion,
  PublicObjectsQuery,
  PublicPeopleList,
  PublicPeopleQuery,
  PublicPerson,
  PublicPersonParams,
  PublicSearchQuery,
  PublicSearchResult,
  publicApiExamples,
  publicApiRoutes,
  type PublicApiRouteName,
} from './lib/public-api';
export { ErrorResponse, Lang } from './lib/common';
export {
  CategoryValue,
  DisplayFilter,
  Facet,
  MuseumId,
  PersonSummary,
  SortOrder,
} from './lib/collection';
