/**
 * `{ [key]: value }` when there is a value, else `{}`: optional fields of the domain types
 * stay absent instead of holding undefined, so results compare and serialise cleanly.
 */
export function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  const result: Partial<Record<K, V>> = {};
  if (value !== undefined) result[key] = value;
  return result;
}
