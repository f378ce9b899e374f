import { maskedPath } from '@kokoelma/contract/site';
import { ANALYTICS_CHECK_INTERVAL_MS } from '@kokoelma/domain';

/** The events the site reports (spec §7), each with what the tag manager needs. */
export type AnalyticsEvent =
  | {
      event: 'pageview';
      page: string;
      lang: string;
      /**
       * The page's address as the tag manager's tags should report it (GA4's
       * `page_location`): without the query and with a gallery's slug masked.
       */
      page_location?: string;
    }
  | { event: 'menuButtonClick'; open: boolean }
  | { event: 'donationLinkClick' }
  | { event: 'userLogout' }
  | { event: 'collectionSearch'; searchTerms: string[] }
  | { event: 'galleryCreated'; galleryId: number | string }
  | { event: 'objectAddedToGallery'; galleryId: number | string; objectId: number }
  | { event: 'objectRemovedFromGallery'; galleryId: number | string; objectId: number };

/** Where events go and when they may: injected, so tests need no window or timers. */
export interface AnalyticsEnvironment {
  /** The tag manager's data layer (window.dataLayer). */
  dataLayer: { push(event: AnalyticsEvent): unknown };
  /** The visitor has allowed statistics (always true when no consent tool is configured). */
  hasConsent(): boolean;
  /** The page has finished loading. */
  isLoaded(): boolean;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Reports events; holds them back until the page has loaded and consent allows. */
export interface Analytics {
  track(event: AnalyticsEvent): void;
  /** Stops the consent check; events still queued are dropped. */
  dispose(): void;
}

/**
 * Events are queued until the page has loaded and the visitor has consented, which is
 * checked every second (spec §4); then the queue is sent in order and later events go
 * straight through. Without consent nothing ever reaches the data layer.
 */
export function createAnalytics(env: AnalyticsEnvironment): Analytics {
  const queue: AnalyticsEvent[] = [];
  let timer: unknown = null;
  const allowed = () => env.isLoaded() && env.hasConsent();
  const flush = () => {
    if (!allowed()) return;
    while (queue.length > 0) env.dataLayer.push(queue.shift() as AnalyticsEvent);
    if (timer !== null) {
      env.clearInterval(timer);
      timer = null;
    }
  };
  return {
    track(raw) {
      // A link-only gallery's address and an edit link's token are secrets: the tag
      // manager's vendor gets the page's path with them masked (maskedPath).
      const event: AnalyticsEvent =
        raw.event === 'pageview'
          ? {
              ...raw,
              page: maskedPath(raw.page),
              ...(raw.page_location !== undefined
                ? { page_location: maskedLocation(raw.page_location) }
                : {}),
            }
          : raw;
      if (queue.length === 0 && allowed()) {
        env.dataLayer.push(event);
        return;
      }
      queue.push(event);
      if (timer === null) timer = env.setInterval(flush, ANALYTICS_CHECK_INTERVAL_MS);
    },
    dispose() {
      if (timer !== null) env.clearInterval(timer);
      timer = null;
      queue.length = 0;
    },
  };
}

/** The analytics of a browser page: window.dataLayer, the consent tool when configured. */
export function browserAnalytics(options: { consentRequired: boolean }): Analytics {
  const w = window as unknown as {
    dataLayer?: AnalyticsEvent[];
    Cookiebot?: { consent?: { statistics?: boolean } };
  };
  w.dataLayer ??= [];
  const dataLayer = w.dataLayer;
  return createAnalytics({
    dataLayer,
    hasConsent: () => !options.consentRequired || w.Cookiebot?.consent?.statistics === true,
    isLoaded: () => document.readyState === 'complete',
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
  });
}

/** On the server nothing is reported. */
export const noAnalytics: Analytics = { track: () => undefined, dispose: () => undefined };

/** An absolute address with its path masked as {@link maskedPath} does, without the query. */
function maskedLocation(address: string): string {
  try {
    const url = new URL(address);
    return `${url.origin}${maskedPath(url.pathname)}`;
  } catch {
    return maskedPath(address);
  }
}
