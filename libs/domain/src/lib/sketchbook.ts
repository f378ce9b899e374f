import type { Category } from './categories.js';
import type { LocalizedText } from './localized.js';

/**
 * The last number in an inventory number, which orders a sketchbook's pages (spec §9):
 * "A II 1517:26 / 15" → 15. Undefined when the text has no digits.
 */
export function inventoryNumberLastNumber(
  inventoryNumber: string | null | undefined,
): number | undefined {
  // Every run of digits, the last one kept: linear, where `/(\d+)\D*$/` retried from
  // every digit is quadratic on a long run of digits followed by other text.
  const last = (inventoryNumber ?? '').match(/\d+/g)?.at(-1);
  return last === undefined ? undefined : Number(last);
}

/** An object with images; the parent sketchbook needs only its images. */
export interface WithImages<I> {
  readonly multimedia?: readonly I[] | null;
}

/** A child object of a sketchbook: a page (or a series, which is left out). */
export interface SketchbookChild<I> extends WithImages<I> {
  readonly category?: Category | null;
  readonly inventoryNumber?: string | null;
}

/**
 * The images of a sketchbook ("luonnoskirja", spec §9): its own images first, then the
 * images of its child objects, leaving out series, ordered by the last number of each
 * child's inventory number compared as numbers. Children without a number go last; ties
 * keep their input order.
 */
export function sketchbookImages<I>(
  parent: WithImages<I>,
  children: readonly SketchbookChild<I>[],
): I[] {
  const pages = children
    .filter((child) => child.category !== 'series')
    .map((child) => ({ child, page: inventoryNumberLastNumber(child.inventoryNumber) }))
    .sort((a, b) => (a.page ?? Infinity) - (b.page ?? Infinity) || 0);
  return [...(parent.multimedia ?? []), ...pages.flatMap(({ child }) => child.multimedia ?? [])];
}

/** What {@link isSketchbook} reads: the titles and classifications of an object. */
export interface SketchbookCandidate {
  readonly title?: LocalizedText | null;
  readonly preferredTitle?: LocalizedText | null;
  readonly classifications?: readonly (LocalizedText | null)[] | null;
}

/**
 * True for a sketchbook ("luonnoskirja", spec §9): its Finnish title or one of its
 * classifications names one. Its pages' images then follow its own
 * ({@link sketchbookImages}), on the object page and in its IIIF manifest alike.
 */
export function isSketchbook(object: SketchbookCandidate): boolean {
  const names = [
    object.title?.fi,
    object.preferredTitle?.fi,
    ...(object.classifications ?? []).map((c) => c?.fi),
  ];
  return names.some((name) => name?.toLowerCase().includes('luonnoskirja') ?? false);
}
