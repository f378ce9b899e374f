import { LANGS, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';

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
    await expect(page.getByRole('main').locator(`a[href="/${lang}/search"]`)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('client-side navigation loads page data from the API and keeps the page working', async ({
  page,
}) => {
  await gotoHydrated(page, '/fi/no-such-page');
  const pageData = page.waitForResponse((r) => r.url().includes('/api/pagedata'));
  await page.evaluate(() => {
    // A client-side navigation, as a link of the app makes it.
    window.history.pushState({}, '', '/fi/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect((await pageData).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutustu kokoelmiin');
});

test('/errorTest shows the trilingual error page with links to each front page', async ({
  page,
  pageErrors,
}) => {
  const res = await page.goto('/errorTest');
  expect(res?.status()).toBe(500);
  for (const lang of LANGS) await expect(page.locator(`a[href="/${lang}/"]`)).toBeVisible();
  await expect(page.getByText('Oh no, we made a mistake!')).toBeVisible();
  await expect(page.getByText('Voi ei, teimme virheen!')).toBeVisible();
  await expectNoAxeViolations(page);
  // The document itself answered 500: that console line is the expected one.
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !/status of 500/.test(e)));
});

test('an old browser is warned, decided on the server without script', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.149 Safari/537.36',
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/en/');
  await expect(page.getByRole('alert')).toHaveText(
    'The browser you are using is unsupported. The site may not work correctly.',
  );
  await context.close();
});

test('an old browser stays warned once the page runs, and the page hydrates as rendered', async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.149 Safari/537.36',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/fi/');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('alert')).toHaveText(
    'Käyttämääsi selainta ei tueta. Sivusto ei välttämättä toimi oikein.',
  );
  // Navigating in the app keeps it: the decision is the page's, not a render's.
  await page.locator('main a[href="/fi/search?image=1"]').first().click();
  // (The address changes once the search page's data has come: a busy machine may take a while.)
  await expect(page).toHaveURL(/\/fi\/search\?image=1$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('a current browser sees no warning', async ({ page }) => {
  await page.goto('/sv/');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
