import { CmsRequestError } from '../cms-errors';
import { isRecord } from '../transform/read';

/** What the SDK's error handler writes into an error's message: the response as JSON. */
function responseDetails(message: string): Record<string, unknown> | undefined {
  try {
    const data: unknown = JSON.parse(message);
    return isRecord(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A typed error from whatever the Contentful SDK threw. An answered request becomes an
 * Error whose name is Contentful's error id ("NotFound", "RateLimitExceeded",
 * "AccessTokenInvalid") and whose message is JSON holding the status; a request that got
 * no answer is the HTTP client's own error (ECONNREFUSED, a time-out). Only the status,
 * the error id and Contentful's short message are kept: the raw JSON holds the request's
 * headers, which have no place in logs.
 */
export function toCmsRequestError(error: unknown, contentType: string): CmsRequestError {
  if (error instanceof CmsRequestError) return error;
  if (!(error instanceof Error)) {
    return new CmsRequestError(contentType, undefined, String(error), { cause: error });
  }
  const details = responseDetails(error.message);
  const status = typeof details?.['status'] === 'number' ? details['status'] : undefined;
  const said = typeof details?.['message'] === 'string' ? details['message'] : '';
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const detail = details
    ? [error.name, said].filter((part) => part !== '').join(': ')
    : [code, error.message].filter((part) => part !== undefined && part !== '').join(' ');
  return new CmsRequestError(contentType, status, detail || error.name);
}
