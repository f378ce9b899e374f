import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

afterEach(cleanup);

describe('EmptyState', () => {
  it('shows a heading, the text and the action link', () => {
    render(
      <EmptyState
        title="Ei hakutuloksia"
        text="Kokeile toista hakusanaa."
        action={{ href: '/fi/search', label: 'Hae kokoelmista' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ei hakutuloksia' })).toBeTruthy();
    expect(screen.getByText('Kokeile toista hakusanaa.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hae kokoelmista' }).getAttribute('href')).toBe(
      '/fi/search',
    );
  });

  it('fits under another heading without text or action', () => {
    render(<EmptyState title="Ei enempää tuloksia" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Ei enempää tuloksia' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
