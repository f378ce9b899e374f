import { endianness } from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { Language } from '@kokoelma/domain';
import { TEXT_SEARCH_CONFIG } from './search-documents';
import { compoundQuery, expandsToCompounds } from './vocabulary';
import { queryTitleKey, RANK_BITS, tierKey, titleTiers } from './rank-keys';
import {
  NAMESAKE_ORDER,
  NAMESAKE_PEOPLE_LIMIT,
  namedPeople,
  namesakeObjectsOf,
} from './search-query';
import { SEARCH_TABLES } from './search-statements';

type Db = Kysely<Tables>;

/** A word to precompute, with what its search matches besides the word as a prefix. */
interface Candidate {
  word: string;
  /** The word's stem in the language (plainto_tsquery's lexeme); null for a stop word. */
  stem: string | null;
  /** Compound stems the word expands to (matched as prefixes); empty when none. */
  compounds: string[];
  /** Whether a match only through a compound is flagged (Finnish, Swedish). */
  expands: boolean;
}

/** 2^32: a key's high word is its value divided by this. */
const WORD = 2 ** 32;

/** Rows of a search table read at a time. */
const BATCH = 4000;

/**
 * Calls `each` with the lexemes of a tsvector's text form (`'word':1A,2 'other'`), each
 * with whether a position is weighted A. Quotes inside a lexeme are doubled, and a
 * backslash escapes the next character.
 */
function eachLexeme(text: string, each: (lexeme: string, weightA: boolean) => void): void {
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (text.charCodeAt(i) !== 39) {
      i += 1;
      continue;
    }
    // Inside quotes: up to the quote that is not doubled.
    let lexeme = '';
    let from = i + 1;
    let j = from;
    for (;;) {
      const code = text.charCodeAt(j);
      if (j >= n) break;
      if (code === 92) {
        lexeme += text.slice(from, j) + text.charAt(j + 1);
        j += 2;
        from = j;
      } else if (code === 39 && text.charCodeAt(j + 1) === 39) {
        lexeme += text.slice(from, j + 1);
        j += 2;
        from = j;
      } else if (code === 39) break;
      else j += 1;
    }
    lexeme += text.slice(from, j);
    // Positions and weights, up to the next space.
    let end = j + 1;
    let weightA = false;
    for (; end < n && text.charCodeAt(end) !== 32; end += 1) {
      if (text.charCodeAt(end) === 65) weightA = true;
    }
    each(lexeme, weightA);
    i = end;
  }
}

/** A trie of prefixes: each node lists the candidates whose prefix ends there. */
interface TrieNode {
  next: Map<string, TrieNode>;
  candidates: number[];
}

/** Candidates (indexes) by a prefix: a lexeme is walked once, letter by letter. */
class PrefixIndex {
  private readonly root: TrieNode = { next: new Map(), candidates: [] };
  add(prefix: string, candidate: number): void {
    let node = this.root;
    for (const letter of prefix) {
      let child = node.next.get(letter);
      if (!child) {
        child = { next: new Map(), candidates: [] };
        node.next.set(letter, child);
      }
      node = child;
    }
    if (!node.candidates.includes(candidate)) node.candidates.push(candidate);
  }
  /** Calls `hit` for each candidate one of whose prefixes starts `lexeme`. */
  each(lexeme: string, hit: (candidate: number) => void): void {
    let node: TrieNode | undefined = this.root;
    for (const letter of lexeme) {
      node = node.next.get(letter);
      if (!node) return;
      for (const c of node.candidates) hit(c);
    }
  }
}

/** Whether this machine stores numbers little-endian (x86, ARM): the keys' native sort. */
const LITTLE_ENDIAN = endianness() === 'LE';

/**
 * A growing list of 64-bit keys, each held as two 32-bit words in the machine's order
 * (little-endian: low, then high), so that the list is also an array of 64-bit numbers
 * and sorts natively, without a comparison function called per pair.
 */
