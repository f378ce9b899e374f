import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Link = styled.a`
  position: absolute;
  left: 8px;
  top: -200px;
  z-index: 1000;
  padding: 12px 16px;
  background: #111111;
  color: #ffffff;
  font-weight: 600;
  text-decoration: underline;
  &:focus {
    top: 8px;
    outline: 3px solid #ffbf47;
    outline-offset: 2px;
  }
`;

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** Id of the element that holds the page's main content (without '#'). */
  targetId: string;
  /** The visible label, in the page's language. */
  children: ReactNode;
}

/**
 * The first focusable element of every page: hidden until focused, then jumps keyboard
 * and screen-reader users past the header to the main content.
 */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  return <Link href={`#${targetId}`}>{children}</Link>;
}
