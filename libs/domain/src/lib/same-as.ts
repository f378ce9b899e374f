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
 * An absolute http(s) address: scheme, host (a name with a dot, or an address; no
 * credentials, no port beyond digits), and a path, query or fragment without spaces,
 * control characters or characters an address never holds unescaped.
 */
const ADDRESS = /^(https?):\/\/([a-z0-9.-]+\.[a-z0-9-]+(?::\d{1,5})?)([/?#][^\s"<>\\^`{|}]*)?$/i;

/**
 * The text as a link to keep: an absolute http(s) address (see ADDRESS), at most
 * {@link SAME_AS_MAX_LENGTH} characters, its scheme and host in lower case; else
 * undefined.
 */
export function sameAsUri(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed.length > SAME_AS_MAX_LENGTH || /\p{Cc}/u.test(trimmed)) return undefined;
  const match = ADDRESS.exec(trimmed);
  if (!match?.[1] || !match[2]) return undefined;
  return `${match[1].toLowerCase()}://${match[2].toLowerCase()}${match[3] ?? '/'}`;
}

/** The name of the authority file a link goes to ("Wikidata"), else its host. */
export function sameAsName(uri: string): string {
  const match = ADDRESS.exec(uri);
  if (!match?.[2]) return uri;
  const host = match[2].toLowerCase();
  const at = `${host}${match[3] ?? '/'}`;
  const known = AUTHORITIES.find(([pattern]) => pattern.test(at));
  return known ? known[1] : host.replace(/^www\./, '');
}

/** `a` then the links of `b` it does not have, at most {@link SAME_AS_LIMIT}. */
export function mergeSameAs(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])].slice(0, SAME_AS_LIMIT);
}
