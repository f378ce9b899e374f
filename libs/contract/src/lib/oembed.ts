import { Type, type Static } from 'typebox';
import { ErrorResponse } from './common';

// The oEmbed endpoint (https://oembed.com, §2): a blog or learning platform given the
// address of a public gallery asks here how to embed it, and gets a `rich` answer whose
// `html` is the <iframe> of the gallery's embed view. Only JSON is offered (501 for any
// other format); an address that is not a public gallery of this site is a 404.

/** GET /oembed?url=…&format=json&maxwidth=&maxheight= (§2.2). */
export const OembedQuery = Type.Object(
  {
    url: Type.String({
      minLength: 1,
      maxLength: 2000,
      description: 'The address of a public gallery: {site}/{lang}/galleries/{slug}',
    }),
    format: Type.Optional(
      Type.String({ maxLength: 20, description: 'json (the default); anything else is a 501' }),
    ),
    maxwidth: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 100_000, description: 'Largest width, CSS pixels' }),
    ),
    maxheight: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 100_000, description: 'Largest height, CSS pixels' }),
    ),
  },
  // Consumers add parameters of their own (WordPress sends `dnt`): ignored, not refused.
  { additionalProperties: true },
);
export type OembedQuery = Static<typeof OembedQuery>;

/** A `rich` oEmbed answer (§2.3.4, §2.3.4.4): every field the spec requires, and more. */
export const OembedResponse = Type.Object(
  {
    type: Type.Literal('rich'),
    version: Type.Literal('1.0'),
    title: Type.String({ description: 'The gallery’s name' }),
    provider_name: Type.String(),
    provider_url: Type.String(),
    cache_age: Type.Optional(Type.Integer({ minimum: 0 })),
    thumbnail_url: Type.Optional(Type.String({ description: 'The first artwork’s image' })),
    thumbnail_width: Type.Optional(Type.Integer({ minimum: 1 })),
    thumbnail_height: Type.Optional(Type.Integer({ minimum: 1 })),
    html: Type.String({ description: 'The <iframe> of /{lang}/embed/galleries/{slug}' }),
    width: Type.Integer({ minimum: 1, description: 'Within maxwidth when given' }),
    height: Type.Integer({ minimum: 1, description: 'Within maxheight when given' }),
  },
  { additionalProperties: false },
);
export type OembedResponse = Static<typeof OembedResponse>;

/** Route schema of the oEmbed endpoint, in Fastify's `schema` shape. */
export const oembedRoute = {
  method: 'GET',
  url: '/oembed',
  schema: {
    querystring: OembedQuery,
    response: {
      200: OembedResponse,
      400: ErrorResponse,
      404: ErrorResponse,
      501: ErrorResponse,
      500: ErrorResponse,
    },
  },
} as const;
