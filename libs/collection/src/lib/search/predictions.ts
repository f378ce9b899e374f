import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { Language } from '@kokoelma/domain';
import type { Prediction } from '@kokoelma/contract/site';
import { prefixQuery, searchWords } from './search-query';
import { correctCombination, correctWords } from './vocabulary';

/** How many predictions one keystroke gets. */
export const PREDICTION_LIMIT = 10;

/**
 * Titles, people and keywords whose words start with what the visitor typed, the ones
 * on most objects first. Fewer than two letters predicts nothing. When nothing starts
 * with the words as typed, their close spellings in the collection's vocabulary are
 * tried (vocabulary.ts): "whistlr" predicts "James McNeill Whistler".
 */
export async function predict(
  db: Kysely<Tables>,
  search: string,
  lang: Language,
): Promise<Prediction[]> {
  const words = searchWords([search]);
  if (words.join('').length < 2) return [];
  const found = await predictWords(db, words, lang);
  if (found.length > 0) return found;
  // As the search corrects (search-service.ts): unknown words, else known ones that do
  // not go together.
  for (const correct of [
    () => correctWords(db, words),
    () => correctCombination(db, words, lang),
  ]) {
    const corrected = await correct();
    const predicted = corrected ? await predictWords(db, corrected, lang) : [];
    if (predicted.length > 0) return predicted;
  }
  return found;
}

async function predictWords(
  db: Kysely<Tables>,
  words: readonly string[],
  lang: Language,
): Promise<Prediction[]> {
  const rows = await db
    .selectFrom('collection_predictions')
    .select(['text', 'kind', 'objects'])
    .where('lang', '=', lang)
    .where(sql<boolean>`search @@ to_tsquery('simple', ${prefixQuery(words)})`)
    .orderBy('objects', 'desc')
    .orderBy('text')
    .limit(PREDICTION_LIMIT)
    .execute();
  return rows.map((r) => ({
    text: r.text,
    kind: r.kind as Prediction['kind'],
    objects: Number(r.objects),
  }));
}
