import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { theme } from '../theme/theme';

const { colors, space } = theme;

const Box = styled.aside`
  box-sizing: border-box;
  margin: 0 0 ${space.l}px;
  padding: ${space.m}px ${space.l}px;
  border-left: 6px solid ${colors.ink};
  background: ${colors.surface};
  color: ${colors.text};
  font-family: ${theme.fonts.body};
  overflow-wrap: anywhere;
  & h2,
  & h3 {
    margin: 0 0 ${space.s}px;
    font-size: ${theme.fontSizes.large};
  }
  & p {
    margin: 0 0 ${space.s}px;
  }
  & p:last-child {
    margin-bottom: 0;
  }
  & a {
    color: ${colors.link};
    text-underline-offset: 3px;
  }
`;

/** Props of {@link InfoBox}. */
export interface InfoBoxProps {
  /** The box's heading; without one, `label` names the box for screen readers. */
  title?: string;
  /** Heading level of `title`: 2 on a page, 3 inside a section. */
  headingLevel?: 2 | 3;
  label?: string;
  children: ReactNode;
}

/**
 * A highlighted box of editorial text beside or above the main text: a content page's
 * info box, an object page's notices from the CMS.
 */
export function InfoBox({ title, headingLevel = 2, label, children }: InfoBoxProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const headingId = useId();
  // Named by its heading, so landmark lists tell the boxes apart.
  return (
    <Box aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : label}>
      {title && <Heading id={headingId}>{title}</Heading>}
      {children}
    </Box>
  );
}
