import type {
  PublicObject,
  PublicObjectHistory,
  PublicObjectList,
  PublicObjectsQuery,
  PublicPeopleList,
  PublicPeopleQuery,
  PublicPerson,
  PublicSearchQuery,
  PublicSearchResult,
} from '@kokoelma/contract/public-api';
import { KokoelmaApiError } from './errors.js';
import { jsonLines } from './json-lines.js';
import { toSearchParams } from './query.js';
import { RETRY_MAX_ATTEMPTS, isRetryable, parseRetryAfter, retryDelay, sleep } from './retry.js';

/** Where the public API lives below the site's address (PUBLIC_API_PREFIX of the contract). */
export const API_PREFIX = '/api/v1';

/** The header that carries the API key (API_KEY_HEADER of the contract). */
export const API_KEY_HEADER = 'x-api-key';

export interface KokoelmaClientOptions {
  /** The site, e.g. `https://kokoelma.example.org` (`/api/v1` is added unless present). */
  readonly baseUrl: string;
  /** The API key, sent as `x-api-key`. Every route but the OpenAPI document needs one. */
  readonly apiKey?: string;
  /** Total attempts of one request, the first included; default 10 (spec §9). */
  readonly maxAttempts?: number;
  /** Delay before the next attempt after attempt `attempt` (0-based) failed; default 1000 × 1.5^attempt ms. */
  readonly retryDelay?: (attempt: number) => number;
  /**
   * The longest `Retry-After` the client waits out, in ms; a 429 asking for longer is
   * thrown at once (an export refused for the next hour should not hang a script). Default 120000.
   */
  readonly maxRetryAfterMs?: number;
  /** Called before each retry: log it, count it. */
  readonly onRetry?: (info: {
    url: string;
    attempt: number;
    delayMs: number;
    error: unknown;
  }) => void;
  /** Another fetch (a proxy agent, a test double); default the global fetch. */
  readonly fetch?: typeof fetch;
  /** Headers added to every request, e.g. a User-Agent of your script. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Options of one call. */
export interface RequestOptions {
  /** Aborts the request, its retries and their waits. */
  readonly signal?: AbortSignal;
}

/**
 * A typed client of the Kokoelma public API (`/api/v1`): one method per route, paging as
 * async iterators, the export as an async iterable of objects, and the spec's retries.
 */
export class KokoelmaClient {
  readonly #base: string;
  readonly #options: KokoelmaClientOptions;

  constructor(options: KokoelmaClientOptions) {
    const base = options.baseUrl.replace(/\/+$/, '');
    this.#base = base.endsWith(API_PREFIX) ? base : `${base}${API_PREFIX}`;
    this.#options = options;
  }

  /** GET /objects: one page of objects matching the filters, in id order. */
  objects(query: PublicObjectsQuery = {}, options?: RequestOptions): Promise<PublicObjectList> {
    return this.#json('/objects', query, options);
  }

  /** GET /objects/{id}: one object; a {@link KokoelmaApiError} with status 404 when there is none. */
  object(id: number, options?: RequestOptions): Promise<PublicObject> {
    return this.#json(`/objects/${encodeURIComponent(String(id))}`, {}, options);
  }

  /** GET /objects/{id}/history: the object's changes, newest first; 404 for an id never known. */
  objectHistory(id: number, options?: RequestOptions): Promise<PublicObjectHistory> {
    return this.#json(`/objects/${encodeURIComponent(String(id))}/history`, {}, options);
  }

  /** GET /search: one page of the site's search (offset paging through the first 1,000 results). */
  search(query: PublicSearchQuery = {}, options?: RequestOptions): Promise<PublicSearchResult> {
    return this.#json('/search', query, options);
  }

  /** GET /people: one page of people, in id order. */
  people(query: PublicPeopleQuery = {}, options?: RequestOptions): Promise<PublicPeopleList> {
    return this.#json('/people', query, options);
  }

  /** GET /people/{id}: one person; a {@link KokoelmaApiError} with status 404 when there is none. */
  person(id: string, options?: RequestOptions): Promise<PublicPerson> {
    return this.#json(`/people/${encodeURIComponent(id)}`, {}, options);
  }

  /** Every page of GET /objects, following `nextCursor` from `query.cursor` (or the start). */
  objectPages(
    query: PublicObjectsQuery = {},
    options?: RequestOptions,
  ): AsyncGenerator<PublicObjectList, void, undefined> {
    return this.#cursorPages((cursor) => this.objects({ ...query, cursor }, options), query.cursor);
  }

  /** Every object matching the filters, one at a time, page by page (cursor). */
  async *allObjects(
    query: PublicObjectsQuery = {},
    options?: RequestOptions,
  ): AsyncGenerator<PublicObject, void, undefined> {
    for await (const page of this.objectPages(query, options)) yield* page.items;
  }

