import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTENT_MODEL, CONTENT_TYPE_IDS } from '../content-model';
import type { ContentTypeId } from '../content-model';
import type { EntryQuery } from '../entry-source';
import type { LocalSpace } from '../local/local-space';

// A stand-in for Contentful's Delivery or Preview API on 127.0.0.1, for tests that run
// the real SDK: it answers GET /spaces/{space}/environments/{env}/entries from a local
// space in the API's own response shape (items, includes, links unresolved), with the
// API's error bodies, and can be told to fail the next requests (5xx, 429).

/** One request as the server saw it. */
export interface RecordedRequest {
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly authorization: string | undefined;
}

/** A canned answer for the next request. */
export interface ScriptedResponse {
  readonly status: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

export interface FakeContentful {
  /** "127.0.0.1:{port}", for the SDK's `host` option with `insecure: true`. */
  readonly host: string;
  readonly requests: RecordedRequest[];
  /** Answers the next requests with these, in order, before answering normally again. */
  script(...responses: ScriptedResponse[]): void;
  close(): Promise<void>;
}

export interface FakeContentfulOptions {
  readonly space: LocalSpace;
  readonly spaceId: string;
  readonly accessToken: string;
  readonly environment?: string;
}

let requestCounter = 0;

/** Contentful's error body: `sys.id` names the error, as the SDK reads it. */
export function contentfulError(id: string, message: string, details?: unknown) {
  requestCounter += 1;
  return {
    sys: { type: 'Error', id },
    message,
    ...(details === undefined ? {} : { details }),
    requestId: `fake-${requestCounter}`,
  };
}

function isContentTypeId(value: string): value is ContentTypeId {
  return CONTENT_TYPE_IDS.some((id) => id === value);
}

const KNOWN_PARAMS = new Set(['content_type', 'locale', 'include', 'limit', 'order', 'query']);

/** The entry query a `GET /entries` URL asks for, or undefined for an unknown type. */
function entryQuery(params: URLSearchParams): EntryQuery | undefined {
  const contentType = params.get('content_type') ?? '';
  if (!isContentTypeId(contentType)) return undefined;
  const where: Record<string, string> = {};
  for (const [key, value] of params) if (!KNOWN_PARAMS.has(key)) where[key] = value;
  const number = (key: string) => (params.has(key) ? Number(params.get(key)) : undefined);
  const include = number('include');
  const limit = number('limit');
  return {
    contentType,
    locale: params.get('locale') ?? 'fi',
    ...(include !== undefined ? { include } : {}),
    ...(limit !== undefined ? { limit } : {}),
    ...(params.get('order') ? { order: params.get('order') ?? '' } : {}),
    ...(params.get('query') ? { search: params.get('query') ?? '' } : {}),
    where,
  };
}

function send(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, {
    'content-type': 'application/vnd.contentful.delivery.v1+json',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

/** Starts a fake Contentful API on a free port. */
export async function startFakeContentful(options: FakeContentfulOptions): Promise<FakeContentful> {
  const environment = options.environment ?? 'master';
  const requests: RecordedRequest[] = [];
  const scripted: ScriptedResponse[] = [];
  const spacePath = `/spaces/${options.spaceId}`;

  const answer = (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
    });
    const next = scripted.shift();
    if (next) return send(response, next.status, next.body ?? {}, next.headers);
    if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
      return send(
        response,
        401,
        contentfulError(
          'AccessTokenInvalid',
          'The access token you sent could not be found or is invalid.',
        ),
      );
    }
    const envPath = `${spacePath}/environments/${environment}`;
    if (url.pathname === spacePath) {
      return send(response, 200, { sys: { type: 'Space', id: options.spaceId }, name: 'Fake' });
    }
    if (url.pathname === `${envPath}/content_types`) {
      const items = CONTENT_MODEL.map((type) => ({
        sys: { type: 'ContentType', id: type.id },
        ...type,
      }));
      return send(response, 200, {
        sys: { type: 'Array' },
        total: items.length,
        skip: 0,
        limit: 100,
        items,
      });
    }
    if (url.pathname === `${envPath}/entries`) {
      const query = entryQuery(url.searchParams);
      if (!query) {
        return send(
          response,
          400,
          contentfulError(
            'InvalidQuery',
            'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
          ),
        );
      }
      try {
        return send(response, 200, options.space.query(query));
      } catch (error) {
        // The local space refuses what Contentful refuses too, e.g. an unknown locale.
        const message = error instanceof Error ? error.message : String(error);
        return send(response, 400, contentfulError('BadRequest', message));
      }
    }
    return send(
      response,
      404,
      contentfulError('NotFound', 'The resource could not be found.', { type: 'Space' }),
    );
  };

  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port =
    typeof address === 'object' && address !== null ? (address satisfies AddressInfo).port : 0;
  return {
    host: `127.0.0.1:${port}`,
    requests,
    script: (...responses) => scripted.push(...responses),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
