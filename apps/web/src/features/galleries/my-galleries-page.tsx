import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Language } from '@kokoelma/domain';
import {
  GALLERY_RESTORE_DAYS,
  favouritesPath,
  galleryEditPath,
  galleryPath,
} from '@kokoelma/galleries';
import { Button, EmptyState, LoadingIndicator, theme } from '@kokoelma/ui';
import { useCurrentUser } from '../../shared/route-deps';
import { isDeletedNotice } from './gallery-delete';
import { EmailVerifiedNotice } from './email-verification';
import { GalleryFrame, SignInFirst } from './gallery-layout';
import { galleriesListQuery, useGalleriesClient } from './galleries-queries';
import { RecentlyDeleted, useRestoreGallery } from './recently-deleted';
import { StatusLine } from './status-line';
import { useT } from '../../shared/use-t';
import { pathTo } from '@kokoelma/contract';

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
  /* A long name wraps anywhere, not widen the page. */
  & li > * {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & li a:first-of-type {
    font-weight: 700;
    font-size: ${theme.fontSizes.large};
  }
`;

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.s}px ${space.m}px;
  margin: ${space.m}px 0;
  padding: ${space.s}px ${space.m}px;
  border-left: 6px solid ${colors.accent};
  background: #eef3f8;
  & p {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * After a delete (the edit page sends the gallery along in router state): a notice with
 * Undo, which restores it at once. Undoing later is "Recently deleted" below.
 */
function DeletedGalleryNotice() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const restore = useRestoreGallery();
  const [status, setStatus] = useState<{ info?: string; error?: string }>({});
  const state: unknown = location.state;
  const notice = isDeletedNotice(state) ? state.deletedGallery : null;

  const undo = () => {
    if (!notice) return;
    restore.mutate(notice.id, {
      onError: () => setStatus({ error: t('galleries.restoreFailed') }),
      onSuccess: () => {
        setStatus({ info: t('galleries.restored', { name: notice.name }) });
        // The notice is done: a reload or Back must not offer Undo again.
        void navigate(location.pathname, { replace: true, state: null, preventScrollReset: true });
      },
    });
  };
  return (
    <>
      {notice && (
        <Notice>
          <p>{t('galleries.deletedNotice', { name: notice.name, days: GALLERY_RESTORE_DAYS })}</p>
          <Button variant="secondary" onClick={undo}>
            {t('galleries.undo')}
          </Button>
        </Notice>
      )}
      <StatusLine info={status.info} error={status.error} />
    </>
  );
}

function Galleries({ lang }: { lang: Language }) {
  const intl = useIntl();
  const t = useT();
  const client = useGalleriesClient();
  const user = useCurrentUser();
  const list = useQuery({ ...galleriesListQuery(client), enabled: user !== null });
  return (
    <>
      <DeletedGalleryNotice />
      <p>
        <Link to={favouritesPath(lang)}>{t('galleries.favourites')}</Link>
      </p>
      {!list.data ? (
        <LoadingIndicator label={t('shell.loading')} />
      ) : list.data.length === 0 ? (
        <EmptyState
          title={t('galleries.none')}
          text={t('galleries.noneText')}
          action={{ href: pathTo('search', { lang }), label: t('menu.search') }}
        />
      ) : (
        <List aria-label={t('galleries.title')}>
          {list.data.map((gallery) => (
            <li key={gallery.id}>
              <Link id={`gallery-link-${gallery.id}`} to={galleryPath(lang, gallery)}>
                {gallery.name}
              </Link>
              <span>{t('galleries.count', { count: gallery.objectCount })}</span>
              <Link to={galleryEditPath(lang, gallery)}>
                {intl.formatMessage({ id: 'galleries.editNamed' }, { name: gallery.name })}
              </Link>
            </li>
          ))}
        </List>
      )}
      <RecentlyDeleted />
    </>
  );
}

/** /{lang}/galleries: the visitor's own galleries, and those deleted recently. */
export function MyGalleriesPage({ lang }: { lang: Language }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'galleries.title' });
  return (
    <GalleryFrame
      lang={lang}
      title={title}
      crumbs={[{ title, href: pathTo('my-galleries', { lang }) }]}
      noindex
    >
      <EmailVerifiedNotice lang={lang} />
      <SignInFirst lang={lang}>
        <Galleries lang={lang} />
      </SignInFirst>
    </GalleryFrame>
  );
}
