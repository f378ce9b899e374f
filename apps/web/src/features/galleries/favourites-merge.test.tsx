import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_FAVOURITES_KEY, type Gallery } from '@kokoelma/galleries';
import { FavouritesMerge } from './favourites-merge';
import { galleryKeys, useGalleriesClient } from './galleries-queries';
import { favouritesScope } from './gallery-writes';
import { fakeFetch, gallery, harness, json } from './gallery-test-harness';

const helmi = { given_name: 'Helmi', name: 'Helmi G', nickname: null, galleries: 0 };
const stored = () => JSON.parse(localStorage.getItem(LOCAL_FAVOURITES_KEY) ?? '[]') as number[];

beforeEach(() => localStorage.setItem(LOCAL_FAVOURITES_KEY, '[3,2]'));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('FavouritesMerge', () => {
  it('merges the browser’s favourites once signed in, then clears them', async () => {
    const calls = fakeFetch(json(200, gallery(9, [3, 2], { kind: 'favourites', name: '' })));
    const page = harness(helmi);
    render(<FavouritesMerge />, { wrapper: page.Wrapper });
    await screen.findByText('2 favourites from this browser were saved to your account.', {
      selector: '[role="note"]',
    });
    expect(calls).toEqual(['POST /api/favourites/merge {"artworkIds":[3,2]}']);
    expect(stored()).toEqual([]);
    expect(page.queryClient.getQueryData<Gallery>(galleryKeys.favourites())?.objectCount).toBe(2);
  });

  it('keeps them and says so when the merge fails; trying again merges', async () => {
    const calls = fakeFetch(
      json(503, { error: 'unavailable', message: 'm' }),
      json(200, gallery(9, [3, 2], { kind: 'favourites', name: '' })),
    );
    render(<FavouritesMerge />, { wrapper: harness(helmi).Wrapper });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/still kept in this browser/);
    expect(stored()).toEqual([3, 2]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await screen.findByText('2 favourites from this browser were saved to your account.', {
      selector: '[role="note"]',
    });
    expect(calls).toHaveLength(2);
    expect(stored()).toEqual([]);
  });

  it('is a favourites write: a heart pressed while it is on its way is sent after it', async () => {
    const calls: string[] = [];
    let finishMerge: ((answer: Response) => void) | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (url.endsWith('/merge')) {
          return new Promise<Response>((resolve) => {
            finishMerge = resolve;
          });
        }
        return Promise.resolve(json(200, gallery(9, [7, 3, 2], { kind: 'favourites', name: '' })));
      }),
    );
    function Heart() {
      const client = useGalleriesClient();
      const add = useMutation({ scope: favouritesScope, mutationFn: () => client.addFavourite(7) });
      return <button onClick={() => add.mutate()}>Heart</button>;
    }
    render(
      <>
        <FavouritesMerge />
        <Heart />
      </>,
      { wrapper: harness(helmi).Wrapper },
    );
    await waitFor(() => expect(calls).toEqual(['POST /api/favourites/merge']));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Heart' })));
    // The heart waits for the merge.
    expect(calls).toEqual(['POST /api/favourites/merge']);
    await act(async () =>
      finishMerge?.(json(200, gallery(9, [3, 2], { kind: 'favourites', name: '' }))),
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatch(/^(POST|PUT) \/api\/favourites\/7/);
    expect(stored()).toEqual([]);
  });

  it('keeps them when the session ended meanwhile; sends them once more at the next sign-in', async () => {
    const calls = fakeFetch(
      json(401, { error: 'unauthorized', message: 'm' }),
      json(200, gallery(9, [3, 2], { kind: 'favourites', name: '' })),
    );
    const page = harness(helmi);
    render(<FavouritesMerge />, { wrapper: page.Wrapper });
    const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    await waitFor(() => expect(calls).toHaveLength(1));
    await settle();
    // Kept, and not sent again by itself.
    expect(stored()).toEqual([3, 2]);
    expect(calls).toHaveLength(1);
    await act(async () => page.queryClient.setQueryData(['me'], null));
    await settle();
    await act(async () => page.queryClient.setQueryData(['me'], helmi));
    await screen.findByText('2 favourites from this browser were saved to your account.', {
      selector: '[role="note"]',
    });
    expect(calls).toHaveLength(2);
    expect(stored()).toEqual([]);
  });

  it('does nothing while signed out', async () => {
    const calls = fakeFetch();
    render(<FavouritesMerge />, { wrapper: harness(null).Wrapper });
    await act(async () => undefined);
    expect(calls).toEqual([]);
    expect(stored()).toEqual([3, 2]);
  });
});
