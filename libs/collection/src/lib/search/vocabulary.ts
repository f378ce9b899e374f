import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { Language } from '@kokoelma/domain';
import { SEARCH_TABLES, TEXT_SEARCH_CONFIG } from './search-documents';

type Db = Kysely<Tables>;

/**
 * Rebuilds collection_search_words (0012_search_relevance.sql), the collection's own
 * words: every word of the titles, keywords and people's names that predictions offer
 * (collection_predictions, so call it after those are rebuilt), with how many objects
 * hold it and its stem in each language. Words of letters only, two or more. Derived
 * data: the import rebuilds it with the facet counts, in the same transaction.
 */
export async function refreshSearchVocabulary(trx: Db): Promise<void> {
  await sql`delete from collection_search_words`.execute(trx);
  await sql`insert into collection_search_words (word, objects, stem_fi, stem_sv, stem_en)
    select w, least(n, 2147483647)::integer,
      (tsvector_to_array(to_tsvector('finnish', w)))[1],
      (tsvector_to_array(to_tsvector('swedish', w)))[1],
      (tsvector_to_array(to_tsvector('english', w)))[1]
    from (
      select w, sum(p.objects) as n
      from collection_predictions p cross join unnest(tsvector_to_array(p.search)) as w
      group by w
    ) x
    where length(w) >= 2 and w ~ '^[[:alpha:]]+$'`.execute(trx);
  await sql`analyze collection_search_words`.execute(trx);
}

/**
 * Rebuilds collection_search_people (0013_search_people.sql): each person's number of
 * objects, which the people beside a search's results are ordered and shown by.
 */
export async function refreshPeopleCounts(trx: Db): Promise<void> {
  await sql`delete from collection_search_people`.execute(trx);
  await sql`insert into collection_search_people (person_id, objects)
    select person_id, count(*) from collection_object_people group by person_id`.execute(trx);
}

/** Languages whose words compound: a query word also matches the words that end in it. */
const COMPOUNDING: readonly Language[] = ['fi', 'sv'];

/** Compounds a word may expand to, the ones in most objects first. */
const COMPOUND_LIMIT = 30;

/** Whether `word` is expanded to compounds ending in it (letters only, 4 or more). */
export function expandsToCompounds(word: string, lang: Language): boolean {
  return COMPOUNDING.includes(lang) && word.length >= 4 && /^\p{L}+$/u.test(word);
}

const STEM_COLUMN: Record<Language, string> = { fi: 'stem_fi', sv: 'stem_sv', en: 'stem_en' };

/**
 * The compounds of the collection that end in `word`, as a tsquery of their stems as
 * prefixes ("kuva" → 'omakuv':* | 'muotokuv':* …; an empty query when there are none):
 * the vocabulary's words that end in the word as typed, and those whose stem ends in the
 * word's stem ("maiseman", stem "maisem", → "talvimaisem"), with at least three letters
 * before it — found by the reversed word's and stem's indexes of collection_search_words.
 * One scalar subquery, computed once per statement.
 */
export function compoundQuery(
  word: string | RawBuilder<string>,
  lang: Language,
): RawBuilder<string> {
  const value = typeof word === 'string' ? sql`${word}::text` : sql`(${word})::text`;
  const config = sql.lit(TEXT_SEARCH_CONFIG[lang]);
  const stem = sql.ref(STEM_COLUMN[lang]);
  const ending = (column: RawBuilder<unknown>, end: RawBuilder<unknown>) =>
    sql`select ${stem} as s, objects from collection_search_words
      where reverse(${column}) >= reverse(${end}) collate "C"
        and reverse(${column}) < (reverse(${end}) || chr(1114111)) collate "C"
        and length(${column}) >= length(${end}) + 3 and ${stem} is not null`;
  return sql`coalesce((select to_tsquery('simple', string_agg(quote_literal(c.s) || ':*', ' | '))
    from (select v.s from (select (tsvector_to_array(to_tsvector(${config}, ${value})))[1] as qs) q
      cross join lateral (
        select s from (
          ${ending(sql`word`, value)}
          union all
          ${ending(stem, sql`q.qs`)}
        ) e
        group by s order by sum(objects) desc, s limit ${sql.lit(COMPOUND_LIMIT)}
      ) v) c), ''::tsquery)`;
}

