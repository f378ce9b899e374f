import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveRegion } from './live-region';

afterEach(cleanup);

describe('LiveRegion', () => {
  it('is a polite, atomic live region whose text follows the message', () => {
    const { container, rerender } = render(<LiveRegion message="Kokoelmahaku" />);
    const region = container.firstElementChild;
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.getAttribute('aria-atomic')).toBe('true');
    rerender(<LiveRegion message="1 234 tulosta" />);
    // The same element, so screen readers announce the change.
    expect(container.firstElementChild).toBe(region);
    expect(region?.textContent).toBe('1 234 tulosta');
  });

  it('can interrupt for errors', () => {
    const { container } = render(
      <LiveRegion message="Tallennus epäonnistui" politeness="assertive" />,
    );
    expect(container.firstElementChild?.getAttribute('aria-live')).toBe('assertive');
  });
});
