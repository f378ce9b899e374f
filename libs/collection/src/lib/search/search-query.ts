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

/**
 * The text condition on a language's search document (joined as `s`): every word
 * matches, stemmed (websearch_to_tsquery, which never fails on input), or every word
 * matches as a prefix, so "kis" finds "kissa" while the visitor types.
 */
export function textCondition(words: readonly string[], lang: Language) {
  const config = sql.lit(TEXT_SEARCH_CONFIG[lang]);
  return sql<SqlBool>`s.search @@ (websearch_to_tsquery(${config}, ${words.join(' ')})
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
  // Any of the chosen values of a list matches (as with categories): containment of
  // {lang: value} in the record's list, through the list's GIN index.
  const termFilters = [
    ['keywords', params.keywords],
    ['materials', params.materials],
    ['classifications', params.classifications],
  ] as const;
  for (const [list, values] of termFilters) {
    if (!values?.length) continue;
    const contains = values.map(
      (value) => sql`d.doc -> ${sql.lit(list)} @> ${JSON.stringify([{ [lang]: value }])}::jsonb`,
    );
    out.push(
      sql<SqlBool>`o.id in (select d.id from collection_documents d where ${sql.join(contains, sql` or `)})`,
    );
  }
  return out;
}