/**
 * How many typing errors a word of this length may hold and still be corrected: one from
 * four letters, two from eight (as Typesense, Meilisearch and Elasticsearch's fuzzy
 * default do); none below four.
 */
export function allowedEdits(word: string): number {
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}

/**
 * The optimal string alignment distance: insertions, deletions, substitutions and swaps of
 * two neighbouring letters each count one ("hokusia" is one from "hokusai"). With `max`,
 * only the band of cells within `max` of the diagonal is computed and the measure stops
 * as soon as a whole row exceeds it (`max + 1` then), so a bounded question costs
 * (length × (2 × max + 1)) cells, not length².
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  const band = Number.isFinite(max) ? max : Math.max(x.length, y.length);
  const over = band + 1;
  // Three rows: the one before the previous (for swaps), the previous and this one.
  let before = new Array<number>(y.length + 1).fill(over);
  let prev = Array.from({ length: y.length + 1 }, (_, j) => (j <= band ? j : over));
  let row = new Array<number>(y.length + 1).fill(over);
  for (let i = 1; i <= x.length; i += 1) {
    row.fill(over);
    if (i <= band) row[0] = i;
    let least = row[0] as number;
    const from = Math.max(1, i - band);
    const to = Math.min(y.length, i + band);
    for (let j = from; j <= to; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        d = Math.min(d, (before[j - 2] as number) + 1);
      }
      row[j] = Math.min(d, over);
      least = Math.min(least, row[j] as number);
    }
    if (least > band) return max + 1;
    [before, prev, row] = [prev, row, before];
  }
  const distance = prev[y.length] as number;
  return distance > band ? max + 1 : distance;
}

/**
 * The longest word that spelling correction considers: typo tolerance is for words people
 * type. Longer words are searched as typed.
 */
export const MAX_CORRECTED_LETTERS = 24;

/** At most this many words of one search are tried for a correction; the rest stay as typed. */
export const MAX_CORRECTED_WORDS = 3;

/**
 * The letters of the site's alphabets: Latin (a–z, å ä ö and the accented Latin letters
 * of names, "dürer", "légér", "čapek"). A word with any other letter is not corrected.
 */
const SITE_LETTERS = /^[a-z\u00DF-\u00F6\u00F8-\u00FF\u0100-\u017F]+$/u;

/** Whether a word is one spelling correction may change: see the three limits above. */
export function correctable(word: string): boolean {
  return allowedEdits(word) > 0 && word.length <= MAX_CORRECTED_LETTERS && SITE_LETTERS.test(word);
}

/** A word that this many objects hold is the visitor's word, not a typo of another. */
const KNOWN_WORD = 3;

/** The collection's words in memory, as spelling correction reads them. */
interface Vocabulary {
  /** Which rebuild of collection_search_words this is (its rows' xmin); null when empty. */
  version: string | null;
  /** Objects that hold each word. */
  objects: Map<string, number>;
  /** The words in code-unit order: the words that start with a word follow it. */
  sorted: string[];
  /** The words by their length (UTF-16 units, as the letters test counts them). */
  byLength: Map<number, string[]>;
}

/**
 * The rebuild the vocabulary's rows come from: the transaction id that wrote them (every
 * rebuild deletes and inserts them all), read from one row by the primary key.
 */
const VOCABULARY_VERSION = sql<string | null>`(select xmin::text from collection_search_words
  order by word limit 1)`;

/** The loaded vocabulary of each database (a rebuild is seen by its version). */
const vocabularies = new WeakMap<Db, Promise<Vocabulary>>();

/**
 * The vocabulary as collection_search_words holds it now: read whole once per rebuild
 * (36,627 words for the CMOA file), then checked by one lookup of its version — the
 * transaction id that wrote its rows (every rebuild deletes and inserts them all), the
 * same on every instance — so a correction costs no scan of the words' indexes.
 */
