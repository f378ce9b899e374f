import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLang } from '../shared/lang';
import { pathTo } from '@kokoelma/contract';
import { theme } from '@kokoelma/ui';

const Box = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  padding: 48px 16px;
  & a {
    color: ${theme.colors.accent};
  }
`;

/** What an unknown path or a missing object shows (HTTP 404), in the page's language. */
export function NotFoundPage() {
  const intl = useIntl();
  const lang = useLang();
  const title = intl.formatMessage({ id: 'notFound.title' });
  return (
    <Box>
      <title>{`${title} | ${intl.formatMessage({ id: 'site.groupName' })}`}</title>
      <h1>{title}</h1>
      <p>{intl.formatMessage({ id: 'notFound.text' })}</p>
      <Link to={pathTo('search', { lang })}>
        {intl.formatMessage({ id: 'notFound.searchLink' })}
      </Link>
    </Box>
  );
}
