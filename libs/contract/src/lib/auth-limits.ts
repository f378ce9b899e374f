// The plain values of the sign-in contract: password limits and error reasons. They sit
// apart from the schemas (./auth) so that the /login page can import them without
// pulling TypeBox into its JavaScript; ./auth re-exports them.

/** Fewest characters (Unicode code points) a new password may have. */
export const PASSWORD_MIN_LENGTH = 8;
/** Most characters a new password may have: long passphrases welcome, megabytes not. */
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * Why a sign-in or registration failed: the `reason` of a JSON error and the `error`
 * query parameter of /login after a failed form post. The /login page shows a message
 * for each, in the page's language.
 */
export const AUTH_ERROR_REASONS = [
  /** The e-mail address is missing or not an address. */
  'invalid_email',
  /** The name is missing or longer than 200 characters. */
  'invalid_name',
  /** The new password has fewer than PASSWORD_MIN_LENGTH characters. */
  'password_too_short',
  /** The new password has more than PASSWORD_MAX_LENGTH characters. */
  'password_too_long',
  /** The new password is on the list of commonly used passwords. */
  'password_common',
  /** An account with this e-mail address exists already. */
  'email_taken',
  /** Wrong e-mail or password (deliberately not saying which). */
  'invalid_credentials',
  /** Too many attempts from this address or for this account; try again later. */
  'too_many_requests',
  /** The external sign-in (OpenID Connect) did not complete. */
  'sign_in_failed',
] as const;
