import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@kokoelma/i18n';

/** Values a message's placeholders take (numbers are formatted in the page's language). */
export type MessageValues = Record<string, string | number>;

/**
 * The page's messages by id, typed: an id that is not in the catalogue is a compile
 * error where it is used, not a missing text found by a test over the sources.
 */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback(
    (id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values),
    [intl],
  );
}
