/**
 * Links from a person to the same person in other authority files (LIDO `actorID` of type
 * URI: Wikidata, Getty ULAN, VIAF, ISNI, Kanto …), for the person page, JSON-LD `sameAs`,
 * Linked Art `equivalent` and the public API.
 */

/** At most this many links are kept per person, each at most this long. */
export const SAME_AS_LIMIT = 10;
export const SAME_AS_MAX_LENGTH = 500;

/** Authority files by their addresses' host (and path), as their names are written. */
const AUTHORITIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:www\.)?wikidata\.org\//, 'Wikidata'],
  [/^vocab\.getty\.edu\/(?:page\/)?ulan\//, 'Getty ULAN'],
  [/^(?:www\.)?viaf\.org\//, 'VIAF'],
  [/^(?:www\.)?isni\.org\//, 'ISNI'],
  [/^(?:www\.)?finto\.fi\/finaf\//, 'Kanto'],
  [/^(?:www\.)?urn\.fi\/urn:nbn:fi:au:finaf:/i, 'Kanto'],
  [/^id\.loc\.gov\//, 'Library of Congress'],
  [/^d-nb\.info\/gnd\//, 'GND'],
  [/^(?:www\.)?rkd\.nl\//, 'RKD'],
];

/**
 * The text as a link to keep: an absolute http(s) address without credentials, at most
 * {@link SAME_AS_MAX_LENGTH} characters, as the URL parser writes it; else undefined.
 */
export function sameAsUri(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed) || trimmed.length > SAME_AS_MAX_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (url.username || url.password || !url.hostname.includes('.')) return undefined;
  return url.href.length <= SAME_AS_MAX_LENGTH ? url.href : undefined;
}

/** The name of the authority file a link goes to ("Wikidata"), else its host. */
export function sameAsName(uri: string): string {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return uri;
  }
  const at = `${url.hostname}${url.pathname}`;
  const known = AUTHORITIES.find(([pattern]) => pattern.test(at));
  return known ? known[1] : url.hostname.replace(/^www\./, '');
}

/** `a` then the links of `b` it does not have, at most {@link SAME_AS_LIMIT}. */
export function mergeSameAs(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])].slice(0, SAME_AS_LIMIT);
}
