import type { ObjectVersion } from '@kokoelma/collection';
import {
  CollectionObject,
  OBJECT_PAGE_REVISIONS,
  type PageObjectRevision,
} from '@kokoelma/contract/site';
import { localizedString, type Language, type LocalizedText } from '@kokoelma/domain';

/** The public object's fields: what the store alone keeps is never listed (page or API). */
export const PUBLIC_FIELDS = new Set(Object.keys(CollectionObject.properties));

/** Fields whose values read as a line of text (a name, a year, a number), shown before → after. */
const TEXT_FIELDS = new Set([
  'title',
  'preferredTitle',
  'description',
  'inventoryNumber',
  'yearFrom',
  'yearTo',
  'dateFrom',
  'datePrefix',
  'acquisitionYear',
  'acquisitionMethod',
]);

/** The longest value shown; longer ones end in an ellipsis. */
const VALUE_MAX = 160;

/** A value as a short text in `lang`, or null when it is none or not a line of text. */
function asText(value: unknown, lang: Language): string | null {
  let text: string | undefined;
  if (typeof value === 'number') text = String(value);
  else if (typeof value === 'string') text = value;
  else if (value && typeof value === 'object' && !Array.isArray(value)) {
    text = localizedString(value as LocalizedText, lang);
  }
  const trimmed = text?.replace(/\s+/g, ' ').trim();
  if (!trimmed) return null;
  return trimmed.length > VALUE_MAX ? `${trimmed.slice(0, VALUE_MAX - 1)}…` : trimmed;
}

/**
 * An object's revisions for its page in `lang`: the updates of its history (not its
 * creation), newest first, each with the public fields it changed — a line of text
 * before and after where the field reads as one — and none without such a field.
 */
export function objectRevisions(
  versions: readonly ObjectVersion[],
  lang: Language,
): PageObjectRevision[] {
  return versions
    .filter((version) => version.change === 'update')
    .map((version) => ({
      at: version.at.toISOString(),
      fields: version.fields
        .filter(({ field }) => PUBLIC_FIELDS.has(field))
        .map(({ field, before, after }) =>
          TEXT_FIELDS.has(field)
            ? { field, before: asText(before, lang), after: asText(after, lang) }
            : { field, before: null, after: null },
        ),
    }))
    .filter((revision) => revision.fields.length > 0)
    .slice(0, OBJECT_PAGE_REVISIONS);
}
