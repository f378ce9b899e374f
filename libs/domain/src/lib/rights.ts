/**
 * Licences and rights statements as IIIF `rights` URIs (Presentation 3 §3.3, Image 3 §5.6):
 * the value must be a Creative Commons licence URI or a RightsStatements.org statement URI,
 * and both are the `http` forms those vocabularies define (their `https` pages are for
 * people). The museum's data carries licences as short texts ("CC BY 4.0", "CC0",
 * "All rights reserved"), sometimes as URLs.
 */

/** Creative Commons licence codes, as they appear in licence URIs. */
const CC_LICENCES = ['by', 'by-sa', 'by-nd', 'by-nc', 'by-nc-sa', 'by-nc-nd'] as const;

/** RightsStatements.org statements (version 1.0). */
const RIGHTS_STATEMENTS = [
  'InC',
  'InC-OW-EU',
  'InC-EDU',
  'InC-NC',
  'InC-RUU',
  'NoC-CR',
  'NoC-NC',
  'NoC-OKLR',
  'NoC-US',
  'CNE',
  'UND',
  'NKC',
] as const;

/** Public domain dedication (CC0) and the Public Domain Mark. */
export const CC0_URI = 'http://creativecommons.org/publicdomain/zero/1.0/';
export const PUBLIC_DOMAIN_MARK_URI = 'http://creativecommons.org/publicdomain/mark/1.0/';
/** "In Copyright": what "All rights reserved" means in RightsStatements.org terms. */
export const IN_COPYRIGHT_URI = 'http://rightsstatements.org/vocab/InC/1.0/';

const CC_LICENCE_URI = new RegExp(
  `^http://creativecommons\\.org/licenses/(${CC_LICENCES.join('|')})/(1\\.0|2\\.0|2\\.5|3\\.0|4\\.0)/$`,
);
const STATEMENT_URI = new RegExp(
  `^http://rightsstatements\\.org/vocab/(${RIGHTS_STATEMENTS.join('|')})/1\\.0/$`,
);

/**
 * True for a URI IIIF accepts as `rights`: a Creative Commons licence or public-domain
 * tool, or a RightsStatements.org statement, in the exact `http` form with its trailing
 * slash.
 */
export function isRightsUri(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    (value === CC0_URI ||
      value === PUBLIC_DOMAIN_MARK_URI ||
      CC_LICENCE_URI.test(value) ||
      STATEMENT_URI.test(value))
  );
}

/** A licence URL in any usual spelling (https, www, no trailing slash, "deed.fi") as the IIIF form. */
function fromUrl(text: string): string | undefined {
  const cc =
    /^https?:\/\/(?:www\.)?creativecommons\.org\/(licenses|publicdomain)\/([a-z-]+)\/([0-9.]+)(?:\/|$)/i.exec(
      text,
    );
  const statement =
    /^https?:\/\/(?:www\.)?rightsstatements\.org\/(?:vocab|page)\/([A-Za-z-]+)\/1\.0(?:\/|$)/.exec(
      text,
    );
  const candidate = cc
    ? `http://creativecommons.org/${cc[1]?.toLowerCase()}/${cc[2]?.toLowerCase()}/${cc[3]}/`
    : statement
      ? `http://rightsstatements.org/vocab/${statement[1]}/1.0/`
      : undefined;
  return isRightsUri(candidate) ? candidate : undefined;
}

/** "CC BY-SA 4.0", "cc-by-nc-nd-3.0", "CC BY" (version 4.0 when none is named). */
function fromCreativeCommonsName(text: string): string | undefined {
  const match =
    /^cc[ -]?(by(?:[ -](?:nc|sa|nd))*)(?:[ -]?([0-9](?:\.[0-9])?))?(?: international)?$/.exec(text);
  if (!match?.[1]) return undefined;
  const code = match[1].replace(/ /g, '-');
  const version = match[2] ? (match[2].includes('.') ? match[2] : `${match[2]}.0`) : '4.0';
  const candidate = `http://creativecommons.org/licenses/${code}/${version}/`;
  return isRightsUri(candidate) ? candidate : undefined;
}

/**
 * The IIIF `rights` URI of a licence text from the museum's data, or undefined when the
 * text names nothing this can map (then a manifest says nothing rather than guess):
 * CC0 and public-domain marks, Creative Commons licences by name or URL,
 * RightsStatements.org URLs, and "all rights reserved" / "in copyright" (also in Finnish
 * and Swedish) as In Copyright.
 */
export function rightsUri(licence: string | null | undefined): string | undefined {
  const raw = licence?.trim();
  if (!raw) return undefined;
  if (/^https?:\/\//i.test(raw)) return fromUrl(raw);
  const text = raw.toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');
  if (/^(cc0|cc0 1\.0|cc zero|public domain dedication)$/.test(text)) return CC0_URI;
  if (/^(pdm|cc pdm|public domain( mark)?( 1\.0)?)$/.test(text)) {
    return PUBLIC_DOMAIN_MARK_URI;
  }
  if (
    /^(© ?|\(c\) ?)?(all rights reserved|in copyright|copyright|kaikki oikeudet pidätetään|tekijänoikeuden alainen|alla rättigheter förbehållna|upphovsrättsskyddad)$/.test(
      text,
    )
  ) {
    return IN_COPYRIGHT_URI;
  }
  return fromCreativeCommonsName(text);
}

/**
 * Licences whose images anyone may download and reuse: CC0 and the Public Domain Mark,
 * every Creative Commons licence (their conditions — attribution, no commercial use — are
 * the reuser's to keep, and the licence itself grants the copy), and the
 * RightsStatements.org statements that say there is no copyright (NoC-*). In Copyright
 * (all rights reserved, InC-*), "copyright not evaluated" (CNE), "undetermined" (UND),
 * "no known copyright" (NKC) and a licence text nobody can map are refused: a download
 * is offered only where the licence says so.
 */
export function licenceAllowsDownload(license: string | null | undefined): boolean {
  const uri = rightsUri(license);
  if (uri === undefined) return false;
  return (
    uri === CC0_URI ||
    uri === PUBLIC_DOMAIN_MARK_URI ||
    uri.startsWith('http://creativecommons.org/licenses/') ||
    uri.startsWith('http://rightsstatements.org/vocab/NoC-')
  );
}
