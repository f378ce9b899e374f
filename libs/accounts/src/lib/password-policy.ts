import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@kokoelma/contract/site';
import { isCommonPassword } from './common-passwords';
import { InvalidAccountInputError } from './errors';

/**
 * The form a password is hashed and compared in. NFKC makes the same text typed on
 * different keyboards (composed or decomposed ä, full-width digits) one password, as
 * NIST SP 800-63B advises.
 */
export function normalisePassword(password: string): string {
  return password.normalize('NFKC');
}

/**
 * Checks a new password against NIST SP 800-63B rules: at least PASSWORD_MIN_LENGTH
 * characters, at most PASSWORD_MAX_LENGTH (long passphrases are welcome), not a
 * commonly used password, and no composition rules (no "one digit and one capital").
 * Returns the normalised password to hash; throws InvalidAccountInputError.
 */
export function checkNewPassword(password: string): string {
  const normalised = normalisePassword(password);
  const length = [...normalised].length;
  if (length < PASSWORD_MIN_LENGTH) {
    throw new InvalidAccountInputError(
      'password_too_short',
      `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`,
      'password',
    );
  }
  if (length > PASSWORD_MAX_LENGTH) {
    throw new InvalidAccountInputError(
      'password_too_long',
      `Choose a password of at most ${PASSWORD_MAX_LENGTH} characters.`,
      'password',
    );
  }
  if (isCommonPassword(normalised)) {
    throw new InvalidAccountInputError(
      'password_common',
      'This password is one of the most commonly used ones and easy to guess. Choose another.',
      'password',
    );
  }
  return normalised;
}
