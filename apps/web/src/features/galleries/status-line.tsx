import styled from '@emotion/styled';
import { theme } from '@kokoelma/ui';

const { colors, space } = theme;

const Box = styled.p<{ tone: 'info' | 'error' }>`
  margin: ${space.s}px 0;
  padding: ${space.s}px ${space.m}px;
  border-left: 6px solid ${({ tone }) => (tone === 'error' ? '#b00020' : colors.accent)};
  background: ${({ tone }) => (tone === 'error' ? '#fdecee' : '#eef3f8')};
  color: ${colors.text};
  overflow-wrap: anywhere;
  &:empty {
    display: none;
  }
`;

/**
 * What just happened, shown and announced: news politely, errors at once. Both regions
 * are always in the page (empty when quiet), because a live region inserted together
 * with its text is often not read.
 */
export function StatusLine({ info = '', error = '' }: { info?: string; error?: string }) {
  return (
    <>
      <Box tone="info" role="status">
        {info}
      </Box>
      <Box tone="error" role="alert">
        {error}
      </Box>
    </>
  );
}
