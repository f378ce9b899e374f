import type { ContentProvider } from '../content-provider';
import { createEntryProvider } from '../entry-provider';
import type { ContentLocales } from '../entry-provider';
import { createContentfulSource } from './contentful-source';
import type { ContentfulConnection } from './contentful-source';

/** Options of {@link createContentfulProvider}. */
export interface ContentfulProviderOptions extends ContentfulConnection {
  /** The space's locale code for each site language; default fi, sv, en. */
  readonly locales?: ContentLocales;
}

/**
 * Content from a Contentful space: the Delivery API, and the Preview API for preview
 * requests (front page, article, content search). Strict: failures reject with
 * `CmsRequestError`; wrap it in `withContentFallbacks` for the spec's softer rules.
 */
export function createContentfulProvider(options: ContentfulProviderOptions): ContentProvider {
  return createEntryProvider(createContentfulSource(options), options.locales);
}
