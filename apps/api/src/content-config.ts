import {
  DEFAULT_LOCALES,
  contentfulSettings,
  parseContentfulLocales,
  type CmsSettings,
} from '@kokoelma/cms/server';
import type { Config } from './config';
import type { ContentSources } from './plugins/security-headers';

/**
 * The CMS's settings, typed, from the server's configuration, which has validated them
 * already (config.ts: patterns, a token with a space, the cache's bounds): nothing is
 * turned back into text to be parsed again, only the locale list is read, once.
 */
export function cmsSettings(config: Config): CmsSettings {
  return {
    contentful: contentfulSettings({
      spaceId: config.CONTENTFUL_SPACE_ID,
      accessToken: config.CONTENTFUL_ACCESS_TOKEN,
      previewAccessToken: config.CONTENTFUL_PREVIEW_ACCESS_TOKEN,
      environment: config.CONTENTFUL_ENVIRONMENT,
      host: config.CONTENTFUL_HOST,
      previewHost: config.CONTENTFUL_PREVIEW_HOST,
      locales: config.CONTENTFUL_LOCALES
        ? parseContentfulLocales(config.CONTENTFUL_LOCALES)
        : DEFAULT_LOCALES,
    }),
    cacheSeconds: config.CMS_CACHE_SECONDS,
  };
}

/** Where Contentful serves uploaded images and files. */
const CONTENTFUL_ASSET_HOSTS = [
  'https://images.ctfassets.net',
  'https://assets.ctfassets.net',
  'https://downloads.ctfassets.net',
];

/**
 * Hosts the pages load content from besides the site itself. Videos play in the
 * no-tracking players of YouTube and Vimeo (the only services the CMS embeds); the rest
 * is allowed only when configured: Contentful's asset hosts with a space, the consent
 * tool's hosts with its id.
 */
export function contentSources(config: Config): ContentSources {
  const cookiebot = ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'];
  const analytics = ['https://www.google-analytics.com', 'https://*.google-analytics.com'];
  return {
    frames: [
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      ...(config.COOKIEBOT_ID ? ['https://consentcdn.cookiebot.com'] : []),
    ],
    images: [
      // The museum's image server, when pages show the collection's images from it.
      ...(config.IMAGE_BASE_URL ? [new URL(config.IMAGE_BASE_URL).origin] : []),
      ...(config.CONTENTFUL_SPACE_ID ? CONTENTFUL_ASSET_HOSTS : []),
      ...(config.GTM_ID ? ['https://www.googletagmanager.com', ...analytics] : []),
      ...(config.COOKIEBOT_ID ? ['https://imgsct.cookiebot.com'] : []),
      ...(config.ERROR_PAGE_PHOTO_URL?.startsWith('https://')
        ? [new URL(config.ERROR_PAGE_PHOTO_URL).origin]
        : []),
      // The deep-zoom viewer's tiles, from the museum's IIIF server when one is configured.
      ...(config.IIIF_IMAGE_BASE_URL ? [new URL(config.IIIF_IMAGE_BASE_URL).origin] : []),
    ],
    scripts: [
      ...(config.COOKIEBOT_ID ? cookiebot : []),
      ...(config.GTM_ID ? ['https://www.googletagmanager.com'] : []),
    ],
    connect: [
      // Error reports go to the DSN's host, and only when a DSN is configured.
      ...(config.SENTRY_DSN ? [new URL(config.SENTRY_DSN).origin] : []),
      ...(config.GTM_ID ? analytics : []),
      ...(config.COOKIEBOT_ID ? cookiebot : []),
      // The deep-zoom viewer reads the IIIF server's info.json with fetch.
      ...(config.IIIF_IMAGE_BASE_URL ? [new URL(config.IIIF_IMAGE_BASE_URL).origin] : []),
      // Development only: Vite's hot-reload socket.
      ...(config.WEB_DEV_ROOT ? ['ws://localhost:24678', 'ws://127.0.0.1:24678'] : []),
    ],
  };
}
