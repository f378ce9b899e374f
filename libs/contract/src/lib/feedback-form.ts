// Without TypeBox: the object page's feedback form uses these in the browser bundle.

/** What a visitor's feedback on a record is about. */
export const FEEDBACK_TOPICS = ['error', 'more', 'accessibility'] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];

/** The longest message, in characters (after trimming). */
export const FEEDBACK_MESSAGE_MAX = 2000;

/** The longest e-mail address accepted (RFC 5321's path limit). */
export const FEEDBACK_EMAIL_MAX = 254;

/**
 * How a feedback post ended, for the page it comes back to without script
 * (`?feedback=` on the object page): sent, refused for its content, or over a limit.
 */
export const FEEDBACK_OUTCOMES = ['sent', 'invalid', 'limited'] as const;
export type FeedbackOutcome = (typeof FEEDBACK_OUTCOMES)[number];

/** The object page's query parameter that carries the outcome. */
export const FEEDBACK_PARAM = 'feedback';

/** The id of the feedback section on the object page (the outcome's return lands there). */
export const FEEDBACK_ANCHOR = 'feedback';

/** Where an object's feedback form posts (`objectFeedbackRoute`). */
export function feedbackPath(id: number): string {
  return `/api/objects/${id}/feedback`;
}

/** An e-mail address as far as a form can tell: one @, no spaces, a dot in the domain. */
export function isFeedbackEmail(value: string): boolean {
  return (
    value.length <= FEEDBACK_EMAIL_MAX &&
    /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]+$/u.test(value)
  );
}

/** A posted field's text, trimmed, without control characters other than line breaks and tabs. */
export function feedbackText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .trim();
}
