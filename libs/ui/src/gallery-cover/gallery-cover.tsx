import styled from '@emotion/styled';
import { theme } from '../theme/theme';

const { colors } = theme;

/** One image of a cover: a rendition and, optionally, a srcset to choose from. */
export interface GalleryCoverImage {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

/** Props of {@link GalleryCover}. */
export interface GalleryCoverProps {
  /** The gallery's first works' images, in its order; the first four are shown. */
  images: readonly GalleryCoverImage[];
  /** Rendered width, for `sizes` (CSS length); default the cover's phone width. */
  size?: string;
}

/** The most a cover shows. */
export const GALLERY_COVER_IMAGES = 4;

const Mosaic = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  grid-template-rows: 1fr 1fr;
  gap: 2px;
  aspect-ratio: 4 / 3;
  width: 100%;
  overflow: hidden;
  border-radius: 2px;
  background: ${colors.surface};
  &[data-count='1'] > * {
    grid-column: 1 / -1;
    grid-row: 1 / -1;
  }
  &[data-count='2'] > * {
    grid-row: 1 / -1;
  }
  &[data-count='3'] > :first-of-type {
    grid-row: 1 / -1;
  }
  & img {
    display: block;
    width: 100%;
    height: 100%;
    min-height: 0;
    object-fit: cover;
    background: ${colors.surfaceStrong};
  }
`;

/**
 * A gallery's cover: a mosaic of its first works' images (one fills it, two stand side by
 * side, three are one large and two small, four a 2 × 2 grid), cropped to fill their
 * tiles, in a 4:3 box reserved before the images arrive (no layout shift). Decorative:
 * the gallery's name beside it names it, so the images have empty alternative texts.
 * With no image it is an empty warm-grey frame.
 */
export function GalleryCover({ images, size = '8rem' }: GalleryCoverProps) {
  const shown = images.slice(0, GALLERY_COVER_IMAGES);
  return (
    <Mosaic data-count={shown.length} data-gallery-cover="">
      {shown.map((image, index) => (
        <img
          // The same image may stand twice (two works sharing one photograph).
          key={`${image.src}-${index}`}
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? (shown.length === 1 ? size : `calc(${size} / 2)`) : undefined}
          width={image.width}
          height={image.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ))}
    </Mosaic>
  );
}
