import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@kokoelma/contract/site';

let common: ReadonlySet<string> | null = null;

/**
 * True when `password` (any letter case) is on the list of about 50,000 passwords most
 * often found in breaches that zxcvbn-ts ships. Only entries long enough to pass the
 * length rule are kept: about 18,000 strings, built once on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary['passwords-common'].filter((entry) => [...entry].length >= PASSWORD_MIN_LENGTH),
  );
  return common.has(password.toLowerCase());
}
