import { personDisplayName } from './people.js';
import type { Language } from './languages.js';

/** The addressee of a letter, as an image's `address` carries it. */
export interface LetterAddress {
  readonly firstName?: string | null;
  readonly familyName?: string | null;
}

/** A letter's address as display text ("Firstname Familyname"); undefined when empty. */
export function letterAddress(address: LetterAddress | null | undefined): string | undefined {
  return personDisplayName(address);
}

/** The word before a photographer's name in each language. */
export const PHOTO_CREDIT_PREFIX: Readonly<Record<Language, string>> = {
  fi: 'Kuva',
  sv: 'Foto',
  en: 'Photo',
};

/** "Kuva: X" / "Foto: X" / "Photo: X"; undefined when there is no name to credit. */
export function photographerCredit(
  name: string | null | undefined,
  lang: Language,
): string | undefined {
  const trimmed = name?.trim();
  return trimmed ? `${PHOTO_CREDIT_PREFIX[lang]}: ${trimmed}` : undefined;
}
