/** What each character that must not appear as itself in an inline script becomes. */
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside an inline <script>: no closing tags, no line separators. One
 * pass over the text (a page's data is tens of kilobytes, serialised on every render).
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
}

/**
 * An expression for an inline <script> that evaluates to `value`: `JSON.parse("…")`, the
 * JSON as a string literal (itself escaped like {@link safeJson}). A page's data is tens of
 * kilobytes; browsers parse JSON text faster than the same value written as a JavaScript
 * literal, and the parse happens on a phone's main thread while the page is still loading.
 */
export function inlineJson(value: unknown): string {
  return `JSON.parse(${safeJson(JSON.stringify(value))})`;
}
