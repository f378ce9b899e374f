import {
  API_KEY_HEADER,
  PUBLIC_API_PREFIX,
  publicApiExamples,
  publicApiRoutes,
  type PublicApiRouteName,
} from '@kokoelma/contract';

/** The shell variable the examples read the key from: a key never typed into history. */
export const KEY_VARIABLE = 'KOKOELMA_API_KEY';

/** One endpoint as the developer page lists it, straight from the route definitions. */
export interface EndpointDoc {
  name: PublicApiRouteName;
  method: string;
  /** The path as OpenAPI writes it: /api/v1/objects/{id}. */
  path: string;
  /**
   * Whether the route takes a key: `open` never (the OpenAPI document), `optional` (the
   * reads: without one at a lower rate), `required` (the export).
   */
  key: KeyUse;
  curl: string;
}

export type KeyUse = 'open' | 'optional' | 'required';

/** What the route's OpenAPI `security` says of the key (`{}`: it may be left out). */
export function keyUse(name: PublicApiRouteName): KeyUse {
  const security: ReadonlyArray<Record<string, unknown>> = publicApiRoutes[name].schema.security;
  if (security.length === 0) return 'open';
  return security.some((requirement) => Object.keys(requirement).length === 0)
    ? 'optional'
    : 'required';
}

/**
 * A curl command that runs the route's documented example against `publicUrl`: with the
 * key where the route needs one or `withKey` asks for it, without it otherwise.
 */
export function curlExample(publicUrl: string, name: PublicApiRouteName, withKey = false): string {
  const use = keyUse(name);
  const sendsKey = use === 'required' || (use === 'optional' && withKey);
  return [
    'curl',
    ...(sendsKey ? [`-H "${API_KEY_HEADER}: $${KEY_VARIABLE}"`] : []),
    // The export is a download, not something to read in a terminal.
    ...(name === 'export' ? ['-o kokoelma-objects.jsonl'] : []),
    `"${publicUrl}${PUBLIC_API_PREFIX}${publicApiExamples[name]}"`,
  ].join(' ');
}

/** Every endpoint of the public API, in the order of the route definitions. */
export function endpointDocs(publicUrl: string): EndpointDoc[] {
  return (Object.keys(publicApiRoutes) as PublicApiRouteName[]).map((name) => {
    const route = publicApiRoutes[name];
    return {
      name,
      method: route.method,
      path: `${PUBLIC_API_PREFIX}${route.url.replace(/:(\w+)/g, '{$1}')}`,
      key: keyUse(name),
      curl: curlExample(publicUrl, name),
    };
  });
}
