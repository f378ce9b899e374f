import { isLanguage, LANGUAGES } from '@kokoelma/domain';
import type { Language } from '@kokoelma/domain';
import { createCachedProvider, DEFAULT_CACHE_TTL_MS } from './cached-provider';
import { CmsConfigError } from './cms-errors';
import { withContentFallbacks } from './content-fallbacks';
import type { ContentErrorHandler } from './content-fallbacks';
import type { ContentProvider } from './content-provider';
import { createContentfulProvider } from './contentful/contentful-provider';
import type { ContentfulConnection } from './contentful/contentful-source';
import { DEFAULT_LOCALES } from './entry-provider';
import type { ContentLocales } from './entry-provider';
import { createLocalContentProvider } from './local/local-provider';

/** The environment variables of the CMS; every one is optional. */
export interface CmsEnvironment {
  /** Turns Contentful on; without it the local content is used. */
  readonly CONTENTFUL_SPACE_ID?: string;
  readonly CONTENTFUL_ACCESS_TOKEN?: string;
  readonly CONTENTFUL_PREVIEW_ACCESS_TOKEN?: string;
  readonly CONTENTFUL_ENVIRONMENT?: string;
  readonly CONTENTFUL_HOST?: string;
  readonly CONTENTFUL_PREVIEW_HOST?: string;
  /** Locale codes of the space when they are not fi, sv, en: "fi=fi-FI,sv=sv-FI,en=en-US". */
  readonly CONTENTFUL_LOCALES?: string;
  /** Seconds an answer is reused (default 60; 0 turns the cache off). */
  readonly CMS_CACHE_SECONDS?: string;
}

/** The content the site runs on. */
export interface CmsSetup {
  readonly kind: 'local' | 'contentful';
  /** Cached, with the spec's fallbacks applied. */
  readonly provider: ContentProvider;
  /** Empties the cache: what the CMS webhook calls after a publish. */
  readonly clearCache: () => void;
}

export interface CmsSetupOptions {
  /** Told about failures the fallbacks hide (log and report them). */
  readonly onError: ContentErrorHandler;
  /** The Contentful SDK's log lines. */
  readonly log?: ContentfulConnection['log'];
  /** Told when the last good copy is served because the CMS failed or was too slow. */
  readonly onStale?: (error: unknown, operation: string) => void;
  /** How long a request waits for the CMS, in ms (default 5000). */
  readonly timeoutMs?: number;
}

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseLocales(value: string, problems: string[]): ContentLocales {
  const pairs = new Map<Language, string>();
  for (const part of value.split(',')) {
    const [lang, code] = part.split('=').map((side) => side.trim());
    if (isLanguage(lang) && code) pairs.set(lang, code);
    else problems.push(`CONTENTFUL_LOCALES has "${part.trim()}", expected lang=code`);
  }
  const locales = { ...DEFAULT_LOCALES };
  for (const lang of LANGUAGES) locales[lang] = pairs.get(lang) ?? locales[lang];
  return locales;
}

function parseSeconds(value: string, problems: string[]): number {
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || seconds > 86_400) {
    problems.push(`CMS_CACHE_SECONDS must be a whole number of seconds 0–86400 (got "${value}")`);
    return DEFAULT_CACHE_TTL_MS / 1000;
  }
  return seconds;
}

/** Contentful's settings: the space, its tokens, hosts and where its locales are. */
export type ContentfulSettings = Omit<ContentfulConnection, 'log'> & {
  readonly locales: ContentLocales;
};

/** Contentful's settings from values that may be unset (left out rather than undefined). */
export function contentfulSettings(values: {
  [K in keyof ContentfulSettings]: ContentfulSettings[K] | undefined;
}): ContentfulSettings | null {
  const { spaceId, accessToken, locales } = values;
  if (spaceId === undefined || accessToken === undefined) return null;
  const set = Object.entries(values).filter(([, value]) => value !== undefined);
  return {
    ...(Object.fromEntries(set) as Partial<ContentfulSettings>),
    spaceId,
    accessToken,
    locales: locales ?? DEFAULT_LOCALES,
  };
}

