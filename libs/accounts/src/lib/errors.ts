import { DomainError } from '@kokoelma/domain';
import type { AuthErrorReason } from '@kokoelma/contract/site';

/** The request field a failed rule is about. */
export type AccountField = 'email' | 'password' | 'name';

/**
 * Base of the accounts errors. `code` is the stable domain code the server maps to an
 * HTTP status in one place (bad_request, conflict, unauthorized, too_many_requests);
 * `reason` says precisely why, so that a page can show the right message.
 */
export class AccountError extends DomainError {
  readonly reason: AuthErrorReason;
  readonly field: AccountField | undefined;

  constructor(code: string, reason: AuthErrorReason, message: string, field?: AccountField) {
    super(code, message);
    this.name = 'AccountError';
    this.reason = reason;
    this.field = field;
  }
}

/** A registration field breaks a rule: bad e-mail, missing name, weak password. */
export class InvalidAccountInputError extends AccountError {
  constructor(reason: AuthErrorReason, message: string, field: AccountField) {
    super('bad_request', reason, message, field);
    this.name = 'InvalidAccountInputError';
  }
}

/** Registration with an e-mail address that already has an account. */
export class EmailTakenError extends AccountError {
  constructor() {
    super(
      'conflict',
      'email_taken',
      'An account with this e-mail address already exists.',
      'email',
    );
    this.name = 'EmailTakenError';
  }
}

/** Wrong e-mail or password. Never says which: that would tell who has an account. */
export class InvalidCredentialsError extends AccountError {
  constructor() {
    super('unauthorized', 'invalid_credentials', 'The e-mail address or password is wrong.');
    this.name = 'InvalidCredentialsError';
  }
}

/** Too many attempts; `retryAfterSeconds` becomes the Retry-After header. */
export class TooManyAttemptsError extends AccountError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(
      'too_many_requests',
      'too_many_requests',
      `Too many sign-in attempts. Try again in ${seconds} seconds.`,
    );
    this.name = 'TooManyAttemptsError';
    this.retryAfterSeconds = seconds;
  }
}

/**
 * The OpenID Connect sign-in failed: the provider refused or could not be reached, or
 * its answer did not check out. `cause` holds the detail for the log, not for visitors.
 */
export class OidcSignInError extends AccountError {
  constructor(cause: unknown) {
    super('bad_request', 'sign_in_failed', 'The sign-in at the identity provider failed.');
    this.name = 'OidcSignInError';
    this.cause = cause;
  }
}

/** A route that needs a signed-in visitor was called without a valid session. */
export class NotSignedInError extends DomainError {
  constructor() {
    super('unauthorized', 'Not signed in.');
    this.name = 'NotSignedInError';
  }
}

/** A state-changing request that did not come from the site's own pages (CSRF). */
export class CrossSiteRequestError extends DomainError {
  constructor() {
    super('forbidden', 'This request did not come from this site, so it was refused.');
    this.name = 'CrossSiteRequestError';
  }
}
