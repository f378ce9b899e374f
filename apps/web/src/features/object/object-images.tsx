import styled from '@emotion/styled';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import {
  displayImageWidth,
  iiifImageInfoUrl,
  imageDescription,
  imageUrl,
  licenceAllowsDownload,
  photographerCredit,
  type Language,
} from '@kokoelma/domain';
import { Button, LoadingIndicator, Picture, buttonStyles, theme } from '@kokoelma/ui';
import { onDemand } from '../../shared/on-demand';
import {
  imageDownloadUrl,
  largestImageUrl,
  pictureSources,
  type ObjectImage,
} from '../collection/image-sources';
import { pathTo } from '@kokoelma/contract/site';

const { colors, mq, space } = theme;

/**
 * The zoom viewer is code only a visitor who opens it needs: it loads on the first
 * "Zoom" (already on its way once the pointer or focus reaches the button), not with
 * the page.
 */
const deepZoom = onDemand(async () => (await import('./deep-zoom')).DeepZoom);

const Figure = styled.figure`
  margin: 0;
`;

const Stage = styled.div`
  display: flex;
  justify-content: center;
  background: ${colors.surface};
  /* A blurred image: the blur's edge kept inside the stage, the reveal button over it. */
  &.blurred {
    position: relative;
    overflow: hidden;
  }
  /* Width from the layout, height from the width and height attributes' ratio: the box
     is known before the image arrives, so nothing moves when it does. */
  & picture {
    display: block;
    width: 100%;
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
    /* Capped to the viewport: on a phone the title follows on the first screen, on a
       wide screen the action bar under the image does. */
    max-height: 45vh;
    object-fit: contain;
    ${mq.desktop} {
      max-height: max(320px, calc(100vh - 380px));
    }
  }
`;

const Caption = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space.m}px;
  margin-top: ${space.xs}px;
  color: ${colors.textMuted};
  font-size: ${theme.fontSizes.small};
  & a {
    color: ${colors.accent};
  }
`;

/**
 * The shown image's description, in running text: what the picture shows. Under the
 * action bar and the other images, so that the actions stay on the first screen.
 */
const Description = styled.p`
  margin: 0;
  color: ${colors.text};
  font-size: ${theme.fontSizes.body};
  line-height: ${theme.lineHeights.body};
  & .label {
    display: block;
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Thumbs = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s}px;
  margin: ${space.m}px 0 0;
  padding: 0;
  & a {
    display: block;
    width: 64px;
    height: 64px;
    border: 2px solid transparent;
    background: ${colors.surface};
  }
  & a[aria-current='true'] {
    border-color: ${colors.text};
  }
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${mq.tablet} {
    & a {
      width: 80px;
      height: 80px;
    }
  }
`;

/**
 * The one action bar of the object page, attached to its image: keep (add to a gallery,
 * favourite), share, download and zoom, all in the same button looks.
 */
export const ActionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.s}px;
  margin-top: ${space.s}px;
`;

const DownloadLink = styled.a`
  && {
    ${buttonStyles('secondary')}
  }
`;

/**
 * The content advisory's blur, without script: a native checkbox ("Show image") before the
 * images, visually hidden but focusable, named by its label, which is drawn as a button over
 * the blurred image. While it is unchecked the image and the thumbnails
 * stay blurred (the alt texts unchanged) and the download and zoom wait; checked, all is as
 * without the blur.
 * After the reveal the label gets out of the way, and shows again when the box has the
 * keyboard's focus, so the image can be blurred again (the box stays named "Show image",
 * checked). Sibling rules, so the page's server
 * rendering works before (and without) its scripts.
 */
const REVEAL = 'reveal-toggle';

const RevealToggle = styled.input`
  /* Visually hidden, not display: none: it keeps the keyboard focus and its name. */
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
  &:not(:checked) ~ .part-image img {
    filter: blur(48px);
  }
  &:not(:checked) ~ .part-thumbs img {
    filter: blur(12px);
  }
  &:not(:checked) ~ .part-thumbs a {
    overflow: hidden;
  }
  &:not(:checked) ~ .part-bar .needs-reveal {
    display: none;
  }
  &:checked:not(:focus-visible) ~ .part-image .reveal-label {
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  &:focus-visible ~ .part-image .reveal-label {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const RevealLabel = styled.label`
  ${buttonStyles('primary')}
  position: absolute;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  /* Above the image, which its filter paints in a layer of its own. */
  z-index: 1;
  cursor: pointer;
