/**
 * Finnish collation from the platform: å, ä and ö sort after z, and v and w follow
 * whatever the runtime's CLDR data says. Created once; collators are costly to build.
 */
const FINNISH = new Intl.Collator('fi');

/**
 * Compares two names the Finnish way. Names the collator calls equal (e.g. different
 * Unicode forms) are ordered by code units, so the order is total and deterministic.
 */
export function compareNamesFi(a: string, b: string): number {
  const byCollator = FINNISH.compare(a, b);
  if (byCollator !== 0) return byCollator;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * A new list sorted by `key` with Finnish collation (spec §9). Items without a name go
 * last; items with equal names keep their input order (the sort is stable).
 */
export function sortByNameFi<T>(
  list: readonly T[],
  key: (item: T) => string | null | undefined,
): T[] {
  const keyed = list.map((item) => ({ item, name: key(item)?.trim() || undefined }));
  keyed.sort((x, y) => {
    if (x.name === undefined || y.name === undefined) {
      return Number(x.name === undefined) - Number(y.name === undefined);
    }
    return compareNamesFi(x.name, y.name);
  });
  return keyed.map(({ item }) => item);
}
