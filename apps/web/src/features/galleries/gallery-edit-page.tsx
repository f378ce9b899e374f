import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { Language } from '@kokoelma/domain';
import { galleryEditor, galleryPath, type EditAccess, type Gallery } from '@kokoelma/galleries';
import { EmptyState, LoadingIndicator, theme } from '@kokoelma/ui';
import { titleText } from '../collection/object-summary';
import { GalleryArtworksSection } from './gallery-artworks-section';
import { GalleryDelete } from './gallery-delete';
import { GalleryDetailsForm } from './gallery-details-form';
import { GalleryFrame, SignInFirst } from './gallery-layout';
import { GalleryLinks } from './gallery-links';
import { galleryEditQuery, useGalleriesClient, useGalleryObjects } from './galleries-queries';
import { useT } from '../../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';

const { space } = theme;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.m}px;
  margin: ${space.xl}px 0;
`;

function Editor(props: { lang: Language; gallery: Gallery; access: EditAccess; own: boolean }) {
  const { lang, gallery, access, own } = props;
  const t = useT();
  const objects = useGalleryObjects(gallery.objects.slice(0, 200).map((object) => object.id));
  const titles = new Map(
    (objects.data ?? []).map((object) => [
      object.id,
      titleText(object, lang, t('object.unknownTitle')),
    ]),
  );
  const titleOf = (id: number) => titles.get(id) ?? t('galleries.objectNumber', { id });

  return (
    <>
      {own ? (
        <GalleryDetailsForm gallery={gallery} />
      ) : (
        <>
          <h2>{gallery.name}</h2>
          <p>{t('galleries.editLinkHolder')}</p>
        </>
      )}
      <GalleryArtworksSection
        gallery={gallery}
        lang={lang}
        access={access}
        own={own}
        titleOf={titleOf}
      />
      {own && <GalleryLinks gallery={gallery} lang={lang} />}
      <Footer>
        {gallery.visibility !== 'private' || own ? (
          <a href={galleryPath(lang, gallery)}>{t('galleries.view')}</a>
        ) : null}
        {own && <GalleryDelete gallery={gallery} lang={lang} />}
      </Footer>
    </>
  );
}

function EditLoader({ lang, id }: { lang: Language; id: number }) {
  const intl = useIntl();
  const client = useGalleriesClient();
  const [search] = useSearchParams();
  const editToken = search.get('editToken') ?? undefined;
  const [access] = useState<EditAccess>({ editToken });
  const gallery = useQuery(galleryEditQuery(client, id, access));
  // Who is editing is settled by the first answer: revoking the edit link later must not
  // turn the owner who opened the page through it into a mere link holder.
  const [editor, setEditor] = useState<ReturnType<typeof galleryEditor> | null>(null);
  if (gallery.data && editor === null) setEditor(galleryEditor(gallery.data, editToken));
  // A failed load is swallowed (spec §8): the page says it found nothing.
  if (gallery.isError || gallery.data === null) {
    return <EmptyState title={intl.formatMessage({ id: 'galleries.notFound' })} />;
  }
  if (!gallery.data || editor === null)
    return <LoadingIndicator label={intl.formatMessage({ id: 'shell.loading' })} />;
  return <Editor lang={lang} gallery={gallery.data} access={access} own={editor === 'owner'} />;
}

/**
 * /{lang}/galleries/{id}/edit: the owner's details, links and delete, and the artworks
 * (order, notes, removal, copying). With ?editToken= a signed-in visitor holding the edit
 * link gets the artworks only.
 */
export function GalleryEditPage({ lang, id }: { lang: Language; id: number }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'galleries.edit' });
  const list = intl.formatMessage({ id: 'galleries.title' });
  return (
    <GalleryFrame
      lang={lang}
      title={title}
      crumbs={[
        { title: list, href: pathTo('my-galleries', { lang }) },
        { title, href: pathTo('gallery-edit', { lang, id }) },
      ]}
      noindex
    >
      <SignInFirst lang={lang}>
        <EditLoader lang={lang} id={id} />
      </SignInFirst>
    </GalleryFrame>
  );
}
