import { GALLERY_NAME_MAX_LENGTH } from '@kokoelma/contract';

/** Why a gallery name was refused. */
export type GalleryNameProblem = 'name_empty' | 'name_too_long' | 'name_invalid';

/** A name as it will be stored, or why it cannot be. */
export type GalleryNameCheck =
  | { readonly ok: true; readonly name: string }
  | { readonly ok: false; readonly reason: GalleryNameProblem };

// Control characters other than whitespace (which is folded into spaces first).
const CONTROL = /\p{Cc}/u;

/**
 * The gallery name rule, shared by the server (which enforces it) and the new-gallery
 * modal (which may check before saving). The spec shows no check on the name (§5);
 * the server still needs one: a name is one line of text, so runs of whitespace
 * (line breaks and tabs too) become one space and the ends are trimmed; an empty name
 * is refused rather than replaced by a made-up default, so the visitor sees why; at
 * most {@link GALLERY_NAME_MAX_LENGTH} characters (code points, after NFC), and no
 * control characters.
 */
export function checkGalleryName(raw: string): GalleryNameCheck {
  const name = raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
  if (name === '') return { ok: false, reason: 'name_empty' };
  if (CONTROL.test(name)) return { ok: false, reason: 'name_invalid' };
  if ([...name].length > GALLERY_NAME_MAX_LENGTH) return { ok: false, reason: 'name_too_long' };
  return { ok: true, name };
}
