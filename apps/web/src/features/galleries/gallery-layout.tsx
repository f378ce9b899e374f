import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { Language } from '@kokoelma/domain';
import { Breadcrumbs, EmptyState, theme, type Crumb } from '@kokoelma/ui';
import { useCurrentUser } from '../../app/route-deps';

const { colors, mq, space } = theme;

export const GalleryPageBox = styled.div`
  max-width: ${theme.layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: ${space.m}px;
  ${mq.tablet} {
    padding: ${space.l}px;
  }
  & h1 {
    font-size: ${theme.fontSizes.display};
    margin: ${space.m}px 0;
    overflow-wrap: anywhere;
  }
  & a {
    color: ${colors.accent};
  }
`;

/** The frame of a gallery page: title, breadcrumbs from the front page, content. */
export function GalleryFrame(props: {
  lang: Language;
  title: string;
  crumbs: Crumb[];
  children: ReactNode;
  noindex?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { lang, title, crumbs, children, noindex } = props;
  return (
    <GalleryPageBox>
      <title>{`${title} | ${t('site.groupName')}`}</title>
      {noindex && <meta name="robots" content="noindex" />}
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        items={[{ title: t('shell.frontPage'), href: `/${lang}/` }, ...crumbs]}
      />
      <h1>{title}</h1>
      {children}
    </GalleryPageBox>
  );
}

/** Pages of one's own galleries ask a signed-out visitor to sign in first. */
export function SignInFirst({ lang, children }: { lang: Language; children: ReactNode }) {
  const intl = useIntl();
  const user = useCurrentUser();
  const location = useLocation();
  if (user) return <>{children}</>;
  const returnTo = location.pathname;
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'galleries.signInTitle' })}
      text={intl.formatMessage({ id: 'galleries.signInText' })}
      action={{
        href: `/login?${new URLSearchParams({ lang, returnTo })}`,
        label: intl.formatMessage({ id: 'user.signIn' }),
      }}
    />
  );
}
