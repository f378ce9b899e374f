import type { LocalizedText } from '@kokoelma/domain';
import type { RecordPerson } from './record';
import type { RoleNames } from './role-names';

/**
 * Attribution qualifiers that sources write into a person's name ("Rembrandt (Circle
 * of)", "Copy after Raphael", "Rembrandt (piiri)", "kopia efter Ehrenstrahl"): they
 * describe how the work relates to the person, not another person. Each maps to the
 * attribution the object page shows, in the three site languages; the phrases are
 * compared without case, with single spaces and without a trailing full stop.
 */
const QUALIFIERS: ReadonlyArray<{ names: RoleNames; phrases: readonly string[] }> = [
  {
    names: { fi: 'piiri', sv: 'krets', en: 'circle of' },
    phrases: ['circle of', 'circle', 'piiri', 'krets', 'krets kring', 'kretsen kring'],
  },
  {
    names: { fi: 'kopio jälkeen', sv: 'kopia efter', en: 'copy after' },
    phrases: [
      'copy after',
      'copy of',
      'copy',
      'kopio',
      'kopio jälkeen',
      'kopia efter',
      'kopia av',
      'kopia',
    ],
  },
  {
    names: { fi: 'attribuoitu', sv: 'tillskriven', en: 'attributed to' },
    phrases: ['attributed to', 'attributed', 'attr', 'attribuoitu', 'tillskriven', 'tillskrivet'],
  },
  {
    names: { fi: 'seuraaja', sv: 'efterföljare', en: 'follower of' },
    phrases: ['follower of', 'followers of', 'follower', 'seuraaja', 'efterföljare'],
  },
  {
    names: { fi: 'työpaja', sv: 'verkstad', en: 'workshop of' },
    phrases: ['workshop of', 'workshop', 'studio of', 'atelier of', 'työpaja', 'verkstad'],
  },
  {
    names: { fi: 'koulukunta', sv: 'skola', en: 'school of' },
    phrases: ['school of', 'school', 'koulukunta', 'skola'],
  },
  {
    names: { fi: 'jäljitelmä', sv: 'imitation', en: 'imitation of' },
    phrases: ['imitation of', 'imitator of', 'imitation', 'jäljitelmä', 'efterbildning'],
  },
  {
    names: { fi: 'tyyliin', sv: 'i stil med', en: 'manner of' },
    phrases: [
      'manner of',
      'style of',
      'in the manner of',
      'in the style of',
      'tyyliin',
      'i stil med',
    ],
  },
  {
    names: { fi: 'jälkeen', sv: 'efter', en: 'after' },
    phrases: ['after', 'jälkeen', 'efter'],
  },
  {
    names: { fi: 'mahdollisesti', sv: 'möjligen', en: 'possibly by' },
    phrases: ['possibly by', 'possibly'],
  },
  {
    names: { fi: 'todennäköisesti', sv: 'troligen', en: 'probably by' },
    phrases: ['probably by', 'probably'],
  },
];

/**
 * Single words that are a qualifier also in front of a name ("After Raphael", "efter
 * Ehrenstrahl"); other one-word phrases ("School", "Studio", "Copy") only count in
 * brackets or alone, because names start with them too ("Studio Alchimia").
 */
const PREFIX_WORDS = new Set(['after', 'efter', 'attribuoitu', 'tillskriven', 'tillskrivet']);

const norm = (text: string) =>
  text
    .trim()
    .toLocaleLowerCase('sv')
    .replace(/\s+/g, ' ')
    .replace(/[.:]+$/, '');

const BY_PHRASE: ReadonlyMap<string, RoleNames> = new Map(
  QUALIFIERS.flatMap(({ names, phrases }) => phrases.map((phrase) => [phrase, names] as const)),
);

/** Prefix phrases, longest first so "copy after" wins over "copy". */
const PREFIXES = [...BY_PHRASE.keys()]
  .filter((phrase) => phrase.includes(' ') || PREFIX_WORDS.has(phrase))
  .sort((a, b) => b.length - a.length);

/** The attribution a qualifier phrase names, in three languages; undefined otherwise. */
export function qualifierNames(text: string): RoleNames | undefined {
  return BY_PHRASE.get(norm(text));
}

/** One name field with its qualifier taken out. */
interface Stripped {
  text: string | null;
  qualifier?: RoleNames;
}

