import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as plainTest, type Browser, type Page, type TestInfo } from '@playwright/test';
import { LANGS, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';
import { messages, tabTo, type Lang } from './gallery-keyboard';

// Issue 23, item 4: a public gallery embedded in another site. A tiny web server on
// another port (another origin) serves a page that frames the gallery with the exact
// <iframe> the oEmbed answer gives; a page framing the gallery's normal view is refused
// by the browser (frame-ancestors 'none'). In each language, and through the config's
// two projects at 1280 px and 320 px, with axe over the embedding page and its frame.

test.describe.configure({ timeout: 90_000 });

/** Pages of "another site": path → HTML, served from 127.0.0.1 on a port of its own. */
const hostPages = new Map<string, string>();
let host: Server;
let hostOrigin = '';

test.beforeAll(async () => {
  host = createServer((request, response) => {
    const page = hostPages.get(request.url ?? '');
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => host.close(() => resolve()));
});

/** An accessible page of the other site holding `body` (an iframe). */
function hostPage(path: string, lang: Lang, body: string): string {
  hostPages.set(
    path,
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>A blog post</title></head><body><main><h1>A blog post</h1>${body}</main></body></html>`,
  );
  return `${hostOrigin}${path}`;
}

async function register(page: Page) {
  const email = `embed-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'paintings in the evening light', name: 'Helmi Galleristi' },
  });
  expect(res.status()).toBe(201);
}

/** A public gallery of two works with images; its id, slug and works. */
async function publicGallery(page: Page, name: string) {
  await register(page);
  const res = await page.request.post('/api/search', { data: { lang: 'en', hasImage: true } });
  const { data } = (await res.json()) as { data: Array<{ id: number }> };
  const [first, second] = data.map((o) => o.id);
  const created = await page.request.post('/api/galleries', {
    data: { name, artworkId: first },
  });
  const { id } = (await created.json()) as { id: number };
  await page.request.post(`/api/galleries/${id}/artwork/${second}`);
  const made = await page.request.patch(`/api/galleries/${id}`, {
    data: { visibility: 'public', description: 'Light over the lake.' },
  });
  const { slug } = (await made.json()) as { slug: string };
  return { id, slug, works: [second ?? 0, first ?? 0] };
}

/** The oEmbed answer for the gallery's address in `lang`, checked against the spec. */
async function oembedHtml(page: Page, lang: Lang, slug: string, publicUrl: string) {
  const url = `${publicUrl}/${lang}/galleries/${slug}`;
  const res = await page.request.get(`/oembed?${new URLSearchParams({ url, format: 'json' })}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ type: 'rich', version: '1.0' });
  expect(Number.isInteger(body['width']) && Number.isInteger(body['height'])).toBe(true);
  expect(body['html']).toMatch(/^<iframe src="[^"]+\/embed\/galleries\/[^"]+"[^>]*><\/iframe>$/);
  return String(body['html']);
}

/** The site's public origin, as its gallery pages name it (it may not be the test's host). */
async function publicOrigin(page: Page, slug: string) {
  const html = await (await page.request.get(`/en/galleries/${slug}`)).text();
  const canonical = /<link rel="canonical" href="([^"]+)\/en\/galleries\//.exec(html)?.[1];
  expect(canonical).toBeTruthy();
  return canonical ?? '';
}

async function strangerPage(browser: Browser, info: TestInfo) {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL });
  return context.newPage();
}

for (const lang of LANGS) {
  test(`${lang}: a public gallery embedded in another site through its oEmbed code`, async ({
    page,
    browser,
  }, info) => {
    const t = messages(lang);
    const name = `Embedded light ${lang}`;
    const gallery = await publicGallery(page, name);
    const origin = await publicOrigin(page, gallery.slug);
    const iframe = await oembedHtml(page, lang, gallery.slug, origin);

    const reader = await strangerPage(browser, info);
    await reader.goto(hostPage(`/post-${lang}-${info.project.name}`, lang, iframe));
    const frame = reader.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(frame.getByText('Light over the lake.')).toBeVisible();
    const works = frame.getByRole('list', { name: t('galleries.objects') }).locator('> li');
    await expect(works).toHaveCount(2);
    // The frame's document is the site's, and it really is another origin than the page.
    const inner = reader.frames().find((f) => f.url().includes('/embed/galleries/'));
    expect(inner).toBeTruthy();
    expect(new URL(inner?.url() ?? '').origin).not.toBe(hostOrigin);
    // No script of the site runs in the frame; nothing is wider than the frame.
    expect(await inner?.locator('script').count()).toBe(0);
    const overflow = await inner?.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(reader);

    // A work opens on the site in a new window, by keyboard.
    const link = works.first().getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    const [opened] = await Promise.all([
      reader.context().waitForEvent('page'),
      link.focus().then(() => reader.keyboard.press('Enter')),
    ]);
    await opened.waitForLoadState('domcontentloaded');
    expect(new URL(opened.url()).pathname).toBe(`/${lang}/object/${gallery.works[0]}`);
    await reader.context().close();
  });

  test(`${lang}: the embed view alone, and the gallery page’s embed code`, async ({ page }) => {
    const t = messages(lang);
    const name = `Embed code ${lang}`;
    const gallery = await publicGallery(page, name);
    const res = await page.goto(`/${lang}/embed/galleries/${gallery.slug}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // The gallery's own page: "Use this gallery", then the Embed disclosure inside it,
    // open by keyboard and hold the code.
    await gotoHydrated(page, `/${lang}/galleries/${gallery.slug}`);
    const use = page.locator('summary', { hasText: t('galleries.use') });
    await tabTo(page, use);
    await page.keyboard.press('Enter');
    const summary = page.locator('summary', { hasText: t('galleries.embed') });
    await tabTo(page, summary);
    await page.keyboard.press('Enter');
    const code = page.getByRole('textbox', { name: t('galleries.embedCode') });
    await expect(code).toBeVisible();
    await expect(code).toHaveValue(
      new RegExp(`^<iframe src="[^"]+/${lang}/embed/galleries/${gallery.slug}"`),
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t('galleries.copyEmbed') }).click();
    // Copied, or (no clipboard in this browser) told to copy from the field.
    await expect(
      page.getByText(new RegExp(`${t('galleries.embedCopied')}|${t('galleries.embedCopyFailed')}`)),
    ).toBeVisible();
  });
}

