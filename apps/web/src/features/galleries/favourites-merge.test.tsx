import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_FAVOURITES_KEY, type Gallery } from '@kokoelma/galleries';
import { FavouritesMerge } from './favourites-merge';
import { galleryKeys } from './galleries-queries';
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

  it('does nothing while signed out', async () => {
    const calls = fakeFetch();
    render(<FavouritesMerge />, { wrapper: harness(null).Wrapper });
    await act(async () => undefined);
    expect(calls).toEqual([]);
    expect(stored()).toEqual([3, 2]);
  });
});
