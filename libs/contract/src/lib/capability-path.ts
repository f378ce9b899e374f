/**
 * A gallery's slug in an address: the secret of a link-only gallery's view link (the site,
 * its API, its export and its IIIF manifest). Gallery ids (numbers) are no secret.
 */
const GALLERY_SLUG_SEGMENT = /(\/(?:galleries|gallery))\/[A-Za-z0-9_-]{22,64}(?=\/|$)/g;

/**
 * A path as logs, traces and analytics may keep it: without its query (an edit link's
 * `editToken`, a visitor's words) and with a gallery's slug masked
 * (`/fi/galleries/:slug`), since a link-only gallery's address is its secret.
 */
export function maskedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.replace(GALLERY_SLUG_SEGMENT, '$1/:slug');
}
