// Public API of @kokoelma/client: a typed client of the Kokoelma public API (/api/v1).
export { API_KEY_HEADER, API_PREFIX, KokoelmaClient } from './lib/client.js';
export type { KokoelmaClientOptions, RequestOptions } from './lib/client.js';
export { KokoelmaApiError, isNotFound } from './lib/errors.js';
export { RETRY_MAX_ATTEMPTS, isRetryable, parseRetryAfter, retryDelay } from './lib/retry.js';
// The shapes the API serves and the queries it reads, from @kokoelma/contract.
export type {
  LanguageMap,
  PublicObject,
  PublicObjectList,
  PublicObjectsQuery,
  PublicPeopleList,
  PublicPeopleQuery,
  PublicPerson,
  PublicSearchQuery,
  PublicSearchResult,
} from '@kokoelma/contract/public-api';
