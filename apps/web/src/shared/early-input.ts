// What the visitor typed before the page hydrated. The server-rendered page can be typed
// into at once, while the app is still loading (a second or more on a slow phone); the
// app takes those values over when it starts, instead of its state wiping them.

const early = new WeakMap<Element, string>();
/** The forms in which a choice (radio, checkbox, select) was changed before hydration. */
const chosen = new WeakSet<Element>();

/** Whether the visitor changed `field`, a radio, checkbox or select, from what the server rendered. */
function choiceChanged(field: HTMLInputElement | HTMLSelectElement): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return field.checked !== field.defaultChecked;
}

/**
 * Remembers every text field of `root` whose value differs from the one the server
 * rendered, and every form in which a choice was changed: called just before hydration. The same elements are hydrated, so each is
 * its own key.
 */
export function rememberEarlyInput(root: ParentNode): void {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[type="search"], input[type="text"], input:not([type]), textarea',
  );
  for (const field of fields) {
    if (field.value !== field.defaultValue) early.set(field, field.value);
  }
  const choices = root.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'input[type="radio"], input[type="checkbox"], select',
  );
  for (const field of choices) {
    if (field.form && choiceChanged(field)) chosen.add(field.form);
  }
}

/**
 * Whether a choice in `form` (a radio, checkbox or select) was changed before hydration
 * (once): its change event came before the app could act on it, so the app acts now.
 */
export function takeEarlyChoice(form: HTMLFormElement | null): boolean {
  if (!form || !chosen.has(form)) return false;
  chosen.delete(form);
  return true;
}

/** What was typed into `field` before hydration (once), or undefined. */
export function takeEarlyInput(field: Element | null): string | undefined {
  if (!field) return undefined;
  const value = early.get(field);
  early.delete(field);
  return value;
}
