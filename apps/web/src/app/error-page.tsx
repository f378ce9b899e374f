import styled from '@emotion/styled';
import { LANGUAGES } from '@kokoelma/domain';
import { polyglotText } from '@kokoelma/i18n';
import { usePublicConfig } from '../reporting/reporting-context';

const Box = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  padding: 48px 16px;
  & img {
    display: block;
    width: 100%;
    height: auto;
    max-height: 50vh;
    object-fit: cover;
    margin-bottom: 24px;
  }
`;

const Credit = styled.p`
  color: #4a4a4a;
  font-size: 0.875rem;
`;

/**
 * Shown for any uncaught error. It cannot trust the failed page's context, so it speaks
 * all three languages at once and links to each language's front page.
 */
export function ErrorPage() {
  const { errorPhoto } = usePublicConfig();
  return (
    <Box>
      {errorPhoto && <img src={errorPhoto.url} alt="" width={1100} height={650} />}
      <title>{LANGUAGES.map((l) => polyglotText(l, 'site.groupName')).join(' | ')}</title>
      {LANGUAGES.map((lang) => (
        <div key={lang} lang={lang}>
          <h1>{polyglotText(lang, 'error.text')}</h1>
          <p>
            <a href={`/${lang}/`}>{polyglotText(lang, 'error.goHome')}</a>
          </p>
        </div>
      ))}
      {errorPhoto && (
        <Credit>
          {LANGUAGES.map((lang) =>
            polyglotText(lang, 'error.photoCredit', { name: errorPhoto.credit }),
          ).join(' / ')}
        </Credit>
      )}
    </Box>
  );
}
