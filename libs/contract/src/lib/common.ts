import { Type, type Static, type TLiteral, type TUnion } from 'typebox';
import { LANGUAGES } from '@kokoelma/domain';

/**
 * The one error body every route answers with on 4xx and 5xx: a stable machine code
 * (`error`) and a human sentence (`message`). 5xx messages never carry internals.
 */
export const ErrorResponse = Type.Object(
  {
    error: Type.String({ description: 'Stable error code, e.g. not_found, bad_request' }),
    message: Type.String({ description: 'A sentence for people' }),
  },
  { $id: 'ErrorResponse', additionalProperties: false },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/** The three languages of the site, as they appear in paths and request bodies. */
export const Lang = Type.Union(
  [Type.Literal(LANGUAGES[0]), Type.Literal(LANGUAGES[1]), Type.Literal(LANGUAGES[2])],
  { description: 'Language: fi (default), sv or en' },
);
export type Lang = Static<typeof Lang>;

/** A union of string literals that keeps each literal in its static type. */
export function oneOf<const T extends readonly string[]>(
  values: T,
  options: { description?: string } = {},
): TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }> {
  const members = values.map((v) => Type.Literal(v)) as unknown as {
    -readonly [K in keyof T]: TLiteral<T[K]>;
  };
  return Type.Union(members, options) as TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }>;
}
