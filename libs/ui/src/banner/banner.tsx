import styled from '@emotion/styled';
import type { ReactNode } from 'react';

/** How loud a banner is: information, or a warning the visitor should act on. */
export type BannerTone = 'info' | 'warning';

const tones: Record<BannerTone, { background: string; color: string; border: string }> = {
  info: { background: '#eef3f8', color: '#111111', border: '#0b57a4' },
  warning: { background: '#fff3c4', color: '#3d2f00', border: '#8a6d00' },
};

const Box = styled.div<{ tone: BannerTone }>`
  box-sizing: border-box;
  width: 100%;
  padding: 12px 16px;
  border-left: 6px solid ${({ tone }) => tones[tone].border};
  background: ${({ tone }) => tones[tone].background};
  color: ${({ tone }) => tones[tone].color};
  font-size: 1rem;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

/** Props of {@link Banner}. */
export interface BannerProps {
  /** Visual weight and the landmark role: warnings are announced as alerts. */
  tone?: BannerTone;
  /** The banner text, already in the page's language. */
  children: ReactNode;
}

/**
 * A full-width strip above the page content: the demo-data notice, the
 * unsupported-browser warning. Rendered on the server, so it needs no script.
 */
export function Banner({ tone = 'info', children }: BannerProps) {
  return (
    <Box tone={tone} role={tone === 'warning' ? 'alert' : 'note'}>
      {children}
    </Box>
  );
}
