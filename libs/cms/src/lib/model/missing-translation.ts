import type { Language } from '@kokoelma/domain';

/**
 * The page exists but not in `lang`: its title or body has not been written in that
 * language yet. The page then says "this page is not yet available in {language}"
 * (spec §2, §8) instead of showing a half-empty page or a not-found page.
 */
export interface MissingTranslation {
  readonly kind: 'missing-translation';
  readonly lang: Language;
}

/** The marker for a page that is not available in `lang`. */
export function missingTranslation(lang: Language): MissingTranslation {
  return { kind: 'missing-translation', lang };
}

/** True for the {@link MissingTranslation} marker. */
export function isMissingTranslation(value: {
  readonly kind: string;
}): value is MissingTranslation {
  return value.kind === 'missing-translation';
}
