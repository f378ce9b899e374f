import styled from '@emotion/styled';
import { LANGUAGES } from '@kokoelma/domain';
import { messagesFor } from '@kokoelma/i18n';

const Box = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  padding: 48px 16px;
`;

/**
 * Shown for any uncaught error. It cannot trust the failed page's context, so it speaks
 * all three languages at once and links to each language's front page.
 */
export function ErrorPage() {
  return (
    <Box>
      <title>{LANGUAGES.map((l) => messagesFor(l)['site.groupName']).join(' | ')}</title>
      {LANGUAGES.map((lang) => {
        const m = messagesFor(lang);
        return (
          <div key={lang} lang={lang}>
            <h1>{m['error.text']}</h1>
            <p>
              <a href={`/${lang}/`}>{m['error.goHome']}</a>
            </p>
          </div>
        );
      })}
    </Box>
  );
}
