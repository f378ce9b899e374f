import styled from '@emotion/styled';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { galleryManifestUrl, type Language } from '@kokoelma/domain';
import type { GalleryPageData } from '@kokoelma/contract';
import {
  galleryEditPath,
  galleryExportPath,
  galleryErrorReason,
  galleryManifestPath,
  mailtoHref,
} from '@kokoelma/galleries';
import { Button, LiveRegion, theme } from '@kokoelma/ui';
import { useSiteData } from '../../shared/route-deps';
import { IiifLinks } from '../collection/iiif-links';
import { InfoBoxes } from '../content/object-content';
import { EmailUnverifiedNotice } from './email-verification';
import { GalleryFrame } from './gallery-layout';
import { GalleryEmbedCode } from './gallery-embed-code';
import { GalleryHead } from './gallery-head';
import { GalleryObjects } from './gallery-objects';
import { useGalleriesClient } from './galleries-queries';
import { answered, galleryScope, useSignedOutCheck } from './gallery-writes';
import { StatusLine } from './status-line';
import { VisitList } from './visit-list';
import { useT } from '../../shared/use-t';
import { pathTo } from '@kokoelma/contract';

const { colors, space } = theme;

const Description = styled.p`
  max-width: 70ch;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The link to share: a long address wraps anywhere rather than widen the page. */
const ShareLine = styled.p`
  overflow-wrap: anywhere;
  & a {
    color: ${colors.accent};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.s}px ${space.m}px;
  margin: ${space.m}px 0;
  & a {
    color: ${colors.accent};
    min-height: ${theme.touchTarget}px;
    display: inline-flex;
    align-items: center;
  }
`;

/**
 * /{lang}/galleries/{slug}: a gallery as anyone with its link sees it — description,
 * notes, the CMS's info boxes about it, which works are on display today and where (the
 * visit list), and exports; its owner also gets the edit page and sharing. The server
 * renders it from the page data (a gallery the visitor may not see is a 404 there).
 */
export function GalleryPage(props: { lang: Language; page: GalleryPageData }) {
  const { lang, page } = props;
  const data = page.gallery;
  const slug = data.slug;
  const t = useT();
  const client = useGalleriesClient();
  const signedOut = useSignedOutCheck();
  const site = useSiteData();
  const [shared, setShared] = useState<{ url: string; mail: string } | null>(null);
  // A share by e-mail from an address not yet confirmed is refused (403 email_unverified).
  const [unverified, setUnverified] = useState(false);
  const listTitle = t('galleries.title');
  // The favourites list has no name of its own (its owner may open it by its link).
  const title = data.name || t('galleries.favourites');
  const [shareFailed, setShareFailed] = useState(false);
  const share = useMutation({
    scope: galleryScope(data.id),
    mutationFn: () => client.share(data.id, { lang }).then(answered),
    onMutate: () => setShareFailed(false),
    onError: (error) => {
      signedOut(error);
      if (galleryErrorReason(error) === 'email_unverified') setUnverified(true);
      else setShareFailed(true);
    },
    onSuccess: async (answer) => {
      // No clipboard (permissions, an older browser) is no failure: the link shows below.
      await navigator.clipboard?.writeText(answer.url).then(
        () => undefined,
        () => undefined,
      );
      setShared({ url: answer.url, mail: mailtoHref(answer) });
    },
  });
  return (
    <GalleryFrame
      lang={lang}
      title={title}
      crumbs={[
        { title: listTitle, href: pathTo('my-galleries', { lang }) },
        { title, href: pathTo('gallery', { lang, slug }) },
      ]}
      head={<GalleryHead page={page} title={title} lang={lang} />}
    >
      {data.description && <Description>{data.description}</Description>}
      <p>
        {t('galleries.count', { count: data.objectCount })}
        {data.owned && ` · ${t(`galleries.visibility.${data.visibility}`)}`}
      </p>
      {data.owned && (
        <Actions>
          <Link to={galleryEditPath(lang, data)}>{t('galleries.edit')}</Link>
          {data.visibility !== 'private' && (
            <Button variant="secondary" onClick={() => share.mutate()}>
              {t('galleries.share')}
            </Button>
          )}
        </Actions>
      )}
      {shared && (
        <ShareLine>
          {t('galleries.shareLink')} <a href={shared.url}>{shared.url}</a>{' '}
          <a href={shared.mail}>{t('object.shareEmail')}</a>
        </ShareLine>
      )}
      {shareFailed && <StatusLine error={t('galleries.shareFailed')} />}
      {unverified && <EmailUnverifiedNotice lang={lang} />}
      <LiveRegion message={shared ? t('object.linkCopied') : ''} />
      <Actions>
        <a href={galleryExportPath(data)} download>
          {t('galleries.exportJson')}
        </a>
        <a href={galleryManifestPath(data)}>{t('galleries.iiifManifest')}</a>
      </Actions>
      {/* Only a public gallery may be shown in other sites (a link's address is a secret). */}
      {data.visibility === 'public' && (
        <GalleryEmbedCode gallery={data} lang={lang} title={title} />
      )}
      {data.visibility !== 'private' && data.objectCount > 0 && (
        <IiifLinks
          manifestUrl={galleryManifestUrl(site.publicUrl, slug)}
          withManifestLink={false}
        />
      )}
      <InfoBoxes infos={page.infos} lang={lang} />
      <VisitList items={data.objects} lang={lang} objects={page.objects} />
      <GalleryObjects items={data.objects} lang={lang} objects={page.objects} />
    </GalleryFrame>
  );
}
