import { Type, type Static } from 'typebox';
import { ErrorResponse, Lang } from './common';

export const MaterialsQuery = Type.Object(
  { lang: Type.Optional(Lang) },
  { additionalProperties: false },
);
export type MaterialsQuery = Static<typeof MaterialsQuery>;

/** One value of the materials facet: the material's name in the language, and its objects. */
export const MaterialCount = Type.Object(
  {
    value: Type.String({ description: 'The material as the records name it in `lang`' }),
    count: Type.Integer({ minimum: 1, description: 'Objects of that material' }),
  },
  { additionalProperties: false },
);
export type MaterialCount = Static<typeof MaterialCount>;

export const MaterialsResponse = Type.Array(MaterialCount, {
  description: 'The most common first; equal counts in the language’s alphabetical order',
});
export type MaterialsResponse = Static<typeof MaterialsResponse>;

/**
 * GET /api/materials?lang= (spec §7 "materials"): the values of the search's materials
 * facet in fi, sv or en (default fi) with their object counts, over the whole
 * collection, as counted at the last import or update. `Cache-Control: public, max-age=60`,
 * like the other filter answers.
 */
export const materialsRoute = {
  method: 'GET',
  url: '/api/materials',
  schema: {
    querystring: MaterialsQuery,
    response: { 200: MaterialsResponse, 400: ErrorResponse, 500: ErrorResponse },
  },
} as const;