/**
 * Takes a qualifier out of one name field: the whole field ("Circle of"), a bracket at
 * its end or start ("Rembrandt (Circle of)", "(kopio) Rembrandt"), a trailing ", follower
 * of", or a leading phrase ("Copy after Raphael"). What is left is trimmed; a field that
 * is only a qualifier becomes null.
 */
function stripField(value: string | null): Stripped {
  if (value === null) return { text: null };
  const whole = qualifierNames(value.replace(/^\((.*)\)$/, '$1'));
  if (whole) return { text: null, qualifier: whole };
  const patterns = [/^(.*\S)\s*\(([^()]+)\)$/, /^\(([^()]+)\)\s*(\S.*)$/, /^(.*\S)\s*,\s*([^,]+)$/];
  for (const [index, pattern] of patterns.entries()) {
    const match = pattern.exec(value);
    if (!match?.[1] || !match[2]) continue;
    const [name, phrase] = index === 1 ? [match[2], match[1]] : [match[1], match[2]];
    const qualifier = qualifierNames(phrase);
    if (qualifier) return { text: name.trim(), qualifier };
  }
  const lower = value.toLocaleLowerCase('sv');
  for (const prefix of PREFIXES) {
    if (!lower.startsWith(prefix)) continue;
    const rest = /^[\s:]+(\S.*)$/.exec(value.slice(prefix.length));
    const qualifier = BY_PHRASE.get(prefix);
    if (rest?.[1] && qualifier) return { text: rest[1].trim(), qualifier };
  }
  return { text: value };
}

/** A person's names without a qualifier, and the qualifier found (undefined: none). */
export interface QualifiedName {
  firstName: string | null;
  familyName: string | null;
  qualifier: RoleNames | undefined;
}

/**
 * Separates an attribution qualifier from a person's names (see {@link QUALIFIERS}).
 * The first qualifier found wins (family name first). When taking it out would leave no
 * name at all, the names are kept as they are.
 */
export function splitQualifier(firstName: string | null, familyName: string | null): QualifiedName {
  const family = stripField(familyName);
  const first = stripField(firstName);
  const qualifier = family.qualifier ?? first.qualifier;
  if (!qualifier || (family.text === null && first.text === null)) {
    return { firstName, familyName, qualifier: undefined };
  }
  return { firstName: first.text || null, familyName: family.text || null, qualifier };
}

/**
 * A person with any qualifier in their names moved to the attribution: the record's own
 * attribution wins, and a qualifier that repeats the person's role (role "Kopia efter",
 * name "… (Copy after)") adds nothing.
 */
export function withQualifierAsAttribution(person: RecordPerson): RecordPerson {
  const { firstName, familyName, qualifier } = splitQualifier(person.firstName, person.familyName);
  if (!qualifier) return person;
  return { ...person, firstName, familyName, attribution: qualifiedAttribution(person, qualifier) };
}

/**
 * The attribution of a person whose name carried `qualifier`: the person's own
 * attribution when there is one; none when the role already says it (role "Kopia efter",
 * name "… (Copy after)"); else the qualifier's names.
 */
export function qualifiedAttribution(
  person: Pick<RecordPerson, 'attribution' | 'role'>,
  qualifier: RoleNames,
): LocalizedText | null {
  const role = person.role;
  const repeatsRole =
    role !== null && [role.fi, role.sv, role.en].some((text) => qualifierNames(text) === qualifier);
  return person.attribution ?? (repeatsRole ? null : { ...qualifier });
}

/** Letters that do not decompose into a base letter and a mark. */
const FOLDED: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * The key that tells whether two written names are one name: lower case, without
 * diacritics (Å → a, Ø → o), punctuation and spacing as word breaks, and the words in
 * sorted order, so that "Gallen-Kallela, Akseli" (last, first) and "Akseli
 * Gallen-Kallela" (first last) are the same name. Empty when the name has no letters.
 */
export function personNameKey(firstName: string | null, familyName: string | null): string {
  return personNameWords(firstName, familyName).sort().join(' ');
}

/** The words of a name as {@link personNameKey} reads them, in the name's own order. */
export function personNameWords(firstName: string | null, familyName: string | null): string[] {
  const text = `${firstName ?? ''} ${familyName ?? ''}`
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => FOLDED[letter] ?? letter);
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * The key that tells whether two written names are one spelling: lower case, punctuation
 * and spacing as word breaks and the words in sorted order, as {@link personNameKey}, but
 * with their diacritics kept — "Gallen-Kallela, Akseli" and "AKSELI Gallen–Kallela" are
 * the spelling of "Akseli Gallen-Kallela", while "Akseli Gallén-Kallela" and "A.
 * Gallen-Kallela" are other spellings of that person's name.
 */
