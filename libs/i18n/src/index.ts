export { LOCALES, localeFor, messagesFor, type MessageId, type Messages } from './messages';