async function vocabularyOf(db: Db): Promise<Vocabulary> {
  const { rows } = await sql<{ version: string | null }>`
    select ${VOCABULARY_VERSION} as version`.execute(db);
  const version = rows[0]?.version ?? null;
  const cached = vocabularies.get(db);
  if (cached) {
    const known = await cached.catch(() => null);
    if (known && known.version === version) return known;
  }
  const loading = loadVocabulary(db);
  vocabularies.set(db, loading);
  loading.catch(() => vocabularies.delete(db));
  return loading;
}

async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const { rows } = await sql<{
    version: string | null;
    words: string[] | null;
    objects: number[] | null;
  }>`select ${VOCABULARY_VERSION} as version,
      array_agg(word) as words, array_agg(objects) as objects
    from collection_search_words`.execute(db);
  const row = rows[0];
  const words = row?.words ?? [];
  const counts = row?.objects ?? [];
  const objects = new Map<string, number>();
  const byLength = new Map<number, string[]>();
  words.forEach((word, i) => {
    objects.set(word, Number(counts[i] ?? 0));
    const same = byLength.get(word.length);
    if (same) same.push(word);
    else byLength.set(word.length, [word]);
  });
  return { version: row?.version ?? null, objects, sorted: [...words].sort(), byLength };
}

/** Whether the vocabulary has words that start with `word` (the visitor is typing it). */
function isTyped(sorted: readonly string[], word: string): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] as string) <= word) low = mid + 1;
    else high = mid;
  }
  return sorted[low]?.startsWith(word) ?? false;
}

/** A letter's (UTF-16 unit's) slot in a count of letters; beyond ASCII, letters may share one. */
const slot = (code: number) => (code < 128 ? code : 128 + (code % 128));

/** The slots a candidate's letters took from a count (scratch; words are shorter). */
const taken = new Int32Array(256);

/**
 * Whether `candidate` can be `edits` edits from the word whose letters `counts` holds
 * (`length` of them): each edit leaves at most two letters unpaired between the two, so
 * more cannot be that close. A cheap test, without allocations, before the edit
 * distance; `counts` is left as it was.
 */
function lettersAllow(counts: Int16Array, length: number, candidate: string, edits: number) {
  const limit = 2 * edits;
  if (candidate.length > taken.length) return false;
  let unpaired = 0;
  let n = 0;
  for (let i = 0; i < candidate.length && unpaired <= limit; i += 1) {
    const at = slot(candidate.charCodeAt(i));
    if ((counts[at] as number) > 0) {
      counts[at] = (counts[at] as number) - 1;
      taken[n] = at;
      n += 1;
    } else unpaired += 1;
  }
  for (let k = 0; k < n; k += 1) {
    const at = taken[k] as number;
    counts[at] = (counts[at] as number) + 1;
  }
  return unpaired + (length - n) <= limit;
}

/**
 * The words of `byLength` (words by their length) within `edits` edits of `word` (not the
 * word itself): the words of about its length whose letters allow it
 * ({@link lettersAllow}), then measured by the banded {@link editDistance}. Its cost is
 * that of reading those buckets once, whatever the word's letters: no spellings are
 * generated (one edit away from a word of n letters of an alphabet of k there are about
 * 2nk, which a hostile word of unusual letters made huge).
 */
export function wordsWithin(
  byLength: ReadonlyMap<number, readonly string[]>,
  word: string,
  edits: number,
): string[] {
  return nearWords(byLength, word, edits).map((near) => near.word);
}

/** {@link wordsWithin}, each word with its distance (measured once). */
function nearWords(
  byLength: ReadonlyMap<number, readonly string[]>,
  word: string,
  edits: number,
): Array<{ word: string; distance: number }> {
  const counts = new Int16Array(256);
  for (let i = 0; i < word.length; i += 1) {
    const at = slot(word.charCodeAt(i));
    counts[at] = (counts[at] as number) + 1;
  }
  const near: Array<{ word: string; distance: number }> = [];
  for (let length = word.length - edits; length <= word.length + edits; length += 1) {
    for (const candidate of byLength.get(length) ?? []) {
      if (candidate === word || !lettersAllow(counts, word.length, candidate, edits)) continue;
      const distance = editDistance(word, candidate, edits);
      if (distance <= edits) near.push({ word: candidate, distance });
    }
  }
  return near;
}

