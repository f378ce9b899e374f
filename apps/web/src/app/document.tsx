import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '@kokoelma/domain';

/**
 * The whole HTML document, rendered by React on the server and hydrated in the browser,
 * so <html lang> follows the page and React 19 hoists each page's <title> and <meta>.
 */
export function Document({ children }: { children: ReactNode }) {
  const { lang } = useParams();
  // Marks the page as interactive: browser tests wait for it before typing into fields
  // that hydration would otherwise reset.
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return (
    <html lang={isLanguage(lang) ? lang : DEFAULT_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  );
}