/** The CMS's settings, typed: what a caller's own configuration has already validated. */
export interface CmsSettings {
  /** Contentful, or null for the local content shipped with the library. */
  readonly contentful: ContentfulSettings | null;
  /** Seconds an answer is reused (0 turns the cache off). */
  readonly cacheSeconds: number;
}

/**
 * The space's locale codes from their written form ("fi=fi-FI,sv=sv-FI,en=en-US"); the
 * languages not named keep their default codes. Throws `CmsConfigError` naming each part
 * that is not `lang=code`.
 */
export function parseContentfulLocales(value: string): ContentLocales {
  const problems: string[] = [];
  const locales = parseLocales(value, problems);
  if (problems.length > 0) throw new CmsConfigError(problems);
  return locales;
}

/**
 * The settings the environment variables ask for, each variable read and checked once. A
 * configuration that cannot work throws `CmsConfigError` naming every problem, so the
 * server stops at start.
 */
export function cmsSettingsFromEnvironment(env: CmsEnvironment): CmsSettings {
  const problems: string[] = [];
  const spaceId = present(env.CONTENTFUL_SPACE_ID);
  const accessToken = present(env.CONTENTFUL_ACCESS_TOKEN);
  const cacheValue = present(env.CMS_CACHE_SECONDS);
  const cacheSeconds =
    cacheValue === undefined ? DEFAULT_CACHE_TTL_MS / 1000 : parseSeconds(cacheValue, problems);
  const localesValue = present(env.CONTENTFUL_LOCALES);
  const locales = localesValue ? parseLocales(localesValue, problems) : DEFAULT_LOCALES;
  if (spaceId === undefined && (accessToken || present(env.CONTENTFUL_PREVIEW_ACCESS_TOKEN))) {
    problems.push('CONTENTFUL_SPACE_ID is missing while a Contentful token is set');
  }
  if (spaceId !== undefined && accessToken === undefined) {
    problems.push('CONTENTFUL_ACCESS_TOKEN is required with CONTENTFUL_SPACE_ID');
  }
  if (problems.length > 0) throw new CmsConfigError(problems);
  return {
    contentful: contentfulSettings({
      spaceId,
      accessToken,
      previewAccessToken: present(env.CONTENTFUL_PREVIEW_ACCESS_TOKEN),
      environment: present(env.CONTENTFUL_ENVIRONMENT),
      host: present(env.CONTENTFUL_HOST),
      previewHost: present(env.CONTENTFUL_PREVIEW_HOST),
      locales,
    }),
    cacheSeconds,
  };
}

/**
 * The content provider the settings ask for: the local content without Contentful,
 * Contentful otherwise, cached and with fallbacks.
 */
export function contentProviderFromSettings(
  settings: CmsSettings,
  options: CmsSetupOptions,
): CmsSetup {
  const { contentful } = settings;
  const base = contentful
    ? createContentfulProvider({
        ...contentful,
        ...(options.log ? { log: options.log } : {}),
      })
    : createLocalContentProvider();
  const cached = createCachedProvider(base, {
    ttlMs: settings.cacheSeconds * 1000,
    ...(options.onStale ? { onStale: options.onStale } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  return {
    kind: contentful ? 'contentful' : 'local',
    provider: withContentFallbacks(cached, options.onError),
    clearCache: () => cached.clear(),
  };
}

/**
 * The content provider the environment asks for ({@link cmsSettingsFromEnvironment},
 * then {@link contentProviderFromSettings}): for callers configured by environment
 * variables alone.
 */
export function contentProviderFromConfig(env: CmsEnvironment, options: CmsSetupOptions): CmsSetup {
  return contentProviderFromSettings(cmsSettingsFromEnvironment(env), options);
}
