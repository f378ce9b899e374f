import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { Language } from '@kokoelma/domain';
import type { Prediction } from '@kokoelma/contract/site';
import { prefixQuery, searchWords } from './search-query';
import { correctCombination, correctWords } from './vocabulary';

/** How many predictions one keystroke gets. */
export const PREDICTION_LIMIT = 10;

/**
 * Titles, people and keywords whose words start with what the visitor typed, as a
 * phrase first ({@link predictionPlace}), the ones on most objects first. Fewer than two
 * letters predicts nothing. When nothing starts
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

/** Predictions read from the database before they are put in order (see predictWords). */
const CANDIDATES = 100;

/**
 * The place of a prediction in the list (smaller first): a title that begins with the
 * words typed as a phrase (the last word a prefix: "porträtt av" → "Porträtt av en
 * man"), then people's names, then keywords, then titles that hold the words as a phrase
 * ("lady of sh" → "The Lady of Shalott"), then titles that hold them apart ("Our Lady
 * of … Sheep"). `typed` is the words joined by spaces.
 */
export function predictionPlace(prediction: Prediction, typed: string): number {
  if (prediction.kind === 'person') return 1;
  if (prediction.kind === 'keyword') return 2;
  const words = (prediction.text.toLocaleLowerCase('fi').match(WORDS) ?? []).join(' ');
  if (words.startsWith(typed)) return 0;
  return ` ${words}`.includes(` ${typed}`) ? 3 : 4;
}

const WORDS = /[\p{L}\p{N}]+/gu;

/**
 * Titles, people and keywords whose words start with the words typed: the
 * {@link CANDIDATES} first of them by whether a title holds the words as a phrase (the
 * last word a prefix), then by objects, put in {@link predictionPlace} order, the ones
 * on most objects first within a place.
 */
async function predictWords(
  db: Kysely<Tables>,
  words: readonly string[],
  lang: Language,
): Promise<Prediction[]> {
  const phrase = words.map((w, i) => `'${w}'${i === words.length - 1 ? ':*' : ''}`).join(' <-> ');
  const rows = await db
    .selectFrom('collection_predictions')
    .select(['text', 'kind', 'objects'])
    .where('lang', '=', lang)
    .where(sql<boolean>`search @@ to_tsquery('simple', ${prefixQuery(words)})`)
    .orderBy(
      sql`case when kind = 'title' and search @@ to_tsquery('simple', ${phrase}) then 0
        when kind <> 'title' then 1 else 2 end`,
    )
    .orderBy('objects', 'desc')
    .orderBy('text')
    .limit(CANDIDATES)
    .execute();
  const typed = words.join(' ');
  return rows
    .map((r) => ({
      text: r.text,
      kind: r.kind as Prediction['kind'],
      objects: Number(r.objects),
    }))
    .map((prediction) => ({ prediction, place: predictionPlace(prediction, typed) }))
    .sort(
      (a, b) =>
        a.place - b.place ||
        b.prediction.objects - a.prediction.objects ||
        (a.prediction.text < b.prediction.text
          ? -1
          : a.prediction.text > b.prediction.text
            ? 1
            : 0),
    )
    .slice(0, PREDICTION_LIMIT)
    .map(({ prediction }) => prediction);
}
