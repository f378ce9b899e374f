import type { RouteOptions } from 'fastify';
import type { ServerReporter } from '../../error-reporting';
import { BODY_LIMIT, type FuzzRoute } from './fuzz-types';
import { asSchema } from './schema-values';

/** What the fuzzer learns of an app as it is built: its routes, what was reached, errors. */
export interface RouteRecorder {
  routes: FuzzRoute[];
  reached: Set<string>;
  handled: Set<string>;
  reported: Error[];
  /** Pass as the app's error reporter: 5xx errors, with their stacks. */
  reporter: ServerReporter;
  /** Register as an onRoute hook before any route. */
  onRoute: (route: RouteOptions) => void;
}

export function routeRecorder(): RouteRecorder {
  const routes: FuzzRoute[] = [];
  const reached = new Set<string>();
  const handled = new Set<string>();
  const reported: Error[] = [];
  const reporter: ServerReporter = {
    report: (error) =>
      void reported.push(error instanceof Error ? error : new Error(String(error))),
    flush: async () => true,
  };
  const key = (request: { method: string; routeOptions: { url?: string } }) =>
    `${request.method} ${request.routeOptions.url ?? ''}`;
  const onRoute = (route: RouteOptions) => {
    // Route-level hooks run only for requests the router gave this route: onResponse for
    // every answer of it (also one a plugin's hook gave, as CORS answers preflights),
    // preHandler once a request passed every check and the handler runs.
    route.onResponse = [
      async (request) => void reached.add(key(request)),
      ...[route.onResponse ?? []].flat(),
    ];
    route.preHandler = [
      async (request) => void handled.add(key(request)),
      ...[route.preHandler ?? []].flat(),
    ];
    const schema = route.schema ?? {};
    for (const method of [route.method].flat()) {
      routes.push({
        key: `${method} ${route.url}`,
        method,
        url: route.url,
        body: asSchema(schema.body),
        querystring: asSchema(schema.querystring),
        params: asSchema(schema.params),
        headers: asSchema(schema.headers),
        bodyLimit: route.bodyLimit ?? BODY_LIMIT,
      });
    }
  };
  return { routes, reached, handled, reported, reporter, onRoute };
}
