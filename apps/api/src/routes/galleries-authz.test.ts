import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertRecords } from '@kokoelma/collection';
import { makeRecord } from '@kokoelma/collection/testing';
import {
  SETUP_TIMEOUT,
  authTestApp,
  cookieFrom,
  freshIp,
  type AuthTestApp,
} from './auth-test-support';

// The authorisation matrix of every gallery route: the owner succeeds; another signed-in
// visitor gets 404 (the gallery is never confirmed to exist); a visitor holding the edit
// link may change the artworks only; anonymous visitors get 401, except on the shared
// view and its export, which follow the gallery's visibility.

const COOKIE = 'kokoelma_session';
type Method = NonNullable<InjectOptions['method']>;
type Who = 'owner' | 'other' | 'editor' | 'anonymous';

let t: AuthTestApp;
let people = 0;
const OWNER_EMAIL = 'gallery.owner.secret@example.fi';

beforeAll(async () => {
  t = await authTestApp();
  await upsertRecords(
    t.database.db,
    [1, 2, 3, 4, 5].map((id) => makeRecord(id)),
    1,
  );
}, SETUP_TIMEOUT);
afterAll(async () => t?.close());

async function signUp(email = `authz${++people}@example.fi`): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'sinebrychoffin puisto', name: 'Akseli Gallen-Kallela' },
    headers: freshIp(),
  });
  const cookie = cookieFrom(res, COOKIE);
  if (res.statusCode !== 201 || !cookie) throw new Error(`sign-up failed: ${res.body}`);
  return cookie;
}

