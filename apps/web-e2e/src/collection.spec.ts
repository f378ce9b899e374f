import type { APIRequestContext } from '@playwright/test';
import { LANGS, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';

interface FoundObject {
  id: number;
  images: Array<{ id: number | string; width: number }>;
}

/** Objects of the demo collection, found through the same API the site uses. */
async function findObjects(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post('/api/search', { data: { lang: 'fi', ...body } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: FoundObject[] }).data;
}

const NOT_FOUND = { fi: 'Hupsista', sv: 'Hoppsan', en: 'Oops' };
const NO_RESULTS = { fi: 'Ei hakutuloksia', sv: 'Inga sökresultat', en: 'No results' };
const RESULTS = { fi: 'Hakutulokset', sv: 'Sökresultat', en: 'Search results' };

for (const lang of LANGS) {
  test(`${lang}: an object page is server-rendered with its facts, links and metadata`, async ({
    page,
  }) => {
    const [object] = await findObjects(page.request, { hasImage: true });
    const res = await page.goto(`/${lang}/object/${object?.id}`);
    expect(res?.status()).toBe(200);
    const html = (await res?.text()) ?? '';
    // In the HTML itself, before any script ran: title, canonical, alternates, og, JSON-LD.
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/${lang}/object/\\d+"`));
    for (const other of LANGS) expect(html).toContain(`hrefLang="${other}"`);
    // The link preview is the first image cropped to exactly 1100 × 650 by /og-image.
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(og).toMatch(/^https?:\/\/[^/]+\/og-image\/\d+\.(jpg|jpeg|png|webp)$/);
    const ogSize = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, new URL(og).pathname);
    expect(ogSize).toEqual([1100, 650]);
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type': string; name: string };
    expect(ld['@type']).toBe('VisualArtwork');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ld.name);
    await expect(page).toHaveTitle(new RegExp(ld.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.locator('main img').first()).toHaveAttribute('width', /\d+/);
    await expectNoAxeViolations(page);
  });

  test(`${lang}: an unknown object is a 404 page`, async ({ page }) => {
    const res = await page.goto(`/${lang}/object/987654321`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND[lang]);
  });

  test(`${lang}: the search page lists results, and says when there are none`, async ({ page }) => {
    const res = await page.goto(`/${lang}/search`);
    expect(res?.status()).toBe(200);
    const results = page.getByRole('list', { name: RESULTS[lang] });
    await expect(results.locator('> li')).toHaveCount(50);
    await expectNoAxeViolations(page);
    await page.goto(`/${lang}/search?q=zzxxqqnothing`);
    await expect(page.getByRole('heading', { name: NO_RESULTS[lang] })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('search → filter → open object → back restores the place → load more', async ({ page }) => {
  await gotoHydrated(page, '/en/search');
  await page.getByRole('combobox', { name: /Search words|Hakusanat|Sökord/ }).fill('a');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/search\?q=a/);
  const filters = page.locator('summary').getByText('Show filters', { exact: true });
  if (await filters.isVisible()) await filters.click();
  await page.getByRole('checkbox', { name: /With an image only/ }).check();
  await expect(page).toHaveURL(/image=1/);
  await expect(page.getByRole('link', { name: /Remove filter: With an image only/ })).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' });
  const third = results.locator('> li').nth(2);
  const id = await third.getAttribute('id');
  await third.getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/object\/\d+/);
  await page.goBack();
  await expect(page.locator(`#${id} a`)).toBeFocused();
  await expect(page.locator(`#${id}`)).toBeInViewport();
  const count = await results.locator('> li').count();
  if (count === 50) {
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(results.locator('> li')).not.toHaveCount(50);
    const ids = await results.locator('> li').evaluateAll((els) => els.map((el) => el.id));
    expect(new Set(ids).size).toBe(ids.length);
  }
});

test('predictions are chosen by keyboard', async ({ page }) => {
  await gotoHydrated(page, '/fi/search');
  const box = page.getByRole('combobox', { name: /Search words|Hakusanat|Sökord/ });
  await box.pressSequentially('tal', { delay: 30 });
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible({ timeout: 5000 });
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // Each prediction says what it is: a title, a person or a keyword.
  await expect(options.first()).toContainText(/Teoksen nimi|Henkilö|Asiasana/);
  await box.press('ArrowDown');
  const first = (await options.first().locator('span').first().textContent()) ?? '';
  await expect(box).toHaveAttribute('aria-activedescendant', /option-0/);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(first).replace(/%20/g, '\\+')}`));
});

test('the layout choice of result pages is remembered', async ({ page }) => {
  await gotoHydrated(page, '/sv/search');
  await page.getByRole('radio', { name: 'Rader' }).click();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Rader' })).toHaveAttribute('aria-checked', 'true');
});

test('an imageId link opens that image, and a large image opens in the zoom viewer', async ({
  page,
}) => {
  const objects = await findObjects(page.request, { hasImage: true });
  const many = objects.find((o) => o.images.length > 1);
  test.skip(!many, 'the demo collection has no object with several images');
  const second = many!.images[1]!;
  await gotoHydrated(page, `/fi/object/${many!.id}?imageId=${second.id}`);
  await expect(page.locator('main picture img').first()).toHaveAttribute(
    'src',
    new RegExp(`/${second.id}\\.`),
  );
  const zoom = page.getByRole('button', { name: 'Suurenna kuvaa' });
  if (second.width >= 1200) {
    await zoom.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.openseadragon-canvas')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Lähennä' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(zoom).toBeFocused();
  }
});

const SITEMAP = { fi: 'Sivukartta', sv: 'Webbplatskarta', en: 'Site map' };
const NEXT = { fi: 'Seuraava sivu', sv: 'Nästa sida', en: 'Next page' };

for (const lang of LANGS) {
  test(`${lang}: the site map reaches every object through plain links`, async ({ page }) => {
    const res = await page.goto(`/${lang}/sitemap`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITEMAP[lang]);
    const objects = page.locator(`main a[href^="/${lang}/object/"]`);
    await expect(objects).toHaveCount(50);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: NEXT[lang] }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/sitemap/objects/2$`));
    await expect(objects.first()).toBeVisible();
    const last = await page.request.get(`/${lang}/sitemap/objects/6`);
    expect(last.status()).toBe(200);
    expect(await last.text()).not.toContain(NEXT[lang]);
    expect((await page.request.get(`/${lang}/sitemap/objects/7`)).status()).toBe(404);
  });
}
