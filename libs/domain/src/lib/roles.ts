import { localized } from './localized.js';
import type { LocalizedResult, LocalizedText } from './localized.js';
import type { Language } from './languages.js';

/** A person's role on an object; `fi` is the museum's name for it (e.g. "taiteilija"). */
export interface PersonRole extends LocalizedText {
  readonly id?: number | string | null;
}

/**
 * Labels of the common Finnish role names. Lower case, like the museum's own fi and sv
 * role texts; screens capitalise as their layout needs.
 */
export const KNOWN_ROLES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  taiteilija: { fi: 'taiteilija', sv: 'konstnär', en: 'artist' },
  valokuvaaja: { fi: 'valokuvaaja', sv: 'fotograf', en: 'photographer' },
  taiteilijaryhmä: { fi: 'taiteilijaryhmä', sv: 'konstnärsgrupp', en: 'artist group' },
  suunnittelija: { fi: 'suunnittelija', sv: 'formgivare', en: 'designer' },
  kuvanveistäjä: { fi: 'kuvanveistäjä', sv: 'skulptör', en: 'sculptor' },
  kirjoittaja: { fi: 'kirjoittaja', sv: 'skribent', en: 'writer' },
  vastaanottaja: { fi: 'vastaanottaja', sv: 'mottagare', en: 'recipient' },
  lähettäjä: { fi: 'lähettäjä', sv: 'avsändare', en: 'sender' },
  'kopio jälkeen': { fi: 'kopio jälkeen', sv: 'kopia efter', en: 'copy after' },
  tekijä: { fi: 'tekijä', sv: 'upphovsperson', en: 'creator' },
  painaja: { fi: 'painaja', sv: 'tryckare', en: 'printer' },
  kustantaja: { fi: 'kustantaja', sv: 'förläggare', en: 'publisher' },
};

/** The key of {@link KNOWN_ROLES} for a Finnish role name, or undefined when not known. */
export function knownRoleKey(fiName: string | null | undefined): string | undefined {
  const key = fiName?.trim().toLocaleLowerCase('fi').replace(/\s+/g, ' ');
  return key !== undefined && Object.hasOwn(KNOWN_ROLES, key) ? key : undefined;
}

/**
 * The role's label in `lang`: our label when the Finnish name is known (so every language
 * has one), else the record's own texts with the usual language fallback.
 */
export function roleLabel(role: PersonRole | null | undefined, lang: Language): LocalizedResult {
  const key = knownRoleKey(role?.fi);
  const labels = key === undefined ? undefined : KNOWN_ROLES[key];
  if (labels) return { kind: 'text', text: labels[lang], lang, isFallback: false };
  return localized(role, lang);
}
