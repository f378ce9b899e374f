import styled from '@emotion/styled';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { galleryManifestUrl, type Language } from '@kokoelma/domain';
import type { GalleryPageData } from '@kokoelma/contract/site';
import {
  galleryEditPath,
  galleryExportPath,
  galleryErrorReason,
  galleryManifestPath,
  mailtoHref,
} from '@kokoelma/galleries';
import { Button, buttonStyles, textFieldStyles, theme } from '@kokoelma/ui';
import { useSiteData } from '../../shared/route-deps';
import { IiifLinks } from '../collection/iiif-links';
import { InfoBoxes } from '../content/object-content';
import { EmailUnverifiedNotice } from './email-verification';
import { GalleryFrame } from './gallery-layout';
import { GalleryEmbedCode } from './gallery-embed-code';
import { GalleryHead } from './gallery-head';
import { GalleryObjects } from './gallery-objects';
import { useGalleriesClient } from './galleries-queries';
import { shareGalleryMutation, useSignedOutCheck } from './gallery-writes';
import { StatusLine } from './status-line';
import { VisitList } from './visit-list';
import { useT } from '../../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';

const { colors, mq, space } = theme;

const Curator = styled.p`
  margin: -${space.s}px 0 ${space.m}px;
  font-size: ${theme.fontSizes.large};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  max-width: 70ch;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Count = styled.p`
  color: ${colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.s}px ${space.m}px;
  margin: ${space.m}px 0;
`;

/** A link in the secondary button's look (doubled class: above the container's link colour). */
const EditLink = styled(Link)`
  && {
    ${buttonStyles('secondary')}
  }
`;

/** The share panel: the link in a field, Copy link with its confirmation, other ways. */
const SharePanel = styled.section`
  margin: ${space.m}px 0 ${space.l}px;
  padding: ${space.m}px;
  max-width: 720px;
  background: ${colors.surface};
  & h2 {
    margin: 0 0 ${space.s}px;
    font-size: ${theme.fontSizes.large};
  }
  & label {
    ${textFieldStyles()}
  }
  & label input {
    width: 100%;
  }
`;

const ShareRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.s}px ${space.m}px;
  margin-top: ${space.s}px;
`;

/** The visible confirmation beside Copy link (also announced: role status). */
const Confirmation = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs}px;
  padding: ${space.xs}px ${space.s}px;
  border-radius: 4px;
  background: ${colors.successBackground};
  color: ${colors.successText};
  font-weight: ${theme.fontWeights.semibold};
  &:empty {
    display: none;
  }
`;

/** "Use this gallery": the exports and the embed code, one disclosure after the works. */
const UseMenu = styled.details`
  margin: ${space.xl}px 0 ${space.m}px;
  max-width: 720px;
  & > summary {
    ${buttonStyles('secondary')}
    list-style: none;
    width: fit-content;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  & > summary::after {
    content: '';
    width: 0.5em;
    height: 0.5em;
    margin-left: ${space.xs}px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-0.15em) rotate(45deg);
  }
  &[open] > summary::after {
    transform: translateY(0.1em) rotate(-135deg);
  }
  & > div {
    margin-top: ${space.s}px;
    padding: ${space.m}px;
    border: 1px solid ${colors.rule};
    ${mq.tablet} {
      padding: ${space.m}px ${space.l}px;
    }
  }
`;

const UseLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s}px ${space.l}px;
  margin: ${space.s}px 0;
  padding: 0;
  list-style: none;
  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.touchTarget}px;
  }
`;

/**
 * Whether this browser offers the device's share sheet: known only after hydration
 * (the server renders the page without it, so both renders agree).
 */
function useCanShare(): boolean {
  const [can, setCan] = useState(false);
  useEffect(() => {
    setCan(typeof navigator.share === 'function');
  }, []);
  return can;
}

/**
 * The owner's share panel, once the share link is made: the link in a field, Copy link
 * with a visible confirmation, the device's share sheet where there is one, and e-mail.
 */
