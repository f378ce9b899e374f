import styled from '@emotion/styled';
import { theme } from '@kokoelma/ui';

const { colors, space } = theme;

/**
 * A command or URL to copy. It wraps instead of scrolling sideways, so at 320 px nothing
 * is cut off and no scrolling region needs keyboard focus.
 */
export const CodeBlock = styled.pre`
  margin: ${space.s}px 0 ${space.m}px;
  padding: ${space.m}px;
  background: ${colors.surface};
  border-left: 4px solid ${colors.accent};
  color: ${colors.text};
  font-size: ${theme.fontSizes.small};
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** Inline code: header names, paths, field names. */
export const Code = styled.code`
  padding: 0 ${space.xs}px;
  background: ${colors.surface};
  overflow-wrap: anywhere;
`;
