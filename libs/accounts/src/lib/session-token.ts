import { createHash, randomBytes } from 'node:crypto';

// 32 random bytes: 256 bits, far beyond the 128 bits OWASP asks of a session id.
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new session token for the cookie: 32 random bytes, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** True when `value` could be a token we issued; anything else is not looked up. */
export function isSessionToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}

/**
 * The database id of a session: SHA-256 of its token. Only the browser holds the token,
 * so someone reading the sessions table cannot use what they read as a cookie.
 */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
