import { request as httpRequest } from 'node:http';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OembedResponse } from '@kokoelma/contract';
import { upsertRecords } from '@kokoelma/collection';
import { makeImage, makeRecord } from '@kokoelma/collection/testing';
import { type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { buildApp } from './app';
import { loadConfig } from './config';
import { cookieFrom, freshIp, SETUP_TIMEOUT } from './routes/auth-test-support';

// Embeddable galleries (issue 23, item 4): the embed view other sites frame, the one
// route whose policy lets them; the oEmbed answer, checked against the oEmbed spec; and
// that nothing but a public gallery is ever embedded, nor stays embedded once it is not.
// Through the built web app with the page cache on, as `npm start` serves it.

const webDist = new URL('../../../dist/apps/web', import.meta.url).pathname;
const ORIGIN = 'https://kokoelma.example';
let app: FastifyInstance;
let database: Database;

let people = 0;
async function signUp(): Promise<string> {
  people += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: `embed${people}@example.fi`, password: 'iltavalo ateneumissa', name: 'Aino' },
    headers: freshIp(),
  });
  const cookie = cookieFrom(res, app.sessionCookieName);
  if (res.statusCode !== 201 || !cookie) throw new Error(`sign-up failed: ${res.body}`);
  return cookie;
}

const call = (
  method: NonNullable<InjectOptions['method']>,
  url: string,
  cookie?: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: method === 'GET' ? {} : { origin: ORIGIN },
    cookies: cookie ? { [app.sessionCookieName]: cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

interface Made {
  id: number;
  slug: string;
}

type Visibility = 'private' | 'link' | 'public';

/** A gallery of artworks 1 and 2 (2 added last, so first), a note on 1, this visibility. */
async function newGallery(owner: string, visibility: Visibility, name: string): Promise<Made> {
  const created = await call('POST', '/api/galleries', owner, { name, artworkId: 1 });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<Made>();
  expect((await call('POST', `/api/galleries/${id}/artwork/2`, owner)).statusCode).toBe(200);
  const noted = await call('PUT', `/api/galleries/${id}/artwork/1/note`, owner, {
    note: 'Valo järven yllä',
  });
  expect(noted.statusCode).toBe(200);
  return setVisibility(owner, id, visibility);
}

async function setVisibility(owner: string, id: number, visibility: Visibility): Promise<Made> {
  const updated = await call('PATCH', `/api/galleries/${id}`, owner, {
    visibility,
    description: 'Iltavaloa kahdessa teoksessa.',
  });
  expect(updated.statusCode).toBe(200);
  return updated.json<Made>();
}

const embed = (slug: string, lang = 'fi') => call('GET', `/${lang}/embed/galleries/${slug}`);

/** The Content-Security-Policy's frame-ancestors sources. */
function frameAncestors(res: LightMyRequestResponse): string {
  const csp = String(res.headers['content-security-policy']);
  return /(?:^|;)\s*frame-ancestors ([^;]*)/.exec(csp)?.[1]?.trim() ?? '';
}

function expectFrameable(res: LightMyRequestResponse) {
  expect(frameAncestors(res)).toBe('*');
  expect(res.headers['x-frame-options']).toBeUndefined();
}

function expectNotFrameable(res: LightMyRequestResponse) {
  expect(frameAncestors(res)).toBe("'none'");
  expect(res.headers['x-frame-options']).toBe('DENY');
}

/** An embed that must not show: 404, nothing of the gallery, kept by no cache. */
function expectGone(res: LightMyRequestResponse, name: string) {
  expect(res.statusCode).toBe(404);
  expect(res.body).not.toContain(name);
  expect(res.body).toContain('Galleriaa ei voi näyttää');
  expect(res.headers['cache-control']).toBe('no-store');
}

/**
 * The oEmbed spec's rules for an answer (https://oembed.com §2.3.4): the required fields
 * of every type and of `rich`, their types, and the thumbnail fields all or none.
 */
function oembedProblems(body: Record<string, unknown>, max: { w?: number; h?: number } = {}) {
  const problems: string[] = [];
  const isInt = (value: unknown) => Number.isInteger(value) && (value as number) > 0;
  if (typeof body['type'] !== 'string') problems.push('type is required');
  if (body['version'] !== '1.0') problems.push('version must be "1.0"');
  if (body['type'] === 'rich') {
    if (typeof body['html'] !== 'string' || body['html'] === '') problems.push('rich needs html');
    if (!isInt(body['width'])) problems.push('rich needs an integer width');
    if (!isInt(body['height'])) problems.push('rich needs an integer height');
  }
  for (const text of ['title', 'author_name', 'author_url', 'provider_name', 'provider_url']) {
    if (text in body && typeof body[text] !== 'string') problems.push(`${text} is text`);
  }
  if ('cache_age' in body && !Number.isInteger(body['cache_age'])) problems.push('cache_age');
  const thumbnail = ['thumbnail_url', 'thumbnail_width', 'thumbnail_height'].filter(
    (key) => key in body,
  );
  if (thumbnail.length !== 0 && thumbnail.length !== 3) problems.push('thumbnail: all or none');
  if (max.w !== undefined && (body['width'] as number) > max.w) problems.push('over maxwidth');
  if (max.h !== undefined && (body['height'] as number) > max.h) problems.push('over maxheight');
  if (
    max.w !== undefined &&
    'thumbnail_width' in body &&
    (body['thumbnail_width'] as number) > max.w
  )
    problems.push('thumbnail over maxwidth');
  return problems;
}

const oembed = (query: Record<string, string>) =>
  call('GET', `/oembed?${new URLSearchParams(query)}`);

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))('on $name', (target) => {
  beforeAll(async () => {
    database = await target.open();
    app = await buildApp(
      loadConfig({
        WEB_DIST: webDist,
        LOG_LEVEL: 'silent',
        PUBLIC_URL: ORIGIN,
        PAGE_CACHE_SECONDS: '60',
      }),
      { build: { name: 'kokoelma', version: '0', commit: null }, database },
    );
    await upsertRecords(
      database.db,
      [makeRecord(1, { images: [makeImage(501)] }), makeRecord(2)],
      1,
    );
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  describe('the embed view', () => {
    let owner: string;
    beforeAll(async () => {
      owner = await signUp();
    });

    it('renders a public gallery compactly, without script or the site’s frame', async () => {
      const made = await newGallery(owner, 'public', 'Upotettava iltavalo');
      const res = await embed(made.slug, 'sv');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>Upotettava iltavalo</h1>');
      expect(res.body).toContain('Iltavaloa kahdessa teoksessa.');
      expect(res.body).toContain('Valo järven yllä');
      expect(res.body).toContain('<html lang="sv"');
      // Each work opens the site in a new window, in the embed's language.
      expect(res.body).toContain('href="/sv/object/2" target="_blank" rel="noopener"');
      expect(res.body).toContain('href="/sv/object/1" target="_blank" rel="noopener"');
      expect(res.body).toContain(`href="/sv/galleries/${made.slug}" target="_blank"`);
      // Plain HTML: no script at all, no site header or menu, not indexed.
      expect(res.body).not.toMatch(/<script/i);
      expect(res.body).not.toMatch(/<header/i);
      expect(res.body).toContain('<meta name="robots" content="noindex"/>');
      expect(res.body).toContain(
        `<link rel="canonical" href="${ORIGIN}/sv/galleries/${made.slug}"/>`,
      );
      // Its styles carry the answer's nonce, which the policy names.
      const nonce = /<style[^>]* nonce="([^"]+)"/.exec(res.body)?.[1];
      expect(nonce).toBeTruthy();
      expect(String(res.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    });

    it('is the only page other sites may frame', async () => {
      const made = await newGallery(owner, 'public', 'Kehystettävä');
      const framed = await embed(made.slug);
      expect(framed.statusCode).toBe(200);
      expectFrameable(framed);
      expect(framed.headers['cross-origin-resource-policy']).toBe('cross-origin');
      // Every other page and answer keeps frame-ancestors 'none' and X-Frame-Options.
      for (const url of [
        `/fi/galleries/${made.slug}`,
        '/fi/',
        '/fi/search',
        '/fi/object/1',
        '/fi/embed',
        `/fi/embed/galleries/${made.slug}/edit`,
        `/fi/galleries/embed/galleries/${made.slug}`,
        `/api/galleries/${made.slug}`,
        `/oembed?url=${encodeURIComponent(`${ORIGIN}/fi/galleries/${made.slug}`)}`,
      ]) {
        const res = await call('GET', url);
        expect([200, 404], url).toContain(res.statusCode);
        expectNotFrameable(res);
      }
      // A write to the same path is no embed either.
      expectNotFrameable(await call('POST', `/fi/embed/galleries/${made.slug}`, undefined, {}));
    });

    it('decides framing on the path as rendered, not as sent (review L4)', async () => {
      // Sent as written (inject would normalise the path first): an embed address whose
      // backslashes and dot segments lead to another page is that page, not frameable.
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      for (const path of [
        '/fi/embed/galleries/..\\..\\..\\login',
        '/fi/embed/galleries/../../../fi/favourites',
        '/fi/embed/galleries/%2e%2e/%2e%2e/%2e%2e/fi/',
      ]) {
        const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
          const req = httpRequest(`${base}/`, { path }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.headers));
          });
          req.on('error', reject);
          req.end();
        });
        expect(String(headers['content-security-policy']), path).toContain(
          "frame-ancestors 'none'",
        );
        expect(headers['x-frame-options'], path).toBe('DENY');
      }
    });

    it('never embeds a private or link-only gallery, nor an unknown one', async () => {
      for (const visibility of ['private', 'link'] as const) {
        const made = await newGallery(owner, visibility, `Ei upotettava ${visibility}`);
        const res = await embed(made.slug);
        expectGone(res, `Ei upotettava ${visibility}`);
        // The frame may show that it is gone, rather than the browser's refusal.
        expectFrameable(res);
        // The owner signed in is no exception: the embed is the same for everyone.
        const own = await call('GET', `/fi/embed/galleries/${made.slug}`, owner);
        expectGone(own, `Ei upotettava ${visibility}`);
      }
      expectGone(await embed('AAAAAAAAAAAAAAAAAAAAAA'), 'AAAAAAAAAAAAAAAAAAAAAA');
      expectGone(await embed('short'), 'short');
      // The page data route answers the same, and keeps nothing either.
      const data = await call(
        'GET',
        `/api/pagedata?path=/fi/embed/galleries/AAAAAAAAAAAAAAAAAAAAAA`,
      );
      expect(data.statusCode).toBe(404);
      expect(data.headers['cache-control']).toBe('no-store');
    });

    it('stops at once when the gallery is made link-only, private, its link replaced or deleted', async () => {
      const made = await newGallery(owner, 'public', 'Hetken julkinen');
      // Served twice (a second view would come from the page cache if it kept embeds).
      for (let i = 0; i < 2; i += 1) {
        const res = await embed(made.slug);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-page-cache']).toBeUndefined();
      }
      const data = await call('GET', `/api/pagedata?path=/fi/embed/galleries/${made.slug}`);
      expect(data.statusCode).toBe(200);
      expect(data.headers['cache-control']).toBe('no-store');

      // Link-only: a new address too, since the public one was published (review L3).
      const unlisted = await setVisibility(owner, made.id, 'link');
      expect(unlisted.slug).not.toBe(made.slug);
      expectGone(await embed(made.slug), 'Hetken julkinen');
      expectGone(await embed(unlisted.slug), 'Hetken julkinen');
      expect((await oembed({ url: `${ORIGIN}/fi/galleries/${made.slug}` })).statusCode).toBe(404);

      // Public again (the link-only address), then private: which also replaces the link.
      await setVisibility(owner, made.id, 'public');
      expect((await embed(unlisted.slug)).statusCode).toBe(200);
      const closed = await setVisibility(owner, made.id, 'private');
      expectGone(await embed(unlisted.slug), 'Hetken julkinen');
      expectGone(await embed(closed.slug), 'Hetken julkinen');

      // Public with a replaced view link: the old address is nothing at once.
      const reopened = await setVisibility(owner, made.id, 'public');
      expect((await embed(reopened.slug)).statusCode).toBe(200);
      const rotated = await call('POST', `/api/galleries/${made.id}/links/view`, owner);
      expect(rotated.statusCode).toBe(200);
      expectGone(await embed(reopened.slug), 'Hetken julkinen');
      const current = rotated.json<Made>().slug;
      expect((await embed(current)).statusCode).toBe(200);

      expect((await call('DELETE', `/api/galleries/${made.id}`, owner)).statusCode).toBe(204);
      expectGone(await embed(current), 'Hetken julkinen');
    });
  });

  describe('the gallery page’s embed code and oEmbed discovery', () => {
    let owner: string;
    beforeAll(async () => {
      owner = await signUp();
    });

    it('offers both on a public gallery only', async () => {
      const open = await newGallery(owner, 'public', 'Löydettävä');
      const res = await call('GET', `/en/galleries/${open.slug}`);
      expect(res.statusCode).toBe(200);
      const discovery =
        /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(res.body)?.[1];
      const href = discovery?.replace(/&amp;/g, '&');
      expect(href).toBe(
        `${ORIGIN}/oembed?${new URLSearchParams({ url: `${ORIGIN}/en/galleries/${open.slug}`, format: 'json' })}`,
      );
      // The discovered address answers.
      const answer = await call('GET', href?.slice(ORIGIN.length) ?? '');
      expect(answer.statusCode).toBe(200);
      expect(res.body).toContain('<summary>Embed</summary>');
      expect(res.body).toContain(
        `&lt;iframe src=&quot;${ORIGIN}/en/embed/galleries/${open.slug}&quot; width=&quot;640&quot;`,
      );

      const linked = await newGallery(owner, 'link', 'Vain linkillä');
      const shared = await call('GET', `/en/galleries/${linked.slug}`);
      expect(shared.statusCode).toBe(200);
      expect(shared.body).not.toContain('json+oembed');
      expect(shared.body).not.toContain('<summary>Embed</summary>');
      expect(shared.body).not.toContain('/embed/galleries/');
    });
  });

  describe('GET /oembed', () => {
    let owner: string;
    let made: Made;
    beforeAll(async () => {
      owner = await signUp();
      made = await newGallery(owner, 'public', 'Blogiin <upotettu> "galleria"');
    });

    it('answers a public gallery’s address as the oEmbed spec asks', async () => {
      for (const lang of ['fi', 'sv', 'en'] as const) {
        const res = await oembed({
          url: `${ORIGIN}/${lang}/galleries/${made.slug}`,
          format: 'json',
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['access-control-allow-origin']).toBe('*');
        expect(res.headers['cache-control']).toBe('no-store');
        const body = res.json<Record<string, unknown>>();
        expect(oembedProblems(body)).toEqual([]);
        expect(Value.Check(OembedResponse, body)).toBe(true);
        expect(body).toMatchObject({
          type: 'rich',
          version: '1.0',
          title: 'Blogiin <upotettu> "galleria"',
          provider_url: `${ORIGIN}/`,
          width: 640,
          height: 480,
          // The first artwork with an image (artwork 2 has none): its link-preview image.
          thumbnail_url: `${ORIGIN}/og-image/501.jpg`,
          thumbnail_width: 1100,
          thumbnail_height: 650,
        });
        expect(body['provider_name']).toBe(
          {
            fi: 'Kansallisgallerian kokoelmat',
            sv: 'Nationalgalleriets samlingar',
            en: 'Finnish National Gallery collections',
          }[lang],
        );
        // The html is one iframe of the embed view in the address's language; the owner's
        // text in it is escaped.
        expect(body['html']).toBe(
          `<iframe src="${ORIGIN}/${lang}/embed/galleries/${made.slug}" width="640" height="480" ` +
            `title="Blogiin &lt;upotettu&gt; &quot;galleria&quot;" loading="lazy" style="border:0;max-width:100%"></iframe>`,
        );
      }
      // JSON is the default format; the embed view's own address is understood too.
      const plain = await oembed({ url: `${ORIGIN}/fi/embed/galleries/${made.slug}` });
      expect(plain.statusCode).toBe(200);
      expect(oembedProblems(plain.json())).toEqual([]);
    });

    it('honours maxwidth and maxheight', async () => {
      const res = await oembed({
        url: `${ORIGIN}/fi/galleries/${made.slug}?utm=x#top`,
        format: 'json',
        maxwidth: '320',
        maxheight: '240',
        dnt: '1',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<Record<string, unknown>>();
      expect(oembedProblems(body, { w: 320, h: 240 })).toEqual([]);
      expect(body).toMatchObject({ width: 320, height: 240 });
      expect(body['html']).toContain('width="320" height="240"');
      // The thumbnail is larger than allowed: left out (all three fields).
      expect(body).not.toHaveProperty('thumbnail_url');
      expect(body).not.toHaveProperty('thumbnail_width');
      const wide = await oembed({ url: `${ORIGIN}/fi/galleries/${made.slug}`, maxwidth: '2000' });
      expect(wide.json()).toMatchObject({ width: 640, height: 480 });
    });

    it('refuses what is not a public gallery of this site', async () => {
      const hidden = await newGallery(owner, 'link', 'Linkki');
      const secret = await newGallery(owner, 'private', 'Salainen');
      const notFound = [
        `${ORIGIN}/fi/galleries/${hidden.slug}`,
        `${ORIGIN}/fi/galleries/${secret.slug}`,
        `${ORIGIN}/fi/galleries/AAAAAAAAAAAAAAAAAAAAAA`,
        `${ORIGIN}/fi/object/1`,
        `${ORIGIN}/de/galleries/${made.slug}`,
        `https://elsewhere.example/fi/galleries/${made.slug}`,
      ];
      for (const url of notFound) {
        const res = await oembed({ url, format: 'json' });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ error: 'not_found' });
        expect(res.body).not.toContain('Linkki');
      }
      for (const url of ['not an address', 'javascript:alert(1)', `/fi/galleries/${made.slug}`]) {
        const res = await oembed({ url, format: 'json' });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toMatchObject({ error: 'bad_request' });
      }
      // Without url, or with a size that is not a number: 400 too.
      expect((await call('GET', '/oembed?format=json')).statusCode).toBe(400);
      expect(
        (await oembed({ url: `${ORIGIN}/fi/galleries/${made.slug}`, maxwidth: 'wide' })).statusCode,
      ).toBe(400);
      // Another format: 501 Not Implemented, as the spec asks.
      const xml = await oembed({ url: `${ORIGIN}/fi/galleries/${made.slug}`, format: 'xml' });
      expect(xml.statusCode).toBe(501);
      expect(xml.json()).toMatchObject({ error: 'not_implemented' });
    });
  });
});
