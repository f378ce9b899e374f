import { createContext, useContext } from 'react';
import { isLayoutChoice, isUnsupportedBrowser, type LayoutChoice } from '@kokoelma/domain';
import { LAYOUT_PAGES, layoutCookieName, type LayoutPage } from '@kokoelma/contract/site';

// The page kinds that remember a layout choice separately (spec §2), and the cookie of
// each: the site contract's, which POST /layout writes too.
export { layoutCookieName, type LayoutPage };

/** What the page knows of the visitor's browser. */
export interface ClientInfo {
  /** Below the supported versions (spec §8): the page warns, with no script needed. */
  unsupportedBrowser: boolean;
  /** The layout choices the browser's cookies carry, by page kind. */
  layouts: Partial<Record<LayoutPage, LayoutChoice>>;
}

/** The layout choices of a Cookie header (or document.cookie); unknown values are ignored. */
export function layoutsFromCookies(cookies: string | null | undefined): ClientInfo['layouts'] {
  const layouts: ClientInfo['layouts'] = {};
  // Only the start of a client-written header is read.
  for (const part of (cookies ?? '').slice(0, 4096).split(';')) {
    const [name = '', value = ''] = part.trim().split('=', 2);
    for (const page of LAYOUT_PAGES) {
      if (name === layoutCookieName(page) && isLayoutChoice(value)) layouts[page] = value;
    }
  }
  return layouts;
}

/** The attribute of <html> that carries the server's browser decision to the browser. */
export const UNSUPPORTED_BROWSER_ATTRIBUTE = 'data-unsupported-browser';

/**
 * On the server, from the request's User-Agent and cookies. The page carries the browser
 * decision on <html> ({@link UNSUPPORTED_BROWSER_ATTRIBUTE}; the page cache keys on it),
 * so the browser takes it from there ({@link clientInfoOfPage}) and ships no browser list.
 */
export function clientInfoFrom(
  userAgent: string | null | undefined,
  cookies?: string | null,
): ClientInfo {
  return {
    unsupportedBrowser: isUnsupportedBrowser(userAgent ?? ''),
    layouts: layoutsFromCookies(cookies),
  };
}

/** In the browser: the server's browser decision, and the layout cookies. */
export function clientInfoOfPage(doc: Document): ClientInfo {
  return {
    unsupportedBrowser: doc.documentElement.hasAttribute(UNSUPPORTED_BROWSER_ATTRIBUTE),
    layouts: layoutsFromCookies(doc.cookie),
  };
}

export const ClientInfoContext = createContext<ClientInfo>({
  unsupportedBrowser: false,
  layouts: {},
});

/** The visitor's browser facts. */
export function useClientInfo(): ClientInfo {
  return useContext(ClientInfoContext);
}
