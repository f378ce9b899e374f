import { DomainError } from '@kokoelma/domain';

/**
 * The CMS did not answer with content: a network failure (no `status`), an error status
 * from Contentful (401 bad token, 404 unknown space, 429 rate limit after the SDK's own
 * retries, 5xx), or a response that could not be read. Routes map it to an error page;
 * `withContentFallbacks` turns it into the spec's "no article" where that applies.
 */
export class CmsRequestError extends DomainError {
  /** HTTP status from the CMS; undefined when no response arrived. */
  readonly status: number | undefined;
  /** What was asked for, e.g. "blogPage". */
  readonly contentType: string;

  constructor(
    contentType: string,
    status: number | undefined,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(
      'CMS_REQUEST_FAILED',
      `CMS request for ${contentType} failed${status === undefined ? '' : ` (${status})`}: ${detail}`,
    );
    this.name = 'CmsRequestError';
    this.status = status;
    this.contentType = contentType;
    if (options && 'cause' in options) this.cause = options.cause;
  }
}

/**
 * A preview request (never cached, so there is no last good copy) could not be answered
 * by the CMS: 503 with Retry-After, so the editor sees that the CMS is unavailable rather
 * than a missing page.
 */
export class CmsUnavailableError extends DomainError {
  readonly retryAfterSeconds = 5;
  constructor(contentType: string, cause: unknown) {
    super('unavailable', `The CMS is unavailable for preview (${contentType}); try again shortly.`);
    this.name = 'CmsUnavailableError';
    this.cause = cause;
  }
}

/** The CMS settings cannot work; names every problem at once. */
export class CmsConfigError extends DomainError {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super('CMS_CONFIG_INVALID', `Invalid CMS configuration: ${problems.join('; ')}`);
    this.name = 'CmsConfigError';
    this.problems = problems;
  }
}
