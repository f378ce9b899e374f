/** Sends server errors to the reporting service (Sentry) when one is configured. */
export interface ServerReporter {
  report(error: unknown, tags?: Record<string, string>): void;
  /** Waits (at most `ms`) until reports on their way are sent: before exiting. */
  flush(ms?: number): Promise<boolean>;
}

/** Nothing is sent anywhere: the embedded default (errors go to the log only). */
export const silentReporter: ServerReporter = {
  report: () => undefined,
  flush: async () => true,
};

/** What the reporter needs of the configuration. */
export interface ReporterConfig {
  SENTRY_DSN?: string | undefined;
  SENTRY_ENVIRONMENT?: string | undefined;
  release?: string | null;
}

/**
 * Sentry for the server, loaded only when SENTRY_DSN is set, so that without it nothing
 * is loaded or sent. No personal data: IP addresses, cookies and headers stay out.
 */
export async function createServerReporter(config: ReporterConfig): Promise<ServerReporter> {
  if (!config.SENTRY_DSN) return silentReporter;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.SENTRY_DSN,
    ...(config.SENTRY_ENVIRONMENT ? { environment: config.SENTRY_ENVIRONMENT } : {}),
    ...(config.release ? { release: config.release } : {}),
    // Nothing of the visitor (the defaults collect everything): no user details or IP
    // address, cookies, headers, bodies or query parameters.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    // Only what the site reports itself: no automatic instrumentation or breadcrumbs of
    // outgoing requests, which could carry personal data.
    defaultIntegrations: false,
    tracesSampleRate: 0,
  });
  return {
    report: (error, tags = {}) => void Sentry.captureException(error, { tags }),
    flush: (ms = 2000) => Sentry.flush(ms),
  };
}
