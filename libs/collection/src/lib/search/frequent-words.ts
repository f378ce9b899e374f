import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { LANGUAGES, type Language } from '@kokoelma/domain';
import { TEXT_SEARCH_CONFIG } from './search-documents';
import { inventoryText, searchWords } from './search-query';
import { rankMatches } from './match-keys';
import {
  RESULT_ID_LIMIT,
  SEARCH_TABLES,
  matchKeys,
  textConditions,
  wholeWords,
} from './search-statements';
import { frequentWordKeys, sortedKeyBytes } from './frequent-build';

type Db = Kysely<Tables>;

/**
 * How many objects a word must be found in for its matches to be precomputed. Below it,
 * reading the matches through the GIN index is fast enough; above it, the heap reads
 * make the slowest searches there are. At 4,000, an artist's family name in 1,983 CMOA
 * objects ("smith") took 16 ms p95 on PostgreSQL and 17 on PGlite; at 1,500, 9 and 7
 * (`npm run bench:search -- --data … --reuse`), for about a tenth more stored keys.
 */
export const FREQUENT_WORD_MATCHES = 1500;

/**
 * From how many matches an import precomputes a word, by the database's engine: the same
 * on PostgreSQL and PGlite. The precomputation reads each search table once whatever the
 * number of words (frequent-build.ts), so it costs an import a few seconds; null would
 * precompute none.
 */
export function frequentWordMatches(_db: Db): number | null {
  return FREQUENT_WORD_MATCHES;
}

/**
 * The length of the prefixes that visitors type and that are precomputed when frequent
 * (and single letters: the first keystroke of a search as you type).
 */
const PREFIX_LENGTH = 3;

/**
 * The words of `lang` whose matches may reach `minMatches`: the words of titles, keywords
 * and names as visitors type them (collection_predictions holds those texts unstemmed,
 * with their objects) whose stem, or the word itself, is in that many search documents;
 * and each prefix of {@link PREFIX_LENGTH} letters whose lexemes together are (an upper
 * bound: an object holding two of them counts twice). A word must be in a tenth as many
 * objects itself: the rare forms of a frequent stem are rarely searched. Only what
 * searchWords makes of a typed word, and never an inventory number.
 */
async function candidateWords(db: Db, lang: Language, minMatches: number): Promise<string[]> {
  const documents = `select search from ${SEARCH_TABLES[lang]}`;
  const { rows } = await sql<{ word: string }>`
    with s as (select word, ndoc from ts_stat(${documents})),
    frequent as (select word from s where ndoc >= ${minMatches}),
    typed as (
      select w as word from collection_predictions p
      cross join unnest(tsvector_to_array(p.search)) as w
      where p.lang = ${lang}
      group by w having sum(p.objects) >= ${Math.ceil(minMatches / 10)}
    )
    select t.word from typed t
    where t.word in (select word from frequent) or exists (select from frequent f
      where f.word = any(tsvector_to_array(to_tsvector(${sql.lit(TEXT_SEARCH_CONFIG[lang])}, t.word))))
    union
    select left(word, ${PREFIX_LENGTH}) from s where length(word) >= ${PREFIX_LENGTH}
    group by 1 having sum(ndoc) >= ${minMatches}
    union
    select left(word, 1) from s group by 1 having sum(ndoc) >= ${minMatches}`.execute(db);
  return rows
    .map((r) => r.word)
    .filter((w) => inventoryText([w]) === null && searchWords([w]).join(' ') === w)
    .sort();
}

/** At most this many two-word phrases are precomputed in a language (each costs a scan). */
export const MAX_FREQUENT_PHRASES = 20;

/**
 * The two-word phrases of `lang` worth precomputing: two words next to each other in
 * titles, keywords or names as visitors type them (collection_predictions: "group
 * portrait", "teenie harris"), each a stored frequent word of 3 letters or more, so that
 * the objects holding both are many and a scan of them would be among the slowest
 * searches; held next to each other by a tenth of `minMatches` objects or more (what
 * visitors are likely to search); the {@link MAX_FREQUENT_PHRASES} that most objects hold.
 */
