import styled from '@emotion/styled';
import type { LayoutChoice } from '@kokoelma/domain';
import { Picture, type PictureData, type PictureSource } from '../picture/picture';
import { focusRing } from '../theme/focus-ring';
import { theme } from '../theme/theme';

const { colors, mq, space } = theme;

/** One source of a card's <picture>. */
export type ResultPictureSource = PictureSource;

/** An object's image as a card shows it; width and height reserve the box (no shift). */
export type ResultPicture = PictureData;

/** A museum's name and colour pair (text in `foreground` on `background`). */
export interface ResultMuseum {
  name: string;
  background: string;
  foreground: string;
}

/** One card: an object with a link to its page. */
export interface ResultItem {
  id: number;
  href: string;
  title: string;
  /** The title's language when it differs from the page's (a fallback title). */
  titleLang?: string | undefined;
  authors: string;
  year?: string | undefined;
  picture?: ResultPicture | undefined;
  /**
   * What the image shows (its description), read before the title as part of the link;
   * without one the image is decorative, since the title already names the link.
   */
  imageAlt?: string | undefined;
  /** The language of `imageAlt` when it differs from the page's. */
  imageAltLang?: string | undefined;
  /** A short label on the card, e.g. "On view at Ateneum"; read as part of the link. */
  badge?: string | undefined;
  /**
   * The museum that holds the work: its name as a marker on the card and its colour as the
   * rule under the image, so a visitor sees at a glance whose work it is.
   */
  museum?: ResultMuseum | undefined;
  /** The object's type when it is not an artwork ("Letter", "Photograph"). */
  typeLabel?: string | undefined;
  /** A mark that the work is on view in a museum today, e.g. "On view". */
  onView?: string | undefined;
  /** Text under the card, outside its link: a gallery owner's note on the work. */
  note?: string | undefined;
}

export interface ResultGridProps {
  items: readonly ResultItem[];
  layout: LayoutChoice;
  /** Accessible name of the list, e.g. "Search results". */
  label: string;
  /** Shown in place of a missing image. */
  noImageText: string;
  /** Called when a card's link is followed (the page remembers it for scroll restore). */
  onOpen?: (id: number) => void;
  /** Cards above the fold load their image eagerly (the first row is the LCP). */
  eagerCount?: number;
  /** Names a card's note for screen readers and sighted readers alike, e.g. "Note". */
  noteLabel?: string;
}

const List = styled.ol<{ layout: LayoutChoice }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.l}px ${space.m}px;
  grid-template-columns: ${({ layout }) =>
    layout === 'row' ? '1fr' : 'repeat(auto-fill, minmax(128px, 1fr))'};
  ${mq.tablet} {
    grid-template-columns: ${({ layout }) =>
      layout === 'row' ? '1fr' : 'repeat(auto-fill, minmax(220px, 1fr))'};
  }
  /*
   * Scattered: whole cards, image and caption together, start lower than their
   * neighbours. The offset is a top margin inside the card's own grid cell, so the row
   * grows to hold it and the next row starts below the lowest caption: no card's image
   * can cover another card's caption (a transform moved the card but not its row, and
   * slid a caption under the next row's image).
   */
  ${({ layout }) =>
    layout === 'scattered' &&
    `
    align-items: start;
    & > li:nth-of-type(3n + 2) { margin-top: ${space.l}px; }
    & > li:nth-of-type(5n + 4) { margin-top: ${space.s}px; }
    & > li:nth-of-type(7n + 3) { margin-top: ${space.xl}px; }
  `}
`;

const Card = styled.a<{ layout: LayoutChoice }>`
  display: ${({ layout }) => (layout === 'row' ? 'grid' : 'block')};
  grid-template-columns: 96px 1fr;
  gap: ${space.m}px;
  align-items: start;
  color: ${colors.text};
  text-decoration: none;
  border-radius: 4px;
  ${focusRing()}
  &:hover h3,
  &:focus-visible h3 {
    text-decoration: underline;
  }
  ${mq.tablet} {
    grid-template-columns: 160px 1fr;
  }
`;

const Frame = styled.div<{ layout: LayoutChoice; rule: string | undefined }>`
  box-sizing: border-box;
  background: ${colors.surface};
  /* The museum's colour as a rule under the image (inside the box: the same size with or
     without it, so no card moves). */
  border-bottom: 4px solid ${({ rule }) => rule ?? colors.surface};
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: ${({ layout }) => (layout === 'scattered' ? 'auto' : '1 / 1')};
  overflow: hidden;
  & picture {
    display: block;
    width: 100%;
  }
  & img {
    display: block;
    width: 100%;
    height: ${({ layout }) => (layout === 'scattered' ? 'auto' : '100%')};
    object-fit: contain;
  }