// The browser's own refusal is a console error in the embedding page: this test expects
// exactly that, so it runs without the fixture that fails on any console error.
plainTest('framing any page but the embed view is refused', async ({ page, browser }, info) => {
  const owner = await strangerPage(browser, info);
  const gallery = await publicGallery(owner, 'Not framed');
  const base = String(info.project.use.baseURL);
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });
  const url = hostPage(
    `/framing-${info.project.name}`,
    'en',
    `<iframe title="gallery" src="${base}/en/galleries/${gallery.slug}"></iframe>` +
      `<iframe title="embed" src="${base}/en/embed/galleries/${gallery.slug}"></iframe>`,
  );
  await page.goto(url);
  // The embed view shows; the gallery's page does not.
  await expect(
    page.frameLocator('iframe[title="embed"]').getByRole('heading', { name: 'Not framed' }),
  ).toBeVisible();
  // One refusal (the gallery's page), none for the embed view.
  await expect.poll(() => refusals.length).toBe(1);
  expect(refusals[0]).toContain("frame-ancestors 'none'");
  await expect(
    page.frameLocator('iframe[title="gallery"]').getByRole('heading', { name: 'Not framed' }),
  ).toHaveCount(0);
  await owner.context().close();
});

test('making the gallery private ends the embed at once', async ({ page, browser }, info) => {
  const gallery = await publicGallery(page, 'Soon private');
  const base = String(info.project.use.baseURL);
  const reader = await strangerPage(browser, info);
  // The embed's 404 is expected: the fixture's check of errors is for `page` only.
  await reader.goto(
    hostPage(
      `/revoked-${info.project.name}`,
      'fi',
      `<iframe title="galleria" src="${base}/fi/embed/galleries/${gallery.slug}"></iframe>`,
    ),
  );
  const frame = reader.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Soon private' })).toBeVisible();
  const closed = await page.request.patch(`/api/galleries/${gallery.id}`, {
    data: { visibility: 'private' },
  });
  expect(closed.status()).toBe(200);
  await reader.reload();
  await expect(
    frame.getByRole('heading', { name: messages('fi')('embed.unavailable') }),
  ).toBeVisible();
  await expect(frame.getByText('Soon private')).toHaveCount(0);
  await expectNoAxeViolations(reader);
  await reader.context().close();
});
