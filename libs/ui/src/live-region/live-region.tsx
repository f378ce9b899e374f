import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/** Props of {@link LiveRegion}. */
export interface LiveRegionProps {
  /** The text to announce; a change is announced, the same text twice is not. */
  message: string;
  /** `assertive` interrupts the screen reader; keep it for errors. */
  politeness?: 'polite' | 'assertive';
}

/**
 * An invisible region whose text screen readers announce when it changes: the new page
 * title after client-side navigation, the result count after a search. Render it once,
 * at page load, and change `message`: a region inserted together with its text is often
 * not announced.
 */
export function LiveRegion({ message, politeness = 'polite' }: LiveRegionProps) {
  return (
    <VisuallyHidden as="div" aria-live={politeness} aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
