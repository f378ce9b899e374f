import { LANGS, expect, expectNoAxeViolations, test } from './fixtures';

const HEADINGS = {
  fi: 'Tutustu kokoelmiin',
  sv: 'Utforska samlingarna',
  en: 'Explore the collections',
};
const DEMO = { fi: 'esittelykokoelma', sv: 'demosamling', en: 'demo collection' };
const NOT_FOUND = { fi: 'Hupsista', sv: 'Hoppsan', en: 'Oops' };

test('/ redirects to the Finnish front page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/fi\/$/);
});

test('old addresses redirect', async ({ page }) => {
  const res = await page.request.get('/fi/kokoelmahaku', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('/fi/search');
  const gallery = await page.request.get('/sv/myGallery', { maxRedirects: 0 });
  expect(gallery.headers().location).toBe('/sv/favourites');
});

for (const lang of LANGS) {
  test(`${lang}: the front page is server-rendered in its language and accessible`, async ({
    page,
  }) => {
    const res = await page.goto(`/${lang}/`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[lang]);
    await expect(page).toHaveTitle(new RegExp(HEADINGS[lang]));
    // The demo collection says what it is on every page.
    await expect(page.getByRole('note')).toContainText(DEMO[lang]);
    await expectNoAxeViolations(page);
  });

  test(`${lang}: the skip link is the first stop of the keyboard and jumps to the content`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/`);
    await page.keyboard.press('Tab');
    const skip = page.locator(':focus');
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test(`${lang}: an unknown page is a 404 with a link to search`, async ({ page }) => {
    const res = await page.goto(`/${lang}/no-such-page`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND[lang]);
    await expect(page.locator(`a[href="/${lang}/search"]`)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('client-side navigation loads page data from the API and keeps the page working', async ({
  page,
}) => {
  await page.goto('/fi/no-such-page');
  const pageData = page.waitForResponse((r) => r.url().includes('/api/pagedata'));
  await page.evaluate(() => {
    // A client-side navigation, as a link of the app makes it.
    window.history.pushState({}, '', '/fi/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect((await pageData).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutustu kokoelmiin');
});
