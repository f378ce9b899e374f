import type { CdaEntity } from '../local-types';
import { asset, t } from './build';

// Images of the local content are pictures of demo collection objects: the app serves
// /cms-assets/objects/{id}.jpg from the object's first image, so the local content needs
// no image files of its own. Documents are shipped in libs/cms/assets/files.

/** Path prefix under which the app serves the local content's files. */
export const LOCAL_ASSET_PREFIX = '/cms-assets';

const uploaded = { createdAt: '2025-09-01T08:00:00.000Z' };

/** The asset id of the picture of demo object `objectId`. */
export function objectImageId(objectId: number): string {
  return `object-image-${objectId}`;
}

/**
 * The picture of a demo object. Demo pictures are generated colour-field compositions,
 * and the alternative text says so rather than pretending to describe a real work.
 */
function objectImage(objectId: number): CdaEntity {
  return asset(
    objectImageId(objectId),
    uploaded,
    {
      url: `${LOCAL_ASSET_PREFIX}/objects/${objectId}.jpg`,
      fileName: `${objectId}.jpg`,
      contentType: 'image/jpeg',
    },
    t(`Teos ${objectId}`, `Verk ${objectId}`, `Work ${objectId}`),
    t(
      `Abstrakti värikenttäsommitelma, esittelykokoelman teos ${objectId}`,
      `Abstrakt färgfältskomposition, verk ${objectId} i demosamlingen`,
      `Abstract colour-field composition, work ${objectId} of the demo collection`,
    ),
  );
}

/**
 * Demo objects whose pictures the content uses. Demo collection ids start at 1000
 * (DEMO_FIRST_OBJECT_ID of @kokoelma/collection) and every size used, even the 300 of the
 * browser tests, holds 1000–1299; each of these has an image in the generated collection.
 */
export const OBJECT_IMAGE_IDS = [
  1001, 1002, 1003, 1004, 1005, 1006, 1007, 1009, 1010, 1011, 1012, 1014, 1016, 1017,
] as const;

export const IMAGE_TERMS_PDF_ID = 'file-image-terms';

/**
 * An upload the site cannot show: rich text accepts only png, jpeg and pdf files (spec
 * §2), so the media page shows the Finnish not-supported note in its place. It is in the
 * demo content on purpose, to show that note (and its report) without a CMS; the file
 * itself is never linked, so none is shipped.
 */
export const PRESS_LOGO_SVG_ID = 'file-press-logo';

export const ASSETS: readonly CdaEntity[] = [
  ...OBJECT_IMAGE_IDS.map(objectImage),
  asset(
    IMAGE_TERMS_PDF_ID,
    uploaded,
    {
      url: `${LOCAL_ASSET_PREFIX}/files/kuvien-kayttoehdot.pdf`,
      fileName: 'kuvien-kayttoehdot.pdf',
      contentType: 'application/pdf',
    },
    t(
      'Kuvien käyttöehdot (PDF)',
      'Villkor för användning av bilder (PDF)',
      'Terms of use for images (PDF)',
    ),
  ),
  asset(
    PRESS_LOGO_SVG_ID,
    uploaded,
    {
      url: `${LOCAL_ASSET_PREFIX}/files/kansallisgalleria-logo.svg`,
      fileName: 'kansallisgalleria-logo.svg',
      contentType: 'image/svg+xml',
    },
    t(
      'Kansallisgallerian logo (SVG)',
      'Nationalgalleriets logotyp (SVG)',
      'Logo of the Finnish National Gallery (SVG)',
    ),
  ),
];
