import { KNOWN_ROLES, LANGUAGES } from '@kokoelma/domain';
import type { Language } from '@kokoelma/domain';
import type { RecordPerson } from './record';

/** A role's name in each site language. */
export type RoleNames = Readonly<Record<Language, string>>;

/** Role texts as a source gives them: some languages, maybe only one. */
export type RoleTexts = Partial<Record<Language, string>>;

/**
 * Roles that LIDO sources (museums other than ours) use and the museum API's list in
 * `KNOWN_ROLES` lacks. Lower case like `KNOWN_ROLES`. Documented in IMPORT.md.
 */
const EXTRA_ROLES: readonly RoleNames[] = [
  { fi: 'attribuoitu', sv: 'tillskriven', en: 'attributed to' },
  { fi: 'jälkeen', sv: 'efter', en: 'after' },
  { fi: 'kopioija', sv: 'kopist', en: 'copyist' },
  { fi: 'työpaja', sv: 'verkstad', en: 'workshop' },
  { fi: 'seuraaja', sv: 'efterföljare', en: 'follower' },
  { fi: 'kaivertaja', sv: 'gravör', en: 'engraver' },
  { fi: 'piirtäjä', sv: 'tecknare', en: 'draughtsman' },
  { fi: 'arkkitehti', sv: 'arkitekt', en: 'architect' },
  { fi: 'valmistaja', sv: 'tillverkare', en: 'manufacturer' },
];

/** Other words sources use for a role in the tables above: synonym → that role's fi name. */
const SYNONYMS: Readonly<Record<string, string>> = {
  författare: 'kirjoittaja',
  author: 'kirjoittaja',
  maker: 'tekijä',
  upphovsman: 'tekijä',
  konstnärinna: 'taiteilija',
  painter: 'taiteilija',
  målare: 'taiteilija',
  'attributed to': 'attribuoitu',
  'tillskriven konstnär': 'attribuoitu',
  'kopia av': 'kopio jälkeen',
  'copy of': 'kopio jälkeen',
  draftsman: 'piirtäjä',
  // German and Dutch, as museum-digital, DDB and Adlib exports write them.
  künstler: 'taiteilija',
  künstlerin: 'taiteilija',
  maler: 'taiteilija',
  malerin: 'taiteilija',
  kunstenaar: 'taiteilija',
  schilder: 'taiteilija',
  fotografin: 'valokuvaaja',
  bildhauer: 'kuvanveistäjä',
  beeldhouwer: 'kuvanveistäjä',
  entwerfer: 'suunnittelija',
  ontwerper: 'suunnittelija',
  hersteller: 'valmistaja',
  vervaardiger: 'valmistaja',
  nach: 'jälkeen',
  naar: 'jälkeen',
  'kopie nach': 'kopio jälkeen',
  'kopie naar': 'kopio jälkeen',
  zugeschrieben: 'attribuoitu',
  toegeschreven: 'attribuoitu',
  stecher: 'kaivertaja',
  zeichner: 'piirtäjä',
  tekenaar: 'piirtäjä',
};

function normalise(term: string): string {
  return term.trim().toLocaleLowerCase('sv').replace(/\s+/g, ' ');
}

/** Every known name (in any language) → the role's names in all three languages. */
const ROLE_INDEX: ReadonlyMap<string, RoleNames> = (() => {
  const index = new Map<string, RoleNames>();
  for (const names of [...Object.values(KNOWN_ROLES), ...EXTRA_ROLES]) {
    for (const lang of LANGUAGES) {
      const key = normalise(names[lang]);
      if (!index.has(key)) index.set(key, names);
    }
  }
  for (const [synonym, fi] of Object.entries(SYNONYMS)) {
    const names = index.get(fi);
    if (names) index.set(synonym, names);
  }
  return index;
})();

/** The role's names in fi, sv and en when `term` (in any of them) is a known role. */
export function roleNames(term: string): RoleNames | undefined {
  return ROLE_INDEX.get(normalise(term));
}

/**
 * A role with text in every language: the source's own texts are kept as written; a
 * missing language comes from the table of the first source text that is a known role,
 * else falls back to the first source text (fi, sv, en order) so no language is empty.
 * Null when the source gives no text at all.
 */
export function completeRole(
  texts: RoleTexts,
  id: number | string | null,
): NonNullable<RecordPerson['role']> | null {
  const given = LANGUAGES.map((lang) => texts[lang]?.trim()).filter((text): text is string =>
    Boolean(text),
  );
  const first = given[0];
  if (first === undefined) return null;
  const known = given.map(roleNames).find((names) => names !== undefined);
  const fill = (lang: Language): string => texts[lang]?.trim() || (known?.[lang] ?? first);
  return { id, fi: fill('fi'), sv: fill('sv'), en: fill('en') };
}