/**
 * The closest spelling of each word that the collection holds more often, or the word
 * itself: a word is kept when the vocabulary has it in {@link KNOWN_WORD} objects or more,
 * or has words that start with it (it is being typed), or when it is not
 * {@link correctable} (too short or too long, or of letters outside the site's
 * alphabets); otherwise the vocabulary's words within {@link allowedEdits} of it
 * ({@link wordsWithin}) that five times as many objects hold are candidates, and the
 * nearest wins, the one in most objects among equals. A short word that no spelling
 * explains and that is a person's initials written together ("jmw" for J. M. W. Turner:
 * {@link joinedInitials}) becomes its letters, as the search finds initials ("j m w");
 * one that other words start with does so only beside other words of that person's name
 * ("jm turner", not "jm" alone). At most {@link MAX_CORRECTED_WORDS} words of a search
 * are tried (a candidate search or an initials lookup each); the rest stay as typed, so
 * one request's cost is bounded whatever it holds. The vocabulary is read from memory
 * ({@link vocabularyOf}). Null when no word changes.
 */
export async function correctWords(db: Db, words: readonly string[]): Promise<string[] | null> {
  const mayBeInitials = (word: string) => JOINED_INITIALS.test(word) && SITE_LETTERS.test(word);
  if (!words.some((w) => correctable(w) || mayBeInitials(w))) return null;
  const vocabulary = await vocabularyOf(db);
  const out: string[] = [];
  let changed = false;
  let tried = 0;
  for (const word of words) {
    const own = vocabulary.objects.get(word) ?? 0;
    // A word being typed is kept, unless with other words it is someone's initials.
    const typed = own < KNOWN_WORD && isTyped(vocabulary.sorted, word);
    const spelled = own < KNOWN_WORD && !typed && correctable(word);
    const initials = own < KNOWN_WORD && mayBeInitials(word) && !(typed && words.length < 2);
    if ((!spelled && !initials) || tried >= MAX_CORRECTED_WORDS) {
      out.push(word);
      continue;
    }
    tried += 1;
    const best = spelled ? closestSpelling(vocabulary, word, own) : null;
    if (best) {
      out.push(best);
      changed = true;
      continue;
    }
    const letters = initials ? await joinedInitials(db, word, words) : null;
    if (letters) changed = true;
    out.push(...(letters ?? [word]));
  }
  return changed ? out : null;
}

/**
 * The vocabulary's nearest spelling of `word` (which `own` objects hold) within
 * {@link allowedEdits} that five times as many objects hold, the one in most objects
 * among equals; null when there is none.
 */
function closestSpelling(vocabulary: Vocabulary, word: string, own: number): string | null {
  const edits = allowedEdits(word);
  let best: { word: string; distance: number; objects: number } | null = null;
  for (const { word: near, distance } of nearWords(vocabulary.byLength, word, edits)) {
    const objects = vocabulary.objects.get(near) ?? 0;
    if (objects <= own * 5) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && objects > best.objects) ||
      (distance === best.distance && objects === best.objects && near < best.word);
    if (better) best = { word: near, distance, objects };
  }
  return best?.word ?? null;
}

/** A word that may be initials written together: two to four letters. */
const JOINED_INITIALS = /^\p{L}{2,4}$/u;

/**
 * The letters of `word` when they are the initials of consecutive words of someone's
 * name in the collection, and that name holds the search's other words too ("jmw
 * turner": Joseph Mallord William Turner), else null: names are often written so ("JMW
 * Turner"), and the search finds initials only apart ("j m w turner"). One lookup of
 * the people's names (collection_people.search keeps word positions).
 */
async function joinedInitials(
  db: Db,
  word: string,
  words: readonly string[],
): Promise<string[] | null> {
  if (!JOINED_INITIALS.test(word)) return null;
  const letters = [...word];
  const others = words.filter((w) => w !== word && /^[\p{L}\p{N}]+$/u.test(w));
  const query = [
    `(${letters.map((l) => `'${l}':*`).join(' <-> ')})`,
    ...others.map((w) => `'${w}':*`),
  ].join(' & ');
  const { rows } = await sql<{ found: boolean }>`select exists (select from collection_people
    where search @@ to_tsquery('simple', ${query})) as found`.execute(db);
  return rows[0]?.found ? letters : null;
}

