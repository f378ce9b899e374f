import type { FooterTexts, ResultsNotification } from '../../lib/model/site-texts';
import { optional } from './optional';
import { readEntry, readString, readUrl } from './read';

/** The results notification, when it has a message in this language. */
export function toResultsNotification(value: unknown): ResultsNotification | undefined {
  const entry = readEntry(value, 'resultsNotification');
  const message = entry ? readString(entry.fields, 'message') : undefined;
  if (!entry || message === undefined) return undefined;
  const linkUrl = readUrl(entry.fields, 'linkUrl');
  return {
    id: entry.id,
    ...optional('title', readString(entry.fields, 'title')),
    message,
    ...optional('linkText', linkUrl ? readString(entry.fields, 'linkText') : undefined),
    ...optional('linkUrl', linkUrl),
  };
}

/** Footer texts: the organisation and its address are the least a footer shows. */
export function toFooterTexts(value: unknown): FooterTexts | undefined {
  const entry = readEntry(value, 'footer');
  if (!entry) return undefined;
  const { fields } = entry;
  const organisation = readString(fields, 'organisation');
  // Editors write the address as lines of a long-text field.
  const address = (readString(fields, 'address') ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (organisation === undefined || address.length === 0) return undefined;
  return {
    id: entry.id,
    organisation,
    address,
    ...optional('phone', readString(fields, 'phone')),
    ...optional('feedbackSurveyUrl', readUrl(fields, 'feedbackSurveyUrl')),
    social: {
      ...optional('facebook', readUrl(fields, 'facebookUrl')),
      ...optional('x', readUrl(fields, 'xUrl')),
      ...optional('instagram', readUrl(fields, 'instagramUrl')),
    },
  };
}