`;

/** Images wider than this get the zoom viewer. */
const ZOOM_MIN_WIDTH = 1200;

export interface ObjectImagesProps {
  images: readonly ObjectImage[];
  imageBase: string;
  /** The IIIF Image API base: the zoom viewer loads tiles from it when there is one. */
  iiifImageBase?: string | null | undefined;
  title: string;
  /** What is known of the work ("title, makers, year"): the alt text without a description. */
  known: string;
  lang: Language;
  /** The page's own actions, first in the bar under the image (keep, share). */
  actions?: ReactNode;
  /**
   * The content advisory asks for the images blurred until the visitor presses "Show image"
   * (works without script); the alt texts stay as they are.
   */
  blurred?: boolean;
}

/**
 * The object's images: the chosen one large (its display width by class, spec §9), the
 * others as thumbnails that set ?imageId= so a link can point at one image. Large images
 * open in the zoom viewer; free images can be downloaded.
 */
export function ObjectImages({
  images,
  imageBase,
  iiifImageBase,
  title,
  known,
  lang,
  actions,
  blurred = false,
}: ObjectImagesProps) {
  const intl = useIntl();
  const revealId = useId();
  const [search] = useSearchParams();
  const [zoomOpen, setZoomOpen] = useState(false);
  const wanted = search.get('imageId');
  const index = Math.max(
    0,
    images.findIndex((image) => String(image.id) === wanted),
  );
  const image = images[index];
  if (!image) return null;
  const picture = pictureSources(imageBase, image, displayImageWidth(image.displayClass));
  const credit = photographerCredit(image.photographer, lang);
  const described = imageDescription(image, lang);
  const sizes = '(min-width: 1024px) 55vw, 100vw';
  const linkTo = (other: ObjectImage) => {
    const next = new URLSearchParams(search);
    next.set('imageId', String(other.id));
    return `?${next}`;
  };
  return (
    <>
      {blurred && <RevealToggle type="checkbox" id={revealId} className={REVEAL} />}
      <Figure className="part-image">
        <Stage className={blurred ? 'blurred' : undefined}>
          {blurred && (
            <RevealLabel htmlFor={revealId} className="reveal-label">
              {intl.formatMessage({ id: 'object.advisory.reveal' })}
            </RevealLabel>
          )}
          {/* The image is the page's largest paint: asked for from <head>, before the scripts. */}
          <Picture
            picture={picture}
            sizes={sizes}
            alt={
              described?.text ??
              intl.formatMessage(
                { id: 'object.imageAlt' },
                { title: known, n: index + 1, count: images.length },
              )
            }
            lang={described?.isFallback ? described.lang : undefined}
            loading="eager"
            preloadHint
          />
        </Stage>
        <Caption>
          {credit && <span>{credit}</span>}
          <a href={pathTo('content-page', { lang, slug: 'kuvien-kayttooikeudet' })}>
            {intl.formatMessage({ id: 'object.imageRights' })}
          </a>
        </Caption>
      </Figure>
      <ActionBar className="part-bar">
        {actions}
        {licenceAllowsDownload(image.license) && (
          <DownloadLink
            href={imageDownloadUrl(image, lang)}
            download
            className={blurred ? 'needs-reveal' : undefined}
          >
            {intl.formatMessage({ id: 'object.download' })}
          </DownloadLink>
        )}
        {image.width >= ZOOM_MIN_WIDTH && (
          <Button
            variant="secondary"
            onClick={() => setZoomOpen(true)}
            className={blurred ? 'needs-reveal' : undefined}
            {...deepZoom.prefetch}
          >
            {intl.formatMessage({ id: 'object.zoom' })}
          </Button>
        )}
      </ActionBar>
      {images.length > 1 && (
        <nav className="part-thumbs" aria-label={intl.formatMessage({ id: 'object.images' })}>
          <Thumbs>
            {images.map((other, i) => (
              <li key={other.id}>
                <Link
                  to={linkTo(other)}
                  replace
                  preventScrollReset
                  aria-current={i === index ? 'true' : undefined}
                  aria-label={intl.formatMessage(
                    { id: 'object.showImage' },
                    { n: i + 1, count: images.length },
                  )}
                >
                  <img
                    src={imageUrl({ imageBase, format: 'jpg', width: 250, image: other })}
                    alt=""
                    width={other.width || 250}
                    height={other.height || 250}
                    loading="lazy"
                  />
                </Link>
              </li>
            ))}
          </Thumbs>
        </nav>
      )}
      {described && (
        <Description
          className="part-description"
          lang={described.isFallback ? described.lang : undefined}
        >
          <span className="label" lang={lang}>
            {intl.formatMessage({ id: 'object.imageDescription' })}
          </span>
          {described.text}
        </Description>
      )}
      {zoomOpen && (
        <Suspense
          fallback={<LoadingIndicator label={intl.formatMessage({ id: 'shell.loading' })} />}
        >
          <deepZoom.Component
            open={zoomOpen}
            onClose={() => setZoomOpen(false)}
            url={largestImageUrl(imageBase, image)}
            infoUrl={iiifImageBase ? iiifImageInfoUrl(iiifImageBase, image.id) : undefined}
            title={title}
          />
        </Suspense>
      )}
    </>
  );
}
