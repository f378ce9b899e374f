import type { APIRequestContext, Page } from '@playwright/test';
import { presentationProblems } from '@kokoelma/domain/testing';
import { LANGS, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';

interface FoundObject {
  id: number;
  images: Array<{ id: number | string; width: number }>;
}

const OPEN = {
  fi: 'Avaa IIIF-katseluohjelmassa',
  sv: 'Öppna i en IIIF-visare',
  en: 'Open in a IIIF viewer',
};
const MANIFEST = { fi: 'IIIF-manifesti', sv: 'IIIF-manifest', en: 'IIIF manifest' };
const EXPLAIN = {
  fi: /IIIF on avoin standardi/,
  sv: /IIIF är en öppen standard/,
  en: /IIIF is an open standard/,
};
const VIEWER = 'https://projectmirador.org/embed/?iiif-content=';
const PRESENTATION =
  /^application\/ld\+json; ?profile="http:\/\/iiif\.io\/api\/presentation\/3\/context\.json"/;
/** A tile request of the Image API: /iiif/3/{id}/x,y,w,h/w,h/0/default.{webp|jpg}. */
const TILE = /\/iiif\/3\/\d+\/(full|\d+,\d+,(\d+),\d+)\/\d+,\d+\/0\/default\.(webp|jpg)$/;

async function objectsWithImages(request: APIRequestContext): Promise<FoundObject[]> {
  const res = await request.post('/api/search', { data: { lang: 'fi', hasImage: true } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: FoundObject[] }).data;
}

/** The manifest a page links to, fetched from this server (PUBLIC_URL may name another host). */
async function fetchManifest(page: Page, manifestUrl: string) {
  const res = await page.request.get(new URL(manifestUrl).pathname);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(PRESENTATION);
  expect(res.headers()['access-control-allow-origin']).toBe('*');
  return (await res.json()) as { id: string; label: Record<string, string[]>; items: unknown[] };
}

for (const lang of LANGS) {
  test(`${lang}: the object page opens its valid manifest in a IIIF viewer`, async ({ page }) => {
    const [object] = await objectsWithImages(page.request);
    await gotoHydrated(page, `/${lang}/object/${object?.id}`);
    const open = page.getByRole('link', { name: OPEN[lang] });
    await expect(open).toBeVisible();
    const href = (await open.getAttribute('href')) ?? '';
    expect(href.startsWith(VIEWER)).toBe(true);
    const manifestUrl = new URL(href).searchParams.get('iiif-content') ?? '';
    expect(manifestUrl).toMatch(new RegExp(`/iiif/3/manifest/object/${object?.id}$`));
    // The manifest link follows the IIIF drag-and-drop convention (?manifest=).
    const link = page.getByRole('link', { name: MANIFEST[lang] });
    expect(new URL((await link.getAttribute('href')) ?? '').searchParams.get('manifest')).toBe(
      manifestUrl,
    );
    await expect(page.getByText(EXPLAIN[lang])).toBeVisible();

    const manifest = await fetchManifest(page, manifestUrl);
    expect(presentationProblems(manifest)).toEqual([]);
    expect(manifest.id).toBe(manifestUrl);
    expect(manifest.items.length).toBeGreaterThanOrEqual(object?.images.length ?? 1);
    await expectNoAxeViolations(page);
  });
}

test('the deep-zoom viewer loads its tiles from the IIIF Image API, by keyboard too', async ({
  page,
}) => {
  // A cold cache: every tile of the first views is rendered on this request.
  test.slow();
  const objects = await objectsWithImages(page.request);
  const large = objects.find((o) => (o.images[0]?.width ?? 0) >= 1200);
  test.skip(!large, 'the demo collection has no large first image');
  const tiles: string[] = [];
  page.on('requestfinished', (request) => {
    if (TILE.test(new URL(request.url()).pathname)) tiles.push(request.url());
  });
  await gotoHydrated(page, `/en/object/${large?.id}`);
  const info = page.waitForResponse((r) => /\/iiif\/3\/\d+\/info\.json$/.test(r.url()));
  const zoom = page.getByRole('button', { name: 'Zoom in on the image' });
  await zoom.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  expect((await info).status()).toBe(200);
  await expect(dialog.locator('.openseadragon-canvas')).toBeVisible();
  const zoomIn = dialog.getByRole('button', { name: 'Zoom in', exact: true });
  await expect(zoomIn).toBeEnabled();
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  // Every tile came from this origin's Image API (CSP 'self'), none failed.
  for (const url of tiles) expect(new URL(url).origin).toBe(new URL(page.url()).origin);

  // Zooming in by keyboard asks for tiles of full resolution: 512-pixel regions.
  await zoomIn.focus();
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Enter');
  await expect
    .poll(() => tiles.some((url) => /\/\d+,\d+,(\d+),\d+\//.exec(url)?.[1] === '512'))
    .toBe(true);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(zoom).toBeFocused();
});

test('a shared gallery offers its manifest in a IIIF viewer', async ({ page }) => {
  const email = `iiif-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: 'tiles at every scale factor', name: 'Ilmari Iiif' },
  });
  expect(registered.status()).toBe(201);
  const [object] = await objectsWithImages(page.request);
  const created = await page.request.post('/api/galleries', {
    data: { name: 'Syystiet', artworkId: object?.id },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  await gotoHydrated(page, `/sv/galleries/${slug}`);
  // The IIIF links wait under "Använd galleriet" (Use this gallery), after the works.
  await page.locator('summary', { hasText: 'Använd galleriet' }).click();
  const href = (await page.getByRole('link', { name: OPEN.sv }).getAttribute('href')) ?? '';
  const manifestUrl = new URL(href).searchParams.get('iiif-content') ?? '';
  expect(manifestUrl).toMatch(new RegExp(`/iiif/3/manifest/gallery/${slug}$`));
  const manifest = await fetchManifest(page, manifestUrl);
  expect(presentationProblems(manifest)).toEqual([]);
  expect(manifest.label).toEqual({ none: ['Syystiet'] });
  expect(manifest.items).toHaveLength(1);
  await expectNoAxeViolations(page);
});
