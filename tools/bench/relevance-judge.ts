// Judging one search of the relevance benchmark: how relevant each result is (its gain,
// from the judgment's grades) and whether the query passes its checks. Used by
// relevance-bench.ts; see README.md.
import type { Language } from '@kokoelma/domain';

/** What a judged query's top results must hold. */
export interface Judgment {
  id: string;
  /** What the visitor types. */
  q: string;
  lang: Language;
  /** Why the expectation is what a visitor means (one line). */
  why: string;
  /**
   * Gains of a result, the first rule it meets counting: `creator` (a person not in a
   * secondary part — after, attributed to, publisher… — whose name holds the text),
   * `person` (anyone named so), `title` (a title holds it as a phrase), `titleIs` (a
   * title is it, punctuation and case aside), `inventory` (the inventory number,
   * exactly), `text` (title, people, terms or description).
   */
  grades: Array<{
    creator?: string;
    person?: string;
    title?: string;
    titleIs?: string;
    inventory?: string;
    text?: string;
    gain: number;
  }>;
  /** The first `top` results each have a gain of at least `minGain`. */
  top?: number;
  minGain?: number;
  /** At least this many results. */
  minTotal?: number;
  /** The search answers for these corrected words (typo tolerance). */
  corrected?: string;
}

/** The fields of a result that grades read. */
export interface JudgedRecord {
  title: Partial<Record<Language, string>>;
  inventoryNumber: string | null;
  people: Array<{
    firstName: string | null;
    familyName: string | null;
    role: { fi?: string; sv?: string; en?: string } | null;
    attribution?: Partial<Record<Language, string>> | null;
  }>;
  keywords?: Array<Partial<Record<Language, string>>>;
  classifications?: Array<Partial<Record<Language, string>>>;
  materials?: Array<Partial<Record<Language, string>>>;
  description?: Partial<Record<Language, string>>;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const holds = (haystack: string, needle: string) =>
  ` ${fold(haystack)} `.includes(` ${fold(needle)}`);

// The judge's own rule for a secondary part, independent of the engine's.
const SECONDARY = /after|attributed|possibly|probably|school|circle|copy|publisher|printer|manner/i;

const nameOf = (p: JudgedRecord['people'][number]) =>
  [p.firstName, p.familyName].filter(Boolean).join(' ');

function texts(record: JudgedRecord): string {
  const lists = [record.keywords, record.classifications, record.materials].flatMap((l) => l ?? []);
  return [
    ...Object.values(record.title),
    ...record.people.map(nameOf),
    ...lists.flatMap((t) => Object.values(t)),
    ...Object.values(record.description ?? {}),
  ].join(' ');
}

/** The gain of one result under a judgment's grades (0 when no rule holds). */
export function gainOf(judgment: Judgment, record: JudgedRecord): number {
  for (const grade of judgment.grades) {
    const ok =
      (grade.creator === undefined ||
        record.people.some(
          (p) =>
            holds(nameOf(p), grade.creator ?? '') &&
            !SECONDARY.test(`${p.role?.en ?? ''} ${p.role?.fi ?? ''} ${p.attribution?.en ?? ''}`),
        )) &&
      (grade.person === undefined ||
        record.people.some((p) => holds(nameOf(p), grade.person ?? ''))) &&
      (grade.title === undefined ||
        Object.values(record.title).some((t) => holds(t ?? '', grade.title ?? ''))) &&
      (grade.titleIs === undefined ||
        Object.values(record.title).some((t) => fold(t ?? '') === fold(grade.titleIs ?? ''))) &&
      (grade.inventory === undefined ||
        (record.inventoryNumber ?? '').toLowerCase() === grade.inventory.toLowerCase()) &&
      (grade.text === undefined || holds(texts(record), grade.text));
    if (ok) return grade.gain;
  }
  return 0;
}

/** NDCG@k of gains in result order, against the ideal order of the judged pool. */
export function ndcg(gains: readonly number[], pool: readonly number[], k = 10): number {
  const dcg = (list: readonly number[]) =>
    list.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...pool].sort((a, b) => b - a));
  return ideal === 0 ? 1 : dcg(gains) / ideal;
}

/** What one judged search came to. */
export interface Verdict {
  pass: boolean;
  ndcg: number;
  failures: string[];
}

/**
 * Judges a search: `records` are its first results in order (at least `top` and ten),
 * `pool` the gains of all the results read (the ideal order for NDCG comes from them).
 */
export function judge(
  judgment: Judgment,
  result: { total: number; corrected: string | null; records: readonly JudgedRecord[] },
  pool: readonly number[],
): Verdict {
  const gains = result.records.map((r) => gainOf(judgment, r));
  const failures: string[] = [];
  const top = judgment.top ?? 0;
  const minGain = judgment.minGain ?? 1;
  if (top > 0) {
    const shortOf = gains.slice(0, top).findIndex((g) => g < minGain);
    if (result.total < top && result.total < (judgment.minTotal ?? top)) {
      failures.push(`only ${result.total} results, ${top} judged`);
    } else if (shortOf >= 0 && shortOf < result.total) {
      failures.push(`result ${shortOf + 1} has gain ${gains[shortOf]} < ${minGain}`);
    }
  }
  if (judgment.minTotal !== undefined && result.total < judgment.minTotal) {
    failures.push(`${result.total} results < ${judgment.minTotal}`);
  }
  if (
    judgment.corrected !== undefined &&
    fold(result.corrected ?? '') !== fold(judgment.corrected)
  ) {
    failures.push(`corrected to ${JSON.stringify(result.corrected)}, not "${judgment.corrected}"`);
  }
  // A judged query that finds nothing relevant scores 0, not the 1 of an empty ideal.
  const score = pool.some((g) => g > 0) ? ndcg(gains, pool) : 0;
  return { pass: failures.length === 0, ndcg: score, failures };
}
