import styled from '@emotion/styled';

/**
 * Text for assistive technology only: kept in the accessibility tree but not drawn
 * (the usual clip pattern; `display: none` would hide it from screen readers too).
 */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
