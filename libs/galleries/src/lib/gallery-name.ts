import { GALLERY_NAME_MAX_LENGTH } from '@kokoelma/contract/site';

/** Why a gallery name was refused. */
export type GalleryNameProblem = 'name_empty' | 'name_too_long' | 'name_invalid';

/** A name as it will be stored, or why it cannot be. */
export type GalleryNameCheck =
  | { readonly ok: true; readonly name: string }
  | { readonly ok: false; readonly reason: GalleryNameProblem };

// Control characters other than whitespace (which is folded into spaces first).
const CONTROL = /\p{Cc}/u;

/**
 * Characters that change how text around them is shown without being seen: the bidi
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: "Invoice \u202Egnp.exe"
 * reads as "Invoice exe.png"), the zero-width space, word joiner and byte-order mark. A
 * gallery's texts are shown to others (its page, share e-mails, IIIF manifests), so they
 * are dropped. The zero-width joiner and non-joiner stay: emoji and scripts need them.
 */
export const INVISIBLE_FORMATTING = /[\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/gu;

/**
 * The gallery name rule, shared by the server (which enforces it) and the new-gallery
 * modal (which may check before saving). The spec shows no check on the name (§5);
 * the server still needs one: a name is one line of text, so runs of whitespace
 * (line breaks and tabs too) become one space and the ends are trimmed; an empty name
 * is refused rather than replaced by a made-up default, so the visitor sees why; at
 * most {@link GALLERY_NAME_MAX_LENGTH} characters (code points, after NFC), no control
 * characters, and no {@link INVISIBLE_FORMATTING} (dropped).
 */
export function checkGalleryName(raw: string): GalleryNameCheck {
  const name = raw.normalize('NFC').replace(INVISIBLE_FORMATTING, '').replace(/\s+/gu, ' ').trim();
  if (name === '') return { ok: false, reason: 'name_empty' };
  if (CONTROL.test(name)) return { ok: false, reason: 'name_invalid' };
  if ([...name].length > GALLERY_NAME_MAX_LENGTH) return { ok: false, reason: 'name_too_long' };
  return { ok: true, name };
}
