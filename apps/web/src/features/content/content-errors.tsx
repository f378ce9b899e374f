import { createContext, useContext } from 'react';
import type { RichTextErrorHandler } from '@kokoelma/cms';

/**
 * Where content the page cannot show is reported (spec §2, §8: an attached file of an
 * unsupported type shows the Finnish note and "the error is reported"). The default
 * does nothing, since the console is no reporting channel (and browser tests fail on
 * console errors); the browser entry provides the error-reporting client here, e.g.
 * `<ContentErrorContext value={(error) => Sentry.captureException(error)}>`. The
 * server logs the same errors itself when it resolves the page's data.
 */
export const ContentErrorContext = createContext<RichTextErrorHandler>(() => undefined);

/** The reporter rich text hands unsupported assets to. */
export function useContentErrorReporter(): RichTextErrorHandler {
  return useContext(ContentErrorContext);
}
