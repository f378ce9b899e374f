import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from '@kokoelma/domain';
import type { MessageId, Messages } from './messages';
import { polyglotMessages, type PolyglotId } from './polyglot';

/**
 * A message table whose messages are already parsed into ICU syntax trees, as the web
 * app's browser build hands the catalogues over (so the browser needs no ICU parser).
 */
export type CompiledMessages = Record<MessageId, MessageFormatElement[]>;

type Catalogue = Omit<Messages, PolyglotId>;

// One dynamic import per language: each catalogue is a chunk of its own in the browser.
const catalogues: Record<Language, () => Promise<{ default: Catalogue }>> = {
  fi: () => import('./messages/fi.json', { with: { type: 'json' } }),
  sv: () => import('./messages/sv.json', { with: { type: 'json' } }),
  en: () => import('./messages/en.json', { with: { type: 'json' } }),
};

/**
 * The whole message table of `lang`, loaded on demand, for react-intl: a page loads its
 * own language's catalogue and no other. The browser build compiles the catalogues into
 * syntax trees at build time; elsewhere they are ICU strings.
 */
export async function loadMessages(lang: Language): Promise<Messages | CompiledMessages> {
  const { default: catalogue } = await catalogues[lang]();
  return { ...polyglotMessages(lang), ...catalogue };
}
