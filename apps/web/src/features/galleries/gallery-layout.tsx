import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { Language } from '@kokoelma/domain';
import { Breadcrumbs, EmptyState, PageContainer, type Crumb } from '@kokoelma/ui';
import { useCurrentUser } from '../../shared/route-deps';
import { useT } from '../../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';

/**
 * The frame of a gallery page: title, breadcrumbs from the front page, content. `head`
 * replaces the default document title (and noindex) with the page's own head tags.
 */
export function GalleryFrame(props: {
  lang: Language;
  title: string;
  crumbs: Crumb[];
  children: ReactNode;
  noindex?: boolean;
  head?: ReactNode;
}) {
  const t = useT();
  const { lang, title, crumbs, children, noindex, head } = props;
  return (
    <PageContainer>
      {head ?? (
        <>
          <title>{`${title} | ${t('site.groupName')}`}</title>
          {noindex && <meta name="robots" content="noindex" />}
        </>
      )}
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        items={[{ title: t('shell.frontPage'), href: pathTo('front', { lang }) }, ...crumbs]}
      />
      <h1>{title}</h1>
      {children}
    </PageContainer>
  );
}

/** Pages of one's own galleries ask a signed-out visitor to sign in first. */
export function SignInFirst({ lang, children }: { lang: Language; children: ReactNode }) {
  const intl = useIntl();
  const user = useCurrentUser();
  const location = useLocation();
  if (user) return <>{children}</>;
  // The query stays: an edit link (?editToken=) must still work after signing in.
  const returnTo = `${location.pathname}${location.search}`;
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
