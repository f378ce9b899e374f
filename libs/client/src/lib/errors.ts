/**
 * An answer that was not OK (spec §8): where it came from, its status and status text, and
 * the API's `{error, message}` body when it sent one.
 */
export class KokoelmaApiError extends Error {
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  /** The API's stable error code (`not_found`, `bad_request`, `rate_limited`, …), if any. */
  readonly code: string | undefined;
  /** Milliseconds the server asked to wait (`Retry-After`), if it said. */
  readonly retryAfterMs: number | undefined;

  constructor(
    url: string,
    status: number,
    statusText: string,
    details: { code?: string; message?: string; retryAfterMs?: number } = {},
  ) {
    const head = `HTTP ${status}${statusText ? ` ${statusText}` : ''} for ${url}`;
    super(details.message ? `${head}: ${details.message}` : head);
    this.name = 'KokoelmaApiError';
    this.url = url;
    this.status = status;
    this.statusText = statusText;
    this.code = details.code;
    this.retryAfterMs = details.retryAfterMs;
  }
}

/** True for a {@link KokoelmaApiError} with status 404. */
export function isNotFound(error: unknown): error is KokoelmaApiError {
  return error instanceof KokoelmaApiError && error.status === 404;
}
