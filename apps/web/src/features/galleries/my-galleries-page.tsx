import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Language } from '@kokoelma/domain';
import { favouritesPath, galleryEditPath, galleryPath } from '@kokoelma/galleries';
import { EmptyState, LoadingIndicator, theme } from '@kokoelma/ui';
import { useCurrentUser } from '../../app/route-deps';
import { GalleryFrame, SignInFirst } from './gallery-layout';
import { galleriesListQuery, useGalleriesClient } from './galleries-queries';

const { colors, space } = theme;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${space.l}px 0;
  display: grid;
  gap: ${space.m}px;
  & li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space.s}px;
    padding: ${space.m}px;
    background: ${colors.surface};
  }
  & li a:first-of-type {
    font-weight: 700;
    font-size: ${theme.fontSizes.large};
  }
`;

function Galleries({ lang }: { lang: Language }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const client = useGalleriesClient();
  const user = useCurrentUser();
  const list = useQuery({ ...galleriesListQuery(client), enabled: user !== null });
  if (!list.data) return <LoadingIndicator label={t('shell.loading')} />;
  return (
    <>
      <p>
        <Link to={favouritesPath(lang)}>{t('galleries.favourites')}</Link>
      </p>
      {list.data.length === 0 ? (
        <EmptyState
          title={t('galleries.none')}
          text={t('galleries.noneText')}
          action={{ href: `/${lang}/search`, label: t('menu.search') }}
        />
      ) : (
        <List aria-label={t('galleries.title')}>
          {list.data.map((gallery) => (
            <li key={gallery.id}>
              <Link to={galleryPath(lang, gallery)}>{gallery.name}</Link>
              <span>{t('galleries.count', { count: gallery.objectCount })}</span>
              <Link to={galleryEditPath(lang, gallery)}>
                {intl.formatMessage({ id: 'galleries.editNamed' }, { name: gallery.name })}
              </Link>
            </li>
          ))}
        </List>
      )}
    </>
  );
}

/** /{lang}/galleries: the visitor's own galleries. */
export function MyGalleriesPage({ lang }: { lang: Language }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'galleries.title' });
  return (
    <GalleryFrame
      lang={lang}
      title={title}
      crumbs={[{ title, href: `/${lang}/galleries` }]}
      noindex
    >
      <SignInFirst lang={lang}>
        <Galleries lang={lang} />
      </SignInFirst>
    </GalleryFrame>
  );
}