class KeyList {
  words = new Uint32Array(64);
  length = 0;
  push(high: number, low: number): void {
    if (this.length * 2 + 2 > this.words.length) {
      const grown = new Uint32Array(this.words.length * 2);
      grown.set(this.words);
      this.words = grown;
    }
    const at = this.length * 2;
    this.words[at + (LITTLE_ENDIAN ? 1 : 0)] = high;
    this.words[at + (LITTLE_ENDIAN ? 0 : 1)] = low;
    this.length += 1;
  }
  /** The keys in ascending order, 8 bytes each, big-endian; sorts the list in place, so call it once. */
  sortedBytes(): Buffer {
    return sortedBigEndian(Buffer.from(this.words.buffer, 0, this.length * 8));
  }
}

/**
 * Sorts 64-bit keys held in the machine's order, in place, natively (no comparison
 * function called per pair), and returns them big-endian, as int8send writes them.
 */
function sortedBigEndian(native: Buffer): Buffer {
  new BigUint64Array(native.buffer, native.byteOffset, native.length / 8).sort();
  return LITTLE_ENDIAN ? native.swap64() : native;
}

/** Match keys (8 bytes each, as int8send writes them) in ascending order, in a new buffer. */
export function sortedKeyBytes(keys: Buffer): Buffer {
  const length = keys.length - (keys.length % 8);
  // Its own memory, at offset 0 (a 64-bit array needs an aligned start).
  const native = Buffer.alloc(length);
  keys.copy(native, 0, 0, length);
  return sortedBigEndian(LITTLE_ENDIAN ? native.swap64() : native);
}

/** The compound stems of a compound query's text ('omakuv':* | 'muotokuv':*). */
function compoundsOf(query: string | null): string[] {
  return [...(query ?? '').matchAll(/'((?:[^']|'')*)':\*/g)].map((m) =>
    (m[1] ?? '').replace(/''/g, "'"),
  );
}

/** The stem and compounds of each word, as the search computes them (one statement each). */
async function candidatesOf(db: Db, lang: Language, words: readonly string[]) {
  const config = sql.lit(TEXT_SEARCH_CONFIG[lang]);
  const out: Candidate[] = [];
  for (const word of words) {
    const expands = expandsToCompounds(word, lang);
    const { rows } = await sql<{ stems: string[]; compounds: string | null }>`
      select tsvector_to_array(to_tsvector(${config}, ${word})) as stems,
        ${expands ? sql`${compoundQuery(word, lang)}::text` : sql`null`} as compounds`.execute(db);
    const stems = rows[0]?.stems ?? [];
    // A word the parser makes several lexemes of is left to the scan.
    if (stems.length > 1) continue;
    const compounds = compoundsOf(rows[0]?.compounds ?? null);
    out.push({ word, stem: stems[0] ?? null, compounds, expands });
  }
  return out;
}

/**
 * The match keys of each of `words` searched alone in `lang` — what matchKeys in
 * search-statements.ts returns for it, 8 bytes a match as int8send writes them — from
 * one pass over the language's search table, instead of one index scan per word (each
 * reading every match's row again): a word matches an object when a lexeme of its search
 * document starts with the word, equals its stem, or starts with one of its compounds;
 * it names a creator when a creator's name (weight A) has a lexeme starting with it,
 * anyone when any name has, the title tiers by the row's title_sort (titleTiers), the
 * title when a title lexeme starts with the word or its stem. Only words with `minMatches` matches or more are returned.
 * frequent-words.test.ts compares the result with the scan on both engines.
 */
export async function frequentWordKeys(
  db: Db,
  lang: Language,
  words: readonly string[],
  minMatches: number,
): Promise<Map<string, Buffer>> {
  return keysOf(db, lang, await candidatesOf(db, lang, words), minMatches, null);
}

/** The candidates of `words` (one statement each), as {@link frequentWordKeys} reads them. */
export async function wordCandidates(
  db: Db,
  lang: Language,
  words: readonly string[],
): Promise<Candidate[]> {
  return candidatesOf(db, lang, words);
}

/** {@link frequentWordKeys} of candidates already read ({@link wordCandidates}). */
export async function candidateWordKeys(
  db: Db,
  lang: Language,
  candidates: readonly Candidate[],
  minMatches: number,
): Promise<Map<string, Buffer>> {
  return keysOf(db, lang, candidates, minMatches, null);
}

