import styled from '@emotion/styled';
import { focusRing } from '../theme/focus-ring';
import { theme } from '../theme/theme';

const { colors, space } = theme;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${space.s}px;
  min-width: 0;
  font-family: ${theme.fonts.body};
  color: ${colors.text};
  overflow-wrap: anywhere;
  & img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    background: ${colors.surface};
  }
`;

const Meta = styled.p`
  order: -1;
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${theme.fontSizes.small};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.large};
  line-height: 1.3;
  & a {
    color: ${colors.link};
    text-decoration: underline;
    text-underline-offset: 3px;
    ${focusRing()}
  }
`;

const Text = styled.p`
  margin: 0;
`;

const Figure = styled.div`
  order: -2;
`;

/** An image of a card, in the sizes the app chose. */
export interface ContentCardImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
  width?: number;
  height?: number;
}

/** Props of {@link ContentCard}. */
export interface ContentCardProps {
  title: string;
  href: string;
  /** Level of the title's heading: 2 in a list directly under the page title. */
  headingLevel?: 2 | 3;
  image?: ContentCardImage;
  /** A line above the title: the category, the date. */
  meta?: string;
  text?: string;
}

/**
 * A teaser of an article, a page or a video in a list. The title is the link; image and
 * meta line come first visually but after the title in the reading order, so a screen
 * reader's list of headings and links reads cleanly.
 */
export function ContentCard({
  title,
  href,
  headingLevel = 3,
  image,
  meta,
  text,
}: ContentCardProps) {
  return (
    <Card>
      <Title as={headingLevel === 2 ? 'h2' : 'h3'}>
        <a href={href}>{title}</a>
      </Title>
      {meta && <Meta>{meta}</Meta>}
      {image && (
        <Figure>
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.sizes}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
          />
        </Figure>
      )}
      {text && <Text>{text}</Text>}
    </Card>
  );
}
