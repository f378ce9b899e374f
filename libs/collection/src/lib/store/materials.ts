import type { Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { Language } from '@kokoelma/domain';

/** One value of the materials facet and how many objects have it. */
export interface MaterialCount {
  value: string;
  count: number;
}

const COLLATORS: Record<Language, Intl.Collator> = {
  fi: new Intl.Collator('fi'),
  sv: new Intl.Collator('sv'),
  en: new Intl.Collator('en'),
};

/**
 * The materials facet in `lang`: the values the search page's material filter offers
 * (the commonest materials of the whole collection, counted at the last import or update,
 * derived-data.ts), each with its number of objects. The most common first; equal counts
 * in that language's alphabetical order (å, ä, ö after z in Finnish and Swedish, with
 * Swedish å before ä), then by code units, so the order is total.
 */
export async function materialsFacet(db: Kysely<Tables>, lang: Language): Promise<MaterialCount[]> {
  const rows = await db
    .selectFrom('collection_facet_counts')
    .select(['value', 'objects'])
    .where('facet', '=', `material:${lang}`)
    .execute();
  const collator = COLLATORS[lang];
  return rows
    .map((row) => ({ value: row.value, count: Number(row.objects) }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        collator.compare(a.value, b.value) ||
        (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
    );
}