/** What a word to precompute matches besides itself: its stem and compounds (see {@link frequentWordKeys}). */
export type FrequentCandidate = Candidate;

/**
 * The stem and compounds of each word as the search computes them now, in statements of
 * {@link CANDIDATES_PER_STATEMENT} words (an incremental update reads them for every
 * stored word: one statement each would be hundreds).
 */
export async function frequentCandidates(
  db: Db,
  lang: Language,
  words: readonly string[],
): Promise<Candidate[]> {
  const config = sql.lit(TEXT_SEARCH_CONFIG[lang]);
  const out: Candidate[] = [];
  for (let at = 0; at < words.length; at += CANDIDATES_PER_STATEMENT) {
    const part = words.slice(at, at + CANDIDATES_PER_STATEMENT);
    const expands = part.map((word) => expandsToCompounds(word, lang));
    const { rows } = await sql<{ word: string; stems: string[]; compounds: string | null }>`
      select u.w as word, tsvector_to_array(to_tsvector(${config}, u.w)) as stems,
        case when u.e then ${compoundQuery(sql<string>`u.w`, lang)}::text end as compounds
      from unnest(${part}::text[], ${expands}::boolean[]) as u(w, e)`.execute(db);
    const found = new Map(rows.map((row) => [row.word, row]));
    part.forEach((word, i) => {
      const row = found.get(word);
      const stems = row?.stems ?? [];
      if (stems.length > 1) return;
      out.push({
        word,
        stem: stems[0] ?? null,
        compounds: compoundsOf(row?.compounds ?? null),
        expands: expands[i] ?? false,
      });
    });
  }
  return out;
}

/** Words whose candidates are read per statement ({@link frequentCandidates}). */
const CANDIDATES_PER_STATEMENT = 10;

/**
 * The match keys of each candidate for the objects `ids` only (what {@link
 * frequentWordKeys} computes for them), in key order; candidates without a match are left
 * out. Reads only those objects' rows. `rankings`: the namesakes' ranking of every
 * candidate naming a person of those objects (namesakeRankings; any other candidate names
 * none of their people, so sets none of them apart).
 */
export async function candidateKeysOf(
  db: Db,
  lang: Language,
  candidates: readonly Candidate[],
  ids: readonly number[],
  rankings: ReadonlyMap<string, readonly string[]>,
): Promise<Map<string, Buffer>> {
  return keysOf(db, lang, candidates, 1, { ids, rankings });
}

/** Words whose namesakes are read per statement ({@link namesakesOf}, {@link namesakeRankings}). */
const NAMESAKE_WORDS_PER_STATEMENT = 50;

/**
 * Each word as a tsquery of prefixes in SQL, as prefixQuery writes them but quoted by the
 * database, from `u.w`: a word, or a phrase (words joined by a space: names holding each).
 */
const unnestedPrefixQuery = sql`to_tsquery('simple', array_to_string(array(
  select quote_literal(x) || ':*' from unnest(string_to_array(u.w, ' ')) as x), ' & '))`;

/**
 * The objects of each word's namesakes (namesakeObjects in search-query.ts, the same
 * statement the scan runs), by the word's index; words that name one person or none are
 * left out. A few statements for all the words.
 */
export async function namesakesOf(
  db: Db,
  words: readonly string[],
): Promise<Map<number, Set<number>>> {
  const out = new Map<number, Set<number>>();
  for (let at = 0; at < words.length; at += NAMESAKE_WORDS_PER_STATEMENT) {
    const part = words.slice(at, at + NAMESAKE_WORDS_PER_STATEMENT);
    const { rows } = await sql<{ n: number; ids: number[] | null }>`
      select u.n, array(${namesakeObjectsOf(unnestedPrefixQuery)}) as ids
      from unnest(${part}::text[]) with ordinality as u(w, n)`.execute(db);
    for (const row of rows) {
      if (row.ids && row.ids.length > 0) {
        out.set(at + Number(row.n) - 1, new Set(row.ids.map(Number)));
      }
    }
  }
  return out;
}

