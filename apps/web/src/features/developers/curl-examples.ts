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
  /** False only for the OpenAPI document itself. */
  needsKey: boolean;
  curl: string;
}

/** A curl command that runs the route's documented example against `publicUrl`. */
export function curlExample(publicUrl: string, name: PublicApiRouteName): string {
  const needsKey = publicApiRoutes[name].schema.security.length > 0;
  return [
    'curl',
    ...(needsKey ? [`-H "${API_KEY_HEADER}: $${KEY_VARIABLE}"`] : []),
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
      needsKey: route.schema.security.length > 0,
      curl: curlExample(publicUrl, name),
    };
  });
}
