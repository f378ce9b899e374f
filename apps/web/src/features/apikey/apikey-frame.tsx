import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { apiKeyPagePath, pathTo } from '@kokoelma/contract/site';
import type { Language } from '@kokoelma/domain';
import { Breadcrumbs, theme, type Crumb } from '@kokoelma/ui';
import { useT } from '../../shared/use-t';

const { colors, mq, space } = theme;

// PageContainer's width and padding, but links coloured only in running text: its rule
// for every link would also recolour the button-styled links (sign-in actions).
const Page = styled.div`
  box-sizing: border-box;
  max-width: ${theme.layout.limitedWidth}px;
  margin: 0 auto;
  padding: ${space.m}px;
  ${mq.tablet} {
    padding: ${space.l}px;
  }
  & h1 {
    margin: ${space.m}px 0;
    font-size: ${theme.fontSizes.display};
    line-height: 1.15;
    overflow-wrap: anywhere;
  }
  & p a {
    color: ${colors.accent};
  }
`;

const Body = styled.div`
  max-width: 40rem;
  & h2 {
    margin: ${space.l}px 0 ${space.m}px;
    font-size: ${theme.fontSizes.heading};
  }
  & p {
    margin: 0 0 ${space.m}px;
  }
`;

/** The developer documentation page (built beside this one, under /{lang}/). */
export const developersPath = (lang: Language) => pathTo('developers', { lang });

/**
 * The frame of the API key pages (spec §2: breadcrumbs "for API key pages", from the
 * front page): title, breadcrumbs, heading, what a key is for, and the link to the API
 * documentation. The pages are personal: not for search engines.
 */
export function ApiKeyFrame(props: {
  lang: Language;
  title: string;
  /** Crumbs after "API key" (the sign-in page adds itself). */
  crumbs?: Crumb[];
  children: ReactNode;
}) {
  const t = useT();
  const { lang, title, crumbs = [], children } = props;
  return (
    <Page>
      <title>{`${title} | ${t('site.groupName')}`}</title>
      <meta name="robots" content="noindex" />
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        items={[
          { title: t('shell.frontPage'), href: pathTo('front', { lang }) },
          { title: t('menu.apiKey'), href: apiKeyPagePath('form', lang) },
          ...crumbs,
        ]}
      />
      <h1>{title}</h1>
      <Body>
        <p>
          {t('apikey.intro')} <a href={developersPath(lang)}>{t('apikey.docsLink')}</a>
        </p>
        {children}
      </Body>
    </Page>
  );
}
