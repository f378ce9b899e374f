import { isValidImage, rightsUri } from '@kokoelma/domain';
import type { LinkedImage, LinkedImageLink, RecordImage } from '../model/record';
import type { IssueLog } from './issue-log';
import { toInteger, toNumber } from './json-values';
import { isAlternate, localizedText, preferredValue } from './lido-text';
import { isEmptyText } from './museum-text';
import { attribute, conceptIds, firstText, select, selectFirst, textOf } from './xml-element';
import type { XmlElement } from './xml-element';

/** What the images of a record gave. */
export interface LidoImages {
  images: RecordImage[];
  /** Images linked without a pixel size, in display order: the harvest sizes them. */
  linkedImages: LinkedImage[];
  /** Licence of the first resource, kept even when its image could not be imported. */
  firstLicense: string | null;
  /** Rights holder (photographer) of the first resource, likewise. */
  firstHolder: string | null;
}

interface Representation {
  type: string;
  link: string;
  /** `lido:formatResource` of the link ("image/jpeg"), "" when not given. */
  format: string;
  kind: LinkedImageLink['kind'];
  /** Lower is better: see {@link linkRank}. */
  rank: number;
  /** A IIIF service read from a request URL: `element` is the request's, not its own. */
  derived: boolean;
  element: XmlElement;
}

/**
 * Thumbnails: `image_thumb`, `thumb`, and LIDO 1.1's terminology URI for a thumbnail
 * (`http://terminology.lido-schema.org/lido00451`).
 */
const THUMBNAIL = /thumb|lido00451/i;

/**
 * Representations that are no image of the object: LIDO 1.1's audio preview, audio, video,
 * 3D and text types (lido00452, lido00465, lido00466, lido00468, lido00482), IIIF
 * Presentation manifests (a JSON document describing a viewer, not an image), and plain
 * words for the same.
 */
const NOT_IMAGE_TYPE =
  /lido00452|lido00465|lido00466|lido00468|lido00482|presentation|manifest|audio|video|\b3d\b|pdf/i;

/**
 * Media types that are no image ("application/ld+json", "text/html", "audio/mpeg");
 * "application/octet-stream" says nothing and is kept.
 */
const NOT_IMAGE_FORMAT = /^(text|audio|video|model|application)\/(?!octet-stream)/i;

/** A IIIF Image API service named by its `info.json`. */
const INFO_JSON = /\/info\.json$/i;

/**
 * A IIIF Image API request, `{service}/{region}/{size}/{rotation}/{quality}.{format}` (v2
 * and v3): the service before it serves the whole image at any size, so a thumbnail such
 * as `…/153505/full/300,/0/default.jpg` names the full image too.
 */
const IIIF_REQUEST =
  /^(https?:\/\/.+?)\/(?:full|square|\d+,\d+,\d+,\d+|pct:[\d.]+,[\d.]+,[\d.]+,[\d.]+)\/(?:full|max|\^?!?\d*,\d*|\^?pct:[\d.]+|\^max)\/!?\d+(?:\.\d+)?\/(?:default|colou?r|gr[ae]y|bitonal|native)\.(?:jpe?g|png|gif|webp|tiff?|jp2)$/i;

/** The IIIF Image service of a IIIF Image API request URL, if the link is one. */
export function iiifServiceOf(link: string): string | undefined {
  let decoded = link;
  try {
    decoded = decodeURI(link).replace(/%2C/gi, ',');
  } catch {
    // A malformed escape: match the link as written.
  }
  return IIIF_REQUEST.exec(decoded)?.[1];
}

/**
 * Lower is better: a IIIF Image service, then the master file (master, original, large,
 * full, or LIDO 1.1's `lido00464` "provided image"), then anything but a thumbnail, then
 * the thumbnail.
 */
function linkRank(type: string, kind: LinkedImageLink['kind']): number {
  if (kind === 'iiif') return 0;
  if (/master|original|large|full|lido00464/i.test(type)) return 1;
  return THUMBNAIL.test(type) ? 3 : 2;
}

