/**
 * Parameters that campaign links and ad platforms add to an address for the visitor's
 * analytics (which reads them in the browser, from the address bar): no page reads them.
 * A newsletter or a shared post gives every visitor an address of their own (`fbclid`),
 * which would make every visit a render that no cache holds.
 */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'igshid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
]);

/** Whether a query parameter is one of the analytics' own (`utm_*` and the click ids). */
export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMS.has(lower);
}

/**
 * The address a page is rendered (and cached) for: the request's, without the analytics'
 * parameters. The page is the same with or without them, so all such visits share one
 * cached page, and no visitor's click id is written into a page that others are served.
 */
export function pageAddress(requestUrl: string, publicUrl: string): URL {
  const url = new URL(requestUrl, publicUrl);
  const names = [...new Set(url.searchParams.keys())];
  for (const name of names) if (isTrackingParam(name)) url.searchParams.delete(name);
  // An address that had only those ends without a bare "?".
  if (url.searchParams.size === 0) url.search = '';
  return url;
}
