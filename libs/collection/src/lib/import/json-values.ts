// Small typed guards for reading `unknown` JSON. The open API is mostly regular, but
// dumps made by other tools write numbers as strings ("484640") and leave out empty
// lists, so every reader accepts those variations instead of rejecting the record.

/** A JSON object: not null, not an array. */
export type JsonObject = Record<string, unknown>;

/** True for a plain JSON object (arrays and null are not). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The trimmed text of a string, or undefined for non-strings and blank text. */
export function cleanString(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A safe integer given as a number or as a string of digits ("484640", "-12"). */
export function toInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*[+-]?\d+\s*$/.test(value)) return undefined;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : undefined;
}

/**
 * A finite number given as a number or a numeric string. A decimal comma is accepted
 * ("49,5"): Nordic data writes decimals that way even in fields meant for numbers.
 */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return undefined;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** An id: a number (also from a digit string), another non-empty string, or null. */
export function toId(value: unknown): number | string | null {
  return toInteger(value) ?? cleanString(value) ?? null;
}

/** A boolean, also from the strings "true" and "false" (any case). */
export function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  return undefined;
}

/** A short description of a value's JSON type for issue messages ("an array", "a number"). */
export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return type === 'object' ? 'an object' : `a ${type}`;
}

/** A value shown in an issue message: short JSON, cut at 60 characters. Never throws. */
export function preview(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (text === undefined) return describeType(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