/** True when a representation is not an image at all (a manifest, audio, video, a web page). */
function isNotImage(type: string, link: string, format: string): boolean {
  if (INFO_JSON.test(link)) return false;
  const path = link.split(/[?#]/)[0] ?? '';
  return (
    NOT_IMAGE_TYPE.test(type) || NOT_IMAGE_FORMAT.test(format) || /\/manifest(\.json)?$/i.test(path)
  );
}

/**
 * The image representations of a resourceSet, best first (see {@link linkRank}); a IIIF
 * Image API request (often the thumbnail) also gives its service, ranked first. Links
 * that are no image (manifests, audio, video, web pages) are left out.
 */
function representations(set: XmlElement): Representation[] {
  const found: Representation[] = [];
  for (const element of select(set, 'resourceRepresentation')) {
    const type = attribute(element, 'type') ?? '';
    const linkElement = selectFirst(element, 'linkResource');
    const link = textOf(linkElement) ?? '';
    const format = (linkElement && attribute(linkElement, 'formatResource')?.trim()) ?? '';
    if (link === '' || isNotImage(type, link, format)) continue;
    const isService = /iiif/i.test(type) || INFO_JSON.test(link);
    const kind = isService ? 'iiif' : 'file';
    found.push({ type, link, format, kind, rank: linkRank(type, kind), element, derived: false });
    const service = isService ? undefined : iiifServiceOf(link);
    if (service) {
      found.push({
        type,
        link: service,
        format: '',
        kind: 'iiif',
        rank: 0,
        element,
        derived: true,
      });
    }
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.rank - b.rank)
    .filter((rep) => {
      if (seen.has(rep.link)) return false;
      seen.add(rep.link);
      return true;
    });
}

/** True when a resourceSet has links, but none to an image. */
function hasOnlyOtherLinks(set: XmlElement): boolean {
  return select(set, 'resourceRepresentation/linkResource').some((link) => textOf(link));
}

/** A value of a LIDO 1.0 element or of its LIDO 1.1 `term` child. */
function valueText(set: XmlElement, name: string): string | undefined {
  return firstText(set, name) ?? firstText(set, `${name}/term`);
}

const WIDTH = /width|breite|leveys|bredd|breedte|largeur/;
const HEIGHT = /height|höhe|hoehe|korkeus|höjd|hoogte|hauteur/;

/**
 * Pixel width, height and byte size from a representation's resourceMeasurementsSet
 * (LIDO 1.0 text or LIDO 1.1 `term` children).
 */
function measurements(element: XmlElement): { width?: number; height?: number; size?: number } {
  const found: { width?: number; height?: number; size?: number } = {};
  for (const set of select(element, 'resourceMeasurementsSet')) {
    const type = (valueText(set, 'measurementType') ?? '').toLowerCase();
    const unit = (valueText(set, 'measurementUnit') ?? '').toLowerCase();
    const value = toNumber(firstText(set, 'measurementValue'));
    if (value === undefined) continue;
    if (WIDTH.test(type) && !/cm|mm/.test(unit)) found.width ??= value;
    else if (HEIGHT.test(type) && !/cm|mm/.test(unit)) found.height ??= value;
    else if (/size|byte|koko|größe|storlek/.test(type)) {
      const factor = /^kb|^kib/.test(unit) ? 1024 : /^mb|^mib/.test(unit) ? 1024 ** 2 : 1;
      found.size ??= Math.round(value * factor);
    }
  }
  return found;
}

const FORMAT_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': '.jpg',
  'image/jpg': '.jpg',
  'image/png': '.png',
  'image/tiff': '.tif',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'image/jp2': '.jp2',
};

/**
 * ".jpg" from a link's path, else from its `formatResource` ("image/tiff" → ".tif");
 * IIIF services and unknown links deliver JPEG by default.
 */
function extensionOf(link: string, format = ''): string {
  const path = link.split(/[?#]/)[0] ?? '';
  const match = /\.(jpe?g|png|tiff?|webp|gif|jp2)$/i.exec(path);
  if (match?.[1]) return `.${match[1].toLowerCase()}`;
  return FORMAT_EXTENSIONS[format.toLowerCase()] ?? '.jpg';
}

function readImage(
  set: XmlElement,
  index: number,
  reps: Representation[],
): RecordImage | undefined {
  const best = reps[0];
  if (!best) return undefined;
  // A service read from a thumbnail's URL is the whole image: the thumbnail's sizes are not its.
  const sized = [best, ...reps.filter((rep) => !THUMBNAIL.test(rep.type))]
    .filter((rep) => !rep.derived)
    .map((rep) => measurements(rep.element))
    .find((m) => m.width !== undefined && m.height !== undefined);
  const candidate = {
    id: firstText(set, 'resourceID') ?? best.link,
    filename_extension: extensionOf(best.link, best.format),
    width: sized?.width,
    height: sized?.height,
    // The byte size does not affect display; 0 means "not known yet" (see IMPORT.md).
    size: sized?.size ?? 0,
    image_version: 1,
    isRiaDisplayImage: true,
  };
  if (!isValidImage(candidate)) return undefined;
  return {
    ...candidate,
    license: imageLicense(set),
    photographer: imageCredit(set),
    ordinal: ordinalOf(set, index),
    description: imageDescription(set),
    address: null,
    displayClass: null,
    sourceUrl: best.link,
  };
}

function ordinalOf(set: XmlElement, index: number): number {
  return toInteger(attribute(set, 'sortorder')) ?? index + 1;
}

/** The last segment of a link's path ("14848.jpg"), for `--images-from` with `{filename}`. */
function filenameOf(link: string): string | null {
  try {
    const segment = new URL(link).pathname.split('/').pop() ?? '';
    return segment === '' ? null : decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * An image without pixel size, kept for the harvest: every representation but thumbnails
 * (thumbnails only when there is nothing else), best first, so that a failing IIIF service
 * falls back to the master file.
 */
function linkedImage(set: XmlElement, index: number, reps: Representation[]): LinkedImage {
  const usable = reps.filter((rep) => rep.kind === 'iiif' || !THUMBNAIL.test(rep.type));
  const links: LinkedImageLink[] = (usable.length > 0 ? usable : reps).map((rep) => ({
    url: rep.link,
    kind: rep.kind,
  }));
  const fileLink = links.find((link) => link.kind === 'file') ?? links[0];
  return {
    sourceId: firstText(set, 'resourceID') ?? null,
    links,
    filename: fileLink ? filenameOf(fileLink.url) : null,
    license: imageLicense(set),
    photographer: imageCredit(set),
    ordinal: ordinalOf(set, index),
    description: imageDescription(set),
  };
}

/**
 * What the image shows, per language: the resourceSet's `resourceDescription` elements,
 * one per `xml:lang` (a preferred one before `pref="alternate"`). Null when none has text
 * in a site language.
 */
function imageDescription(set: XmlElement): RecordImage['description'] {
  const { text } = localizedText(select(set, 'resourceDescription'));
  return isEmptyText(text) ? null : text;
}

/** The rights holder of a resource: in the samples (and commonly) its photographer. */
function imageHolder(set: XmlElement): string | null {
  return (
    preferredValue(select(set, 'rightsResource/rightsHolder/legalBodyName/appellationValue')) ??
    null
  );
}

/** "Foto: ", "Photographed by ", "Kuva: " before the name in a credit line. */
const CREDIT_PREFIX =
  /^(?:photographed by|photo(?:graph)? by|foto von|(?:photo(?:graph(?:er)?)?|foto(?:graf)?|bild|kuva(?:aja)?|valokuva(?:aaja)?)\s*:)\s*/i;

/**
 * Who to credit for the image: the resource's `creditLine` ("Foto: Dietmar Katz", which
 * names the photographer where the rights holder is the museum or the artist), without
 * its "Foto:" prefix and not the one labelled "usage" (terms of use); else its rights
 * holder (the photographer in the Nationalmuseum samples).
 */
function imageCredit(set: XmlElement): string | null {
  const credits = select(set, 'rightsResource/creditLine').filter(
    (line) => !/usage/i.test(attribute(line, 'label') ?? ''),
  );
  const credit = preferredValue(credits)?.replace(CREDIT_PREFIX, '').trim();
  return credit || imageHolder(set);
}

function imageLicense(set: XmlElement): string | null {
  return licenseOf(select(set, 'rightsResource/rightsType'));
}

/**
 * The licence named by rightsType elements: a concept (LIDO 1.0 `conceptID`, LIDO 1.1
 * `skos:Concept/@rdf:about`) or a term that is a known licence or rights statement wins
 * over a descriptive term ("Attribution-NonCommercial-ShareAlike 4.0 International" with
 * the licence's URI as conceptID gives "CC BY-NC-SA 4.0"); a term's bracketed short name
 * ("… (CC BY-NC-SA 4.0)") is the next best; else the preferred term as written, else the
 * first concept as written. Creative Commons URIs become their short names
 * ({@link licenseName}). Null when the elements name nothing.
 */
export function licenseOf(rightsTypes: readonly XmlElement[]): string | null {
  const terms = rightsTypes.flatMap((rightsType) => select(rightsType, 'term'));
  const ordered = [...terms.filter((term) => !isAlternate(term)), ...terms.filter(isAlternate)]
    .map(textOf)
    .filter((text): text is string => text !== undefined);
  const concepts = rightsTypes.flatMap(conceptIds);
  const known = [...concepts, ...ordered].find((value) => rightsUri(value) !== undefined);
  if (known !== undefined) return licenseName(known);
  const bracketed = ordered
    .map((term) => /\(([^()]+)\)\s*$/.exec(term)?.[1]?.trim())
    .find((name) => name !== undefined && rightsUri(name) !== undefined);
  if (bracketed !== undefined) return bracketed;
  const value = ordered[0] ?? concepts[0];
  return value === undefined ? null : licenseName(value);
}

const CC_LICENSES: Readonly<Record<string, string>> = {
  by: 'CC BY',
  'by-sa': 'CC BY-SA',
  'by-nd': 'CC BY-ND',
  'by-nc': 'CC BY-NC',
  'by-nc-sa': 'CC BY-NC-SA',
  'by-nc-nd': 'CC BY-NC-ND',
};

/**
 * A rights statement as visitors read it: Creative Commons URIs (what LIDO sources
 * commonly give) become their short names — `…/publicdomain/mark/1.0/` → "Public Domain
 * Mark 1.0", `…/publicdomain/zero/1.0/` → "CC0 1.0", `…/licenses/by-sa/4.0/` → "CC BY-SA
 * 4.0" — which is also what decides whether the site offers the file for download. Other
 * values are kept as written.
 */
export function licenseName(value: string): string {
  const match =
    /^https?:\/\/(?:www\.)?creativecommons\.org\/(publicdomain\/(?:mark|zero)|licenses\/[a-z-]+)\/([0-9.]+)\/?$/i.exec(
      value.trim(),
    );
  if (!match?.[1] || !match[2]) return value;
  const kind = match[1].toLowerCase();
  const version = match[2];
  if (kind === 'publicdomain/mark') return `Public Domain Mark ${version}`;
  if (kind === 'publicdomain/zero') return `CC0 ${version}`;
  const name = CC_LICENSES[kind.replace('licenses/', '')];
  return name ? `${name} ${version}` : value;
}

/**
 * Images from `administrativeMetadata/resourceWrap/resourceSet`, one per set, linked to
 * its best representation (IIIF first) as `sourceUrl`. The spec keeps an image only with
 * its pixel size, and LIDO often has none: such images are kept as `linkedImages`, not
 * shown, until an import with `images` reads their sizes (src/lib/harvest). Sorted by
 * `lido:sortorder`, else document order.
 */
export function lidoImages(administrative: XmlElement | undefined, log: IssueLog): LidoImages {
  const sets = select(administrative, 'resourceWrap/resourceSet');
  const images: RecordImage[] = [];
  const linkedImages: LinkedImage[] = [];
  sets.forEach((set, index) => {
    const reps = representations(set);
    const image = readImage(set, index, reps);
    if (image) images.push(image);
    else if (reps[0]) linkedImages.push(linkedImage(set, index, reps));
    else if (hasOnlyOtherLinks(set))
      log.warn(
        `resourceSet[${index}]`,
        'resource links no image (a IIIF manifest, audio, video or a web page); skipped',
      );
    else log.warn(`resourceSet[${index}]`, 'resource has no linkResource; skipped');
  });
  const first = sets[0];
  return {
    images: images.sort((a, b) => (a.ordinal ?? 0) - (b.ordinal ?? 0)),
    linkedImages: linkedImages.sort((a, b) => (a.ordinal ?? 0) - (b.ordinal ?? 0)),
    firstLicense: first ? imageLicense(first) : null,
    firstHolder: first ? imageHolder(first) : null,
  };
}
