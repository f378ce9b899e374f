import { sql, type RawBuilder } from 'kysely';

/** The SQL type of each column of a JSON batch of rows (json_to_recordset). */
export type ColumnTypes = Readonly<Record<string, string>>;

/**
 * A batch of rows as one JSON parameter, read back as a table `r` (or `alias`). One parameter per
 * batch rather than one per value: PGlite serialises and PostgreSQL parses thousands of
 * parameters much more slowly than one JSON text.
 */
export function recordset(
  rows: readonly object[],
  columns: ColumnTypes,
  alias = 'r',
): RawBuilder<unknown> {
  const defs = Object.entries(columns).map(([name, type]) => `${name} ${type}`);
  return sql`json_to_recordset(${JSON.stringify(rows)}::json) as ${sql.raw(alias)}(${sql.raw(defs.join(', '))})`;
}

/** `on conflict (id) do update` of every column but the id. */
export function updateAll(columns: readonly string[]): RawBuilder<unknown> {
  const sets = columns.filter((c) => c !== 'id').map((c) => `${c} = excluded.${c}`);
  return sql`on conflict (id) do update set ${sql.raw(sets.join(', '))}`;
}