export function spellingKey(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/**
 * The first letters of a name key's words, sorted: "j m t w" for both "J. M. W. Turner"
 * and "Joseph Mallord William Turner". Names that may be one written with initials share
 * it (see {@link namesMayBeOne}).
 */
export function initialsKey(nameKey: string): string {
  return nameKey
    .split(' ')
    .filter(Boolean)
    .map((word) => word[0])
    .sort()
    .join(' ');
}

/**
 * Whether two different name keys (personNameKey) may name one person, one or both
 * writing some names as initials: the same number of words, at least one whole word
 * (longer than a letter) in common, and every other word of each paired with a word of
 * the other that it is the initial of, or that is its initial — "j m w turner" and
 * "joseph mallord william turner", or "a gallen kallela" and "akseli gallen kallela";
 * never "john turner" and "james turner", nor "j turner" and "joseph mallord turner".
 */
export function namesMayBeOne(a: string, b: string): boolean {
  if (a === b) return false;
  const left = a.split(' ').filter(Boolean);
  const right = b.split(' ').filter(Boolean);
  if (left.length !== right.length || left.length < 2) return false;
  // Words both have are paired with each other first.
  const rest = [...right];
  const unpaired: string[] = [];
  let shared = false;
  for (const word of left) {
    const at = rest.indexOf(word);
    if (at < 0) {
      unpaired.push(word);
      continue;
    }
    rest.splice(at, 1);
    if (word.length > 1) shared = true;
  }
  if (!shared || unpaired.length === 0) return false;
  // The rest pair by first letter, and a pair of two whole words is two different names:
  // per letter, the whole words of both sides must not outnumber the pairs.
  const letters = new Set([...unpaired, ...rest].map((word) => word[0]));
  for (const letter of letters) {
    const mine = unpaired.filter((word) => word[0] === letter);
    const theirs = rest.filter((word) => word[0] === letter);
    if (mine.length !== theirs.length) return false;
    const whole = [...mine, ...theirs].filter((word) => word.length > 1).length;
    if (whole > mine.length) return false;
  }
  return true;
}

/**
 * Where `word` ends when it matches `long` from position `j`: the same word, or (up to
 * four letters) the initials of the words from there, apart or together; -1 otherwise.
 */
function matchEnd(long: readonly string[], j: number, word: string): number {
  if (long[j] === word) return j + 1;
  const letters = [...word];
  const initials =
    word.length <= 4 &&
    letters.every((letter, k) => (long[j + k] ?? '').length > 1 && long[j + k]?.[0] === letter);
  return initials ? j + letters.length : -1;
}

/**
 * Whether two names (their words in order, {@link personNameWords}) of different lengths
 * may name one person, for people whose life years both know and share
 * (people-authority.ts; names alone would make "John Smith" and "John Henry Smith" one):
 * the shorter's words are the longer's in order, with the same first and last word and
 * only middle words more — a word may also be the initials of some of the longer's
 * words, apart ("a") or together ("jmw") — and they share a whole word: "rembrandt van
 * rijn" and "rembrandt harmensz van rijn", "robert jacobs" and "robert a jacobs", "jmw
 * turner" and "joseph mallord william turner"; never "henry h richardson" and "office of
 * henry hobson richardson", nor "b l dabbs" and "b l h dabbs and others".
 */
export function fullerNameMayBeOne(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === b.length) return false;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let at = 0;
  let shared = false;
  for (const [i, word] of short.entries()) {
    // The first word matches the longer's first; the last ends where the longer ends;
    // only between matched words may the longer name have words of its own.
    const lastStart = i === 0 ? 0 : long.length - 1;
    const mustEnd = i === short.length - 1;
    let matched = -1;
    for (let j = at; j <= lastStart && matched < 0; j += 1) {
      const end = matchEnd(long, j, word);
      if (end < 0 || (mustEnd && end !== long.length)) continue;
      matched = end;
      if (long[j] === word && word.length > 1) shared = true;
    }
    if (matched < 0) return false;
    at = matched;
  }
  return at === long.length && shared;
}
