import type {
  Gallery,
  GalleryErrorReason,
  NewGalleryRequest,
  ShareGalleryRequest,
  ShareGalleryResponse,
  SharedGallery,
} from '@kokoelma/contract';
import { GALLERY_ERROR_REASONS } from '@kokoelma/contract';
import { HttpError, withRetry, type RetryOptions } from '@kokoelma/domain';

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

/** The part of `fetch` the client uses; pass the real one, or a fake in tests. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Options of {@link createGalleriesClient}. */
export interface GalleriesClientOptions {
  /** Prefix of every path, e.g. `https://example.fi`; default '' (same origin). */
  baseUrl?: string;
  /**
   * How reads (GET) are retried after network errors (spec §8: 1000 ms × 1.5^n, at most
   * 10 attempts, never after an HTTP error answer). Writes are never retried: a create
   * repeated after a lost answer would make a second gallery.
   */
  retry?: RetryOptions;
}

/** A call that needs a session answers this, or {@link NotSignedIn}. */
export type SignedIn<T> = Promise<T | NotSignedIn>;

/** The gallery API from the browser: one method per route of `galleryRoutes`. */
export interface GalleriesClient {
  /** GET /api/galleries: the visitor's galleries, newest first. */
  list(): SignedIn<Gallery[]>;
  /** POST /api/galleries: a new gallery with one artwork. */
  create(request: NewGalleryRequest): SignedIn<Gallery>;
  /** GET /api/galleries/{id}/edit: one of the visitor's own galleries. */
  forEdit(galleryId: number): SignedIn<Gallery>;
  /** GET /api/galleries/{slug}: the shared view, signed in or not. */
  shared(slug: string): Promise<SharedGallery>;
  /** POST /api/galleries/{id}/artwork/{artworkId} (empty body); 409 when it is there. */
  addArtwork(galleryId: number, artworkId: number): SignedIn<Gallery>;
  /** DELETE /api/galleries/{id}/artwork/{artworkId}. */
  removeArtwork(galleryId: number, artworkId: number): SignedIn<Gallery>;
  /** PATCH /api/galleries/{id}: rename. */
  rename(galleryId: number, name: string): SignedIn<Gallery>;
  /** DELETE /api/galleries/{id}: resolves to undefined once deleted. */
  remove(galleryId: number): SignedIn<undefined>;
  /** POST /api/galleries/{id}/share: the link, and an e-mail when `email` is given. */
  share(galleryId: number, request: ShareGalleryRequest): SignedIn<ShareGalleryResponse>;
  /** GET /api/favourites. */
  favourites(): SignedIn<Gallery>;
  /** POST /api/favourites/{artworkId}. */
  addFavourite(artworkId: number): SignedIn<Gallery>;
  /** DELETE /api/favourites/{artworkId}. */
  removeFavourite(artworkId: number): SignedIn<Gallery>;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * A small typed client of the gallery routes. Answers are the contract's types; 401 is
 * the {@link NotSignedIn} value; other failures throw {@link GalleryRequestError}.
 * Requests are same-origin with the session cookie (credentials: same-origin).
 */
export function createGalleriesClient(
  fetchFn: FetchLike = (url, init) => fetch(url, init),
  options: GalleriesClientOptions = {},
): GalleriesClient {
  const base = options.baseUrl ?? '';

  async function once<T>(method: Method, path: string, body?: unknown): Promise<T | NotSignedIn> {
    const url = `${base}${path}`;
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

  const read = <T>(path: string) => withRetry(() => once<T>('GET', path), options.retry);
  const write = <T>(method: Exclude<Method, 'GET'>, path: string, body?: unknown) =>
    once<T>(method, path, body);
  const id = (value: number) => encodeURIComponent(String(value));

  return {
    list: () => read<Gallery[]>('/api/galleries'),
    create: (request) => write<Gallery>('POST', '/api/galleries', request),
    forEdit: (galleryId) => read<Gallery>(`/api/galleries/${id(galleryId)}/edit`),
    async shared(slug) {
      const answer = await read<SharedGallery>(`/api/galleries/${encodeURIComponent(slug)}`);
      // The shared view needs no session, so 401 is not an answer it gives.
      if (isNotSignedIn(answer))
        throw new GalleryRequestError(`${base}/api/galleries`, 401, '', null);
      return answer;
    },
    addArtwork: (galleryId, artworkId) =>
      write<Gallery>('POST', `/api/galleries/${id(galleryId)}/artwork/${id(artworkId)}`),
    removeArtwork: (galleryId, artworkId) =>
      write<Gallery>('DELETE', `/api/galleries/${id(galleryId)}/artwork/${id(artworkId)}`),
    rename: (galleryId, name) =>
      write<Gallery>('PATCH', `/api/galleries/${id(galleryId)}`, { name }),
    remove: (galleryId) => write<undefined>('DELETE', `/api/galleries/${id(galleryId)}`),
    share: (galleryId, request) =>
      write<ShareGalleryResponse>('POST', `/api/galleries/${id(galleryId)}/share`, request),
    favourites: () => read<Gallery>('/api/favourites'),
    addFavourite: (artworkId) => write<Gallery>('POST', `/api/favourites/${id(artworkId)}`),
    removeFavourite: (artworkId) => write<Gallery>('DELETE', `/api/favourites/${id(artworkId)}`),
  };
}
