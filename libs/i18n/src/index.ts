export { LOCALES, localeFor, messagesFor, type MessageId, type Messages } from './messages';
export { LANGUAGE_NAMES, languageLink } from './language-link';