  /** Every page of GET /people, following `nextCursor`. */
  peoplePages(
    query: PublicPeopleQuery = {},
    options?: RequestOptions,
  ): AsyncGenerator<PublicPeopleList, void, undefined> {
    return this.#cursorPages((cursor) => this.people({ ...query, cursor }, options), query.cursor);
  }

  /** Every person (matching `q`), one at a time, page by page (cursor). */
  async *allPeople(
    query: PublicPeopleQuery = {},
    options?: RequestOptions,
  ): AsyncGenerator<PublicPerson, void, undefined> {
    for await (const page of this.peoplePages(query, options)) yield* page.items;
  }

  /**
   * Every page of GET /search from `query.offset` (or 0), by offset, until the results
   * that offset can reach (`pageable`, at most 1,000) are done.
   */
  async *searchPages(
    query: PublicSearchQuery = {},
    options?: RequestOptions,
  ): AsyncGenerator<PublicSearchResult, void, undefined> {
    let offset = query.offset ?? 0;
    for (;;) {
      const page = await this.search({ ...query, offset }, options);
      yield page;
      offset = page.offset + page.items.length;
      if (page.items.length === 0 || page.next === null || offset >= page.pageable) return;
    }
  }

  /** Every search result that offset paging reaches, one at a time. */
  async *allSearchResults(
    query: PublicSearchQuery = {},
    options?: RequestOptions,
  ): AsyncGenerator<PublicObject, void, undefined> {
    for await (const page of this.searchPages(query, options)) yield* page.items;
  }

  /**
   * GET /export: the whole collection, one object at a time, as the JSON Lines body
   * arrives (memory holds one line). Starting the export is retried like any request;
   * a connection lost in the middle is thrown, since an export cannot resume.
   */
  async *export(options?: RequestOptions): AsyncGenerator<PublicObject, void, undefined> {
    const response = await this.#request('/export', {}, options, 'application/jsonl');
    if (!response.body) throw new Error(`No body from ${response.url}`);
    yield* jsonLines<PublicObject>(response.body, response.url);
  }

  async #json<T>(path: string, query: object, options?: RequestOptions): Promise<T> {
    const response = await this.#request(path, query, options, 'application/json');
    return (await response.json()) as T;
  }

  async *#cursorPages<P extends { nextCursor: string | null }>(
    page: (cursor: string | undefined) => Promise<P>,
    first: string | undefined,
  ): AsyncGenerator<P, void, undefined> {
    let cursor = first;
    for (;;) {
      const current = await page(cursor);
      yield current;
      if (current.nextCursor === null) return;
      cursor = current.nextCursor;
    }
  }

  /** One GET with the spec's retries; resolves with an OK response or rejects with the last error. */
  async #request(
    path: string,
    query: object,
    options: RequestOptions = {},
    accept: string,
  ): Promise<Response> {
    const params = toSearchParams(query).toString();
    const url = `${this.#base}${path}${params ? `?${params}` : ''}`;
    const doFetch = this.#options.fetch ?? globalThis.fetch;
    const maxAttempts = this.#options.maxAttempts ?? RETRY_MAX_ATTEMPTS;
    const delayOf = this.#options.retryDelay ?? retryDelay;
    const maxRetryAfter = this.#options.maxRetryAfterMs ?? 120_000;
    const headers: Record<string, string> = { accept, ...this.#options.headers };
    if (this.#options.apiKey !== undefined) headers[API_KEY_HEADER] = this.#options.apiKey;

    for (let attempt = 0; ; attempt += 1) {
      let error: unknown;
      try {
        const init: RequestInit = { headers };
        if (options.signal) init.signal = options.signal;
        const response = await doFetch(url, init);
        if (response.ok) return response;
        error = await toApiError(url, response);
      } catch (thrown) {
        error = thrown;
      }
      if (attempt + 1 >= maxAttempts || !isRetryable(error)) throw error;
      const retryAfter = error instanceof KokoelmaApiError ? error.retryAfterMs : undefined;
      if (retryAfter !== undefined && retryAfter > maxRetryAfter) throw error;
      const delayMs = retryAfter ?? delayOf(attempt);
      this.#options.onRetry?.({ url, attempt, delayMs, error });
      await sleep(delayMs, options.signal);
    }
  }
}

/** The error of a response that is not OK, with the API's `{error, message}` when it sent one. */
async function toApiError(url: string, response: Response): Promise<KokoelmaApiError> {
  let code: string | undefined;
  let message: string | undefined;
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string') code = body.error;
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // Not JSON (a proxy's error page): status and status text say enough.
  }
  const details: { code?: string; message?: string; retryAfterMs?: number } = {};
  if (code !== undefined) details.code = code;
  if (message !== undefined) details.message = message;
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
  if (retryAfterMs !== undefined) details.retryAfterMs = retryAfterMs;
  return new KokoelmaApiError(url, response.status, response.statusText, details);
}
