import styled from '@emotion/styled';
import { theme } from '@kokoelma/ui';

const { mq, space } = theme;

/** The page column of content pages: the site's content width with its side padding. */
export const ContentPageRoot = styled.div`
  max-width: ${theme.layout.contentMaxWidth}px;
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
`;

/** A section of a page with its level-2 heading. */
export const Section = styled.section`
  margin-top: ${space.xl}px;
  & > h2 {
    margin: 0 0 ${space.m}px;
    font-size: ${theme.fontSizes.heading};
  }
`;
