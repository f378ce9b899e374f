import { Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { onDemand } from '../shared/on-demand';

/** Nothing to subscribe to: the value only changes from the server's to the browser's. */
const noSubscription = () => () => undefined;

/** False on the server and while hydrating, true once the page is interactive. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A component the page needs only in the browser, once it is interactive: it renders
 * nothing on the server, and its code loads after hydration (retried like a page's, see
 * retryLazy), so it adds nothing to the JavaScript a page loads before it can be used.
 */
export function afterHydration(load: () => Promise<ComponentType>): ComponentType {
  const { Component } = onDemand(load);
  return function AfterHydration() {
    return useHydrated() ? (
      <Suspense fallback={null}>
        <Component />
      </Suspense>
    ) : null;
  };
}
