import { useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Gallery } from '@kokoelma/galleries';
import { galleryEditQuery, galleryKeys, useGalleriesClient } from './galleries-queries';
import { fakeFetch, gallery, harness, json } from './gallery-test-harness';
import { useGalleryEdits, type EditStatus } from './use-gallery-edits';

afterEach(() => vi.unstubAllGlobals());

function setup(start: Gallery, access: { editToken?: string } = {}) {
  const page = harness({ given_name: 'Helmi', name: 'Helmi G', nickname: null, galleries: 1 });
  page.queryClient.setQueryData(galleryKeys.edit(start.id, access.editToken), start);
  const reports: EditStatus[] = [];
  const { result } = renderHook(
    () => {
      // The page's own query of the gallery, which a reload refetches.
      useQuery(galleryEditQuery(useGalleriesClient(), start.id, access));
      return useGalleryEdits({
        gallery: start,
        access,
        own: !access.editToken,
        // As the edit page: only an artwork still in the gallery shown has its title.
        titleOf: (id) =>
          page.queryClient
            .getQueryData<Gallery>(galleryKeys.edit(start.id, access.editToken))
            ?.objects.some((o) => o.id === id)
            ? `Work ${id}`
            : `Artwork ${id}`,
        report: (status) => reports.push(status),
      });
    },
    { wrapper: page.Wrapper },
  );
  const shown = () =>
    page.queryClient
      .getQueryData<Gallery>(galleryKeys.edit(start.id, access.editToken))
      ?.objects.map((o) => o.id);
  return { ...page, result, reports, shown };
}

