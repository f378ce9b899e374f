import { Type } from 'typebox';
import { ErrorResponse } from './common';
import { GallerySlug } from './galleries';

// Schemas of the IIIF routes (https://iiif.io): Image API 3.0 for every object image and
// Presentation API 3.0 manifests of objects and shared galleries. Their bodies are the
// IIIF documents themselves (JSON-LD with their own rules, checked by the manifest
// validator's tests), so the schemas describe the paths and the error answers.

/** The image identifier: the image id. Anything else is an image that does not exist (404). */
export const IiifIdentifierParams = Type.Object(
  { identifier: Type.String({ maxLength: 64, description: 'Image id, e.g. 259094' }) },
  { additionalProperties: false },
);

/** `{identifier}/{region}/{size}/{rotation}/{quality}.{format}` (Image API 3.0 §4). */
export const IiifImageParams = Type.Object(
  {
    identifier: IiifIdentifierParams.properties.identifier,
    region: Type.String({
      maxLength: 100,
      description: 'full, square, x,y,w,h or pct:x,y,w,h',
    }),
    size: Type.String({
      maxLength: 100,
      description: 'max, w,, ,h, pct:n, w,h or !w,h, each optionally after ^ (upscaling)',
    }),
    rotation: Type.String({
      maxLength: 20,
      description: '0, 90, 180 or 270, optionally after ! (mirrored first)',
    }),
    quality: Type.String({
      maxLength: 20,
      description: '{quality}.{format}: default, color, gray or bitonal; jpg, png or webp',
    }),
  },
  { additionalProperties: false },
);

export const ObjectManifestParams = Type.Object(
  { objectId: Type.String({ pattern: '^[1-9][0-9]{0,14}$', description: 'Object id' }) },
  { additionalProperties: false },
);

export const GalleryManifestParams = Type.Object(
  { gallerySlug: GallerySlug },
  { additionalProperties: false },
);

const ImageBody = Type.Unsafe<unknown>(
  Type.String({ format: 'binary', description: 'image/jpeg, image/png or image/webp' }),
);

/** A IIIF JSON-LD document, sent as written (its key order matters: @context first). */
const JsonLd = (description: string) =>
  Type.Unsafe<unknown>(Type.Object({}, { additionalProperties: true, description }));

/** A 400 of the Image API also says which parameter was wrong. */
export const IiifErrorResponse = Type.Object(
  {
    error: Type.String({ description: 'Stable error code: bad_request' }),
    message: Type.String({ description: 'Which rule the request broke' }),
    field: Type.Optional(
      Type.Union(
        ['identifier', 'region', 'size', 'rotation', 'quality', 'format'].map((f) =>
          Type.Literal(f),
        ),
        { description: 'The parameter that was wrong' },
      ),
    ),
  },
  { additionalProperties: false },
);

const errors = { 400: ErrorResponse, 404: ErrorResponse, 500: ErrorResponse };

/**
 * Routes of the IIIF services. Everything is public and readable from any origin
 * (`Access-Control-Allow-Origin: *`). Images are cached for a year (`immutable`);
 * info.json for a day; object manifests for an hour, gallery manifests for five minutes.
 * Each carries an ETag and answers 304 to a matching If-None-Match.
 */
export const iiifRoutes = {
  /** 303 to the info.json (the Image API's base URI redirect). */
  imageBase: {
    method: 'GET',
    url: '/iiif/3/:identifier',
    schema: { params: IiifIdentifierParams, response: { 404: ErrorResponse } },
  },
  /** The image service's description: size, tiles, sizes, limits, features. */
  imageInfo: {
    method: 'GET',
    url: '/iiif/3/:identifier/info.json',
    schema: {
      params: IiifIdentifierParams,
      response: { 200: JsonLd('Image API 3.0 info.json (ImageService3, level 2)'), ...errors },
    },
  },
  /** A region of the image, scaled, rotated, in a quality and a format. */
  image: {
    method: 'GET',
    url: '/iiif/3/:identifier/:region/:size/:rotation/:quality',
    schema: {
      params: IiifImageParams,
      response: { 200: ImageBody, ...errors, 400: IiifErrorResponse, 503: ErrorResponse },
    },
  },
  /** The Presentation 3 manifest of an object: one canvas per image. */
  objectManifest: {
    method: 'GET',
    url: '/iiif/3/manifest/object/:objectId',
    schema: {
      params: ObjectManifestParams,
      response: { 200: JsonLd('Presentation API 3.0 Manifest'), ...errors },
    },
  },
  /** The manifest of a shared or public gallery: one canvas per artwork. 404 when private. */
  galleryManifest: {
    method: 'GET',
    url: '/iiif/3/manifest/gallery/:gallerySlug',
    schema: {
      params: GalleryManifestParams,
      response: { 200: JsonLd('Presentation API 3.0 Manifest'), ...errors },
    },
  },
} as const;
