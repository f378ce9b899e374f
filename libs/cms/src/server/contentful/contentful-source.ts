import { createClient } from 'contentful';
import type { ContentfulClientApi, CreateClientParams } from 'contentful';
import type { EntryQuery, EntrySource } from '../entry-source';
import { toCmsRequestError } from './contentful-error';

/** How to reach a Contentful space. */
export interface ContentfulConnection {
  readonly spaceId: string;
  /** Content Delivery API token: published content. */
  readonly accessToken: string;
  /** Content Preview API token: drafts too. Without it, preview shows published content. */
  readonly previewAccessToken?: string;
  /** Default "master". */
  readonly environment?: string;
  /** Delivery API host, default "cdn.contentful.com"; "127.0.0.1:8080" in tests. */
  readonly host?: string;
  /** Preview API host, default "preview.contentful.com". */
  readonly previewHost?: string;
  /** Plain http instead of https: only for a local stand-in of Contentful. */
  readonly insecure?: boolean;
  /** Path prefix, for a proxy in front of Contentful. */
  readonly basePath?: string;
  /**
   * Retries of a failed request (5xx, 429 rate limit, no answer), default 2. The SDK
   * waits as the rate-limit reset header says, else about 2 s, then 2.5 s, …; a page
   * should not wait longer than that for content.
   */
  readonly retryLimit?: number;
  /** Time-out of one request in ms, default 10 000. */
  readonly timeoutMs?: number;
  /** Receives the SDK's log lines (retries); default: warnings to the console. */
  readonly log?: (level: string, data: unknown) => void;
}

const INCLUDE_DEPTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

function includeDepth(depth: number | undefined) {
  if (depth === undefined) return undefined;
  return INCLUDE_DEPTHS[Math.min(10, Math.max(0, Math.floor(depth)))];
}

function defaultLog(level: string, data: unknown): void {
  // Errors are thrown to the caller as CmsRequestError; only retries are worth a line.
  if (level === 'warning') console.warn(`[contentful] ${String(data)}`);
}

/** The query parameters of `GET /entries` for `query`. */
export function entriesParameters(query: EntryQuery) {
  return {
    content_type: query.contentType,
    locale: query.locale,
    ...(query.include !== undefined ? { include: includeDepth(query.include) } : {}),
    ...(query.limit !== undefined ? { limit: query.limit } : {}),
    ...(query.order ? { order: query.order } : {}),
    ...(query.search ? { query: query.search } : {}),
    ...query.where,
  };
}

/**
 * Entries from Contentful through its SDK, which resolves links and retries; preview
 * queries go to the Preview API with the preview token.
 */
export function createContentfulSource(connection: ContentfulConnection): EntrySource {
  const retryLimit = connection.retryLimit ?? 2;
  const common: Omit<CreateClientParams, 'accessToken'> = {
    space: connection.spaceId,
    environment: connection.environment ?? 'master',
    insecure: connection.insecure ?? false,
    ...(connection.basePath ? { basePath: connection.basePath } : {}),
    retryOnError: retryLimit > 0,
    retryLimit,
    timeout: connection.timeoutMs ?? 10_000,
    logHandler: connection.log ?? defaultLog,
  };
  const delivery = createClient({
    ...common,
    accessToken: connection.accessToken,
    host: connection.host ?? 'cdn.contentful.com',
  });
  const preview: ContentfulClientApi<undefined> | undefined = connection.previewAccessToken
    ? createClient({
        ...common,
        accessToken: connection.previewAccessToken,
        host: connection.previewHost ?? 'preview.contentful.com',
      })
    : undefined;

  return {
    async getEntries(query) {
      const client = query.preview && preview ? preview : delivery;
      try {
        const response = await client.getEntries(entriesParameters(query));
        return response.items;
      } catch (error) {
        throw toCmsRequestError(error, query.contentType);
      }
    },
  };
}
