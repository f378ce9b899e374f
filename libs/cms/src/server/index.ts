// Public server entry of @kokoelma/cms: the content providers (local and Contentful),
// the cache, the spec's fallbacks and the webhook secret check. Node only.

// The provider interface and the errors it rejects with
export type {
  ContentProvider,
  ContentSearchRequest,
  ListArticlesOptions,
  ListVideosOptions,
  PreviewOptions,
} from './content-provider';
export { CmsConfigError, CmsRequestError, CmsUnavailableError } from './cms-errors';

// Providers
export { createLocalContentProvider } from './local/local-provider';
export { createContentfulProvider } from './contentful/contentful-provider';
export type { ContentfulProviderOptions } from './contentful/contentful-provider';
export type { ContentfulConnection } from './contentful/contentful-source';
export { DEFAULT_LOCALES } from './entry-provider';
export type { ContentLocales } from './entry-provider';

// Cache, fallbacks, configuration, webhook
export {
  createCachedProvider,
  DEFAULT_CACHE_TTL_MS,
  DEFAULT_CMS_TIMEOUT_MS,
} from './cached-provider';
export type { CachedContentProvider, CachedProviderOptions } from './cached-provider';
export { withContentFallbacks } from './content-fallbacks';
export type { ContentErrorHandler } from './content-fallbacks';
export {
  cmsSettingsFromEnvironment,
  contentfulSettings,
  contentProviderFromConfig,
  contentProviderFromSettings,
  parseContentfulLocales,
} from './provider-from-config';
export type {
  CmsEnvironment,
  CmsSettings,
  CmsSetup,
  CmsSetupOptions,
  ContentfulSettings,
} from './provider-from-config';
export { verifyWebhookSecret } from './webhook-secret';

// The content model and the files of the local content
export { CONTENT_MODEL, CONTENT_TYPE_IDS } from './content-model';
export type { ContentFieldDefinition, ContentTypeDefinition, ContentTypeId } from './content-model';
export {
  LOCAL_ASSET_FILES_DIR,
  LOCAL_ASSET_PREFIX,
  parseLocalAssetPath,
} from './local/local-assets';
export type { LocalAssetRequest } from './local/local-assets';
