// What the visitor typed before the page hydrated. The server-rendered page can be typed
// into at once, while the app is still loading (a second or more on a slow phone); the
// app takes those values over when it starts, instead of its state wiping them.

const early = new WeakMap<Element, string>();

/**
 * Remembers every text field of `root` whose value differs from the one the server
 * rendered: called just before hydration. The same elements are hydrated, so each is
 * its own key.
 */
export function rememberEarlyInput(root: ParentNode): void {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[type="search"], input[type="text"], input:not([type]), textarea',
  );
  for (const field of fields) {
    if (field.value !== field.defaultValue) early.set(field, field.value);
  }
}

/** What was typed into `field` before hydration (once), or undefined. */
export function takeEarlyInput(field: Element | null): string | undefined {
  if (!field) return undefined;
  const value = early.get(field);
  early.delete(field);
  return value;
}
