import styled from '@emotion/styled';
import { theme } from '@kokoelma/ui';

const { colors, space } = theme;

/**
 * A closed section of the object page's facts (a native disclosure, working without
 * script): the summary in the accent colour, at least the touch target's height. "Cite
 * this work", the history and the feedback form.
 */
export const ObjectDisclosure = styled.details`
  margin-top: ${space.m}px;
  & > summary {
    cursor: pointer;
    min-height: ${theme.touchTarget}px;
    display: flex;
    align-items: center;
    color: ${colors.accent};
  }
`;
