// The plain values of the gallery contract: limits, kinds and error reasons. They sit
// apart from the schemas (./galleries) so that browser code can import them without
// pulling TypeBox into the page's JavaScript; ./galleries re-exports them.

/** Most characters (Unicode code points, after trimming) a gallery name may have. */
export const GALLERY_NAME_MAX_LENGTH = 200;

/** Most characters a gallery's description may have. */
export const GALLERY_DESCRIPTION_MAX_LENGTH = 2000;

/** Most characters the note on one artwork may have. */
export const GALLERY_NOTE_MAX_LENGTH = 1000;

/** Days a deleted gallery can still be restored. */
export const GALLERY_RESTORE_DAYS = 30;

/**
 * Who may see a gallery: 'private' its owner only; 'link' anyone with the view link;
 * 'public' the same, and search engines may index it (listed in sitemap.xml).
 */
export const GALLERY_VISIBILITIES = ['private', 'link', 'public'] as const;

/** The largest collection object id (collection_objects.id is a PostgreSQL integer). */
export const ARTWORK_ID_MAX = 2_147_483_647;

/** The two kinds: a named gallery, or the user's one favourites list. */
export const GALLERY_KINDS = ['gallery', 'favourites'] as const;

/**
 * Why a gallery request failed: the `reason` of a gallery error, so that a page can
 * show the right message.
 */
export const GALLERY_ERROR_REASONS = [
  /** The name is empty after trimming. */
  'name_empty',
  /** The name is longer than GALLERY_NAME_MAX_LENGTH characters. */
  'name_too_long',
  /** The name holds control characters. */
  'name_invalid',
  /** No such gallery, or not the visitor's own (never told apart). */
  'gallery_not_found',
  /** The artwork id is out of range, or (when the server checks) no such artwork. */
  'artwork_not_found',
  /** The artwork is in the gallery already (spec §5: it cannot be added again). */
  'artwork_in_gallery',
  /** The favourites list keeps its name. */
  'favourites_fixed',
  /** The visitor has as many galleries as one may have. */
  'too_many_galleries',
  /** The gallery holds as many artworks as one may hold. */
  'gallery_full',
  /** The description is longer than GALLERY_DESCRIPTION_MAX_LENGTH characters. */
  'description_too_long',
  /** A note is longer than GALLERY_NOTE_MAX_LENGTH characters. */
  'note_too_long',
  /** A new order does not hold exactly the gallery's artworks (it changed meanwhile). */
  'order_mismatch',
  /** The share e-mail address is not an address. */
  'invalid_email',
  /** Too many share e-mails in the last hour. */
  'too_many_emails',
  /** Sharing by e-mail needs a verified address (a verification link, or OIDC sign-in). */
  'email_unverified',
] as const;

/** The pattern of a gallery's view slug (GallerySlug; the path id of /{lang}/galleries/{slug}). */
export const GALLERY_SLUG_PATTERN = '^[A-Za-z0-9_-]{22,64}$';