/** Close spellings of one word that a search of several words tries, at most. */
export const SPELLINGS_PER_WORD = 4;

/** Combinations of close spellings that one search tests, at most (one statement). */
export const COMBINATIONS = 24;

/**
 * Close spellings of a search of several words whose words the collection knows each,
 * but not together ("carl larson": Carl Larsson's name, where "larson" is itself
 * another's name): each word's spellings within {@link allowedEdits} that
 * {@link KNOWN_WORD} objects or more hold (the nearest, then the most common, at most
 * {@link SPELLINGS_PER_WORD}; at most {@link MAX_CORRECTED_WORDS} words are varied), in
 * combinations that change as few words as possible first (at most
 * {@link COMBINATIONS}). Each combination is scored in one statement by what holds its
 * words together: the person whose name has them all (by that person's objects) or the
 * titles of the page's language that do (counted up to 1,000). The best scoring wins, the
 * one with fewer changes among equals; null when none holds together. The words as typed
 * are not scored: the search that asks found few or no matches with them.
 */
export async function correctCombination(
  db: Db,
  words: readonly string[],
  lang: Language,
): Promise<string[] | null> {
  if (words.length < 2 || !words.some(correctable)) return null;
  const vocabulary = await vocabularyOf(db);
  let varied = 0;
  const options = words.map((word) => {
    if (!correctable(word) || varied >= MAX_CORRECTED_WORDS) return [word];
    varied += 1;
    const near = nearWords(vocabulary.byLength, word, allowedEdits(word))
      .map((n) => ({ ...n, objects: vocabulary.objects.get(n.word) ?? 0 }))
      .filter((n) => n.objects >= KNOWN_WORD)
      .sort(
        (a, b) =>
          a.distance - b.distance ||
          b.objects - a.objects ||
          (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
      )
      .slice(0, SPELLINGS_PER_WORD);
    return [word, ...near.map((n) => n.word)];
  });
  const combinations = combine(options)
    .filter((c) => c.changes > 0)
    .sort((a, b) => a.changes - b.changes || a.rank - b.rank)
    .slice(0, COMBINATIONS);
  if (combinations.length === 0) return null;
  // Words of letters only (correctable, or as the search split them): safe as lexemes.
  const quoted = (ws: readonly string[]) => ws.map((w) => `'${w}'`).join(' & ');
  const config = sql.lit(TEXT_SEARCH_CONFIG[lang]);
  const { rows } = await sql<{ n: number; score: string | number }>`
    select c.n, greatest(
      coalesce((select max(s.objects) from collection_people p
        join collection_search_people s on s.person_id = p.id
        where p.search @@ to_tsquery('simple', c.q)), 0),
      (select count(*) from (select from ${sql.table(SEARCH_TABLES[lang])} o
        where o.title_search @@ plainto_tsquery(${config}, c.t) limit 1000) t)
    ) as score
    from unnest(${combinations.map((c) => quoted(c.words))}::text[],
      ${combinations.map((c) => c.words.join(' '))}::text[]) with ordinality as c(q, t, n)`.execute(
    db,
  );
  let best: { n: number; score: number } | null = null;
  for (const row of rows) {
    const score = Number(row.score);
    const n = Number(row.n);
    if (score > 0 && (!best || score > best.score || (score === best.score && n < best.n))) {
      best = { n, score };
    }
  }
  return best ? (combinations[best.n - 1]?.words ?? null) : null;
}

/**
 * Every combination of one option per word (the first option of each is the word as
 * typed), with how many words it changes and the sum of its options' places (nearest
 * spellings first).
 */
function combine(
  options: readonly (readonly string[])[],
): Array<{ words: string[]; changes: number; rank: number }> {
  let out = [{ words: [] as string[], changes: 0, rank: 0 }];
  for (const choices of options) {
    out = out.flatMap((c) =>
      choices.map((word, i) => ({
        words: [...c.words, word],
        changes: c.changes + (i > 0 ? 1 : 0),
        rank: c.rank + i,
      })),
    );
  }
  return out;
}
