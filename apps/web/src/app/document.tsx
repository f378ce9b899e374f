import { useEffect, type ReactNode } from 'react';
import { useLang } from '../shared/lang';
import { markHydrated } from '../reporting/reporting-context';
import { replayEarlyClicks } from './early-clicks';
import { UNSUPPORTED_BROWSER_ATTRIBUTE, useClientInfo } from '../shared/client-info';

/**
 * The whole HTML document, rendered by React on the server and hydrated in the browser,
 * so <html lang> follows the page and React 19 hoists each page's <title> and <meta>.
 */
export function Document({ children }: { children: ReactNode }) {
  const lang = useLang();
  const { unsupportedBrowser } = useClientInfo();
  // Marks the page as interactive: browser tests wait for it before typing into fields
  // that hydration would otherwise reset, and `npm run perf:budget` reads the mark's time
  // (time to hydrated).
  useEffect(() => {
    markHydrated();
    document.documentElement.dataset['hydrated'] = 'true';
    performance.mark('hydrated');
    // What was pressed meanwhile is pressed again, now that the app can answer it.
    replayEarlyClicks();
  }, []);
  return (
    <html lang={lang} {...(unsupportedBrowser ? { [UNSUPPORTED_BROWSER_ATTRIBUTE]: '' } : {})}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  );
}
