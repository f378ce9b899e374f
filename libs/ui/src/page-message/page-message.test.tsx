import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageMessage } from './page-message';

afterEach(cleanup);

describe('PageMessage', () => {
  it('titles the page and links onwards', () => {
    render(
      <PageMessage title="Hupsista" text="Emme löytäneet etsimääsi sivua">
        <a href="/fi/search">Hae kokoelmista</a>
      </PageMessage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Hupsista' })).toBeTruthy();
    expect(screen.getByText('Emme löytäneet etsimääsi sivua').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Hae kokoelmista' })).toBeTruthy();
  });

  it('credits the photo and marks a block in another language', () => {
    const { container } = render(
      <PageMessage title="Oops" lang="en" photoCredit="Photo: Hannu Aaltonen" />,
    );
    expect(screen.getByText('Photo: Hannu Aaltonen')).toBeTruthy();
    expect(container.firstElementChild?.getAttribute('lang')).toBe('en');
  });
});
