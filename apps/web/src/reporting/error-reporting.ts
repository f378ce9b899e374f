import type { PublicConfig } from './public-config';

/** What an error report says besides the error: where it came from. */
export type ReportTags = Record<string, string>;

/** Sends errors to the reporting service; a no-op when none is configured. */
export interface ErrorReporter {
  report(error: unknown, tags?: ReportTags): void;
}

/**
 * What reports may carry of the visitor (Sentry's `dataCollection`, whose defaults collect
 * everything): nothing — no user details or IP address, cookies, headers, bodies or query
 * parameters (a search's words stay out too).
 */
export const NO_PERSONAL_DATA: {
  userInfo: false;
  cookies: false;
  httpHeaders: false;
  httpBodies: never[];
  urlQueryParams: false;
} = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
};

/** The part of @sentry/react the site uses. */
export interface SentryLike {
  init(options: {
    dsn: string;
    environment?: string;
    release?: string;
    dataCollection: typeof NO_PERSONAL_DATA;
  }): void;
  captureException(error: unknown, context: { tags: ReportTags }): unknown;
}

/**
 * Reports errors to Sentry when a DSN is configured, loading the SDK only then (it is
 * not part of the page's first download). Errors raised before it loads are queued
 * and sent once it has. Without a DSN nothing is ever sent.
 */
export function createErrorReporter(
  config: Pick<PublicConfig, 'sentryDsn' | 'sentryEnvironment' | 'release'>,
  load: () => Promise<SentryLike>,
): ErrorReporter {
  const dsn = config.sentryDsn;
  if (!dsn) return { report: () => undefined };
  const queue: Array<[unknown, ReportTags]> = [];
  let sentry: SentryLike | null = null;
  void load()
    .then((sdk) => {
      sdk.init({
        dsn,
        ...(config.sentryEnvironment ? { environment: config.sentryEnvironment } : {}),
        ...(config.release ? { release: config.release } : {}),
        // No IP addresses, cookies or user details in reports.
        dataCollection: NO_PERSONAL_DATA,
      });
      sentry = sdk;
      for (const [error, tags] of queue.splice(0)) sdk.captureException(error, { tags });
    })
    .catch(() => queue.splice(0));
  return {
    report(error, tags = {}) {
      if (sentry) sentry.captureException(error, { tags });
      else queue.push([error, tags]);
    },
  };
}
