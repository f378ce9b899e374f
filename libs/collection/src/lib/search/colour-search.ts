import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { Language } from '@kokoelma/domain';
import { hexToOklab, normaliseColour, type SearchParams } from '@kokoelma/contract/site';
import { FACET_CODE_SHIFT } from './rank-keys';
import { binsNear } from './palette';
import { facetCells } from './facet-keys';
import { filterConditions, sortOf, whereAll } from './search-query';
import {
  RESULT_ID_LIMIT,
  SEARCH_TABLES,
  idsAndDocs,
  peopleJson,
  textConditions,
  type SearchRow,
} from './search-statements';

type Db = Kysely<Tables>;

/**
 * How near (OKLab distance) a palette colour must be to count for a chosen colour: about
 * the distance between two shades one would still call by the same name.
 */
export const COLOUR_RADIUS = 0.15;
/** A work must hold at least this much of the colour (share × closeness) to be found. */
export const MIN_COLOUR_SCORE = 0.03;

/**
 * How much of the colour an object holds, per object: each palette colour within
 * {@link COLOUR_RADIUS} adds its share, weighted by closeness (1 at the same colour, 0 at
 * the radius). Reads only the grid cells near the colour through their index.
 */
export function colourScores(hex: string): RawBuilder<unknown> {
  const lab = hexToOklab(hex);
  const [L, A, B] = lab.map((v) => sql.lit(Math.round(v * 1e6) / 1e6));
  const squared = sql`((c.l - ${L}) * (c.l - ${L}) + (c.a - ${A}) * (c.a - ${A})
    + (c.b - ${B}) * (c.b - ${B}))`;
  return sql`select c.object_id as id,
      sum(c.share * (1 - sqrt(${squared}) / ${sql.lit(COLOUR_RADIUS)})) as colour_score
    from collection_object_colours c
    where c.bin = any(${binsNear(lab, COLOUR_RADIUS)}::smallint[])
      and ${squared} < ${sql.lit(COLOUR_RADIUS * COLOUR_RADIUS)}
    group by c.object_id`;
}

/**
 * A search with a colour (and any words and filters): the works holding enough of the
 * colour, in relevance order the most of it first (then the id), else in the chosen
 * order; facet cells counted by facet code as for other searches.
 */
export async function colourSearch(
  db: Db,
  params: SearchParams,
  lang: Language,
  words: readonly string[],
  offset = 0,
): Promise<SearchRow> {
  const hex = normaliseColour(params.colour);
  if (!hex) return { cells: null, ids: null, docs: null, people: null };
  const byColour = (params.sort ?? 'relevance') === 'relevance';
  const { columns, order } = byColour
    ? { columns: [], order: sql`colour_score desc, id` }
    : sortOf(params.sort, false);
  const conditions =
    words.length > 0 ? textConditions(params, lang, words) : filterConditions(params, lang);
  const query = sql<
    Omit<SearchRow, 'cells'> & { codes: Array<{ code: number; n: number }> | null }
  >`
    with c as materialized (${colourScores(hex)}),
    m as materialized (
      select o.id, (o.match_key >> ${sql.lit(FACET_CODE_SHIFT)})::integer as code,
        c.colour_score ${sql.join(
          columns.map((column) => sql`, ${sql.ref(`o.${column}`)}`),
          sql``,
        )}
      from c join ${sql.table(SEARCH_TABLES[lang])} o on o.id = c.id
      ${whereAll([...conditions, sql`c.colour_score >= ${sql.lit(MIN_COLOUR_SCORE)}`])}
    ),
    top as (select * from m order by ${order} limit ${RESULT_ID_LIMIT} offset ${offset})
    select
      (select json_agg(x) from (select code, count(*) as n from m group by code) x) as codes,
      ${idsAndDocs(order)},
      ${words.length > 0 ? peopleJson(words) : sql`null`} as people`;
  const { codes, ...row } = (await query.execute(db)).rows[0] ?? {
    codes: null,
    ids: null,
    docs: null,
    people: null,
  };
  const counts = new Map((codes ?? []).map((c) => [c.code, Number(c.n)]));
  return { ...row, cells: await facetCells(db, db, counts) };
}
