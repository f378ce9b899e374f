import styled from '@emotion/styled';
import { theme } from '../theme/theme';

const { mq, space } = theme;

/**
 * The column every page's content sits in: the spec's content width (1500) or the
 * limited width (1100) for reading, centred, with the side padding of the breakpoint,
 * and the page's level-1 heading in the display size.
 */
export const PageContainer = styled.div<{ width?: 'content' | 'limited' }>`
  box-sizing: border-box;
  max-width: ${({ width = 'content' }) =>
    width === 'limited' ? theme.layout.limitedWidth : theme.layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: ${space.m}px;
  ${mq.tablet} {
    padding: ${space.l}px;
  }
  & h1 {
    margin: ${space.m}px 0;
    font-size: ${theme.fontSizes.display};
    line-height: 1.15;
    overflow-wrap: anywhere;
  }
  & a {
    color: ${theme.colors.accent};
  }
`;
