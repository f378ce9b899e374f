import { localized } from './localized.js';
import type { LocalizedResult, LocalizedText } from './localized.js';
import type { Language } from './languages.js';
import type { PersonRole } from './roles.js';

/** A person or group connected to an object (an author, a photographer, a letter's sender). */
export interface Person {
  readonly id?: number | string | null;
  readonly firstName?: string | null;
  readonly familyName?: string | null;
  /** How the work is attributed to the person ("workshop of", "after"), or null. */
  readonly attribution?: LocalizedText | null;
  readonly role?: PersonRole | null;
}

/** Marker shown as "unknown author" when an object has no people at all (spec §3). */
export interface UnknownAuthor {
  readonly kind: 'unknown-author';
}

/** The one {@link UnknownAuthor} value; compare with `===`. */
export const UNKNOWN_AUTHOR: UnknownAuthor = Object.freeze({ kind: 'unknown-author' });

/**
 * "Firstname Familyname", leaving out a missing part: a group such as an artist group has
 * only a family name. Undefined when both are missing, so the caller can show "unknown".
 */
export function personDisplayName(
  person: Pick<Person, 'firstName' | 'familyName'> | null | undefined,
): string | undefined {
  const parts = [person?.firstName, person?.familyName]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** The authors of an object, or {@link UNKNOWN_AUTHOR} when there are none. */
export function authorsOrUnknown<T extends Person>(
  people: readonly T[] | null | undefined,
): readonly T[] | UnknownAuthor {
  return people && people.length > 0 ? people : UNKNOWN_AUTHOR;
}

/** The person's attribution in `lang` with language fallback; missing when null or blank. */
export function personAttribution(person: Person, lang: Language): LocalizedResult {
  return localized(person.attribution, lang);
}
