import { createHash, timingSafeEqual } from 'node:crypto';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/**
 * True when the secret a webhook request carries is the configured one. Both are hashed
 * first, so the comparison takes the same time whatever the lengths, and
 * `timingSafeEqual` keeps it from telling how much of a guess was right. An empty or
 * missing expected secret accepts nothing: an unset secret must not open the endpoint.
 */
export function verifyWebhookSecret(
  given: string | readonly string[] | null | undefined,
  expected: string | null | undefined,
): boolean {
  if (!expected || typeof given !== 'string' || given === '') return false;
  return timingSafeEqual(digest(given), digest(expected));
}
