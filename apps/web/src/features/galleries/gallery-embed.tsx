import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { GalleryEmbedPageData } from '@kokoelma/contract/site';
import type { Language } from '@kokoelma/domain';
import { galleryPath } from '@kokoelma/galleries';
import { Picture, VisuallyHidden, theme } from '@kokoelma/ui';
import { useSiteData } from '../../shared/route-deps';
import { objectSummary } from '../collection/object-summary';
import { inGalleryOrder } from './gallery-objects';
import { useT } from '../../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';

const { colors, space, fontSizes } = theme;

/** Thumbnails fill a column at most this wide (two columns on a 320 px phone). */
const THUMB_SIZES = '(min-width: 640px) 200px, 50vw';

const Main = styled.main`
  padding: ${space.m}px;
  font-size: ${fontSizes.body};
  & h1 {
    margin: 0 0 ${space.s}px;
    font-size: ${fontSizes.large};
    overflow-wrap: anywhere;
  }
  & a {
    color: ${colors.accent};
  }
`;

const Description = styled.p`
  margin: 0 0 ${space.s}px;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0 0 ${space.m}px;
  color: ${colors.textMuted};
  font-size: ${fontSizes.small};
`;

const Works = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${space.m}px ${space.s}px;
  & li {
    min-width: 0;
  }
  & a {
    display: block;
    color: ${colors.text};
    text-decoration: none;
  }
  & a:hover .title,
  & a:focus-visible .title {
    text-decoration: underline;
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: contain;
    background: ${colors.surface};
  }
  & .title {
    display: block;
    margin-top: ${space.xs}px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  & .authors,
  & .note {
    display: block;
    color: ${colors.textMuted};
    font-size: ${fontSizes.small};
    overflow-wrap: anywhere;
  }
`;

const Blank = styled.span`
  display: block;
  aspect-ratio: 1;
  background: ${colors.surface};
`;

const Footer = styled.footer`
  margin-top: ${space.l}px;
  padding-top: ${space.s}px;
  border-top: 1px solid ${colors.border};
  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.touchTarget}px;
  }
`;

/** A link out of the frame: the site opens in a new window, and says so to screen readers. */
export function OutLink(props: { href: string; className?: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <a href={props.href} className={props.className} target="_blank" rel="noopener">
      {props.children}{' '}
      <VisuallyHidden>{intl.formatMessage({ id: 'embed.newWindow' })}</VisuallyHidden>
    </a>
  );
}

/** The embed view's frame: the page's main landmark and the link to the whole site. */
export function EmbedMain(props: { children: ReactNode; footer: ReactNode }) {
  return (
    <Main>
      {props.children}
      <Footer>{props.footer}</Footer>
    </Main>
  );
}

/**
 * A public gallery as other sites frame it (/{lang}/embed/galleries/{slug}): its name,
 * description and notes as the owner wrote them, and its works as thumbnails with title
 * and artists, each a link that opens the work's page on the site in a new window. No
 * header, footer or script of the site: plain HTML, as narrow as a 320 px phone.
 */
export function GalleryEmbed({ page, lang }: { page: GalleryEmbedPageData; lang: Language }) {
  const t = useT();
  const site = useSiteData();
  const { gallery } = page;
  const title = gallery.name || t('galleries.favourites');
  const texts = {
    unknownTitle: t('object.unknownTitle'),
    unknownAuthor: t('object.unknownAuthor'),
  };
  const notes = new Map(gallery.objects.map((item) => [item.id, item.note]));
  const works = inGalleryOrder(gallery.objects, page.objects);
  return (
    <EmbedMain
      footer={<OutLink href={galleryPath(lang, gallery)}>{t('embed.openGallery')}</OutLink>}
    >
      <title>{`${title} | ${t('site.groupName')}`}</title>
      {/* The gallery's own page is the one to index; this view is its copy for frames. */}
      <meta name="robots" content="noindex" />
      <link rel="canonical" href={`${site.publicUrl}${galleryPath(lang, gallery)}`} />
      <h1>{title}</h1>
      {gallery.description && <Description>{gallery.description}</Description>}
      <Muted>{t('galleries.count', { count: gallery.objectCount })}</Muted>
      {works.length === 0 ? (
        <p>{t('galleries.noObjects')}</p>
      ) : (
        <Works aria-label={t('galleries.objects')}>
          {works.map((object) => {
            const summary = objectSummary(object, lang, texts, site.imageBase);
            const note = notes.get(object.id);
            const picture = summary.picture;
            return (
              <li key={object.id}>
                <OutLink href={pathTo('object', { lang, id: object.id })}>
                  {picture ? (
                    <Picture
                      picture={picture}
                      sizes={THUMB_SIZES}
                      alt={summary.imageAlt ?? ''}
                      lang={summary.imageAltLang}
                    />
                  ) : (
                    <Blank />
                  )}
                  <span className="title" lang={summary.titleLang}>
                    {summary.title}
                  </span>
                  <span className="authors">
                    {[summary.authors, summary.year].filter(Boolean).join(', ')}
                  </span>
                </OutLink>
                {note && <span className="note">{note}</span>}
              </li>
            );
          })}
        </Works>
      )}
    </EmbedMain>
  );
}
