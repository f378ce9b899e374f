import styled from '@emotion/styled';

/** A colour's square; emotion writes its colour into the nonce'd style sheet (no inline style). */
export const Swatch = styled.span<{ swatch: string }>`
  display: block;
  width: 38px;
  height: 38px;
  background: ${(props) => props.swatch};
`;
