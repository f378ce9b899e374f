// The search form's typed years, and keeping the visitor's place in the form. The form is
// drawn again for every search (its fields show the URL's search), so a year applied when
// the visitor leaves its field would otherwise take keyboard focus, and what they had
// begun typing in the next field, with it.

/** A year field (production or acquisition, from or to) of the search form. */
function isYearField(field: EventTarget | null): field is HTMLInputElement {
  return field instanceof HTMLInputElement && field.type === 'number';
}

/**
 * Whether `field` is a year field holding a value other than the search's own: typed and
 * committed (the field left, Enter, a step of its arrows) but not yet applied.
 */
export function isTypedYear(field: EventTarget | null): boolean {
  return isYearField(field) && field.value !== field.defaultValue;
}

/**
 * Whether `form` has a year typed and left before the app started: the app applies it
 * then, as it would have at once. (One still being typed applies when it is left.)
 */
export function hasEarlyYear(form: HTMLFormElement | null): boolean {
  if (!form) return false;
  return [...form.elements].some((field) => field !== document.activeElement && isTypedYear(field));
}

/** Where keyboard focus was in a form that is going away, to put it back in the next. */
export interface FocusedField {
  readonly name: string;
  /** A radio's or checkbox's value: several share the name. */
  readonly value: string | undefined;
  /** A year field's search value, and what was typed there but not yet applied. */
  readonly year: { readonly applied: string; readonly typed: string } | undefined;
}

/** The field of `form` that has keyboard focus, if one does. */
export function focusedField(form: HTMLFormElement): FocusedField | undefined {
  const active = form.ownerDocument.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLSelectElement)) return;
  if (!active.name || !form.contains(active)) return;
  const choice = active.type === 'radio' || active.type === 'checkbox';
  return {
    name: active.name,
    value: choice ? active.value : undefined,
    year: isYearField(active) ? { applied: active.defaultValue, typed: active.value } : undefined,
  };
}

/**
 * Puts keyboard focus back on `kept`'s field in `form`, the form drawn anew, unless focus
 * has gone somewhere since. A year typed there, not yet applied, is kept too, unless the
 * new search changed that year.
 */
export function restoreFocus(form: HTMLFormElement, kept: FocusedField | undefined): void {
  const active = form.ownerDocument.activeElement;
  if (!kept || (active && active !== form.ownerDocument.body)) return;
  const field = [...form.elements].find(
    (element): element is HTMLInputElement | HTMLSelectElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
      element.name === kept.name &&
      (kept.value === undefined || element.value === kept.value),
  );
  if (!field) return;
  if (
    kept.year &&
    isYearField(field) &&
    field.defaultValue === kept.year.applied &&
    field.value === field.defaultValue
  ) {
    field.value = kept.year.typed;
  }
  field.focus({ preventScroll: true });
}
