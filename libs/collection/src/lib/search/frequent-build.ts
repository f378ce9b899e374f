import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { Language } from '@kokoelma/domain';
import { TEXT_SEARCH_CONFIG } from '../repository/search-documents';
import { compoundQuery, expandsToCompounds } from './vocabulary';
import { RANK_BITS, SEARCH_TABLES } from './search-statements';

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

/** Rows of a search table read at a time. */
const BATCH = 4000;

/** The lexemes of a tsvector's text form, each with whether a position is weighted A. */
function lexemes(text: string): Array<[string, boolean]> {
  const out: Array<[string, boolean]> = [];
  const pattern = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const lexeme = (m[1] ?? '').replace(/''/g, "'").replace(/\\(.)/g, '$1');
    out.push([lexeme, (m[2] ?? '').includes('A')]);
  }
  return out;
}

/** Candidates (indexes) by a prefix, with the prefix lengths present. */
class PrefixIndex {
  readonly byPrefix = new Map<string, number[]>();
  lengths: number[] = [];
  add(prefix: string, candidate: number): void {
    const list = this.byPrefix.get(prefix) ?? [];
    if (!list.includes(candidate)) list.push(candidate);
    this.byPrefix.set(prefix, list);
    if (!this.lengths.includes(prefix.length)) this.lengths.push(prefix.length);
  }
  /** Calls `hit` for each candidate one of whose prefixes starts `lexeme`. */
  each(lexeme: string, hit: (candidate: number) => void): void {
    for (const length of this.lengths) {
      if (length > lexeme.length) continue;
      const list = this.byPrefix.get(lexeme.slice(0, length));
      if (list) for (const c of list) hit(c);
    }
  }
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
    const compounds = [...(rows[0]?.compounds ?? '').matchAll(/'((?:[^']|'')*)':\*/g)].map((m) =>
      (m[1] ?? '').replace(/''/g, "'"),
    );
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
 * it names a creator (tier 0) when a creator's name (weight A) has a lexeme starting with
 * it, anyone (tier 1) when any name has, the title (tier 3) when a title lexeme starts
 * with the word or its stem. Only words with `minMatches` matches or more are returned.
 * frequent-words.test.ts compares the result with the scan on both engines.
 */
export async function frequentWordKeys(
  db: Db,
  lang: Language,
  words: readonly string[],
  minMatches: number,
): Promise<Map<string, Buffer>> {
  const candidates = await candidatesOf(db, lang, words);
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
  // Per candidate, the last row (its ordinal) that set each flag.
  const whole = new Int32Array(n).fill(-1);
  const compound = new Int32Array(n).fill(-1);
  const creator = new Int32Array(n).fill(-1);
  const named = new Int32Array(n).fill(-1);
  const titled = new Int32Array(n).fill(-1);
  const keys: bigint[][] = candidates.map(() => []);
  const table = sql.table(SEARCH_TABLES[lang]);
  let row = 0;
  for (let last = -1; ;) {
    const { rows } = await sql<{ id: number; k: string; s: string; n: string; t: string }>`
      select id, match_key::text as k, search::text as s, names_search::text as n,
        title_search::text as t
      from ${table} where id > ${last} order by id limit ${BATCH}`.execute(db);
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
      for (const [lexeme] of lexemes(r.s)) {
        prefixes.each(lexeme, setWhole);
        for (const c of stems.get(lexeme) ?? []) setWhole(c);
        compounds.each(lexeme, setCompound);
      }
      if (touched.length > 0) {
        for (const [lexeme, weightA] of lexemes(r.n)) {
          prefixes.each(lexeme, (c) => {
            named[c] = row;
            if (weightA) creator[c] = row;
          });
        }
        for (const [lexeme] of lexemes(r.t)) {
          const hit = (c: number) => {
            titled[c] = row;
          };
          prefixes.each(lexeme, hit);
          titleStems.each(lexeme, hit);
        }
        const base = BigInt(r.k) + BigInt(RANK_BITS.inventory);
        for (const c of touched) {
          const tier = creator[c] === row ? 0 : named[c] === row ? 1 : titled[c] === row ? 3 : 4;
          const onlyCompound = candidates[c]?.expands && whole[c] !== row;
          const flags = tier * RANK_BITS.tier + (onlyCompound ? RANK_BITS.expanded : 0);
          keys[c]?.push(base + BigInt(flags));
        }
      }
      row += 1;
      last = r.id;
    }
  }
  const out = new Map<string, Buffer>();
  candidates.forEach((c, i) => {
    const list = keys[i] ?? [];
    if (list.length < minMatches) return;
    // In key order: each facet code's matches are one run (the search reads only the
    // runs its facet filters keep).
    const sorted = BigInt64Array.from(list).sort();
    const buffer = Buffer.alloc(sorted.length * 8);
    sorted.forEach((key, at) => buffer.writeBigInt64BE(key, at * 8));
    out.set(c.word, buffer);
  });
  return out;
}
