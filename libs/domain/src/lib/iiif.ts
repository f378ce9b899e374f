/**
 * Addresses of the site's IIIF resources (https://iiif.io): the Image API 3.0 service of
 * each object image and the Presentation API 3.0 manifests of objects and galleries. One
 * definition here, so the server that answers them, the manifests that link them and the
 * pages that offer them cannot drift apart.
 */

/** Where the site serves IIIF under its own origin (version 3 of both APIs). */
export const IIIF_PATH = '/iiif/3';

/** The JSON-LD context of Image API 3 documents (info.json). */
export const IIIF_IMAGE_CONTEXT = 'http://iiif.io/api/image/3/context.json';

/** The JSON-LD context of Presentation API 3 documents (manifests, collections). */
export const IIIF_PRESENTATION_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';

/** The media type of a manifest, with the profile IIIF clients negotiate on. */
export const IIIF_PRESENTATION_MEDIA_TYPE = `application/ld+json;profile="${IIIF_PRESENTATION_CONTEXT}"`;

/** The media type of an image service's info.json. */
export const IIIF_IMAGE_MEDIA_TYPE = `application/ld+json;profile="${IIIF_IMAGE_CONTEXT}"`;

const trimmed = (base: string) => base.replace(/\/+$/, '');

/**
 * The Image API service of an image (its `id`; `/info.json` is appended to describe it):
 * `{serviceBase}/{imageId}`. `serviceBase` is the site's own `{origin}/iiif/3` or the
 * image server's IIIF base; the identifier is the image id, percent-encoded as the Image
 * API requires (ids are digits, so in practice it is unchanged).
 */
export function iiifImageServiceId(serviceBase: string, imageId: number | string): string {
  return `${trimmed(serviceBase)}/${encodeURIComponent(String(imageId))}`;
}

/** The info.json of an image's service, what a deep-zoom viewer opens. */
export function iiifImageInfoUrl(serviceBase: string, imageId: number | string): string {
  return `${iiifImageServiceId(serviceBase, imageId)}/info.json`;
}

/** The Presentation 3 manifest of a collection object: `{origin}/iiif/3/manifest/object/{id}`. */
export function objectManifestUrl(origin: string, objectId: number): string {
  return `${trimmed(origin)}${IIIF_PATH}/manifest/object/${objectId}`;
}

/**
 * The Presentation 3 manifest of a shared or public gallery, by its share slug:
 * `{origin}/iiif/3/manifest/gallery/{slug}` (answers 404 while the gallery is private).
 */
export function galleryManifestUrl(origin: string, slug: string): string {
  return `${trimmed(origin)}${IIIF_PATH}/manifest/gallery/${encodeURIComponent(slug)}`;
}
