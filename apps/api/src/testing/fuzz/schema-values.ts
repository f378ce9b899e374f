import fc from 'fast-check';
import { longString } from './hostile-values';

/** The parts of a JSON Schema (as TypeBox writes them) that the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
}

/** Reads a route schema part (Fastify types them loosely) as a JSON Schema, if it is one. */
export function asSchema(value: unknown): JsonSchema | undefined {
  return typeof value === 'object' && value !== null ? (value as JsonSchema) : undefined;
}

// Generated values stay small: the point is their shape, not their size (huge values have
// their own generators in hostile-values.ts).
const MAX_STRING = 40;
const MAX_ITEMS = 6;
const MAX_DEPTH = 4;

/** A string the schema allows, or close to it (patterns are honoured; lengths capped). */
function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.pattern) {
    const max = Math.min(schema.maxLength ?? 64, 64);
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length <= max && s.length >= (schema.minLength ?? 0));
  }
  const minLength = Math.min(schema.minLength ?? 0, MAX_STRING);
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  // Now and then up to as long as allowed (often exactly): the longest valid values are
  // where the handlers' own limits (a name of 200, a note of 1000) are tested.
  const long = schema.maxLength
    ? [{ weight: 1, arbitrary: longString(minLength, Math.min(schema.maxLength, 100_000)) }]
    : [];
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
    ...long,
  );
}

function integerFor(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  return fc.oneof(
    fc.integer({ min, max: Math.min(max, min + 100) }),
    fc.integer({ min, max }),
    fc.constantFrom(min, max),
  );
}

/** Values known to lead somewhere in the app, by property name (ids that exist, say). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

/**
 * Values valid for `schema` as far as the fuzzer understands it (the happy-ish path);
 * a property named in `hints` mostly takes the hinted value.
 */
export function valueFor(
  schema: JsonSchema | undefined,
  depth = 0,
  hints: Hints = {},
): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) {
    return fc.oneof(...options.map((s) => valueFor(s, depth, hints)));
  }
  if (schema.allOf?.[0]) return valueFor(schema.allOf[0], depth, hints);
  const type = Array.isArray(schema.type)
    ? schema.type
    : [schema.type ?? (schema.properties ? 'object' : 'any')];
  return fc.oneof(...type.map((t) => valueOfType(t, schema, depth, hints)));
}

function valueOfType(
  type: string,
  schema: JsonSchema,
  depth: number,
  hints: Hints,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return integerFor(schema);
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: schema.minimum ?? -1e12,
        max: schema.maximum ?? 1e12,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth >= MAX_DEPTH) return fc.constant([]);
      const minLength = Math.min(schema.minItems ?? 0, MAX_ITEMS);
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      const items = valueFor(schema.items, depth + 1, hints);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object': {
      if (depth >= MAX_DEPTH) return fc.constant({});
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => {
          const hint = hints[key];
          const own = valueFor(s, depth + 1, hints);
          return [key, hint ? fc.oneof({ weight: 3, arbitrary: hint }, own) : own];
        }),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<unknown>;
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Property names the schema knows at its top level (query keys, body fields). */
export function knownKeys(schema: JsonSchema | undefined): string[] {
  return Object.keys(schema?.properties ?? {});
}
