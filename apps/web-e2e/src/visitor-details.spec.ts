import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

// Details a visitor meets on the way: typed years apply when the field is left, the
// video player takes focus when allowed, and the site map marks fallback titles' language.

/** Opens the filters where they sit behind a disclosure (a phone's narrow screen). */
async function showFilters(page: Page) {
  const summary = page.locator('summary', { hasText: 'Show filters' });
  if (await summary.isVisible()) await summary.click();
}

test.describe('year filters on the search page', () => {
  test('a year applies when the visitor leaves its field, keeping their place in the form', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en/search?category=letter');
    await showFilters(page);
    const made = page.getByRole('group', { name: 'Year made' });
    await made.getByLabel('From').fill('1900');
    // Not while typing: only when the field is left.
    await expect(page).toHaveURL(/\/en\/search\?category=letter$/);
    await made.getByLabel('From').press('Tab');
    await expect(page).toHaveURL(/[?&]yearFrom=1900(&|$)/);
    await expect(page.getByRole('link', { name: /Remove filter.*1900/ })).toBeVisible();
    // Focus went on to the next field, and stays there as the form shows the new search;
    // what is typed there meanwhile is kept and applies in turn.
    const to = made.getByLabel('To');
    await expect(to).toBeFocused();
    await page.keyboard.type('1950');
    await expect(to).toBeFocused();
    await expect(to).toHaveValue('1950');
    await page.keyboard.press('Shift+Tab');
    await expect(page).toHaveURL(/[?&]yearFrom=1900&yearTo=1950(&|$)/);
    await expect(made.getByLabel('From')).toBeFocused();
    await expect(made.getByLabel('From')).toHaveValue('1900');
    await expect(made.getByLabel('To')).toHaveValue('1950');
  });

  test('a decade typed among the search words becomes a filter chip, not text', async ({
    page,
  }) => {
    await gotoHydrated(page, '/fi/search');
    const box = page.getByRole('combobox', { name: /Hakusanat|Search words|Sökord/ });
    await box.fill('maisema 1890-luku');
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]q=maisema(\+|%20)1890-luku/);
    const chip = page.getByRole('link', { name: /Valmistettu 1890–1899/ });
    await expect(chip).toBeVisible();
    await expect(box).toHaveValue('maisema');
    await chip.click();
    await expect(page).toHaveURL(/\/fi\/search\?q=maisema$/);
    await expect(chip).toBeHidden();
  });

  test('a year left by a click elsewhere applies, within the collection’s years', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en/search?category=letter');
    await showFilters(page);
    const acquired = page.getByRole('group', { name: 'Year acquired' });
    await acquired.getByLabel('From').fill('1200');
    await page.getByRole('heading', { level: 1 }).click();
    // The search's own rule: a year before the collection's first is its first (1300).
    await expect(page).toHaveURL(/[?&]acquiredFrom=1300(&|$)/);
    await expect(acquired.getByLabel('From')).toHaveValue('1300');
    // Enter applies as before.
    await acquired.getByLabel('To').fill('1990');
    await acquired.getByLabel('To').press('Enter');
    await expect(page).toHaveURL(/[?&]acquiredFrom=1300&acquiredTo=1990(&|$)/);
  });

  test('a year typed and left before the app starts is applied once it has', async ({
    page,
  }, testInfo) => {
    // On a phone the filters sit behind a disclosure that opens without script, but the
    // test needs no second layout.
    test.skip(testInfo.project.name === 'mobile', 'one layout is enough');
    const early = await page.context().newPage();
    await early.route('**/assets/start-client-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await early.goto('/en/search?category=letter');
    const made = early.getByRole('group', { name: 'Year made' });
    await made.getByLabel('From').fill('1910');
    await made.getByLabel('From').press('Tab');
    expect(await early.locator('html').getAttribute('data-hydrated')).toBeNull();
    await early.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(early).toHaveURL(/[?&]yearFrom=1910(&|$)/, { timeout: 10_000 });
    await expect(made.getByLabel('From')).toHaveValue('1910');
    await early.close();
  });
});

test('allowing the video player moves focus to the player', async ({ page }) => {
  // The player is a stand-in page: the test needs no network.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await gotoHydrated(page, '/en/videos');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Allow and play the video' }).press('Enter');
  const player = main.locator('iframe');
  await expect(player).toBeVisible();
  await expect(player).toBeFocused();
  const title = await main.getByRole('heading', { level: 2 }).first().textContent();
  await expect(player).toHaveAttribute('title', title ?? '');
});

/** The site map's object links: id, text and `lang`. */
async function sitemapTitles(page: Page, path: string) {
  await page.goto(path);
  return page
    .locator('#sitemap-objects ~ ul a, section[aria-labelledby="sitemap-objects"] ul a')
    .evaluateAll((links) =>
      links.map((a) => ({
        id: (a.getAttribute('href') ?? '').replace(/^.*\//, ''),
        text: a.textContent ?? '',
        lang: a.getAttribute('lang'),
      })),
    );
}

for (const [lang, path] of [
  ['en', '/en/sitemap'],
  ['sv', '/sv/sitemap/objects/1'],
] as const) {
  test(`${lang}: the site map marks a title in another language with its language`, async ({
    page,
  }) => {
    const shown = await sitemapTitles(page, path);
    const finnish = new Map(
      (await sitemapTitles(page, path.replace(`/${lang}/`, '/fi/'))).map((o) => [o.id, o.text]),
    );
    const other = lang === 'en' ? 'sv' : 'en';
    const third = new Map(
      (await sitemapTitles(page, path.replace(`/${lang}/`, `/${other}/`))).map((o) => [
        o.id,
        o.text,
      ]),
    );
    expect(shown.length).toBeGreaterThan(10);
    // A Finnish title on this page (the other languages' titles missing): marked as Finnish.
    const fallbacks = shown.filter(
      (o) => o.text === finnish.get(o.id) && o.text !== third.get(o.id),
    );
    expect(fallbacks.length).toBeGreaterThan(0);
    for (const object of fallbacks) expect(object, object.text).toMatchObject({ lang: 'fi' });
    // A lang only on another language's title: a Finnish one is the Finnish title.
    for (const object of shown.filter((o) => o.lang === 'fi')) {
      expect(object.text).toBe(finnish.get(object.id));
    }
    expect(shown.filter((o) => ![null, 'fi', other].includes(o.lang))).toEqual([]);
    expect(shown.some((o) => o.lang === null)).toBe(true);
  });
}