async function candidatePhrases(
  db: Db,
  lang: Language,
  stored: ReadonlySet<string>,
  minMatches: number,
): Promise<string[]> {
  const { rows } = await sql<{ text: string; objects: number }>`
    select text, objects from collection_predictions where lang = ${lang}`.execute(db);
  const counts = new Map<string, number>();
  for (const row of rows) {
    const words = searchWords([row.text]);
    const seen = new Set<string>();
    for (let i = 1; i < words.length; i += 1) {
      const [a, b] = [words[i - 1] ?? '', words[i] ?? ''];
      if (a.length < 3 || b.length < 3 || !stored.has(a) || !stored.has(b)) continue;
      const phrase = `${a} ${b}`;
      if (seen.has(phrase)) continue;
      seen.add(phrase);
      counts.set(phrase, (counts.get(phrase) ?? 0) + Number(row.objects));
    }
  }
  return [...counts]
    .filter(([, n]) => n >= Math.ceil(minMatches / 10))
    .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))
    .slice(0, MAX_FREQUENT_PHRASES)
    .map(([phrase]) => phrase);
}

/**
 * The match keys of a phrase's search, as the scan computes them (matchKeys, with its
 * tiers and phrase bit: exact by construction), in key order; null without matches.
 */
async function phraseKeys(db: Db, lang: Language, phrase: string): Promise<Buffer | null> {
  const words = phrase.split(' ');
  const scanned = matchKeys(
    lang,
    words,
    textConditions({ searchTerms: [phrase] }, lang, words),
    null,
    wholeWords(lang, words),
  );
  const { rows } = await sql<{ matches: string | null }>`
    select encode(${scanned}, 'base64') as matches`.execute(db);
  const matches = rows[0]?.matches;
  return matches ? sortedKeyBytes(Buffer.from(matches, 'base64')) : null;
}

/**
 * Stores a word's (or phrase's) matches and the search's answer from them. The keys go
 * as a binary parameter (bytea), not as text to decode: a rebuild stores about 100 MB.
 */
async function storeMatches(db: Db, lang: Language, word: string, keys: Buffer): Promise<void> {
  // The search's answer, as rankedTextSearch would compute it from the matches.
  const { counts, ids } = rankMatches(keys, RESULT_ID_LIMIT);
  await sql`insert into collection_search_frequent (lang, word, matches, counts, top)
    values (${lang}, ${word}, ${keys},
      ${JSON.stringify([...counts])}::json, ${ids}::integer[])`.execute(db);
}

/**
 * Rebuilds collection_search_frequent (0010_search_frequent_words.sql) from the search
 * tables: for each language, the match keys of every word that `minMatches` objects or
 * more match, the keys that matchKeys (search-statements.ts) gives a search for that
 * word alone, computed for all the words in one pass over the language's search table
 * (frequentWordKeys, frequent-build.ts; frequent-words.test.ts compares them with the
 * scan), in key order (0023); and the search's answer from them (0015: counts by facet
 * code and the first ids, by {@link rankMatches}). One transaction: searches
 * see the old rows or the new ones. Call after every change to the search tables (the
 * import does, through refreshDerivedData). `minMatches` is the engine's
 * ({@link frequentWordMatches}) unless given; null only empties the table: what it held
 * may no longer be true.
 */
export async function refreshFrequentWords(
  db: Db,
  minMatches: number | null = frequentWordMatches(db),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('collection_search_frequent').execute();
    if (minMatches === null) return 0;
    await sql`select set_config('enable_seqscan', 'off', true)`.execute(trx);
    let stored = 0;
    for (const lang of LANGUAGES) {
      const words = await candidateWords(trx, lang, minMatches);
      // One pass over the search table for all the words (frequent-build.ts).
      const storedWords = new Set<string>();
      for (const [word, keys] of await frequentWordKeys(trx, lang, words, minMatches)) {
        await storeMatches(trx, lang, word, keys);
        storedWords.add(word);
        stored += 1;
      }
      // Two frequent words together match many objects too, and their search ranks each
      // one (tiers, phrase): the phrases visitors are likely to type are stored as well,
      // under the words joined by a space.
      for (const phrase of await candidatePhrases(trx, lang, storedWords, minMatches)) {
        const keys = await phraseKeys(trx, lang, phrase);
        if (!keys || keys.length / 8 < minMatches) continue;
        await storeMatches(trx, lang, phrase, keys);
        stored += 1;
      }
    }
    return stored;
  });
}

/**
 * Removes the frequent words' stored matches and answers, which a change of some objects
 * can make untrue (a changed title, a deleted object), in the writer's transaction (the
 * update queue's): text searches scan as before, and find the change at once, until the
 * next rebuild of derived data stores them again.
 */
export async function forgetFrequentWords(db: Db): Promise<void> {
  await db.deleteFrom('collection_search_frequent').execute();
}
