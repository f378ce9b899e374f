import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Language } from '@kokoelma/domain';
import { EmptyState, LoadingIndicator, buttonStyles, theme } from '@kokoelma/ui';
import { useCurrentUser } from '../../shared/route-deps';
import { GalleryFrame } from './gallery-layout';
import { GalleryObjects } from './gallery-objects';
import { favouritesQuery, useGalleriesClient } from './galleries-queries';
import { useLocalFavourites } from './use-local-favourites';
import { useT } from '../../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';

const { colors, space } = theme;

const Prompt = styled.div`
  margin: ${space.m}px 0 ${space.l}px;
  padding: ${space.m}px;
  border-left: 6px solid ${colors.accent};
  background: #eef3f8;
  & p {
    margin: 0 0 ${space.s}px;
  }
  & a {
    ${buttonStyles('primary')}
  }
`;

function Favourites({ lang }: { lang: Language }) {
  const intl = useIntl();
  const client = useGalleriesClient();
  const favourites = useQuery(favouritesQuery(client));
  if (!favourites.data)
    return <LoadingIndicator label={intl.formatMessage({ id: 'shell.loading' })} />;
  return (
    <GalleryObjects
      items={favourites.data.objects}
      lang={lang}
      emptyTitle={intl.formatMessage({ id: 'galleries.noFavourites' })}
      emptyText={intl.formatMessage({ id: 'galleries.noFavouritesText' })}
    />
  );
}

/**
 * Signed out: the favourites kept in this browser, and a prompt to sign in so they join
 * the account (FavouritesMerge does that once the visitor is back signed in).
 */
function LocalFavourites({ lang }: { lang: Language }) {
  const t = useT();
  const local = useLocalFavourites();
  const returnTo = pathTo('favourites', { lang });
  const signIn = `/login?${new URLSearchParams({ lang, returnTo })}`;
  if (local.ids.length === 0) {
    return (
      <EmptyState
        title={t('galleries.signInTitle')}
        text={t('galleries.noFavouritesSignedOut')}
        action={{ href: signIn, label: t('user.signIn') }}
      />
    );
  }
  return (
    <>
      <Prompt>
        <p>{t('galleries.localFavouritesText')}</p>
        <a href={signIn}>{t('galleries.signInToKeep')}</a>
      </Prompt>
      <GalleryObjects items={local.ids.map((id) => ({ id, note: '' }))} lang={lang} />
    </>
  );
}

/** /{lang}/favourites: the artworks the visitor marked as favourites. */
export function FavouritesPage({ lang }: { lang: Language }) {
  const intl = useIntl();
  const user = useCurrentUser();
  const title = intl.formatMessage({ id: 'galleries.favourites' });
  return (
    <GalleryFrame
      lang={lang}
      title={title}
      crumbs={[
        {
          title: intl.formatMessage({ id: 'galleries.title' }),
          href: pathTo('my-galleries', { lang }),
        },
        { title, href: pathTo('favourites', { lang }) },
      ]}
      noindex
    >
      {user ? <Favourites lang={lang} /> : <LocalFavourites lang={lang} />}
    </GalleryFrame>
  );
}
