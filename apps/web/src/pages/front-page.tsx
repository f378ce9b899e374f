import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useSiteData } from '../app/route-deps';

const Hero = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  padding: 48px 16px;
`;

/** The front page. Its content comes from the CMS once the content library lands. */
export function FrontPage() {
  const intl = useIntl();
  const site = useSiteData();
  const title = intl.formatMessage({ id: 'front.title' });
  return (
    <Hero>
      <title>{`${title} | ${intl.formatMessage({ id: 'site.groupName' })}`}</title>
      <h1>{title}</h1>
      <p>{intl.formatMessage({ id: 'front.intro' }, { count: site.objectCount })}</p>
    </Hero>
  );
}
