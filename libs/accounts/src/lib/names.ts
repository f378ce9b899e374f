import { InvalidAccountInputError } from './errors';

const MAX_NAME_LENGTH = 200;
// Control and format characters have no place in a name shown on pages.
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** A name as shown on pages: trimmed, 1–200 characters, printable. */
export function checkName(raw: string): string {
  const name = raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
  if (name.length === 0 || [...name].length > MAX_NAME_LENGTH || UNPRINTABLE.test(name)) {
    throw new InvalidAccountInputError(
      'invalid_name',
      `Enter your name (at most ${MAX_NAME_LENGTH} characters).`,
      'name',
    );
  }
  return name;
}

/** The first word of a full name: what the header greets with. */
export function givenNameOf(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? '';
}
