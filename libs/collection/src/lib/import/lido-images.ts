import { isValidImage } from '@kokoelma/domain';
import type { LinkedImage, LinkedImageLink, RecordImage } from '../record';
import type { IssueLog } from './issue-log';
import { toInteger, toNumber } from './json-values';
import { preferredValue } from './lido-text';
import { attribute, firstText, select } from './xml-element';
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
  element: XmlElement;
}

/** Lower is better: a IIIF service, then the master file, then anything but a thumbnail. */
function linkRank(type: string): number {
  if (/iiif/i.test(type)) return 0;
  if (/master|original|large|full/i.test(type)) return 1;
  return /thumb/i.test(type) ? 3 : 2;
}

function representations(set: XmlElement): Representation[] {
  return select(set, 'resourceRepresentation')
    .map((element) => ({
      type: attribute(element, 'type') ?? '',
      link: firstText(element, 'linkResource') ?? '',
      element,
    }))
    .filter((rep) => rep.link !== '')
    .sort((a, b) => linkRank(a.type) - linkRank(b.type));
}

/** Pixel width, height and byte size from a representation's resourceMeasurementsSet. */
function measurements(element: XmlElement): { width?: number; height?: number; size?: number } {
  const found: { width?: number; height?: number; size?: number } = {};
  for (const set of select(element, 'resourceMeasurementsSet')) {
    const type = (firstText(set, 'measurementType') ?? '').toLowerCase();
    const unit = (firstText(set, 'measurementUnit') ?? '').toLowerCase();
    const value = toNumber(firstText(set, 'measurementValue'));
    if (value === undefined) continue;
    if (type.includes('width') && !/cm|mm/.test(unit)) found.width ??= value;
    else if (type.includes('height') && !/cm|mm/.test(unit)) found.height ??= value;
    else if (/size|byte/.test(type)) {
      const factor = /^kb/.test(unit) ? 1024 : /^mb/.test(unit) ? 1024 ** 2 : 1;
      found.size ??= Math.round(value * factor);
    }
  }
  return found;
}

/** ".jpg" from a link's path; IIIF services and unknown links deliver JPEG by default. */
function extensionOf(link: string): string {
  const path = link.split(/[?#]/)[0] ?? '';
  const match = /\.(jpe?g|png|tiff?|webp|gif|jp2)$/i.exec(path);
  return match?.[1] ? `.${match[1].toLowerCase()}` : '.jpg';
}

function readImage(
  set: XmlElement,
  index: number,
  reps: Representation[],
): RecordImage | undefined {
  const best = reps[0];
  if (!best) return undefined;
  const sized = [best, ...reps.filter((rep) => !/thumb/i.test(rep.type))]
    .map((rep) => measurements(rep.element))
    .find((m) => m.width !== undefined && m.height !== undefined);
  const candidate = {
    id: firstText(set, 'resourceID') ?? best.link,
    filename_extension: extensionOf(best.link),
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
    photographer: imageHolder(set),
    ordinal: ordinalOf(set, index),
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
  const usable = reps.filter((rep) => !/thumb/i.test(rep.type));
  const links: LinkedImageLink[] = (usable.length > 0 ? usable : reps).map((rep) => ({
    url: rep.link,
    kind: /iiif/i.test(rep.type) || /\/info\.json$/.test(rep.link) ? 'iiif' : 'file',
  }));
  const fileLink = links.find((link) => link.kind === 'file') ?? links[0];
  return {
    sourceId: firstText(set, 'resourceID') ?? null,
    links,
    filename: fileLink ? filenameOf(fileLink.url) : null,
    license: imageLicense(set),
    photographer: imageHolder(set),
    ordinal: ordinalOf(set, index),
  };
}

/** The rights holder of a resource: in the samples (and commonly) its photographer. */
function imageHolder(set: XmlElement): string | null {
  return (
    preferredValue(select(set, 'rightsResource/rightsHolder/legalBodyName/appellationValue')) ??
    null
  );
}

function imageLicense(set: XmlElement): string | null {
  const value =
    preferredValue(select(set, 'rightsResource/rightsType/term')) ??
    firstText(set, 'rightsResource/rightsType/conceptID') ??
    null;
  return value === null ? null : licenseName(value);
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
