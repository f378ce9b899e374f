import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { useRouteAnnouncer } from './use-route-announcer';

afterEach(cleanup);

let navigate: NavigateFunction = () => undefined;

/** A page frame: the announcer, a main region with a control, and a control outside it. */
function Frame() {
  navigate = useNavigate();
  const message = useRouteAnnouncer((title) => `Page: ${title}`);
  return (
    <>
      <button type="button">menu</button>
      <main id="main" tabIndex={-1}>
        <input aria-label="filter" />
      </main>
      <p aria-live="polite">{message}</p>
    </>
  );
}

const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

async function navigateTo(path: string) {
  await act(async () => {
    await navigate(path);
  });
  await nextFrame();
}

function renderFrame() {
  return render(
    <MemoryRouter initialEntries={['/fi/search']}>
      <Frame />
    </MemoryRouter>,
  );
}

describe('useRouteAnnouncer', () => {
  it('moves focus to the main content after a navigation, and announces the page', async () => {
    const view = renderFrame();
    document.title = 'Haku';
    view.getByRole('button', { name: 'menu' }).focus();
    await navigateTo('/fi/');
    expect(document.activeElement?.id).toBe('main');
    expect(view.getByText('Page: Haku')).toBeTruthy();
  });

  it('leaves focus where the page put it inside the main content', async () => {
    const view = renderFrame();
    const filter = view.getByRole('textbox', { name: 'filter' });
    filter.focus();
    await navigateTo('/fi/search?image=1');
    expect(document.activeElement).toBe(filter);
  });

  it('announces nothing and moves nothing on the first render', async () => {
    const view = renderFrame();
    await nextFrame();
    expect(document.activeElement).toBe(document.body);
    expect(view.container.querySelector('[aria-live]')?.textContent).toBe('');
  });
});
