import { LANGUAGES } from '@kokoelma/domain';
import type { Language, LocalizedText } from '@kokoelma/domain';
import type { IssueLog } from './issue-log';
import { cleanString, describeType, isJsonObject } from './json-values';

/** A LocalizedText being built: only languages with text are set. */
export type TextParts = { -readonly [L in Language]?: string };

/** True when no language has text. */
export function isEmptyText(text: LocalizedText): boolean {
  return LANGUAGES.every((lang) => !text[lang]);
}

/**
 * The `{fi, sv, en}` texts of an object, trimmed. An empty string means "missing" in the
 * museum's format, so it is dropped silently; a non-string value is dropped with a warning.
 */
export function textFromObject(
  value: Record<string, unknown>,
  field: string,
  log: IssueLog,
): TextParts {
  const text: TextParts = {};
  for (const lang of LANGUAGES) {
    const raw = value[lang];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'string') {
      log.warn(`${field}.${lang}`, `expected text, got ${describeType(raw)}; dropped`);
      continue;
    }
    const clean = cleanString(raw);
    if (clean !== undefined) text[lang] = clean;
  }
  return text;
}

/** How a reader treats a value of the wrong JSON type. */
export type Severity = 'error' | 'warning';

/**
 * A `{fi, sv, en}` field: absent or null gives null; an object gives its texts; any other
 * type is reported with `severity` (an error rejects the record) and gives null.
 */
export function readText(
  value: unknown,
  field: string,
  log: IssueLog,
  severity: Severity,
): LocalizedText | null {
  if (value === undefined || value === null) return null;
  if (!isJsonObject(value)) {
    const message = `expected an object of texts {fi, sv, en}, got ${describeType(value)}`;
    if (severity === 'error') log.error(field, message);
    else log.warn(field, `${message}; ignored`);
    return null;
  }
  return textFromObject(value, field, log);
}

/** Like {@link readText}, but a text with no language left becomes null. */
export function readOptionalText(
  value: unknown,
  field: string,
  log: IssueLog,
  severity: Severity,
): LocalizedText | null {
  const text = readText(value, field, log, severity);
  return text && !isEmptyText(text) ? text : null;
}

/**
 * A list of `{fi, sv, en}` terms (classifications, keywords, materials). A missing list
 * is empty; a value that is not a list rejects the record (its terms cannot be read);
 * an element that is not an object is dropped with a warning, an empty term silently.
 */
export function readTermList(value: unknown, field: string, log: IssueLog): LocalizedText[] {
  const list = readList(value, field, log);
  const terms: LocalizedText[] = [];
  list.forEach((item, index) => {
    const path = `${field}[${index}]`;
    if (!isJsonObject(item)) {
      log.warn(path, `expected a term {fi, sv, en}, got ${describeType(item)}; dropped`);
      return;
    }
    const text = textFromObject(item, path, log);
    if (!isEmptyText(text)) terms.push(text);
  });
  return terms;
}

/** A list field: missing or null is empty; anything but an array is an error. */
export function readList(value: unknown, field: string, log: IssueLog): readonly unknown[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  log.error(field, `expected a list, got ${describeType(value)}`);
  return [];
}
