/** How result and gallery pages lay out objects (spec §2, §3). */
export const LAYOUT_CHOICES = ['grid', 'row', 'scattered'] as const;

/** One of {@link LAYOUT_CHOICES}. */
export type LayoutChoice = (typeof LAYOUT_CHOICES)[number];

/** True when `value` is one of {@link LAYOUT_CHOICES}; use it on values read from storage. */
export function isLayoutChoice(value: unknown): value is LayoutChoice {
  return typeof value === 'string' && (LAYOUT_CHOICES as readonly string[]).includes(value);
}
