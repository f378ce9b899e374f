import { DomainError } from '@kokoelma/domain';
import type { GalleryErrorReason } from '@kokoelma/contract/site';

/**
 * Base of the gallery errors. `code` is the domain code the server maps to an HTTP
 * status in one place (apps/api/src/errors.ts); `reason` says precisely why.
 */
export class GalleryError extends DomainError {
  readonly reason: GalleryErrorReason;

  constructor(code: string, reason: GalleryErrorReason, message: string) {
    super(code, message);
    this.name = 'GalleryError';
    this.reason = reason;
  }
}

/** No such gallery — or someone else's: the two are never told apart (404). */
export class GalleryNotFoundError extends GalleryError {
  constructor() {
    super('not_found', 'gallery_not_found', 'There is no such gallery.');
    this.name = 'GalleryNotFoundError';
  }
}

/** The artwork id cannot be an artwork, or the collection has no such artwork (404). */
export class ArtworkNotFoundError extends GalleryError {
  constructor(artworkId: number) {
    super('not_found', 'artwork_not_found', `There is no artwork ${artworkId}.`);
    this.name = 'ArtworkNotFoundError';
  }
}

/** Spec §5: an artwork already in a gallery cannot be added again (409). */
export class ArtworkInGalleryError extends GalleryError {
  constructor() {
    super('conflict', 'artwork_in_gallery', 'The artwork is in this gallery already.');
    this.name = 'ArtworkInGalleryError';
  }
}

/** A name or e-mail address that breaks a rule (400). */
export class InvalidGalleryInputError extends GalleryError {
  constructor(
    reason: Extract<
      GalleryErrorReason,
      | 'name_empty'
      | 'name_too_long'
      | 'name_invalid'
      | 'favourites_fixed'
      | 'invalid_email'
      | 'description_too_long'
      | 'note_too_long'
    >,
    message: string,
  ) {
    super('bad_request', reason, message);
    this.name = 'InvalidGalleryInputError';
  }
}

/** A user's gallery count or a gallery's artwork count is at its limit (409). */
export class GalleryLimitError extends GalleryError {
  constructor(reason: 'too_many_galleries' | 'gallery_full', limit: number) {
    super(
      'conflict',
      reason,
      reason === 'too_many_galleries'
        ? `One may have at most ${limit} galleries.`
        : `A gallery may hold at most ${limit} artworks.`,
    );
    this.name = 'GalleryLimitError';
  }
}

/** Too many share e-mails in the last hour (429); `retryAfterSeconds` → Retry-After. */
export class ShareEmailLimitError extends GalleryError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(
      'too_many_requests',
      'too_many_emails',
      `Too many galleries shared by e-mail. Try again in ${seconds} seconds.`,
    );
    this.name = 'ShareEmailLimitError';
    this.retryAfterSeconds = seconds;
  }
}

/**
 * Sharing by e-mail for an account whose address is not verified (403): the site sends
 * mail on a user's behalf only to show an address is theirs first.
 */
export class EmailUnverifiedError extends GalleryError {
  constructor() {
    super(
      'forbidden',
      'email_unverified',
      'Verify your e-mail address first: open the link in the verification e-mail, or ask for a new one.',
    );
    this.name = 'EmailUnverifiedError';
  }
}

/** A new order that does not hold exactly the gallery's artworks (409): it changed meanwhile. */
export class OrderMismatchError extends GalleryError {
  constructor() {
    super(
      'conflict',
      'order_mismatch',
      'The gallery changed while it was being ordered: load it again and retry.',
    );
    this.name = 'OrderMismatchError';
  }
}