const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    cookies: cookie ? { [COOKIE]: cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

interface Fixture {
  id: number;
  slug: string;
  token: string;
  target: number;
}

/** What each route does, and who may do it. */
interface Case {
  name: string;
  method: Method;
  url: (g: Fixture, token: string) => string;
  body?: (g: Fixture) => object;
  /** Who succeeds besides the owner. */
  editor?: boolean;
  /** Anyone with the link (the shared view and its export). */
  viewers?: boolean;
}

const q = (token: string) => (token ? `?editToken=${token}` : '');
const CASES: Case[] = [
  {
    name: 'read for editing',
    method: 'GET',
    url: (g, k) => `/api/galleries/${g.id}/edit${q(k)}`,
    editor: true,
  },
  { name: 'shared view', method: 'GET', url: (g) => `/api/galleries/${g.slug}`, viewers: true },
  { name: 'export', method: 'GET', url: (g) => `/api/galleries/${g.slug}/export`, viewers: true },
  {
    name: 'rename',
    method: 'PATCH',
    url: (g) => `/api/galleries/${g.id}`,
    body: () => ({ name: 'B' }),
  },
  {
    name: 'describe',
    method: 'PATCH',
    url: (g) => `/api/galleries/${g.id}`,
    body: () => ({ description: 'D' }),
  },
  {
    name: 'visibility',
    method: 'PATCH',
    url: (g) => `/api/galleries/${g.id}`,
    body: () => ({ visibility: 'public' }),
  },
  { name: 'delete', method: 'DELETE', url: (g) => `/api/galleries/${g.id}` },
  { name: 'restore', method: 'POST', url: (g) => `/api/galleries/${g.id}/restore` },
  {
    name: 'add',
    method: 'POST',
    url: (g, k) => `/api/galleries/${g.id}/artwork/3${q(k)}`,
    editor: true,
  },
  {
    name: 'remove',
    method: 'DELETE',
    url: (g, k) => `/api/galleries/${g.id}/artwork/1${q(k)}`,
    editor: true,
  },
  {
    name: 'note',
    method: 'PUT',
    url: (g, k) => `/api/galleries/${g.id}/artwork/1/note${q(k)}`,
    body: () => ({ note: 'N' }),
    editor: true,
  },
  {
    name: 'order',
    method: 'PUT',
    url: (g, k) => `/api/galleries/${g.id}/order${q(k)}`,
    body: () => ({ artworkIds: [1, 2] }),
    editor: true,
  },
  {
    name: 'remove several',
    method: 'POST',
    url: (g, k) => `/api/galleries/${g.id}/artworks/remove${q(k)}`,
    body: () => ({ artworkIds: [1] }),
    editor: true,
  },
  {
    name: 'copy',
    method: 'POST',
    url: (g, k) => `/api/galleries/${g.id}/artworks/copy${q(k)}`,
    body: (g) => ({ artworkIds: [1], targetGalleryId: g.target }),
    // Into a gallery of the one who asks: an edit-link holder may copy out.
    editor: true,
  },
  { name: 'share', method: 'POST', url: (g) => `/api/galleries/${g.id}/share`, body: () => ({}) },
  { name: 'new view link', method: 'POST', url: (g) => `/api/galleries/${g.id}/links/view` },
  { name: 'new edit link', method: 'POST', url: (g) => `/api/galleries/${g.id}/links/edit` },
  { name: 'revoke edit link', method: 'DELETE', url: (g) => `/api/galleries/${g.id}/links/edit` },
];

describe('the gallery authorisation matrix', () => {
  let owner: string;
  let other: string;

  beforeAll(async () => {
    owner = await signUp(OWNER_EMAIL);
    other = await signUp();
  }, SETUP_TIMEOUT);

  /** A fresh gallery of the owner's with artworks 1 and 2 and an edit link. */
  async function fixture(targetOwner: string): Promise<Fixture> {
    const created = await call('POST', '/api/galleries', owner, { name: 'A', artworkId: 1 });
    const g = created.json() as { id: number; slug: string };
    await call('POST', `/api/galleries/${g.id}/artwork/2`, owner);
    const linked = (await call('POST', `/api/galleries/${g.id}/links/edit`, owner)).json() as {
      editToken: string;
    };
    // Copy writes into a gallery of the one who asks.
    const target = (
      await call('POST', '/api/galleries', targetOwner, { name: 'T', artworkId: 5 })
    ).json() as { id: number };
    if (CASE_NEEDS_DELETED.has(currentCase)) await call('DELETE', `/api/galleries/${g.id}`, owner);
    return { id: g.id, slug: g.slug, token: linked.editToken, target: target.id };
  }
  const CASE_NEEDS_DELETED = new Set(['restore']);
  let currentCase = '';

  const WHO: Who[] = ['owner', 'other', 'editor', 'anonymous'];
  const table = CASES.flatMap((c) => WHO.map((who) => [c.name, who, c] as const));

  it.each(table)('%s by %s', async (name, who, c) => {
    currentCase = name;
    const cookie = { owner, other, editor: other, anonymous: undefined }[who];
    const g = await fixture(who === 'owner' || who === 'anonymous' ? owner : other);
    const token = who === 'editor' ? g.token : '';
    const res = await call(c.method, c.url(g, token), cookie, c.body?.(g));
    const allowed = who === 'owner' || (who === 'editor' && c.editor) || c.viewers;
    if (allowed) {
      expect(res.statusCode, res.body).toBeLessThan(300);
    } else if (who === 'anonymous') {
      expect(res.statusCode).toBe(401);
    } else {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found', reason: 'gallery_not_found' });
    }
    // Nothing anyone but the owner receives names the owner or hands out the edit link.
    if (who !== 'owner') {
      expect(res.body).not.toContain(OWNER_EMAIL);
      expect(res.body).not.toContain(g.token);
    }
  });

  it('a private gallery’s view and export are the owner’s alone', async () => {
    currentCase = 'private';
    const g = await fixture(owner);
    const closed = (
      await call('PATCH', `/api/galleries/${g.id}`, owner, { visibility: 'private' })
    ).json() as { slug: string };
    for (const url of [`/api/galleries/${closed.slug}`, `/api/galleries/${closed.slug}/export`]) {
      expect((await call('GET', url, owner)).statusCode).toBe(200);
      expect((await call('GET', url, other)).statusCode).toBe(404);
      expect((await call('GET', url)).statusCode).toBe(404);
    }
    // The link handed out before it went private is dead too.
    expect((await call('GET', `/api/galleries/${g.slug}`)).statusCode).toBe(404);
  });
});

describe('the gallery export', () => {
  it('gives the artworks in order with notes, titles and links, as a file', async () => {
    const cookie = await signUp();
    const g = (
      await call('POST', '/api/galleries', cookie, { name: 'Talvi ja kesä', artworkId: 1 })
    ).json() as { id: number; slug: string };
    await call('POST', `/api/galleries/${g.id}/artwork/4`, cookie);
    await call('PUT', `/api/galleries/${g.id}/artwork/1/note`, cookie, { note: 'Ensin tämä' });
    await call('PUT', `/api/galleries/${g.id}/order`, cookie, { artworkIds: [1, 4] });
    const res = await call('GET', `/api/galleries/${g.slug}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['content-disposition']).toContain(
      "filename*=UTF-8''Talvi-ja-kes%C3%A4.json",
    );
    const file = res.json();
    expect(file).toMatchObject({
      format: 'kokoelma-gallery/1',
      name: 'Talvi ja kesä',
      url: expect.stringMatching(new RegExp(`/fi/galleries/${g.slug}$`)),
      iiifManifest: expect.stringMatching(new RegExp(`/iiif/3/manifest/gallery/${g.slug}$`)),
    });
    expect(file.artworks.map((a: { id: number; note: string }) => [a.id, a.note])).toEqual([
      [1, 'Ensin tämä'],
      [4, ''],
    ]);
    expect(file.artworks[0]).toMatchObject({
      inCollection: true,
      url: expect.stringMatching(/\/fi\/object\/1$/),
    });
    expect(Object.keys(file.artworks[0].title).length).toBeGreaterThan(0);
  });

  it('lists public galleries, and only those, in the XML site map', async () => {
    const cookie = await signUp();
    const open = (await call('POST', '/api/galleries', cookie, { name: 'P', artworkId: 1 })).json();
    const linked = (
      await call('POST', '/api/galleries', cookie, { name: 'L', artworkId: 1 })
    ).json();
    await call('PATCH', `/api/galleries/${open.id}`, cookie, { visibility: 'public' });
    const index = await call('GET', '/sitemap.xml');
    expect(index.body).toContain('/sitemap-galleries.xml');
    const list = (await call('GET', '/sitemap-galleries.xml')).body;
    expect(list).toContain(`/fi/galleries/${open.slug}`);
    expect(list).toContain(`/en/galleries/${open.slug}`);
    expect(list).not.toContain(linked.slug);
  });
});