`;

const NoImage = styled.span`
  padding: ${space.m}px;
  color: ${colors.textMuted};
  font-size: ${theme.fontSizes.small};
  text-align: center;
`;

const Title = styled.h3`
  margin: ${space.s}px 0 ${space.xs}px;
  font-size: ${theme.fontSizes.body};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${theme.fontSizes.small};
  overflow-wrap: anywhere;
`;

const Marks = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs}px ${space.s}px;
  margin: ${space.xs}px 0 0;
  color: ${colors.textMuted};
  font-size: ${theme.fontSizes.small};
  overflow-wrap: anywhere;
`;

/** The museum's name after a square in its colour. */
const MuseumMark = styled.span<{ colour: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs}px;
  &::before {
    content: '';
    flex: none;
    width: 0.75em;
    height: 0.75em;
    background: ${({ colour }) => colour};
    /* Kiasma's yellow needs an edge to be seen on white. */
    box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.35);
  }
`;

const OnView = styled.span`
  padding: 0 ${space.xs}px;
  border: 1px solid ${colors.text};
  border-radius: 2px;
  color: ${colors.text};
  font-weight: 600;
`;

const Badge = styled.span`
  display: inline-block;
  box-sizing: border-box;
  max-width: 100%;
  /* A long word ("gelatiinihopeavedos") breaks rather than stick out of a narrow card. */
  overflow-wrap: anywhere;
  hyphens: auto;
  margin: ${space.xs}px 0 0;
  padding: 2px ${space.s}px;
  border-radius: 2px;
  background: ${colors.inverseBackground};
  color: ${colors.inverseText};
  font-size: ${theme.fontSizes.small};
  font-weight: 600;
`;

const Note = styled.p`
  margin: ${space.s}px 0 0;
  padding: ${space.xs}px ${space.s}px;
  border-left: 3px solid ${colors.ink};
  background: ${colors.surface};
  font-size: ${theme.fontSizes.small};
  white-space: pre-line;
  overflow-wrap: anywhere;
  & strong {
    display: block;
  }
`;

const CARD_SIZES = '(min-width: 768px) 240px, 45vw';

/**
 * The image of a card: avif/webp/jpg sources, lazy below the fold. Above the fold
 * (`eager`) an image may be the page's largest paint: it is fetched at high priority,
 * and the first one is asked for from <head>, before the page's scripts.
 */
function CardPicture({
  picture,
  alt,
  altLang,
  eager,
  first,
}: {
  picture: ResultPicture;
  alt: string;
  altLang: string | undefined;
  eager: boolean;
  first: boolean;
}) {
  return (
    <Picture
      picture={picture}
      sizes={CARD_SIZES}
      alt={alt}
      lang={altLang}
      loading={eager ? 'eager' : 'lazy'}
      preloadHint={eager && first}
    />
  );
}

/**
 * Objects as a list of cards in one of three layouts (spec: grid, row, scattered). Each
 * card carries the id `object-{id}` so a page can scroll back to the object last opened.
 * The image is decorative: the card's title names the link. A card may name its museum (a
 * marker and a rule in the museum's colour), its type when it is not an artwork and an
 * "on view" mark. A gallery's cards may carry a
 * badge (read as part of the link) and the owner's note (under the link, not inside it, so
 * a long note does not become the link's name).
 */
export function ResultGrid({
  items,
  layout,
  label,
  noImageText,
  onOpen,
  eagerCount = 4,
  noteLabel,
}: ResultGridProps) {
  return (
    <List layout={layout} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id} id={`object-${item.id}`}>
          <Card layout={layout} href={item.href} onClick={() => onOpen?.(item.id)}>
            <Frame layout={layout} rule={item.museum?.background}>
              {item.picture ? (
                <CardPicture
                  picture={item.picture}
                  alt={item.imageAlt ?? ''}
                  altLang={item.imageAltLang}
                  eager={index < eagerCount}
                  first={index === 0}
                />
              ) : (
                <NoImage>{noImageText}</NoImage>
              )}
            </Frame>
            <div>
              <Title lang={item.titleLang}>{item.title}</Title>
              <Meta>{item.authors}</Meta>
              {(item.year || item.typeLabel) && (
                <Meta>{[item.year, item.typeLabel].filter(Boolean).join(' · ')}</Meta>
              )}
              {(item.museum || item.onView) && (
                <Marks>
                  {item.museum && (
                    <MuseumMark colour={item.museum.background}>{item.museum.name}</MuseumMark>
                  )}
                  {item.onView && <OnView>{item.onView}</OnView>}
                </Marks>
              )}
              {item.badge && <Badge>{item.badge}</Badge>}
            </div>
          </Card>
          {item.note && (
            <Note>
              {noteLabel && <strong>{noteLabel}</strong>}
              {item.note}
            </Note>
          )}
        </li>
      ))}
    </List>
  );
}
