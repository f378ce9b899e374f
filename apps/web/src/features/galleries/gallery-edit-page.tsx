import styled from '@emotion/styled';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Language } from '@kokoelma/domain';
import { galleryPath, isNotSignedIn, withoutArtwork, withoutGallery } from '@kokoelma/galleries';
import type { Gallery } from '@kokoelma/galleries';
import { Button, EmptyState, LoadingIndicator, Modal, textFieldStyles, theme } from '@kokoelma/ui';
import { useAnalytics } from '../../analytics/analytics-context';
import { useApiClient } from '../../app/route-deps';
import { titleText } from '../collection/object-summary';
import { GalleryFrame, SignInFirst } from './gallery-layout';
import {
  galleryEditQuery,
  galleryKeys,
  useGalleriesClient,
  useGalleryChanged,
} from './galleries-queries';

const { colors, space } = theme;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s}px;
  align-items: end;
  margin: ${space.l}px 0;
  & label {
    ${textFieldStyles()}
  }
`;

const Items = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${space.s}px;
  & li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${space.m}px;
    padding: ${space.s}px ${space.m}px;
    background: ${colors.surface};
  }
`;

function Editor({ lang, gallery }: { lang: Language; gallery: Gallery }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const client = useGalleriesClient();
  const changed = useGalleryChanged();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const [name, setName] = useState(gallery.name);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [error, setError] = useState(false);
  const api = useApiClient();
  const ids = gallery.objects.slice(0, 200).map((object) => object.id);
  const objects = useQuery({
    queryKey: ['objects', ids],
    queryFn: () => api.additional(ids),
    enabled: ids.length > 0,
  });
  const titles = new Map(
    (objects.data ?? []).map((object) => [
      object.id,
      titleText(object, lang, t('object.unknownTitle')),
    ]),
  );

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await client.rename(gallery.id, name);
      if (!isNotSignedIn(answer)) changed(answer);
      setError(false);
    } catch {
      setError(true);
    }
  };
  const remove = async (artworkId: number) => {
    // The list updates at once (spec §4); a failed call is swallowed (spec §8).
    queryClient.setQueryData(galleryKeys.edit(gallery.id), withoutArtwork(gallery, artworkId));
    try {
      const answer = await client.removeArtwork(gallery.id, artworkId);
      if (!isNotSignedIn(answer)) {
        changed(answer);
        analytics.track({
          event: 'objectRemovedFromGallery',
          galleryId: gallery.id,
          objectId: artworkId,
        });
      }
    } catch {
      void queryClient.invalidateQueries({ queryKey: galleryKeys.edit(gallery.id) });
    }
  };
  const deleteGallery = async () => {
    await client.remove(gallery.id);
    queryClient.setQueryData(galleryKeys.list(), (list: Gallery[] | null | undefined) =>
      withoutGallery(list ?? [], gallery.id),
    );
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    void navigate(`/${lang}/galleries`);
  };
  return (
    <>
      <Form onSubmit={(event) => void rename(event)}>
        <label>
          {t('galleries.name')}
          <input value={name} onChange={(event) => setName(event.target.value)} maxLength={200} />
        </label>
        <Button type="submit">{t('galleries.rename')}</Button>
      </Form>
      {error && <p role="alert">{t('galleries.saveFailed')}</p>}
      <h2>{t('galleries.objects')}</h2>
      {gallery.objects.length === 0 ? (
        <EmptyState title={t('galleries.noObjects')} headingLevel={3} />
      ) : (
        <Items>
          {gallery.objects.map((object) => (
            <li key={object.id}>
              <a href={`/${lang}/object/${object.id}`}>
                {titles.get(object.id) ?? t('galleries.objectNumber', { id: object.id })}
              </a>
              <Button
                variant="secondary"
                onClick={() => void remove(object.id)}
                aria-label={t('galleries.removeNamed', {
                  title: titles.get(object.id) ?? String(object.id),
                })}
              >
                {t('galleries.remove')}
              </Button>
            </li>
          ))}
        </Items>
      )}
      <p>
        <a href={galleryPath(lang, gallery)}>{t('galleries.view')}</a>
      </p>
      <Button variant="secondary" onClick={() => setConfirmDelete(true)}>
        {t('galleries.delete')}
      </Button>
      <Modal
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('galleries.deleteConfirm', { name: gallery.name })}
        closeLabel={t('object.zoomClose')}
      >
        <p>{t('galleries.deleteText')}</p>
        <Button onClick={() => void deleteGallery()}>{t('galleries.delete')}</Button>{' '}
        <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
          {t('galleries.cancel')}
        </Button>
      </Modal>
    </>
  );
}

function EditLoader({ lang, id }: { lang: Language; id: number }) {
  const intl = useIntl();
  const client = useGalleriesClient();
  const gallery = useQuery(galleryEditQuery(client, id));
  // A failed load is swallowed (spec §8): the page says it found nothing.
  if (gallery.isError || gallery.data === null) {
    return <EmptyState title={intl.formatMessage({ id: 'galleries.notFound' })} />;
  }
  if (!gallery.data)
    return <LoadingIndicator label={intl.formatMessage({ id: 'shell.loading' })} />;
  return <Editor key={gallery.data.updatedAt} lang={lang} gallery={gallery.data} />;
}

/** /{lang}/galleries/{id}/edit: rename, remove artworks, delete. */
export function GalleryEditPage({ lang, id }: { lang: Language; id: number }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'galleries.edit' });
  const list = intl.formatMessage({ id: 'galleries.title' });
  return (
    <GalleryFrame
      lang={lang}
      title={title}
      crumbs={[
        { title: list, href: `/${lang}/galleries` },
        { title, href: `/${lang}/galleries/${id}/edit` },
      ]}
      noindex
    >
      <SignInFirst lang={lang}>
        <EditLoader lang={lang} id={id} />
      </SignInFirst>
    </GalleryFrame>
  );
}
