import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import { inlineJson } from '../shared/safe-json';

/** The global the browser router reads its initial data from. */
export const HYDRATION_GLOBAL = '__staticRouterHydrationData';
/** The global holding the server's dehydrated query cache. */
export const QUERY_STATE_GLOBAL = '__kokoelmaQueryState';

/**
 * Route errors are class instances; the browser router rebuilds them from this tagged
 * plain form, so a server-rendered 404 hydrates as the same 404.
 */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) {
      out[routeId] = { ...error, __type: 'RouteErrorResponse' };
    } else if (error instanceof Error) {
      // Only the message: a stack or internals never reach the browser.
      out[routeId] = { message: 'Internal error', __type: 'Error' };
    } else {
      out[routeId] = error;
    }
  }
  return out;
}

/** The inline script that hands the server's loader data to the browser router. */
export function hydrationScript(context: StaticHandlerContext): string {
  const payload = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };
  return `window.${HYDRATION_GLOBAL}=${inlineJson(payload)};`;
}

/** The inline script that hands the server's query cache to the browser. */
export function queryStateScript(state: unknown): string {
  return `window.${QUERY_STATE_GLOBAL}=${inlineJson(state)};`;
}
