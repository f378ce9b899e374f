/** The site's languages, in the order the site offers them (spec §9). */
export const LANGUAGES = ['fi', 'sv', 'en'] as const;

/** One of the site's languages: Finnish, Swedish or English. */
export type Language = (typeof LANGUAGES)[number];

/** Finnish is the default language (spec §9). */
export const DEFAULT_LANGUAGE: Language = 'fi';

/** True when `value` is one of {@link LANGUAGES}; use it on route params and stored values. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The order in which languages are tried when text is missing in the wanted one.
 * Finnish is the museum's working language, so it is the first fallback for sv and en;
 * Swedish, the other national language, comes next for Finnish.
 */
export const LANGUAGE_FALLBACKS: Readonly<Record<Language, readonly Language[]>> = {
  fi: ['fi', 'sv', 'en'],
  sv: ['sv', 'fi', 'en'],
  en: ['en', 'fi', 'sv'],
};

/** The languages to try for `lang`, the wanted one first (see {@link LANGUAGE_FALLBACKS}). */
export function fallbackOrder(lang: Language): readonly Language[] {
  return LANGUAGE_FALLBACKS[lang];
}
