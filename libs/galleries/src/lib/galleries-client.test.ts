import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@kokoelma/domain';
import { createGalleriesClient } from './galleries-client';
import {
  GalleryRequestError,
  NOT_SIGNED_IN,
  galleryErrorReason,
  isNotSignedIn,
  type FetchLike,
} from './gallery-request';
import { testGallery } from './test-galleries';

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A fetch that answers each call with the next response, and records the calls. */
function fakeFetch(...answers: Array<Response | Error>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchFn: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetchFn, calls };
}

const noWait = { sleep: async () => undefined };

describe('createGalleriesClient', () => {
  it('calls each route with its method, path and body', async () => {
    const gallery = testGallery(4, [9]);
    const { fetchFn, calls } = fakeFetch(
      json(200, [gallery]),
      json(201, gallery),
      json(200, gallery),
      json(200, gallery),
      json(200, gallery),
      json(200, gallery),
      new Response(null, { status: 204 }),
      json(200, { url: 'u', path: 'p', subject: 's', body: 'b', emailed: true }),
      json(200, { ...gallery, owned: false }),
      json(200, gallery),
      json(200, gallery),
      json(200, gallery),
    );
    const client = createGalleriesClient(fetchFn, { baseUrl: 'https://x.fi' });
    expect(await client.list()).toEqual([gallery]);
    expect(await client.create({ name: 'A', artworkId: 9 })).toEqual(gallery);
    await client.forEdit(4);
    await client.addArtwork(4, 9);
    await client.removeArtwork(4, 9);
    await client.rename(4, 'B');
    expect(await client.remove(4)).toBeUndefined();
    expect(await client.share(4, { lang: 'en', email: 'a@b.fi' })).toMatchObject({ emailed: true });
    expect(await client.shared(gallery.slug)).toMatchObject({ owned: false });
    await client.favourites();
    await client.addFavourite(9);
    await client.removeFavourite(9);
    expect(calls.map((c) => `${c.init.method} ${c.url} ${c.init.body ?? ''}`.trim())).toEqual([
      'GET https://x.fi/api/galleries',
      'POST https://x.fi/api/galleries {"name":"A","artworkId":9}',
      'GET https://x.fi/api/galleries/4/edit',
      'POST https://x.fi/api/galleries/4/artwork/9',
      'DELETE https://x.fi/api/galleries/4/artwork/9',
      'PATCH https://x.fi/api/galleries/4 {"name":"B"}',
      'DELETE https://x.fi/api/galleries/4',
      'POST https://x.fi/api/galleries/4/share {"lang":"en","email":"a@b.fi"}',
      `GET https://x.fi/api/galleries/${gallery.slug}`,
      'GET https://x.fi/api/favourites',
      'POST https://x.fi/api/favourites/9',
      'DELETE https://x.fi/api/favourites/9',
    ]);
  });

  it('calls the curation routes with their methods, paths and bodies', async () => {
    const gallery = testGallery(4, [9, 8]);
    const deleted = { ...gallery, deletedAt: gallery.createdAt, purgeAt: gallery.createdAt };
    const answers = Array.from({ length: 12 }, () => json(200, gallery));
    answers.splice(1, 1, json(200, [deleted]));
    const { fetchFn, calls } = fakeFetch(...answers);
    const client = createGalleriesClient(fetchFn);
    await client.update(4, { description: 'Iltavaloa', visibility: 'private' });
    expect(await client.deleted()).toEqual([deleted]);
    await client.restore(4);
    await client.setNote(4, 9, 'Katso valoa');
    await client.reorder(4, [8, 9]);
    await client.removeArtworks(4, [8]);
    await client.copyArtworks(4, [9, 8], 7);
    await client.rotateViewLink(4);
    await client.createEditLink(4);
    await client.revokeEditLink(4);
    await client.mergeFavourites([3, 2]);
    await client.forEdit(4);
    expect(calls.map((c) => `${c.init.method} ${c.url} ${c.init.body ?? ''}`.trim())).toEqual([
      'PATCH /api/galleries/4 {"description":"Iltavaloa","visibility":"private"}',
      'GET /api/galleries/deleted',
      'POST /api/galleries/4/restore',
      'PUT /api/galleries/4/artwork/9/note {"note":"Katso valoa"}',
      'PUT /api/galleries/4/order {"artworkIds":[8,9]}',
      'POST /api/galleries/4/artworks/remove {"artworkIds":[8]}',
      'POST /api/galleries/4/artworks/copy {"artworkIds":[9,8],"targetGalleryId":7}',
      'POST /api/galleries/4/links/view',
      'POST /api/galleries/4/links/edit',
      'DELETE /api/galleries/4/links/edit',
      'POST /api/favourites/merge {"artworkIds":[3,2]}',
      'GET /api/galleries/4/edit',
    ]);
  });

  it('sends the edit link token on the routes an edit-link holder may use', async () => {
    const gallery = testGallery(4, [9]);
    const { fetchFn, calls } = fakeFetch(...Array.from({ length: 7 }, () => json(200, gallery)));
    const client = createGalleriesClient(fetchFn);
    const access = { editToken: 'AbCdEfGhIjKlMnOpQrStUv' };
    await client.forEdit(4, access);
    await client.addArtwork(4, 9, access);
    await client.removeArtwork(4, 9, access);
    await client.setNote(4, 9, '', access);
    await client.reorder(4, [9], access);
    await client.removeArtworks(4, [9], access);
    await client.copyArtworks(4, [9], 2, access);
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET /api/galleries/4/edit?editToken=AbCdEfGhIjKlMnOpQrStUv',
      'POST /api/galleries/4/artwork/9?editToken=AbCdEfGhIjKlMnOpQrStUv',
      'DELETE /api/galleries/4/artwork/9?editToken=AbCdEfGhIjKlMnOpQrStUv',
      'PUT /api/galleries/4/artwork/9/note?editToken=AbCdEfGhIjKlMnOpQrStUv',
      'PUT /api/galleries/4/order?editToken=AbCdEfGhIjKlMnOpQrStUv',
      'POST /api/galleries/4/artworks/remove?editToken=AbCdEfGhIjKlMnOpQrStUv',
      'POST /api/galleries/4/artworks/copy?editToken=AbCdEfGhIjKlMnOpQrStUv',
    ]);
  });

  it('exports a gallery without a session, and reports a refused order with its reason', async () => {
    const file = {
      format: 'kokoelma-gallery/1',
      name: 'A',
      description: '',
      url: 'u',
      iiifManifest: 'm',
      exportedAt: '2025-03-01T10:00:00.000Z',
      artworks: [],
    };
    const { fetchFn, calls } = fakeFetch(
      json(200, file),
      json(409, { error: 'conflict', message: 'm', reason: 'order_mismatch' }),
      json(404, { error: 'not_found', message: 'm', reason: 'gallery_not_found' }),
    );
    const client = createGalleriesClient(fetchFn, { retry: noWait });
    expect(await client.exportGallery('AbCdEfGhIjKlMnOpQrStUv')).toEqual(file);
    expect(calls[0]?.url).toBe('/api/galleries/AbCdEfGhIjKlMnOpQrStUv/export');
    const refused = await client.reorder(4, [1, 2]).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GalleryRequestError);
    expect(galleryErrorReason(refused)).toBe('order_mismatch');
    expect(galleryErrorReason(new TypeError('offline'))).toBeUndefined();
    await expect(client.exportGallery('AbCdEfGhIjKlMnOpQrStUv')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('treats 401 on a route that needs no session as an error', async () => {
    const { fetchFn } = fakeFetch(json(401, { error: 'unauthorized', message: 'm' }));
    const client = createGalleriesClient(fetchFn, { retry: noWait });
    await expect(client.exportGallery('AbCdEfGhIjKlMnOpQrStUv')).rejects.toMatchObject({
      status: 401,
    });
  });

  it('declares JSON only when there is a body (an empty POST has no content type)', async () => {
    const { fetchFn, calls } = fakeFetch(json(200, testGallery(1)), json(201, testGallery(1)));
    const client = createGalleriesClient(fetchFn);
    await client.addArtwork(1, 2);
    await client.create({ name: 'A', artworkId: 2 });
    expect(calls[0]?.init.headers).toEqual({ accept: 'application/json' });
    expect(calls[1]?.init.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(calls[0]?.init.credentials).toBe('same-origin');
  });

  it('answers NotSignedIn for 401, as a value', async () => {
    const { fetchFn } = fakeFetch(json(401, { error: 'unauthorized', message: 'Not signed in.' }));
    const answer = await createGalleriesClient(fetchFn).list();
    expect(answer).toBe(NOT_SIGNED_IN);
    expect(isNotSignedIn(answer)).toBe(true);
    expect(isNotSignedIn([])).toBe(false);
    expect(isNotSignedIn(null)).toBe(false);
  });

  it('throws an HttpError with the reason for other failures, without retrying', async () => {
    const { fetchFn, calls } = fakeFetch(
      json(409, { error: 'conflict', message: 'm', reason: 'artwork_in_gallery' }),
      json(404, { error: 'not_found', message: 'm', reason: 'gallery_not_found' }),
      new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const client = createGalleriesClient(fetchFn, { retry: noWait });
    const conflict = await client.addArtwork(1, 2).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(HttpError);
    expect(conflict).toBeInstanceOf(GalleryRequestError);
    expect(conflict).toMatchObject({
      status: 409,
      errorCode: 'conflict',
      reason: 'artwork_in_gallery',
    });
    await expect(client.forEdit(1)).rejects.toMatchObject({
      status: 404,
      reason: 'gallery_not_found',
    });
    await expect(client.list()).rejects.toMatchObject({
      status: 502,
      statusText: 'Bad Gateway',
      reason: undefined,
    });
    expect(calls).toHaveLength(3);
  });

  it('retries reads after network errors, never writes', async () => {
    const gallery = testGallery(1);
    const { fetchFn, calls } = fakeFetch(new TypeError('offline'), json(200, [gallery]));
    const sleep = vi.fn(async () => undefined);
    const client = createGalleriesClient(fetchFn, { retry: { sleep } });
    expect(await client.list()).toEqual([gallery]);
    expect(sleep).toHaveBeenCalledWith(1000);
    expect(calls).toHaveLength(2);

    const writes = fakeFetch(new TypeError('offline'), json(201, gallery));
    const writer = createGalleriesClient(writes.fetchFn, { retry: { sleep } });
    await expect(writer.create({ name: 'A', artworkId: 1 })).rejects.toThrow('offline');
    expect(writes.calls).toHaveLength(1);
  });

  it('encodes path parts', async () => {
    const { fetchFn, calls } = fakeFetch(json(404, { error: 'not_found', message: 'm' }));
    await createGalleriesClient(fetchFn, { retry: noWait })
      .shared('../auth/me')
      .catch(() => undefined);
    expect(calls[0]?.url).toBe('/api/galleries/..%2Fauth%2Fme');
  });
});
