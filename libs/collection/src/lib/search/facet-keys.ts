import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { FacetCell } from './facets';

type Db = Kysely<Tables>;

/**
 * The facet key of each code seen so far, per database. A code never changes meaning:
 * imports only add codes (collection_facet_keys is append-only), so two states of one
 * database agree on every code they share, and each code is read once per process.
 */
const known = new WeakMap<Db, Map<number, string>>();

/**
 * The facet key of each of `codes`: codes this process has not seen yet are read
 * through `reader` (the search's own snapshot, which holds every code its matches carry).
 */
export async function facetKeysOf(
  db: Db,
  reader: Db,
  codes: Iterable<number>,
): Promise<ReadonlyMap<number, string>> {
  const keys = known.get(db) ?? new Map<number, string>();
  known.set(db, keys);
  const missing = [...codes].filter((code) => !keys.has(code));
  if (missing.length > 0) {
    const { rows } = await sql<{ code: number; facet: string }>`
      select code, facet from collection_facet_keys
      where code = any(${missing}::integer[])`.execute(reader);
    for (const row of rows) keys.set(row.code, row.facet);
  }
  return keys;
}

/** The facet cells of a search's matches counted by facet code (see {@link facetKeysOf}). */
export async function facetCells(
  db: Db,
  reader: Db,
  counts: ReadonlyMap<number, number>,
): Promise<FacetCell[]> {
  const keys = await facetKeysOf(db, reader, counts.keys());
  return [...counts].flatMap(([code, n]) => {
    const facet = keys.get(code);
    return facet === undefined ? [] : [{ facet, n }];
  });
}
