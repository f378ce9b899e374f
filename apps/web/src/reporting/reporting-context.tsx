import { createContext, useContext, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { ErrorReporter } from './error-reporting';
import { NO_PUBLIC_CONFIG, type PublicConfig } from './public-config';

const silent: ErrorReporter = { report: () => undefined };

export const ErrorReporterContext = createContext<ErrorReporter>(silent);
export const PublicConfigContext = createContext<PublicConfig>(NO_PUBLIC_CONFIG);

/** The public configuration (reporting, tag manager, consent tool ids). */
export function usePublicConfig(): PublicConfig {
  return useContext(PublicConfigContext);
}

// Until the first render has been hydrated, an error boundary shows an error the server
// met and has reported already: the browser reports only errors it meets itself.
let hydrated = false;

/** Called once the document has hydrated. */
export function markHydrated(): void {
  hydrated = true;
}

/**
 * Reports the error a route's error boundary caught (not a 404), tagged with the boundary,
 * so the error page is never silent (spec §8: "the error is reported with a tag").
 */
export function useReportRouteError(boundary: string): void {
  const error = useRouteError();
  const reporter = useContext(ErrorReporterContext);
  useEffect(() => {
    if (!hydrated || (isRouteErrorResponse(error) && error.status === 404)) return;
    reporter.report(error, { boundary });
  }, [error, reporter, boundary]);
}
