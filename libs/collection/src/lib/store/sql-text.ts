// Lone surrogates (which JSON can carry as "\ud83d") and NUL (which no PostgreSQL text or
// json holds) in visitor input made queries fail: a 500 where nothing should be found.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Visitor text as a SQL parameter can carry it: each NUL and lone surrogate becomes
 * U+FFFD, which stored text never holds, so a filter with one matches nothing.
 */
export function storableText(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd').replaceAll('\u0000', '\ufffd');
}
