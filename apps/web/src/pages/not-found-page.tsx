import styled from '@emotion/styled';
import { Link } from 'react-router';
import { useLang } from '../shared/lang';
import { useT } from '../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';
import { theme } from '@kokoelma/ui';
import { MuseumRow } from '../features/collection/museum-row';
import { QuickSearch } from '../features/search/quick-search';

const { colors, space } = theme;

const Box = styled.section`
  max-width: ${theme.layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: ${space.xl}px ${space.m}px;
  ${theme.mq.tablet} {
    padding: ${space.xl}px ${space.l}px;
  }
  & > a {
    color: ${colors.accent};
  }
  & h2 {
    margin: ${space.xl}px 0 ${space.m}px;
    font-size: ${theme.fontSizes.heading};
  }
`;

const SearchRow = styled(QuickSearch)`
  max-width: 40rem;
  margin: ${space.l}px 0 ${space.m}px;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs}px ${space.l}px;
  margin: ${space.m}px 0 0;
  padding: 0;
  list-style: none;
  & a {
    color: ${colors.accent};
    display: inline-flex;
    align-items: center;
    min-height: ${theme.touchTarget}px;
    font-weight: 600;
  }
`;

/**
 * What an unknown path or a missing object shows (HTTP 404), in the page's language: the
 * spec's words and link to the search, and a way on from here — the search field, the
 * four museums' works, the front page and the articles.
 */
export function NotFoundPage() {
  const lang = useLang();
  const t = useT();
  const title = t('notFound.title');
  return (
    <Box>
      <title>{`${title} | ${t('site.groupName')}`}</title>
      <h1>{title}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={pathTo('search', { lang })}>{t('notFound.searchLink')}</Link>
      <SearchRow lang={lang} />
      <h2>{t('notFound.wayOn')}</h2>
      <MuseumRow lang={lang} />
      <Links>
        <li>
          <Link to={pathTo('front', { lang })}>{t('shell.frontPage')}</Link>
        </li>
        <li>
          <Link to={pathTo('articles', { lang })}>{t('articles.title')}</Link>
        </li>
        <li>
          <Link to={pathTo('sitemap', { lang })}>{t('sitemap.title')}</Link>
        </li>
      </Links>
    </Box>
  );
}
