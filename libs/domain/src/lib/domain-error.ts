/**
 * Base class of the errors this library throws, so callers can tell a broken rule
 * from a programming error with one `instanceof` and map it by `code` in one place.
 */
export class DomainError extends Error {
  /** Stable machine-readable code; messages may change, codes do not. */
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}
