import type { GalleryErrorReason } from '@kokoelma/contract/site';
import { GALLERY_ERROR_REASONS } from '@kokoelma/contract/site';
import { HttpError } from '@kokoelma/domain';

/** The answer of a gallery call made without a session (HTTP 401): a value, not an error. */
export interface NotSignedIn {
  readonly signedIn: false;
}

/** The one {@link NotSignedIn} value. */
export const NOT_SIGNED_IN: NotSignedIn = Object.freeze({ signedIn: false as const });

/** True for the answer of a call that needed a session and had none. */
export function isNotSignedIn(value: unknown): value is NotSignedIn {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { signedIn?: unknown }).signedIn === false
  );
}

/**
 * A gallery call the server refused (4xx) or failed (5xx): an {@link HttpError} (url,
 * status, status text) that also carries the server's error code and, for gallery
 * errors, the reason (e.g. `artwork_in_gallery` with 409), so a page can say what to fix.
 */
export class GalleryRequestError extends HttpError {
  /** The server's `error` code, e.g. not_found, conflict. */
  readonly errorCode: string | undefined;
  readonly reason: GalleryErrorReason | undefined;

  constructor(url: string, status: number, statusText: string, body: unknown) {
    super(url, status, statusText);
    this.name = 'GalleryRequestError';
    const { error, reason } = (typeof body === 'object' && body !== null ? body : {}) as {
      error?: unknown;
      reason?: unknown;
    };
    this.errorCode = typeof error === 'string' ? error : undefined;
    this.reason = (GALLERY_ERROR_REASONS as readonly unknown[]).includes(reason)
      ? (reason as GalleryErrorReason)
      : undefined;
  }
}

/** The reason of a failed gallery call, or undefined (a network error, a 5xx). */
export function galleryErrorReason(error: unknown): GalleryErrorReason | undefined {
  return error instanceof GalleryRequestError ? error.reason : undefined;
}

/** The part of `fetch` the client uses; pass the real one, or a fake in tests. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of a gallery route: JSON in and out, the session cookie along (same-origin),
 * 401 as {@link NOT_SIGNED_IN}, any other failure as {@link GalleryRequestError}.
 */
export async function galleryRequest<T>(
  fetchFn: FetchLike,
  method: Method,
  url: string,
  body?: unknown,
): Promise<T | NotSignedIn> {
  // No body, no content type: Fastify refuses an empty body declared as JSON.
  const response = await fetchFn(url, {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status === 401) return NOT_SIGNED_IN;
  if (!response.ok) {
    const details: unknown = await response.json().catch(() => null);
    throw new GalleryRequestError(url, response.status, response.statusText, details);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
