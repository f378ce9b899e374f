import { DomainError } from '@kokoelma/domain';

/** The parts of an image URL, and the id on its own (IIIF, `info()`). */
export type ImageRequestField = 'format' | 'width' | 'filename' | 'imageId';

/**
 * A request outside what the image service serves. Its code is `bad_request`, which the
 * server's one error handler maps to HTTP 400; the message names only the rule broken,
 * never a path, so it is safe to show.
 */
export class ImageRequestError extends DomainError {
  override readonly code = 'bad_request';
  /** Which part of the request was wrong. */
  readonly field: ImageRequestField;

  constructor(field: ImageRequestField, message: string) {
    super('bad_request', message);
    this.name = 'ImageRequestError';
    this.field = field;
  }
}
