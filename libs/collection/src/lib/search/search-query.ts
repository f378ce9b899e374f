import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { Language } from '@kokoelma/domain';
import type { SearchParams } from '@kokoelma/contract';
import { TEXT_SEARCH_CONFIG } from '../repository/search-documents';

type ObjectsEb = ExpressionBuilder<Tables & { o: Tables['collection_objects'] }, 'o'>;

/** Letters and digits only: what may reach a tsquery built from visitor input. */
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a search, lower-cased; punctuation and operators are dropped. */
export function searchWords(terms: readonly string[]): string[] {
  return terms.flatMap((t) => t.toLocaleLowerCase('fi').match(WORD) ?? []).slice(0, 20);
}

/**
 * A prefix tsquery ('kiss':* & 'ta':*) from words that hold only letters and digits, so
 * no visitor input is ever parsed as tsquery syntax.
 */
export function prefixQuery(words: readonly string[]): string {
  return words.map((w) => `'${w}':*`).join(' & ');
}

/** The search-document column of a language. */
export const searchColumn = (lang: Language) => `o.search_${lang}` as const;

/**
 * The text condition: every word matches, stemmed (websearch_to_tsquery, which never
 * fails on input), or every word matches as a prefix (so "kis" finds "kissa" while the
 * visitor types); or the whole input is an inventory number.
 */
export function textCondition(
  eb: ObjectsEb,
  terms: readonly string[],
  lang: Language,
): Expression<SqlBool> | null {
  const words = searchWords(terms);
  if (words.length === 0) return null;
  const config = sql.lit(TEXT_SEARCH_CONFIG[lang]);
  const column = sql.ref(searchColumn(lang));
  const stemmed = sql`websearch_to_tsquery(${config}, ${words.join(' ')})`;
  const prefix = sql`to_tsquery('simple', ${prefixQuery(words)})`;
  const raw = terms.join(' ').trim().toLocaleLowerCase('fi');
  return eb.or([
    sql<SqlBool>`${column} @@ (${stemmed} || ${prefix})`,
    sql<SqlBool>`lower(o.inventory_number) = ${raw}`,
  ]);
}

/** The rank expression for relevance order (title words weigh most). */
export function rankExpression(terms: readonly string[], lang: Language) {
  const words = searchWords(terms);
  const config = sql.lit(TEXT_SEARCH_CONFIG[lang]);
  const column = sql.ref(searchColumn(lang));
  return sql<number>`ts_rank(${column}, websearch_to_tsquery(${config}, ${words.join(' ')})
    || to_tsquery('simple', ${prefixQuery(words)}))`;
}

/** Every filter of the search parameters except the text, as one condition. */
export function filterConditions(
  eb: ObjectsEb,
  params: SearchParams,
  lang: Language,
): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  const display = params.displayFilter ?? 'all';
  if (display === 'anywhere') out.push(eb('o.on_display_museum', 'is not', null));
  else if (display === 'verkko') out.push(eb('o.has_image', '=', true));
  else if (display !== 'all') out.push(eb('o.on_display_museum', '=', display));
  if (params.categories?.length) out.push(eb('o.category', 'in', params.categories));
  if (params.hasImage) out.push(eb('o.has_image', '=', true));
  // An object made over several years matches a range that overlaps its own.
  if (params.yearFrom != null) {
    out.push(eb(eb.fn.coalesce('o.year_to', 'o.year_from'), '>=', params.yearFrom));
  }
  if (params.yearTo != null) out.push(eb('o.year_from', '<=', params.yearTo));
  if (params.acquisitionYearFrom != null) {
    out.push(eb('o.acquisition_year', '>=', params.acquisitionYearFrom));
  }
  if (params.acquisitionYearTo != null) {
    out.push(eb('o.acquisition_year', '<=', params.acquisitionYearTo));
  }
  if (params.people?.length) {
    const people = params.people;
    out.push(
      eb.exists(
        eb
          .selectFrom('collection_object_people as p')
          .select('p.object_id')
          .whereRef('p.object_id', '=', 'o.id')
          .where('p.person_id', 'in', people),
      ),
    );
  }
  const termFilters = [
    ['keyword', params.keywords],
    ['material', params.materials],
    ['classification', params.classifications],
  ] as const;
  for (const [kind, values] of termFilters) {
    if (!values?.length) continue;
    out.push(
      eb.exists(
        eb
          .selectFrom('collection_object_terms as t')
          .select('t.object_id')
          .whereRef('t.object_id', '=', 'o.id')
          .where('t.kind', '=', kind)
          .where('t.lang', '=', lang)
          .where('t.term', 'in', values),
      ),
    );
  }
  return out;
}
