import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '@kokoelma/domain';
import { localeFor } from './locales';
import en from './messages/polyglot/en.json' with { type: 'json' };
import fi from './messages/polyglot/fi.json' with { type: 'json' };
import sv from './messages/polyglot/sv.json' with { type: 'json' };

/**
 * Ids of the texts a page shows in languages besides its own: a language link's title is
 * in the language it leads to, and the error page speaks all three. They live apart from
 * the main catalogues so that a browser holds these few in every language and the rest
 * only in its page's language (loadMessages).
 */
export type PolyglotId = keyof typeof fi;

/** A table of polyglot texts: ICU strings, or syntax trees in the browser build. */
type PolyglotTable = Record<PolyglotId, string>;

const tables: Record<Language, PolyglotTable> = { fi, sv, en };

/** The polyglot texts of `lang`, to merge into its catalogue. */
export function polyglotMessages(lang: Language): PolyglotTable {
  return tables[lang];
}

/** A polyglot text in `lang`, with its arguments filled in. */
export function polyglotText(
  lang: Language,
  id: PolyglotId,
  values?: Record<string, string>,
): string {
  return String(new IntlMessageFormat(tables[lang][id], localeFor(lang)).format(values));
}
