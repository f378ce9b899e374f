import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { yearRange, type Language, type YearRange } from '@kokoelma/domain';
import type { SearchParams, YearHistogram } from '@kokoelma/contract/site';
import { cubeCanCount, filterConditions, isBrowseAll, searchWords, whereAll } from './search-query';
import { SEARCH_TABLES, inIndexSnapshot, textConditions } from './search-statements';

type Db = Kysely<Tables>;

/** The most bars a histogram has. */
export const MAX_BARS = 40;

/** Bar widths in years, narrowest first: the first that fits {@link MAX_BARS} is used. */
export const BAR_YEARS = [1, 5, 10, 20, 25, 50, 100] as const;

interface HistogramRow {
  width: number | null;
  bars: Array<[number, number]> | null;
}

/**
 * The production years of a search's results as bars (the timeline of the search page).
 * An object counts in every bar its years overlap — the rule by which it matches a year
 * range (search-query.ts): a work made 1890–1910 is in the 1890s, 1900s and 1910s, so a
 * bar's count is the total of the search that the bar's link makes. Years are clipped
 * to the filters' range (1300 … this year). Null when no result has a production year.
 *
 * One statement: the matches' year ranges (from the facet cube when it can count the
 * filters, else from the objects, or for words from the language's search table through
 * its text index), grouped by range so each distinct range is spread over its bars once,
 * the bar width the span needs, and the counts per bar.
 */
export async function yearHistogram(
  db: Db,
  params: SearchParams,
  lang: Language,
  range: YearRange = yearRange(),
): Promise<YearHistogram | null> {
  // The whole collection's timeline is precomputed at the import (refreshYearHistogram)
  // for the range it was asked for then; any other range, or none stored, is computed.
  const stored = isBrowseAll(params)
    ? await db
        .selectFrom('collection_year_histogram')
        .select(['bar_years as width', 'bars'])
        .where('range_min', '=', range.min)
        .where('range_max', '=', range.max)
        .executeTakeFirst()
    : undefined;
  const row = stored ?? (await histogramRow(db, params, lang, range));
  if (!row?.width || !row.bars?.length) return null;
  return histogramOf(row.width, row.bars, range);
}

/**
 * Rebuilds collection_year_histogram (0022_search_timeline.sql): the timeline of the
 * whole collection over `range` (this year's by default), as {@link yearHistogram}
 * computes it. Derived data: call after every change to the collection (the import does,
 * through refreshDerivedData, as for the facet cube it is counted from).
 */
export async function refreshYearHistogram(db: Db, range: YearRange = yearRange()): Promise<void> {
  const row = await histogramRow(db, {}, 'fi', range);
  await db.deleteFrom('collection_year_histogram').execute();
  await db
    .insertInto('collection_year_histogram')
    .values({
      range_min: range.min,
      range_max: range.max,
      bar_years: row?.width ?? null,
      bars: row?.bars?.length
        ? sql<Array<[number, number]>>`${JSON.stringify(row.bars)}::json`
        : null,
    })
    .execute();
}

/** The bar width and the counted bars ([bar, count], bar = first year / width) of a search. */
async function histogramRow(
  db: Db,
  params: SearchParams,
  lang: Language,
  range: YearRange,
): Promise<HistogramRow | undefined> {
  const words = searchWords(params.searchTerms ?? []);
  const source = (from: RawBuilder<unknown>, end: RawBuilder<unknown>, n: RawBuilder<unknown>) =>
    sql`select o.year_from as y, greatest(o.year_from, ${range.min}) as a,
      least(${end}, ${range.max}) as b, ${n} as n ${from}`;
  let matches: RawBuilder<unknown>;
  if (words.length > 0) {
    matches = source(
      sql` from ${sql.table(SEARCH_TABLES[lang])} o ${whereAll(textConditions(params, lang, words))}`,
      sql`coalesce(o.year_to, o.year_from)`,
      sql`1`,
    );
  } else if (cubeCanCount(params)) {
    matches = source(
      sql` from collection_facet_cube o ${whereAll(filterConditions(params, lang, sql`o.year_end`))}`,
      sql`o.year_end`,
      sql`o.objects`,
    );
  } else {
    matches = source(
      sql` from collection_objects o ${whereAll(filterConditions(params, lang))}`,
      sql`coalesce(o.year_to, o.year_from)`,
      sql`1`,
    );
  }
  const widths = sql.join(BAR_YEARS.map((w) => sql.lit(w)));
  const statement = sql<HistogramRow>`
    with m as materialized (
      select a, b, sum(n) as n from (${matches}) x where y is not null and a <= b
      group by a, b
    ),
    span as (select min(a) as lo, max(b) as hi from m),
    w as (
      select (select s from unnest(array[${widths}]) s
        where hi / s - lo / s + 1 <= ${MAX_BARS} order by s limit 1) as width
      from span where lo is not null
    )
    select w.width, (select json_agg(json_build_array(k, c) order by k) from (
      select k, sum(m.n)::integer as c
      from m, generate_series(m.a / w.width, m.b / w.width) k
      group by k) bars) as bars
    from w`;
  return words.length > 0
    ? await inIndexSnapshot(db, async (trx) => (await statement.execute(trx)).rows[0])
    : (await statement.execute(db)).rows[0];
}

/**
 * The bars from the first counted to the last, empty ones between included, each with
 * its years (the last one ends at the range's end at the latest).
 */
function histogramOf(
  width: number,
  counted: ReadonlyArray<[number, number]>,
  range: YearRange,
): YearHistogram {
  const counts = new Map(counted.map(([k, c]) => [Number(k), Number(c)]));
  const keys = [...counts.keys()];
  const first = Math.min(...keys);
  const last = Math.max(...keys);
  const bars: YearHistogram['bars'] = [];
  for (let k = first; k <= last; k++) {
    bars.push({
      from: Math.max(k * width, range.min),
      to: Math.min(k * width + width - 1, range.max),
      count: counts.get(k) ?? 0,
    });
  }
  return { barYears: width, bars };
}
