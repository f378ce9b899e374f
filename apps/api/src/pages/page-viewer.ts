/**
 * Who asks for a page: the signed-in visitor's user id, or null. Most pages are the same
 * for everyone and never ask; a page that asks is one person's answer, which no shared
 * cache may keep (see `trackViewer`).
 */
export type PageViewer = () => Promise<string | null>;

/** Nobody signed in (tests, and callers that have no request). */
export const ANONYMOUS_VIEWER: PageViewer = async () => null;

/**
 * A viewer that remembers whether the page asked for it: the page route and the server
 * render use that to keep the answer out of shared caches (and out of the page cache).
 */
export function trackViewer(lookup: PageViewer): { viewer: PageViewer; asked: () => boolean } {
  let asked = false;
  return {
    viewer: () => {
      asked = true;
      return lookup();
    },
    asked: () => asked,
  };
}
