/** Value types a query of the public API holds. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

/**
 * A query string as the API reads it: arrays repeat the parameter
 * (`category=photo&category=artwork`), undefined values are left out.
 */
export function toSearchParams(query: object = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, String(value));
  }
  return params;
}
