import { Type, type Static } from 'typebox';
import { ErrorResponse, Lang } from './common';

export const ImageDownloadParams = Type.Object(
  {
    filename: Type.String({
      maxLength: 64,
      description: 'An image file name as in image URLs: the image id and its extension',
    }),
  },
  { additionalProperties: false },
);
export type ImageDownloadParams = Static<typeof ImageDownloadParams>;

export const ImageDownloadQuery = Type.Object(
  { lang: Type.Optional(Lang) },
  { additionalProperties: false },
);
export type ImageDownloadQuery = Static<typeof ImageDownloadQuery>;

/** The image file's bytes (streamed, so never serialised). */
const ImageFile = Type.Unsafe<unknown>(
  Type.String({ format: 'binary', description: 'image/jpeg, as an attachment' }),
);

/**
 * GET /image-download/{filename}?lang= (spec §7 "image-download (filename)"), mounted
 * beside /og-image/{filename}: the image as a file to keep — the largest JPEG rendition
 * (at most 4000 px wide, never enlarged) with `Content-Disposition: attachment` and a
 * file name made of the object's title in `lang` and its inventory number (ASCII
 * `filename`, UTF-8 `filename*`). Only where the image's licence allows reuse (CC0,
 * public domain, Creative Commons, no copyright); any other licence is a 403
 * `{error: 'forbidden', message}`. A malformed file name is a 400, an image no object
 * shows a 404.
 */
export const imageDownloadRoute = {
  method: 'GET',
  url: '/image-download/:filename',
  schema: {
    params: ImageDownloadParams,
    querystring: ImageDownloadQuery,
    response: {
      200: ImageFile,
      304: Type.Null({ description: 'Not Modified: the If-None-Match matched' }),
      400: ErrorResponse,
      403: ErrorResponse,
      404: ErrorResponse,
      500: ErrorResponse,
    },
  },
} as const;
