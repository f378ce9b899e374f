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

// Every `intl.formatMessage({ id })` and `<FormattedMessage id>` in the app is typed too:
// react-intl reads its message ids from this global (FormatjsIntl.Message).
declare global {
  // react-intl's own declaration is a namespace: merging into it takes one.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
