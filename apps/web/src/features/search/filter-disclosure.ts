import styled from '@emotion/styled';
import { theme } from '@kokoelma/ui';

const { space } = theme;

/**
 * A filter closed until the visitor opens it (a native disclosure: it works without
 * script): a bold summary with a ▸ / ▾ marker, at least the touch target's height. The
 * search page's "Years" and the person page's "Filter the works".
 */
export const FilterDisclosure = styled.details`
  & > summary {
    display: flex;
    align-items: center;
    gap: ${space.s}px;
    min-height: ${theme.touchTarget}px;
    cursor: pointer;
    font-weight: 700;
    list-style: none;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  & > summary::before {
    content: '▸';
  }
  &[open] > summary::before {
    content: '▾';
  }
`;
