import { IIIF_PATH } from '@kokoelma/domain';
import type { Config } from './config';

/**
 * Where the IIIF Image API of object images lives, or null when there is none: the
 * museum's IIIF server when IIIF_IMAGE_BASE_URL names one; else the site's own service
 * under /iiif/3 when it has the originals (no IMAGE_BASE_URL); else nothing, and
 * manifests then paint the image server's renditions without a service.
 */
export function iiifImageBase(
  config: Pick<Config, 'IIIF_IMAGE_BASE_URL' | 'IMAGE_BASE_URL' | 'publicUrl'>,
): string | null {
  if (config.IIIF_IMAGE_BASE_URL) return config.IIIF_IMAGE_BASE_URL.replace(/\/+$/, '');
  if (config.IMAGE_BASE_URL) return null;
  return `${config.publicUrl.replace(/\/+$/, '')}${IIIF_PATH}`;
}

/**
 * The same base as pages use it: the site's own service as a path (`/iiif/3`), so the
 * deep-zoom viewer stays on whatever host served the page (like LOCAL_IMAGE_BASE), or the
 * museum's IIIF server; null when there is none.
 */
export function iiifImageBaseForPages(
  config: Pick<Config, 'IIIF_IMAGE_BASE_URL' | 'IMAGE_BASE_URL'>,
): string | null {
  if (config.IIIF_IMAGE_BASE_URL) return config.IIIF_IMAGE_BASE_URL.replace(/\/+$/, '');
  return config.IMAGE_BASE_URL ? null : IIIF_PATH;
}
