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
import {
  candidateKeysOf,
  candidateWordKeys,
  frequentCandidates,
  namesakeRankings,
  nameWordsOfPeopleOf,
  sortedKeyBytes,
  wordCandidates,
  wordsNaming,
  type FrequentCandidate,
} from './frequent-build';
import { expandsToCompounds } from './vocabulary';
import { recordset } from '../store/recordset';

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
async function phraseKeys(
  db: Db,
  lang: Language,
  phrase: string,
  only: readonly number[] | null = null,
): Promise<Buffer | null> {
  const words = phrase.split(' ');
  const conditions = textConditions({ searchTerms: [phrase] }, lang, words);
  if (only) conditions.push(sql`o.id = any(${[...only]}::integer[])`);
  const scanned = matchKeys(lang, words, conditions, null, wholeWords(lang, words));
  const { rows } = await sql<{ matches: string | null }>`
    select encode(${scanned}, 'base64') as matches`.execute(db);
  const matches = rows[0]?.matches;
  return matches ? sortedKeyBytes(Buffer.from(matches, 'base64')) : null;
}

/**
 * Stores a word's (or phrase's) matches and the search's answer from them. The keys go
 * as a binary parameter (bytea), not as text to decode: a rebuild stores about 100 MB.
 */
async function storeMatches(
  db: Db,
  lang: Language,
  word: string,
  keys: Buffer,
  candidate: FrequentCandidate | null,
): Promise<void> {
  // The search's answer, as rankedTextSearch would compute it from the matches.
  const { counts, ids } = rankMatches(keys, RESULT_ID_LIMIT);
  // What the matches were computed with (a phrase: nothing but its words).
  const stem = candidate?.stem ?? null;
  const compounds = candidate?.compounds ?? [];
  await sql`insert into collection_search_frequent (lang, word, matches, counts, top, stem, compounds)
    values (${lang}, ${word}, ${keys},
      ${JSON.stringify([...counts])}::json, ${ids}::integer[], ${stem}, ${compounds}::text[])`.execute(
    db,
  );
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
      const candidates = await wordCandidates(trx, lang, words);
      const byWord = new Map(candidates.map((c) => [c.word, c]));
      // One pass over the search table for all the words (frequent-build.ts).
      const storedWords = new Set<string>();
      for (const [word, keys] of await candidateWordKeys(trx, lang, candidates, minMatches)) {
        await storeMatches(trx, lang, word, keys, byWord.get(word) ?? null);
        storedWords.add(word);
        stored += 1;
      }
      // Two frequent words together match many objects too, and their search ranks each
      // one (tiers, phrase): the phrases visitors are likely to type are stored as well,
      // under the words joined by a space.
      for (const phrase of await candidatePhrases(trx, lang, storedWords, minMatches)) {
        const keys = await phraseKeys(trx, lang, phrase);
        if (!keys || keys.length / 8 < minMatches) continue;
        await storeMatches(trx, lang, phrase, keys, null);
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

/** The stored frequent words of one language, and what the objects of a change gave them. */
interface StoredLanguage {
  /** The stored single words, with their stems and compounds when they were stored. */
  candidates: FrequentCandidate[];
  phrases: string[];
  /** Words stored without their stem and compounds (before 0025): read again now. */
  unknown: string[];
  /** The keys the changed objects had in each word's (and phrase's) matches. */
  keys: Map<string, Buffer>;
  /**
   * The words (and phrases) naming people of the changed objects, with their namesakes'
   * rankings (namesakeRankings): a change of those people's works can move other objects
   * of theirs between the tiers "creator" and "namesake".
   */
  namesakes: Map<string, string[]>;
}

/** The frequent words' part of the changed objects, read before they change. */
export type FrequentBefore = Map<Language, StoredLanguage>;

async function keysOfChange(
  db: Db,
  lang: Language,
  stored: Pick<StoredLanguage, 'candidates' | 'phrases'>,
  ids: readonly number[],
  rankings: ReadonlyMap<string, readonly string[]>,
): Promise<Map<string, Buffer>> {
  const keys = await candidateKeysOf(db, lang, stored.candidates, ids, rankings);
  // A phrase matches only objects that both its words match: only those are searched.
  const words = new Set(stored.candidates.map((c) => c.word));
  const searched = stored.phrases.flatMap((phrase) => {
    const [a = '', b = ''] = phrase.split(' ');
    if (!words.has(a) || !words.has(b)) return [{ phrase, only: ids }];
    const inB = new Set(idsOf(keys.get(b)));
    const only = idsOf(keys.get(a)).filter((id) => inB.has(id));
    return only.length > 0 ? [{ phrase, only }] : [];
  });
  if (searched.length === 0) return keys;
  // By the objects' ids, not through the text index (whose bitmap would read every match
  // of the phrase first).
  await sql`select set_config('enable_bitmapscan', 'off', true)`.execute(db);
  for (const { phrase, only } of searched) {
    const found = await phraseKeys(db, lang, phrase, only);
    if (found && found.length > 0) keys.set(phrase, found);
  }
  await sql`select set_config('enable_bitmapscan', 'on', true)`.execute(db);
  return keys;
}

/**
 * Before objects `ids` change (or go), in the writer's transaction: which words are
 * stored, and the keys those objects have in them ({@link updateFrequentWords} replaces
 * them afterwards).
 */
export async function frequentBefore(db: Db, ids: readonly number[]): Promise<FrequentBefore> {
  const read = new Map<string, string[]>();
  const rows = await db
    .selectFrom('collection_search_frequent')
    .select(['lang', 'word', 'stem', 'compounds'])
    .execute();
  // The changed objects' people's name words, for every language.
  const names = rows.length > 0 ? await nameWordsOfPeopleOf(db, ids) : [];
  const out: FrequentBefore = new Map();
  for (const lang of LANGUAGES) {
    const own = rows.filter((r) => r.lang === lang);
    if (own.length === 0) continue;
    const single = own.filter((r) => !r.word.includes(' '));
    const phrases = own.filter((r) => r.word.includes(' ')).map((r) => r.word);
    // As stored with the matches; read again only for rows stored before they were kept.
    const known = single.flatMap((r) =>
      r.compounds === null
        ? []
        : [
            {
              word: r.word,
              stem: r.stem,
              compounds: r.compounds,
              expands: expandsToCompounds(r.word, lang),
            },
          ],
    );
    const unknown = single.filter((r) => r.compounds === null).map((r) => r.word);
    const candidates = [...known, ...(await frequentCandidates(db, lang, unknown))];
    const stored = { candidates, phrases };
    const naming = wordsNaming(names, [...candidates.map((c) => c.word), ...phrases]);
    const namesakes = await rankingsOf(db, naming, null, read);
    out.set(lang, {
      ...stored,
      unknown,
      keys: await keysOfChange(db, lang, stored, ids, namesakes),
      namesakes,
    });
  }
  return out;
}

/**
 * The namesakes' rankings of each entry (namesakeRankings), `without` as there; read once
 * per entry in `read`, for every language (they depend on names only).
 */
async function rankingsOf(
  db: Db,
  entries: readonly string[],
  without: readonly number[] | null,
  read: Map<string, string[]>,
): Promise<Map<string, string[]>> {
  const missing = [...new Set(entries)].filter((e) => !read.has(e));
  for (const [entry, people] of await namesakeRankings(db, missing, without)) {
    read.set(entry, people);
  }
  return new Map(entries.map((e) => [e, read.get(e) ?? []]));
}

/**
 * The people whose part in an entry's namesakes differs between two rankings: the first
 * (the person meant) of each when it changed, and those among the others in one only.
 */
function movedPeople(a: readonly string[], b: readonly string[]): string[] {
  // One person or none sets nobody apart: as if none.
  const [x = null, ...xs] = a.length > 1 ? a : [];
  const [y = null, ...ys] = b.length > 1 ? b : [];
  const out = new Set<string>();
  if (x !== y) for (const p of [x, y]) if (p !== null) out.add(p);
  const inA = new Set(xs);
  const inB = new Set(ys);
  for (const p of xs) if (!inB.has(p)) out.add(p);
  for (const p of ys) if (!inA.has(p)) out.add(p);
  return [...out];
}

/**
 * After the change, the stored entries (words and phrases) whose namesakes changed
 * beyond the changed objects, with the other objects that may have moved between the
 * tiers: those of the people whose part changed (movedPeople), less `ids`. Their keys in
 * the entry's matches are read again. An entry naming a person of the changed objects
 * only now had, before, the ranking it has now less those objects' links (namedPeople's
 * `without`).
 */
async function namesakesMoved(
  db: Db,
  stored: StoredLanguage,
  entries: readonly string[],
  ids: readonly number[],
  read: { names: readonly string[]; now: Map<string, string[]>; before: Map<string, string[]> },
): Promise<Map<string, Set<number>>> {
  const present = new Set(entries);
  const naming = wordsNaming(read.names, entries);
  const relevant = [...new Set([...naming, ...stored.namesakes.keys()])].filter((e) =>
    present.has(e),
  );
  const now = await rankingsOf(db, relevant, null, read.now);
  const onlyNow = relevant.filter((e) => !stored.namesakes.has(e) && (now.get(e)?.length ?? 0) > 1);
  const then = await rankingsOf(db, onlyNow, ids, read.before);
  const people = new Map<string, string[]>();
  for (const entry of relevant) {
    const moved = movedPeople(
      stored.namesakes.get(entry) ?? then.get(entry) ?? [],
      now.get(entry) ?? [],
    );
    if (moved.length > 0) people.set(entry, moved);
  }
  const out = new Map<string, Set<number>>();
  if (people.size === 0) return out;
  const all = [...new Set([...people.values()].flat())];
  const { rows } = await sql<{ person_id: string; object_id: number }>`
    select person_id, object_id from collection_object_people
    where person_id = any(${all}::text[])
      and object_id <> all(${[...ids]}::integer[])`.execute(db);
  const objectsOf = new Map<string, number[]>();
  for (const row of rows) {
    const list = objectsOf.get(row.person_id) ?? [];
    list.push(Number(row.object_id));
    objectsOf.set(row.person_id, list);
  }
  for (const [entry, moved] of people) {
    const objects = new Set(moved.flatMap((p) => objectsOf.get(p) ?? []));
    if (objects.size > 0) out.set(entry, objects);
  }
  return out;
}

/** The object ids of match keys (their low 32 bits). */
function idsOf(keys: Buffer | undefined): number[] {
  const out: number[] = [];
  if (!keys) return out;
  for (let at = 0; at + 8 <= keys.length; at += 8) out.push(keys.readUInt32BE(at + 4));
  return out;
}

const sameCompounds = (a: FrequentCandidate, b: FrequentCandidate | undefined) =>
  b !== undefined && a.stem === b.stem && a.compounds.join(' ') === b.compounds.join(' ');

/** The keys of `stored` without those of the objects `ids`, with `added`, in key order. */
function replaceKeys(stored: Buffer, ids: ReadonlySet<number>, added: Buffer | undefined): Buffer {
  const kept: Buffer[] = [];
  let from = 0;
  for (let at = 0; at + 8 <= stored.length; at += 8) {
    // The low 32 bits of a key are the object's id.
    if (!ids.has(stored.readUInt32BE(at + 4))) continue;
    if (at > from) kept.push(stored.subarray(from, at));
    from = at + 8;
  }
  if (from < stored.length) kept.push(stored.subarray(from));
  if (added) kept.push(added);
  return sortedKeyBytes(Buffer.concat(kept));
}

/**
 * After objects `ids` changed (or went), in the writer's transaction: each stored word's
 * (and phrase's) matches lose those objects' old keys and gain their new ones — only the
 * words where they differ are written — with the search's answer from them, so text
 * searches keep their precomputed answers and see the change at once. Where a word names
 * people of those objects and its namesakes changed (one namesake now has more works than
 * the other), the other objects that moved between the tiers "creator" and "namesake" are
 * read again with them (namesakesMoved). A word whose stem
 * or compounds the change of the vocabulary altered is removed instead (its search scans
 * until the next full rebuild): its other matches were computed with the old ones. Which
 * words are stored is left to the full rebuild (a word that crosses the threshold is
 * added, or dropped, then); a stored word's matches are exact either way.
 */
export async function updateFrequentWords(
  db: Db,
  before: FrequentBefore,
  ids: readonly number[],
  vocabularyChanges: readonly string[],
): Promise<void> {
  const idSet = new Set(ids);
  // The changed objects' people's name words now, and the namesakes' rankings read, for
  // every language.
  const read = {
    names: before.size > 0 ? await nameWordsOfPeopleOf(db, ids) : [],
    now: new Map<string, string[]>(),
    before: new Map<string, string[]>(),
  };
  for (const [lang, stored] of before) {
    // A word's compounds are the vocabulary's words (or stems) that end in it (or its
    // stem): only a word that a changed vocabulary word ends in can have new ones.
    const rechecked = await mayHaveNewCompounds(db, lang, stored.candidates, vocabularyChanges);
    const now = new Map(
      (
        await frequentCandidates(
          db,
          lang,
          rechecked.map((c) => c.word),
        )
      ).map((c) => [c.word, c]),
    );
    const again = new Set(rechecked.map((c) => c.word));
    const same = (c: FrequentCandidate) => !again.has(c.word) || sameCompounds(c, now.get(c.word));
    const unchanged = stored.candidates.filter(same);
    const changed = stored.candidates.filter((c) => !same(c));
    if (changed.length > 0) {
      await db
        .deleteFrom('collection_search_frequent')
        .where('lang', '=', lang)
        .where(
          'word',
          'in',
          changed.map((c) => c.word),
        )
        .execute();
    }
    // Words stored before their stems and compounds were: kept now, read once.
    const unknown = new Set(stored.unknown);
    const learnt = unchanged.filter((c) => unknown.has(c.word));
    if (learnt.length > 0) {
      await sql`update collection_search_frequent f set stem = r.stem,
          compounds = array(select json_array_elements_text(r.compounds))
        from ${recordset(
          learnt.map((c) => ({ word: c.word, stem: c.stem, compounds: c.compounds })),
          { word: 'text', stem: 'text', compounds: 'json' },
        )}
        where f.lang = ${lang} and f.word = r.word`.execute(db);
    }
    // Namesakes: other objects of the changed objects' people may change tiers too. Those
    // entries are read again for the changed objects and those others.
    const entries = [...unchanged.map((c) => c.word), ...stored.phrases];
    const moved = await namesakesMoved(db, stored, entries, ids, read);
    // read.now holds the namesakes of every entry naming a person of the changed objects.
    const after = await keysOfChange(
      db,
      lang,
      { candidates: unchanged, phrases: stored.phrases },
      ids,
      read.now,
    );
    const movedIds = new Set(ids);
    for (const extra of moved.values()) for (const id of extra) movedIds.add(id);
    const movedKeys =
      moved.size === 0
        ? new Map<string, Buffer>()
        : await keysOfChange(
            db,
            lang,
            {
              candidates: unchanged.filter((c) => moved.has(c.word)),
              phrases: stored.phrases.filter((p) => moved.has(p)),
            },
            [...movedIds],
            read.now,
          );
    const words = entries.filter((word) => {
      if (moved.has(word)) return true;
      const a = stored.keys.get(word);
      const b = after.get(word);
      return !(a === undefined ? b === undefined : b !== undefined && a.equals(b));
    });
    for (const word of words) {
      const row = await db
        .selectFrom('collection_search_frequent')
        .select('matches')
        .where('lang', '=', lang)
        .where('word', '=', word)
        .executeTakeFirst();
      if (!row) continue;
      const keys = moved.has(word)
        ? replaceKeys(Buffer.from(row.matches as Uint8Array), movedIds, movedKeys.get(word))
        : replaceKeys(Buffer.from(row.matches as Uint8Array), idSet, after.get(word));
      const { counts, ids: top } = rankMatches(keys, RESULT_ID_LIMIT);
      const candidate = unchanged.find((c) => c.word === word);
      await sql`update collection_search_frequent set matches = ${keys},
          counts = ${JSON.stringify([...counts])}::json, top = ${top}::integer[],
          stem = ${candidate?.stem ?? null}, compounds = ${candidate?.compounds ?? []}::text[]
        where lang = ${lang} and word = ${word}`.execute(db);
    }
  }
}

/**
 * The candidates of `lang` that expand to compounds and that a changed vocabulary word
 * (or its stem in the language) ends in: compoundQuery (vocabulary.ts) may now find other
 * compounds for them.
 */
async function mayHaveNewCompounds(
  db: Db,
  lang: Language,
  candidates: readonly FrequentCandidate[],
  changedWords: readonly string[],
): Promise<FrequentCandidate[]> {
  const expanding = candidates.filter((c) => c.expands);
  if (expanding.length === 0 || changedWords.length === 0) return [];
  const config = sql.lit(TEXT_SEARCH_CONFIG[lang]);
  const { rows } = await sql<{ w: string; s: string | null }>`
    select w, (tsvector_to_array(to_tsvector(${config}, w)))[1] as s
    from unnest(${[...changedWords]}::text[]) as w`.execute(db);
  return expanding.filter((c) =>
    rows.some((r) => r.w.endsWith(c.word) || (c.stem !== null && (r.s ?? '').endsWith(c.stem))),
  );
}
