import { API_KEY_DESCRIPTION_MAX_LENGTH } from '@kokoelma/contract/site';
import { InvalidApiKeyRequestError } from './api-key-errors';

// Line breaks and tabs belong in a multi-line text; other control characters (NUL,
// escapes) and bidirectional overrides only hide what is really there. Other format
// characters stay: the zero-width joiner is part of many emoji.
const UNPRINTABLE = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;

/**
 * The intended use as stored: NFC, line breaks as \n, trimmed; 1–2,000 characters
 * (Unicode code points). The screen checks nothing (spec §5), so the server says what
 * is wrong.
 */
export function checkDescription(raw: string): string {
  const text = raw.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  if (text.length === 0) {
    throw new InvalidApiKeyRequestError('description_empty', 'Describe the intended use.');
  }
  if ([...text].length > API_KEY_DESCRIPTION_MAX_LENGTH) {
    throw new InvalidApiKeyRequestError(
      'description_too_long',
      `The intended use may be at most ${API_KEY_DESCRIPTION_MAX_LENGTH} characters long.`,
    );
  }
  if (UNPRINTABLE.test(text.replace(/[\n\t]/g, ''))) {
    throw new InvalidApiKeyRequestError(
      'description_invalid',
      'The intended use holds characters that cannot be shown.',
    );
  }
  return text;
}
