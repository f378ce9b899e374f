import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { LOADING_INDICATOR_DELAY_MS } from '@kokoelma/domain';
import { useEffect, useState } from 'react';
import { theme } from '../theme/theme';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const { colors, space } = theme;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Status = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space.l}px ${space.m}px;
  color: ${colors.text};
`;

const Spinner = styled.span`
  display: block;
  box-sizing: border-box;
  width: 40px;
  height: 40px;
  border: 4px solid ${colors.surface};
  border-top-color: ${colors.ink};
  border-radius: 50%;
  animation: ${spin} 900ms linear infinite;
  /* Without motion the ring stands still; the accessible label still says it loads. */
  ${theme.reducedMotion} {
    animation: none;
    border-color: ${colors.ink};
    border-right-color: ${colors.surface};
  }
`;

/** Props of {@link LoadingIndicator}. */
export interface LoadingIndicatorProps {
  /** What assistive technology announces, e.g. "Ladataan". */
  label: string;
  /** How long to show nothing first; defaults to the spec's 200 ms. */
  delayMs?: number;
}

/**
 * A spinner shown only once loading has taken `delayMs` (spec §4, §9), so fast loads never
 * flash one. The `role="status"` region is there from the start, empty, so screen readers
 * announce the label when it appears.
 */
export function LoadingIndicator({
  label,
  delayMs = LOADING_INDICATOR_DELAY_MS,
}: LoadingIndicatorProps) {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  const visible = delayMs <= 0 || elapsed;

  return (
    <Status role="status">
      {visible && (
        <>
          <Spinner aria-hidden="true" />
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      )}
    </Status>
  );
}
