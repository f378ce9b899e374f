import fc from 'fast-check';
import type { FuzzFixtures, FuzzRoute } from './fuzz-types';
import { HOSTILE_SEGMENTS } from './hostile-values';
import { bodyFor, cleanHeaders, hostileHeaders, type FuzzBody } from './request-bodies';
import { pathFor, queryFor } from './request-paths';

/** One generated request, exactly as it is sent (and printed to reproduce a failure). */
export interface FuzzRequest {
  /** The route it was generated for ("GET /api/filters"), or "other method", "unknown path". */
  target: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function assemble(
  target: string,
  method: string,
  [path, query, headers, body]: [string, string, Record<string, string>, FuzzBody],
): FuzzRequest {
  return {
    target,
    method,
    url: path + query,
    headers: body.type ? { ...headers, 'content-type': body.type } : headers,
    ...(body.payload !== undefined ? { payload: body.payload } : {}),
  };
}

/**
 * A clean request for one route: what the site's own pages would send, with ids that
 * exist, the session and the key, so the handler's real work is exercised.
 */
export function cleanRequestFor(
  route: FuzzRoute,
  fx: FuzzFixtures,
  method = route.method,
): fc.Arbitrary<FuzzRequest> {
  return variant(route, fx, method, true);
}

/**
 * Requests for one route: a third clean, the rest hostile — generated, mutated and
 * malformed parameters, queries, bodies and headers.
 */
export function requestFor(
  route: FuzzRoute,
  fx: FuzzFixtures,
  method = route.method,
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 1, arbitrary: variant(route, fx, method, true) },
    { weight: 2, arbitrary: variant(route, fx, method, false) },
  );
}

function variant(route: FuzzRoute, fx: FuzzFixtures, method: string, clean: boolean) {
  return fc
    .tuple(
      pathFor(route, fx, clean),
      queryFor(route, fx, clean),
      clean ? cleanHeaders(fx) : hostileHeaders(fx),
      BODY_METHODS.has(method) ? bodyFor(route, fx, clean) : fc.constant<FuzzBody>({}),
    )
    .map((parts) => assemble(route.key, method, parts));
}

const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'SEARCH',
  'PROPFIND',
];

/** A real route's path with any method (mostly one it does not have). */
export function otherMethodFor(routes: FuzzRoute[], fx: FuzzFixtures): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(fc.constantFrom(...routes), fc.constantFrom(...METHODS))
    .chain(([route, method]) => requestFor(route, fx, method))
    .map((request) => ({ ...request, target: 'other method' }));
}

const NEAR_MISSES = [
  '/api',
  '/api/',
  '/api/v2/objects',
  '/api/galleries/',
  '//',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/api/search/',
  '/health/',
  '/iiif/3/',
  '/iiif/3',
  '/api/v1',
  '/images/1/jpg/100/',
  '/x'.repeat(3000),
];

/** Paths no route has: near misses of real ones, traversal, junk, very long. */
export function unknownPath(fx: FuzzFixtures): fc.Arbitrary<FuzzRequest> {
  const segments = fc
    .array(fc.constantFrom(...HOSTILE_SEGMENTS, 'api', 'v1', 'galleries'), {
      minLength: 1,
      maxLength: 6,
    })
    .map((s) => `/${s.join('/')}`);
  const path = fc.oneof(fc.webPath(), fc.constantFrom(...NEAR_MISSES), segments);
  return fc
    .tuple(path, fc.constantFrom(...METHODS), hostileHeaders(fx), fc.option(fc.string()))
    .map(([p, method, headers, payload]) => ({
      target: 'unknown path',
      method,
      url: p.startsWith('/') ? p : `/${p}`,
      headers,
      ...(payload !== null && BODY_METHODS.has(method) ? { payload } : {}),
    }));
}
