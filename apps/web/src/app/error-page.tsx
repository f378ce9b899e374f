import { Global } from '@emotion/react';
import styled from '@emotion/styled';
import { LANGUAGES } from '@kokoelma/domain';
import { polyglotText } from '@kokoelma/i18n';
import { theme } from '@kokoelma/ui';
import { usePublicConfig } from '../reporting/reporting-context';
import { globalStyles } from '../shared/lang';
import { pathTo } from '@kokoelma/contract/site';

const { colors, space } = theme;

const Box = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${space.xl}px ${space.m}px;
  & h1 {
    margin: 0 0 ${space.l}px;
    font-size: 1.25rem;
    letter-spacing: 0.02em;
  }
  & h2 {
    margin: 0 0 ${space.s}px;
    font-size: 1.375rem;
    line-height: 1.3;
  }
  & section {
    margin: 0 0 ${space.l}px;
  }
  & a {
    color: ${colors.accent};
    font-weight: 600;
  }
`;

const Figure = styled.figure`
  margin: 0 0 ${space.l}px;
  & img {
    display: block;
    width: 100%;
    height: auto;
    max-height: 50vh;
    object-fit: cover;
  }
  & figcaption {
    margin-top: ${space.xs}px;
    color: #4a4a4a;
    font-size: 0.875rem;
  }
`;

/**
 * Shown for any uncaught error. It cannot trust the failed page's context, so it speaks
 * all three languages at once: the group's name as the one <h1>, each language's message
 * under it as an <h2> (in its own language) with a link to that language's front page,
 * and a photo with its credit (configured, or from the collection: apps/api error-photo).
 * It brings the site's base styles itself, since no frame is around it.
 */
export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  const { errorPhoto } = usePublicConfig();
  // Without the frame (the root's boundary) it is the page's main content itself.
  return (
    <Box as={standalone ? 'main' : 'div'} {...(standalone ? { id: 'main' } : {})}>
      <Global styles={globalStyles} />
      <title>{LANGUAGES.map((l) => polyglotText(l, 'site.groupName')).join(' | ')}</title>
      <h1>
        {LANGUAGES.map((lang, index) => (
          <span key={lang} lang={lang}>
            {index > 0 && ' | '}
            {polyglotText(lang, 'site.groupName')}
          </span>
        ))}
      </h1>
      {errorPhoto && (
        <Figure>
          <img src={errorPhoto.url} alt="" width={1100} height={650} />
          <figcaption>
            {LANGUAGES.map((lang, index) => (
              <span key={lang} lang={lang}>
                {index > 0 && ' / '}
                {polyglotText(lang, 'error.photoCredit', { name: errorPhoto.credit })}
              </span>
            ))}
          </figcaption>
        </Figure>
      )}
      {LANGUAGES.map((lang) => (
        <section key={lang} lang={lang} aria-labelledby={`error-${lang}`}>
          <h2 id={`error-${lang}`}>{polyglotText(lang, 'error.text')}</h2>
          <p>
            <a href={pathTo('front', { lang })}>{polyglotText(lang, 'error.goHome')}</a>
          </p>
        </section>
      ))}
    </Box>
  );
}
