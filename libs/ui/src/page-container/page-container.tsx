import styled from '@emotion/styled';
import { theme } from '../theme/theme';

const { mq, space } = theme;

/**
 * The container of every template, as CSS: the spec's content width (1500) centred, with
 * the gutter of the breakpoint. One rule, so the page's left edge is identical
 * everywhere (the header's wordmark, breadcrumbs and content line up). For containers
 * that are not a {@link PageContainer} (the header's bar, a full-bleed band's inner row).
 */
export function containerStyles(): string {
  return `
    box-sizing: border-box;
    width: 100%;
    max-width: ${theme.layout.contentMaxWidth}px;
    margin-right: auto;
    margin-left: auto;
    padding-right: ${theme.layout.gutter}px;
    padding-left: ${theme.layout.gutter}px;
    ${mq.tablet} {
      padding-right: ${theme.layout.gutterTablet}px;
      padding-left: ${theme.layout.gutterTablet}px;
    }
  `;
}

/**
 * The column every page's content sits in: the one container ({@link containerStyles}),
 * and for `limited` (reading pages) the content kept to the limited width (1100) from
 * the same left edge rather than centred, so no template starts further right. The
 * page's level-1 heading is set in the display face and size.
 */
export const PageContainer = styled.div<{ width?: 'content' | 'limited' }>`
  ${containerStyles()}
  padding-top: ${space.m}px;
  padding-bottom: ${space.m}px;
  ${mq.tablet} {
    padding-top: ${space.l}px;
    padding-bottom: ${space.l}px;
  }
  ${({ width = 'content' }) =>
    width === 'limited' ? `& > * { max-width: ${theme.layout.limitedWidth}px; }` : ''}
  & h1 {
    margin: ${space.m}px 0;
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.display};
    font-weight: ${theme.fontWeights.semibold};
    line-height: ${theme.lineHeights.display};
    letter-spacing: -0.01em;
    overflow-wrap: anywhere;
  }
  & a {
    color: ${theme.colors.link};
  }
`;
