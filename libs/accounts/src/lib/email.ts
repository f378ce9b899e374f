import { InvalidAccountInputError } from './errors';

// RFC 5321 caps a path at 256 octets, an address at 254 in practice.
const MAX_EMAIL_LENGTH = 254;
// Deliberately loose: one @, something on each side, a dot in the domain, no spaces.
// Whether the address really receives mail is only known by sending to it.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

/**
 * The stored form of an e-mail address: trimmed and lower-cased, so that
 * `Maija@Example.fi` and `maija@example.fi` are one account. Throws
 * InvalidAccountInputError (`invalid_email`) when it is not an address.
 */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().normalize('NFC').toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(email)) {
    throw new InvalidAccountInputError(
      'invalid_email',
      'Enter an e-mail address, such as name@example.fi.',
      'email',
    );
  }
  return email;
}