function ShareLinkPanel(props: { url: string; mail: string; title: string }) {
  const t = useT();
  const canShare = useCanShare();
  const [status, setStatus] = useState<{ info?: string; error?: string }>({});
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.url);
      setStatus({ info: t('galleries.linkCopied') });
    } catch {
      // No clipboard (permissions, an older browser): the link is in the field.
      setStatus({ error: t('galleries.copyLinkFailed') });
    }
  };
  const shareSheet = async () => {
    try {
      await navigator.share({ title: props.title, url: props.url });
    } catch {
      // Dismissed, or refused: the other ways stay.
    }
  };
  return (
    <SharePanel aria-labelledby="share-panel-title">
      <h2 id="share-panel-title">{t('galleries.share')}</h2>
      <label>
        {t('galleries.shareLink')}
        <input readOnly value={props.url} onFocus={(event) => event.target.select()} />
      </label>
      <ShareRow>
        <Button onClick={() => void copy()}>{t('galleries.copyLink')}</Button>
        {canShare && (
          <Button variant="secondary" onClick={() => void shareSheet()}>
            {t('galleries.shareSheet')}
          </Button>
        )}
        <a href={props.mail}>{t('object.shareEmail')}</a>
        <Confirmation role="status">{status.info ?? ''}</Confirmation>
      </ShareRow>
      {status.error && <StatusLine error={status.error} />}
    </SharePanel>
  );
}

/**
 * /{lang}/galleries/{slug}: a gallery as anyone with its link sees it — its title, who
 * made it ("by …") and its description, then the works; the CMS's info boxes about it,
 * which works are on display today and where (the visit list), and "Use this gallery"
 * (JSON, IIIF, embed) after them. Its owner also gets the edit page and sharing. A
 * visitor who does not own it is not offered "My galleries": the breadcrumb is Front page
 * › Gallery. The server renders it from the page data (a gallery the visitor may not see
 * is a 404 there).
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
  // The favourites list has no name of its own (its owner may open it by its link).
  const title = data.name || t('galleries.favourites');
  const [shareFailed, setShareFailed] = useState(false);
  const share = useMutation({
    ...shareGalleryMutation(client, data.id, lang),
    onMutate: () => setShareFailed(false),
    onError: (error) => {
      signedOut(error);
      if (galleryErrorReason(error) === 'email_unverified') setUnverified(true);
      else setShareFailed(true);
    },
    onSuccess: (answer) => {
      setShared({ url: answer.url, mail: mailtoHref(answer) });
    },
  });
  const here = { href: pathTo('gallery', { lang, slug }) };
  const crumbs = data.owned
    ? [
        { title: t('galleries.title'), href: pathTo('my-galleries', { lang }) },
        { title, ...here },
      ]
    : [{ title: t('galleries.gallery'), ...here }];
  const manifestShown = data.visibility !== 'private' && data.objectCount > 0;
  return (
    <GalleryFrame
      lang={lang}
      title={title}
      crumbs={crumbs}
      head={<GalleryHead page={page} title={title} lang={lang} />}
    >
      {data.curator && <Curator>{t('galleries.by', { name: data.curator })}</Curator>}
      {data.description && <Description>{data.description}</Description>}
      <Count>
        {t('galleries.count', { count: data.objectCount })}
        {data.owned && ` · ${t(`galleries.visibility.${data.visibility}`)}`}
      </Count>
      {data.owned && (
        <Actions>
          <EditLink to={galleryEditPath(lang, data)}>{t('galleries.edit')}</EditLink>
          {data.visibility !== 'private' && (
            <Button
              variant="secondary"
              aria-expanded={shared !== null}
              onClick={() => share.mutate()}
            >
              {t('galleries.share')}
            </Button>
          )}
        </Actions>
      )}
      {shared && <ShareLinkPanel url={shared.url} mail={shared.mail} title={title} />}
      {shareFailed && <StatusLine error={t('galleries.shareFailed')} />}
      {unverified && <EmailUnverifiedNotice lang={lang} />}
      <GalleryObjects items={data.objects} lang={lang} objects={page.objects} />
      <InfoBoxes infos={page.infos} lang={lang} />
      <VisitList items={data.objects} lang={lang} objects={page.objects} />
      <UseMenu>
        <summary>{t('galleries.use')}</summary>
        <div>
          <p>{t('galleries.useText')}</p>
          <UseLinks>
            <li>
              <a href={galleryExportPath(data)} download>
                {t('galleries.exportJson')}
              </a>
            </li>
            <li>
              <a href={galleryManifestPath(data)}>{t('galleries.iiifManifest')}</a>
            </li>
          </UseLinks>
          {manifestShown && (
            <IiifLinks
              manifestUrl={galleryManifestUrl(site.publicUrl, slug)}
              withManifestLink={false}
            />
          )}
          {/* Only a public gallery may be shown in other sites (a link's address is a secret). */}
          {data.visibility === 'public' && (
            <GalleryEmbedCode gallery={data} lang={lang} title={title} />
          )}
        </div>
      </UseMenu>
    </GalleryFrame>
  );
}
