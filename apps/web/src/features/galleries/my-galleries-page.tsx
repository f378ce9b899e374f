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
  type Gallery,
} from '@kokoelma/galleries';
import {
  Button,
  EmptyState,
  GALLERY_COVER_IMAGES,
  GalleryCover,
  LoadingIndicator,
  theme,
  type GalleryCoverImage,
} from '@kokoelma/ui';
import { useCurrentUser, useSiteData } from '../../shared/route-deps';
import { pictureSources } from '../collection/image-sources';
import { isDeletedNotice } from './gallery-delete';
import { EmailVerifiedNotice } from './email-verification';
import { GalleryFrame, SignInFirst } from './gallery-layout';
import { galleriesListQuery, useGalleriesClient, useGalleryObjects } from './galleries-queries';
import { RecentlyDeleted, useRestoreGallery } from './recently-deleted';
import { StatusLine } from './status-line';
import { useT } from '../../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';

const { colors, mq, space } = theme;

const COVER_PHONE = '7rem';
const COVER_TABLET = '12rem';

/**
 * The cover images of each gallery: its first works' first images, fetched for all the
 * listed galleries at once (one request; at most the additional endpoint's 200 ids).
 */
function useCovers(galleries: readonly Gallery[] | undefined): Map<number, GalleryCoverImage[]> {
  const site = useSiteData();
  const firsts = (galleries ?? []).map((gallery) => ({
    id: gallery.id,
    objectIds: gallery.objects.slice(0, GALLERY_COVER_IMAGES).map((object) => object.id),
  }));
  const ids = [...new Set(firsts.flatMap((gallery) => gallery.objectIds))].slice(0, 200);
  const objects = useGalleryObjects(ids).data;
  const byId = new Map((objects ?? []).map((object) => [object.id, object]));
  return new Map(
    firsts.map(({ id, objectIds }) => [
      id,
      objectIds.flatMap((objectId) => {
        const image = byId.get(objectId)?.images[0];
        if (!image) return [];
        const picture = pictureSources(site.imageBase, image, 500);
        return [
          {
            src: picture.src,
            srcSet: picture.srcSet,
            width: picture.width,
            height: picture.height,
          },
        ];
      }),
    ]),
  );
}

/** Each gallery a row: its cover, then its name, count and edit link. */
const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${space.l}px 0;
  display: grid;
  gap: ${space.m}px;
  ${mq.desktop} {
    grid-template-columns: 1fr 1fr;
  }
  & > li {
    display: grid;
    grid-template-columns: ${COVER_PHONE} minmax(0, 1fr);
    align-items: start;
    gap: ${space.m}px;
    padding: ${space.m}px;
    background: ${colors.surface};
    ${mq.tablet} {
      grid-template-columns: ${COVER_TABLET} minmax(0, 1fr);
    }
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${space.xs}px;
  min-width: 0;
  /* A long name wraps anywhere, not widen the page. */
  overflow-wrap: anywhere;
  & > a:first-of-type {
    font-family: ${theme.fonts.display};
    font-weight: ${theme.fontWeights.semibold};
    font-size: ${theme.fontSizes.large};
    line-height: ${theme.lineHeights.heading};
    ${mq.tablet} {
      font-size: ${theme.fontSizes.heading};
    }
  }
  & > span {
    color: ${colors.textMuted};
  }
`;

/** The cover links to the gallery too, for the pointer (the name is the keyboard's link). */
const CoverLink = styled(Link)`
  display: block;
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
  const covers = useCovers(list.data ?? undefined);
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
              <CoverLink to={galleryPath(lang, gallery)} tabIndex={-1} aria-hidden="true">
                <GalleryCover images={covers.get(gallery.id) ?? []} size={COVER_TABLET} />
              </CoverLink>
              <Details>
                <Link id={`gallery-link-${gallery.id}`} to={galleryPath(lang, gallery)}>
                  {gallery.name}
                </Link>
                <span>{t('galleries.count', { count: gallery.objectCount })}</span>
                <Link to={galleryEditPath(lang, gallery)}>
                  {intl.formatMessage({ id: 'galleries.editNamed' }, { name: gallery.name })}
                </Link>
              </Details>
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