/**
 * What decides each entry's namesakes (namesakeObjects): the people its words name, in
 * rank order, the first {@link NAMESAKE_PEOPLE_LIMIT} + 1 (the person meant, then the
 * namesakes read) — by entry, every entry of `entries`. `without`: as before those
 * objects were linked (namedPeople). An object is a namesake's when it is linked to one
 * of the others and not to the first; which ones are, changes only with this list.
 */
export async function namesakeRankings(
  db: Db,
  entries: readonly string[],
  without: readonly number[] | null = null,
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (let at = 0; at < entries.length; at += NAMESAKE_WORDS_PER_STATEMENT) {
    const part = entries.slice(at, at + NAMESAKE_WORDS_PER_STATEMENT);
    const { rows } = await sql<{ w: string; ids: string[] | null }>`
      select u.w, array(select n.id from (${namedPeople(unnestedPrefixQuery, without)}) n
        ${NAMESAKE_ORDER} limit ${sql.lit(NAMESAKE_PEOPLE_LIMIT + 1)}) as ids
      from unnest(${part}::text[]) as u(w)`.execute(db);
    for (const row of rows) out.set(row.w, row.ids ?? []);
  }
  for (const entry of entries) if (!out.has(entry)) out.set(entry, []);
  return out;
}

/**
 * Of objects `ids`, those a namesake's by each ranking ({@link namesakeRankings}): linked
 * to one of its people after the first and not to the first; rankings of one person or
 * none are left out.
 */
async function namesakesAmong(
  db: Db,
  ids: readonly number[],
  rankings: ReadonlyMap<string, readonly string[]>,
): Promise<Map<string, Set<number>>> {
  const out = new Map<string, Set<number>>();
  const several = [...rankings].filter(([, people]) => people.length > 1);
  if (several.length === 0 || ids.length === 0) return out;
  const { rows } = await sql<{ object_id: number; people: string[] }>`
    select object_id, array_agg(person_id) as people from collection_object_people
    where object_id = any(${[...ids]}::integer[]) group by object_id`.execute(db);
  for (const [entry, people] of several) {
    const [first, ...others] = people;
    const rest = new Set(others);
    const found = new Set<number>();
    for (const row of rows) {
      if (!row.people.includes(first ?? '') && row.people.some((p) => rest.has(p))) {
        found.add(Number(row.object_id));
      }
    }
    if (found.size > 0) out.set(entry, found);
  }
  return out;
}

/**
 * The words of the names of the people linked to objects `ids` (their `search` lexemes,
 * as namesakeObjects matches names), sorted: what {@link wordsNaming} compares with. The
 * same for every language; read once per change.
 */
export async function nameWordsOfPeopleOf(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ lexeme: string }>`
    select distinct l as lexeme from collection_people p
    cross join unnest(tsvector_to_array(p.search)) as l
    where p.id in (select op.person_id from collection_object_people op
      where op.object_id = any(${[...ids]}::integer[]))`.execute(db);
  return rows.map((r) => r.lexeme).sort();
}

/**
 * Of `words` (stored words or phrases), those that may name one of the people whose
 * sorted name words are `names` ({@link nameWordsOfPeopleOf}): every word of the entry the
 * prefix of one of them. A superset: the namesakes of no other entry can change when only
 * those people's objects change.
 */
