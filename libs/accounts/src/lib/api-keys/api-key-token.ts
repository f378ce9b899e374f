import { createHash, randomInt } from 'node:crypto';

// A key is `kok_` and 43 characters of base62: 43 × log2(62) ≈ 256 random bits, so
// that a single SHA-256 (no salt, no slow hash) is the right way to store it — nobody
// can search a space that large, unlike a password's. Base62 rather than base64url so
// that a double click selects the whole key, as with GitHub's and Stripe's keys.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_LENGTH = 43;
/** Recognises keys in logs and secret scanners; also tells them apart from other tokens. */
export const API_KEY_PREFIX = 'kok_';
const KEY_SHAPE = /^kok_[A-Za-z0-9]{43}$/;
/** Characters of the secret kept as the non-secret prefix: about 48 bits of 256. */
const SHOWN_LENGTH = 8;

/** A new random key. */
export function newApiKey(): string {
  let secret = '';
  // randomInt draws without modulo bias.
  for (let i = 0; i < SECRET_LENGTH; i++) secret += ALPHABET[randomInt(ALPHABET.length)];
  return `${API_KEY_PREFIX}${secret}`;
}

/** True when `value` could be a key we issued; nothing else is looked up. */
export function isApiKeyShape(value: unknown): value is string {
  return typeof value === 'string' && KEY_SHAPE.test(value);
}

/** What the database stores of a key: its SHA-256, hex. */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The key's recognisable start (`kok_` and 8 characters), stored and shown. */
export function apiKeyPrefix(key: string): string {
  return key.slice(0, API_KEY_PREFIX.length + SHOWN_LENGTH);
}

/** How the screen shows a stored key: its start and an ellipsis. */
export function shownKey(prefix: string): string {
  return `${prefix}…`;
}
