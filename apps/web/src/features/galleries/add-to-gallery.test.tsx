import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Gallery } from '@kokoelma/galleries';
import { AddToGallery } from './add-to-gallery';
import { galleryKeys } from './galleries-queries';
import { fakeFetch, gallery, harness, json } from './gallery-test-harness';

const helmi = { given_name: 'Helmi', name: 'Helmi G', nickname: null, galleries: 1 };
const favourites = (ids: number[]) => gallery(9, ids, { kind: 'favourites', name: '' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The object page's buttons for artwork 5, signed in, with the caches given. */
function renderFor(cached: { list?: Gallery[]; favourites?: Gallery }) {
  const page = harness(helmi);
  if (cached.list) page.queryClient.setQueryData(galleryKeys.list(), cached.list);
  if (cached.favourites) page.queryClient.setQueryData(galleryKeys.favourites(), cached.favourites);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/en/object/5']}>
      <page.Wrapper>{children}</page.Wrapper>
    </MemoryRouter>
  );
  render(<AddToGallery artworkId={5} lang="en" />, { wrapper: Wrapper });
  return page;
}

// The toggle's words follow its state: "♡ Favourite", pressed "♥ In favourites".
const favouriteButton = () => screen.getByRole('button', { name: /^(Favourite|In favourites)$/ });

describe('AddToGallery: no write fails silently (issue 22 item 5)', () => {
  it('shows a favourite at once, and takes it back and says so when saving fails', async () => {
    let refuse: () => void = () => undefined;
    fakeFetch(
      () => json(500, { error: 'internal', message: 'm' }),
      // The list is read again afterwards: the server still has no favourite.
      () => json(200, favourites([])),
    );
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') await new Promise<void>((resolve) => (refuse = resolve));
      return stubbed(url, init);
    });
    const page = renderFor({ list: [gallery(3, [])], favourites: favourites([]) });
    expect(favouriteButton().getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(favouriteButton()));
    // Optimistic: pressed before the server answers.
    await vi.waitFor(() => expect(favouriteButton().getAttribute('aria-pressed')).toBe('true'));
    expect(favouriteButton().textContent).toBe('♥In favourites');
    await act(async () => refuse());
    await vi.waitFor(() => expect(favouriteButton().getAttribute('aria-pressed')).toBe('false'));
    expect(favouriteButton().textContent).toBe('♡Favourite');
    expect(
      await screen.findByText('The favourite could not be saved. Please try again.'),
    ).toBeTruthy();
    expect(page.queryClient.getQueryData<Gallery>(galleryKeys.favourites())?.objects).toEqual([]);
  });

  it('keeps the add-to-gallery modal open with the reason when adding fails', async () => {
    const calls = fakeFetch(json(503, { error: 'unavailable', message: 'm' }));
    const page = renderFor({
      list: [gallery(3, [], { name: 'Talvi' })],
      favourites: favourites([]),
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to gallery' })));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Talvi' })));
    expect(
      await within(dialog).findByText(
        'The work could not be added to the gallery. Please try again.',
      ),
    ).toBeTruthy();
    expect(calls).toEqual(['POST /api/galleries/3/artwork/5']);
    expect(page.events).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says so when the list of galleries cannot be loaded, opening no dialog', async () => {
    fakeFetch(json(500, { error: 'internal', message: 'm' }));
    renderFor({ favourites: favourites([]) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to gallery' })));
    expect(
      await screen.findByText('Your galleries could not be loaded. Please try again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