describe('useGalleryEdits', () => {
  it('shows a new order at once and keeps it when the server agrees', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const calls = fakeFetch(json(200, gallery(4, [2, 1, 3])));
    const page = setup(gallery(4, [1, 2, 3]));
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = page.result.current.reorder([2, 1, 3], 2).then(release);
    });
    expect(page.shown()).toEqual([2, 1, 3]);
    await act(async () => {
      await pending;
      await answered;
    });
    expect(calls).toEqual(['PUT /api/galleries/4/order {"artworkIds":[2,1,3]}']);
    expect(page.shown()).toEqual([2, 1, 3]);
    expect(page.reports).toEqual([{ text: 'Work 2 is now in position 1 of 3.', tone: 'info' }]);
  });

  it('rolls the order back and says so when saving fails', async () => {
    fakeFetch(json(500, { error: 'internal', message: 'm' }));
    const page = setup(gallery(4, [1, 2, 3]));
    await act(() => page.result.current.reorder([1, 3, 2], 3));
    expect(page.shown()).toEqual([1, 2, 3]);
    expect(page.reports).toEqual([
      {
        text: 'The order could not be saved, so the works are back in their earlier order. Please try again.',
        tone: 'error',
      },
    ]);
  });

  it('reloads the gallery when the server says the order is out of date (409)', async () => {
    const calls = fakeFetch(
      json(409, { error: 'conflict', message: 'm', reason: 'order_mismatch' }),
      json(200, gallery(4, [9, 1, 2, 3])),
    );
    const page = setup(gallery(4, [1, 2, 3]));
    await act(() => page.result.current.reorder([3, 1, 2], 3));
    await vi.waitFor(() => expect(page.shown()).toEqual([9, 1, 2, 3]));
    expect(calls[1]).toBe('GET /api/galleries/4/edit');
    expect(page.reports[0]?.tone).toBe('error');
    expect(page.reports[0]?.text).toMatch(/changed meanwhile/);
  });

  it('removes several works through the edit link, reporting each to analytics', async () => {
    const calls = fakeFetch(json(200, gallery(4, [3])));
    const page = setup(gallery(4, [1, 2, 3]), { editToken: 'AbCdEfGhIjKlMnOpQrStUv' });
    await act(() => page.result.current.remove([1, 2]));
    expect(calls).toEqual([
      'POST /api/galleries/4/artworks/remove?editToken=AbCdEfGhIjKlMnOpQrStUv {"artworkIds":[1,2]}',
    ]);
    expect(page.shown()).toEqual([3]);
    expect(page.events).toEqual([
      { event: 'objectRemovedFromGallery', galleryId: 4, objectId: 1 },
      { event: 'objectRemovedFromGallery', galleryId: 4, objectId: 2 },
    ]);
    // A gallery reached through its edit link stays out of the visitor's own list.
    expect(page.queryClient.getQueryData(galleryKeys.list())).toBeUndefined();
  });

  it('names a removed artwork by the title it had before it left the page', async () => {
    fakeFetch(json(200, gallery(4, [1, 3])));
    const page = setup(gallery(4, [1, 2, 3]));
    let ok = false;
    await act(async () => {
      ok = await page.result.current.remove([2]);
    });
    expect(ok).toBe(true);
    expect(page.shown()).toEqual([1, 3]);
    expect(page.reports).toEqual([{ text: 'Work 2 removed from the gallery.', tone: 'info' }]);
  });

  it('copies works to another gallery, which joins the list', async () => {
    fakeFetch(json(200, gallery(7, [1, 5], { name: 'Kesä' })));
    const page = setup(gallery(4, [1, 2]));
    page.queryClient.setQueryData(galleryKeys.list(), [gallery(3, [9])]);
    let ok = false;
    await act(async () => {
      ok = await page.result.current.copy([1], gallery(7, [5]));
    });
    expect(ok).toBe(true);
    expect(page.events).toEqual([{ event: 'objectAddedToGallery', galleryId: 7, objectId: 1 }]);
    // The loaded list has it at once, and is read again from the server.
    expect(page.queryClient.getQueryData<Gallery[]>(galleryKeys.list())?.map((g) => g.id)).toEqual([
      7, 3,
    ]);
    expect(page.queryClient.getQueryState(galleryKeys.list())?.isInvalidated).toBe(true);
    expect(page.reports.at(-1)?.text).toBe('1 work copied to the gallery Kesä.');
  });

  it('makes up no list of galleries that was never loaded (issue 21 item 9)', async () => {
    fakeFetch(json(200, gallery(7, [1, 5], { name: 'Kesä' })));
    const page = setup(gallery(4, [1, 2]));
    await act(async () => {
      await page.result.current.copy([1], gallery(7, [5]));
    });
    expect(page.queryClient.getQueryData(galleryKeys.list())).toBeUndefined();
  });

  it('answers false for a note that could not be saved, leaving the gallery as it was', async () => {
    fakeFetch(json(400, { error: 'bad_request', message: 'm', reason: 'note_too_long' }));
    const page = setup(gallery(4, [1]));
    let saved = true;
    await act(async () => {
      saved = await page.result.current.saveNote(1, 'x');
    });
    expect(saved).toBe(false);
    expect(page.queryClient.getQueryData<Gallery>(galleryKeys.edit(4))?.objects[0]?.note).toBe('');
  });

  it('rolls a removal back and says so when the session has ended (401), asking for sign-in', async () => {
    fakeFetch(json(401, { error: 'unauthorized', message: 'm' }));
    const page = setup(gallery(4, [1, 2, 3]));
    let ok = true;
    await act(async () => {
      ok = await page.result.current.remove([2]);
    });
    expect(ok).toBe(false);
    expect(page.shown()).toEqual([1, 2, 3]);
    expect(page.reports).toEqual([
      { text: 'Removing failed, so the works are back. Please try again.', tone: 'error' },
    ]);
    expect(page.queryClient.getQueryState(['me'])?.isInvalidated).toBe(true);
  });

  it('sends writes to one gallery in order, and an earlier answer never undoes a later move', async () => {
    let answerFirst: () => void = () => undefined;
    const calls = fakeFetch(
      () => json(200, gallery(4, [2, 1, 3])),
      () => json(200, gallery(4, [3, 2, 1])),
    );
    // What left the browser, and when: the first answer waits until the test lets it.
    const sent: string[] = [];
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      sent.push(String(init?.body));
      if (sent.length === 1) await new Promise<void>((resolve) => (answerFirst = resolve));
      return stubbed(url, init);
    });
    const page = setup(gallery(4, [1, 2, 3]));
    let one: Promise<boolean> = Promise.resolve(true);
    let two: Promise<boolean> = Promise.resolve(true);
    act(() => {
      one = page.result.current.reorder([2, 1, 3], 2);
    });
    act(() => {
      two = page.result.current.reorder([3, 2, 1], 3);
    });
    expect(page.shown()).toEqual([3, 2, 1]);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    // The second move waits for the first to be answered: it is not sent yet.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(sent).toEqual(['{"artworkIds":[2,1,3]}']);
    await act(async () => {
      answerFirst();
      await one;
    });
    // The first answer came while the second move was on its way: the page keeps it.
    expect(page.shown()).toEqual([3, 2, 1]);
    await act(async () => {
      await two;
    });
    expect(calls).toEqual([
      'PUT /api/galleries/4/order {"artworkIds":[2,1,3]}',
      'PUT /api/galleries/4/order {"artworkIds":[3,2,1]}',
    ]);
    expect(page.shown()).toEqual([3, 2, 1]);
  });

  it('says a copy failed and answers false (issue 22: no write fails silently)', async () => {
    fakeFetch(json(500, { error: 'internal', message: 'm' }));
    const page = setup(gallery(4, [1, 2]));
    let ok = true;
    await act(async () => {
      ok = await page.result.current.copy([1], gallery(7, [5]));
    });
    expect(ok).toBe(false);
    expect(page.reports).toEqual([{ text: 'Copying failed. Please try again.', tone: 'error' }]);
    expect(page.events).toEqual([]);
  });
});
