export { LOCALES, localeFor } from './locales';
export { messagesFor, type MessageId, type Messages } from './messages';
export { loadMessages, type CompiledMessages } from './load-messages';
export { polyglotText, type PolyglotId } from './polyglot';
export { LANGUAGE_NAMES, languageLink } from './language-link';
