import { isValidImage } from '@kokoelma/domain';
import type { RecordImage } from '../record';
import type { IssueLog } from './issue-log';
import { toInteger, toNumber } from './json-values';
import { preferredValue } from './lido-text';
import { attribute, firstText, select } from './xml-element';
import type { XmlElement } from './xml-element';

/** What the images of a record gave. */
export interface LidoImages {
  images: RecordImage[];
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
    ordinal: toInteger(attribute(set, 'sortorder')) ?? index + 1,
    address: null,
    displayClass: null,
    sourceUrl: best.link,
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
  return (
    preferredValue(select(set, 'rightsResource/rightsType/term')) ??
    firstText(set, 'rightsResource/rightsType/conceptID') ??
    null
  );
}

/**
 * Images from `administrativeMetadata/resourceWrap/resourceSet`, one per set, linked to
 * its best representation (IIIF first) as `sourceUrl`. The spec keeps an image only with
 * its pixel size, and LIDO often has none: such images are left out and their links
 * listed in one warning, so that a later step can read the sizes (IIIF info.json) and
 * import them. Sorted by `lido:sortorder`, else document order.
 */
export function lidoImages(administrative: XmlElement | undefined, log: IssueLog): LidoImages {
  const sets = select(administrative, 'resourceWrap/resourceSet');
  const images: RecordImage[] = [];
  const unsized: string[] = [];
  sets.forEach((set, index) => {
    const reps = representations(set);
    const image = readImage(set, index, reps);
    if (image) images.push(image);
    else if (reps[0]) unsized.push(reps[0].link);
    else log.warn(`resourceSet[${index}]`, 'resource has no linkResource; skipped');
  });
  if (unsized.length > 0) {
    log.warn(
      'resourceWrap',
      `${unsized.length} image(s) without pixel size (resourceMeasurementsSet) not imported; ` +
        `a later step can read their sizes from the source: ${unsized.join(' ')}`,
    );
  }
  const first = sets[0];
  return {
    images: images.sort((a, b) => (a.ordinal ?? 0) - (b.ordinal ?? 0)),
    firstLicense: first ? imageLicense(first) : null,
    firstHolder: first ? imageHolder(first) : null,
  };
}
