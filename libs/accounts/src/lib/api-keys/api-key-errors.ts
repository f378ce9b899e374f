import type { ApiKeyErrorReason } from '@kokoelma/contract/site';
import { DomainError } from '@kokoelma/domain';

/**
 * Base of the API key errors: `code` maps to HTTP in apps/api/src/errors.ts, `reason`
 * tells the page which message to show.
 */
export class ApiKeyError extends DomainError {
  readonly reason: ApiKeyErrorReason;

  constructor(code: string, reason: ApiKeyErrorReason, message: string) {
    super(code, message);
    this.name = 'ApiKeyError';
    this.reason = reason;
  }
}

/** The intended use breaks a rule: empty, too long, or with control characters (400). */
export class InvalidApiKeyRequestError extends ApiKeyError {
  constructor(reason: ApiKeyErrorReason, message: string) {
    super('bad_request', reason, message);
    this.name = 'InvalidApiKeyRequestError';
  }
}

/** The visitor has a key already: one key per person (409). */
export class ApiKeyExistsError extends ApiKeyError {
  constructor() {
    super(
      'conflict',
      'api_key_exists',
      'You have an API key already. Regenerate or revoke it instead.',
    );
    this.name = 'ApiKeyExistsError';
  }
}

/** No such key: the visitor has none, or the operator's id matches no key (404). */
export class ApiKeyNotFoundError extends ApiKeyError {
  constructor(message = 'You have no API key.') {
    super('not_found', 'api_key_not_found', message);
    this.name = 'ApiKeyNotFoundError';
  }
}