export function wordsNaming(names: readonly string[], words: readonly string[]): string[] {
  // The first name word not before `prefix` is the one that starts with it, if any does.
  const prefixesOne = (prefix: string) => {
    let lo = 0;
    let hi = names.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((names[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    return (names[lo] ?? '').startsWith(prefix);
  };
  return names.length === 0 ? [] : words.filter((entry) => entry.split(' ').every(prefixesOne));
}

async function keysOf(
  db: Db,
  lang: Language,
  candidates: readonly Candidate[],
  minMatches: number,
  some: { ids: readonly number[]; rankings: ReadonlyMap<string, readonly string[]> } | null,
): Promise<Map<string, Buffer>> {
  const only = some?.ids ?? null;
  const prefixes = new PrefixIndex();
  const stems = new Map<string, number[]>();
  const compounds = new PrefixIndex();
  const titleStems = new PrefixIndex();
  candidates.forEach((c, i) => {
    prefixes.add(c.word, i);
    if (c.stem) {
      stems.set(c.stem, [...(stems.get(c.stem) ?? []), i]);
      titleStems.add(c.stem, i);
    }
    for (const compound of c.compounds) compounds.add(compound, i);
  });
  const n = candidates.length;
  // The namesakes' objects by candidate: of some objects, only those of the words
  // naming their people, from the words' rankings.
  const words = candidates.map((c) => c.word);
  const namesakes = new Map<number, ReadonlySet<number>>();
  if (some === null) {
    for (const [i, set] of await namesakesOf(db, words)) namesakes.set(i, set);
  } else {
    const among = await namesakesAmong(db, some.ids, some.rankings);
    words.forEach((w, i) => {
      const set = among.get(w);
      if (set) namesakes.set(i, set);
    });
  }
  // Each word as a title sort key, for the title tiers (rank-keys.ts).
  const titleKeys = candidates.map((c) => queryTitleKey([c.word], lang));
  // Per candidate, the last row (its ordinal) that set each flag.
  const whole = new Int32Array(n).fill(-1);
  const compound = new Int32Array(n).fill(-1);
  const creator = new Int32Array(n).fill(-1);
  const named = new Int32Array(n).fill(-1);
  const titled = new Int32Array(n).fill(-1);
  const keys = candidates.map(() => new KeyList());
  const table = sql.table(SEARCH_TABLES[lang]);
  let row = 0;
  for (let last = -1; ;) {
    const { rows } = await sql<{
      id: number;
      k: string;
      s: string;
      n: string;
      t: string;
      ts: string;
    }>`
      select id, match_key::text as k, search::text as s, names_search::text as n,
        title_search::text as t, title_sort as ts
      from ${table} where id > ${last}
        ${only ? sql`and id = any(${[...only]}::integer[])` : sql``}
      order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) break;
    for (const r of rows) {
      const touched: number[] = [];
      const setWhole = (c: number) => {
        if (whole[c] !== row && compound[c] !== row) touched.push(c);
        whole[c] = row;
      };
      const setCompound = (c: number) => {
        if (whole[c] !== row && compound[c] !== row) touched.push(c);
        compound[c] = row;
      };
      eachLexeme(r.s, (lexeme) => {
        prefixes.each(lexeme, setWhole);
        for (const c of stems.get(lexeme) ?? []) setWhole(c);
        compounds.each(lexeme, setCompound);
      });
      if (touched.length > 0) {
        eachLexeme(r.n, (lexeme, weightA) => {
          prefixes.each(lexeme, (c) => {
            named[c] = row;
            if (weightA) creator[c] = row;
          });
        });
        const hit = (c: number) => {
          titled[c] = row;
        };
        eachLexeme(r.t, (lexeme) => {
          prefixes.each(lexeme, hit);
          titleStems.each(lexeme, hit);
        });
        // The key's high word (facet code, quality, and the flags added here) and low
        // word (the id): match_key is below 2^53 (codes below 2^9).
        const matchKey = Number(r.k);
        const high = Math.floor(matchKey / WORD) + RANK_BITS.inventory / WORD;
        const low = matchKey % WORD;
        for (const c of touched) {
          // One word: the tier "creator and title" (several words) never holds.
          const tier = tierKey({
            creator: creator[c] === row && !namesakes.get(c)?.has(r.id),
            namesake: creator[c] === row,
            person: named[c] === row,
            ...titleTiers(r.ts, titleKeys[c] ?? ''),
            title: titled[c] === row,
          });
          const onlyCompound = candidates[c]?.expands && whole[c] !== row;
          const flags = tier + (onlyCompound ? RANK_BITS.expanded : 0);
          keys[c]?.push(high + flags / WORD, low);
        }
      }
      row += 1;
      last = r.id;
    }
  }
  const out = new Map<string, Buffer>();
  candidates.forEach((c, i) => {
    const list = keys[i];
    if (!list || list.length < minMatches) return;
    // In key order: each facet code's matches are one run (the search reads only the
    // runs its facet filters keep).
    const buffer = list.sortedBytes();
    out.set(c.word, buffer);
  });
  return out;
}
