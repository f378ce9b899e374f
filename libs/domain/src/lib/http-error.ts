/** A response that was not OK (spec §8): it carries where it came from and the status. */
export class HttpError extends Error {
  /** Stable machine-readable code, shared with the library's other errors. */
  readonly code = 'HTTP_ERROR';
  readonly url: string;
  readonly status: number;
  readonly statusText: string;

  constructor(url: string, status: number, statusText = '') {
    super(`HTTP ${status}${statusText ? ` ${statusText}` : ''} for ${url}`);
    this.name = 'HttpError';
    this.url = url;
    this.status = status;
    this.statusText = statusText;
  }
}

/** True for an {@link HttpError} with status 404: pages show not-found, not an error (spec §4). */
export function isNotFoundError(error: unknown): error is HttpError {
  return error instanceof HttpError && error.status === 404;
}
