import { lazy, type ComponentType } from 'react';
import { retryLazy } from '@kokoelma/domain';

/** A component whose code loads only when it is first needed (see {@link onDemand}). */
export interface OnDemand<P extends object> {
  /** The component, to render inside a Suspense boundary. */
  Component: ComponentType<P>;
  /** Starts loading its code (once: later calls share the first load). */
  preload: () => Promise<ComponentType<P>>;
  /**
   * For the control that opens it: the code is already on its way when the pointer or
   * keyboard focus reaches the control, before the click.
   */
  prefetch: { onPointerEnter: () => void; onFocus: () => void };
}

/**
 * A component the page needs only once the visitor opens it (a dialog, a viewer): its
 * code is a chunk of its own, left out of what the page loads before it can be used, and
 * fetched on first use, retried like a page's chunk (retryLazy never gives up, so the one
 * load is shared by every call).
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= retryLazy(load));
  return {
    Component: lazy(async () => ({ default: await preload() })),
    preload,
    prefetch: { onPointerEnter: () => void preload(), onFocus: () => void preload() },
  };
}
