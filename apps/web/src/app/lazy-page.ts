import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { retryLazy } from '@kokoelma/domain';

/** What a lazy page route carries: the module it loads, for the page's list of modules (app-modules.ts). */
export interface PageHandle {
  /** The page module's path from the web app's root, as Vite's manifest names it. */
  chunk: string;
  /**
   * False for a page served as plain HTML, never hydrated: no script at all (a gallery's
   * embed view, framed by other sites, is links and pictures only).
   */
  scripts?: false;
}

/**
 * A page whose code is its own chunk, loaded when the route is first visited. A failed
 * or stalled download is retried with random exponential back-off from about 100 ms,
 * without limit, each attempt timing out after 120 s (spec §4, §8).
 */
export function lazyPage<M>(
  chunk: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    handle: { chunk } satisfies PageHandle,
    lazy: async () => ({ Component: pick(await retryLazy(load)) }),
  };
}

/** True when a route's handle names its chunk. */
export function isPageHandle(handle: unknown): handle is PageHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as { chunk?: unknown }).chunk === 'string'
  );
}

/** True when a matched route's page is plain HTML without script ({@link PageHandle}). */
export function isScriptless(handle: unknown): boolean {
  return isPageHandle(handle) && handle.scripts === false;
}
