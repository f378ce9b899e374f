import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

// The result layout choice on a phone pressed before the app has hydrated, or with script
// off (issue 45): the options are submit buttons of a form (POST /layout), which sets the
// layout cookie the server renders from and comes back to the page. Once hydrated, the
// same press changes the layout at once, with no page load.

const SEARCH = '/en/search?q=a';
const RESULTS = { name: 'Search results' };

/** How many columns the result list has: one in the Rows layout. */
const columns = (page: Page) =>
  page
    .getByRole('list', RESULTS)
    .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);

const layoutCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'kokoelma_layout_results')?.value;

const onlyOnPhones = () =>
  test.skip(test.info().project.name !== 'mobile', 'the 320 px project runs it');

test.describe('the layout choice without script at 320 px', () => {
  test.use({ javaScriptEnabled: false });

  test('choosing Rows reloads the search page with the rows layout rendered', async ({ page }) => {
    onlyOnPhones();
    await page.goto(SEARCH);
    const rows = page.getByRole('radio', { name: 'Rows' });
    await expect(page.getByRole('radio', { name: 'Grid' })).toHaveAttribute('aria-checked', 'true');
    expect(await columns(page)).toBeGreaterThan(1);
    const [post] = await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === '/layout'),
      rows.click(),
    ]);
    expect(post.request().method()).toBe('POST');
    expect(post.status()).toBe(303);
    // Back on the same search, words and all, rendered in the chosen layout.
    await expect(page).toHaveURL(SEARCH);
    await expect(rows).toHaveAttribute('aria-checked', 'true');
    expect(await columns(page)).toBe(1);
    expect(await layoutCookie(page)).toBe('row');
    // The search itself is still the search's: the words are in the box.
    await expect(page.locator('main input[name="q"]')).toHaveValue('a');
  });

  test('every option is reachable by Tab and chosen with Enter', async ({ page }) => {
    onlyOnPhones();
    await page.goto(SEARCH);
    const scattered = page.getByRole('radio', { name: 'Scattered' });
    // Without script the arrow keys do nothing: each option is a Tab stop of its own.
    await expect(scattered).toHaveAttribute('tabindex', '0');
    await scattered.focus();
    await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === '/layout'),
      page.keyboard.press('Enter'),
    ]);
    await expect(page).toHaveURL(SEARCH);
    await expect(scattered).toHaveAttribute('aria-checked', 'true');
    expect(await layoutCookie(page)).toBe('scattered');
  });
});

test.describe('the layout choice at 320 px with script', () => {
  test('pressed before hydration it is kept, over an older choice in storage', async ({
    context,
  }) => {
    onlyOnPhones();
    // A visitor who chose Grid earlier, with script: storage and cookie say grid.
    const page = await context.newPage();
    await gotoHydrated(page, SEARCH);
    await page.getByRole('radio', { name: 'Scattered' }).click();
    await page.getByRole('radio', { name: 'Grid' }).click();
    expect(await page.evaluate(() => localStorage.getItem('kokoelma.layout.results'))).toBe('grid');
    // The next page's script is held back: the page is there, the app is not yet.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await released;
      // The first page's requests may have ended with it.
      await route.continue().catch(() => undefined);
    });
    await page.goto(SEARCH, { waitUntil: 'commit' });
    const rows = page.getByRole('radio', { name: 'Rows' });
    await expect(rows).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset['hydrated'])).toBeUndefined();
    const [post] = await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === '/layout'),
      rows.click(),
    ]);
    expect(post.status()).toBe(303);
    release();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // Hydrated, the page keeps the posted choice, and storage follows it.
    await expect(rows).toHaveAttribute('aria-checked', 'true');
    expect(await columns(page)).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('kokoelma.layout.results'))).toBe('row');
    expect(await layoutCookie(page)).toBe('row');
    await page.close();
  });

  test('once hydrated the choice changes the layout with no page load', async ({ page }) => {
    onlyOnPhones();
    await gotoHydrated(page, SEARCH);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/layout') {
        posts.push(request.url());
      }
    });
    // A mark on this document: a page load would drop it.
    await page.evaluate(() => Object.assign(window, { layoutTestMark: true }));
    const rows = page.getByRole('radio', { name: 'Rows' });
    await rows.click();
    await expect(rows).toHaveAttribute('aria-checked', 'true');
    expect(await columns(page)).toBe(1);
    // The arrow keys move the choice as in a radio group: Rows → Scattered.
    await page.keyboard.press('ArrowRight');
    const scattered = page.getByRole('radio', { name: 'Scattered' });
    await expect(scattered).toHaveAttribute('aria-checked', 'true');
    await expect(scattered).toBeFocused();
    // One Tab stop once running.
    await expect(rows).toHaveAttribute('tabindex', '-1');
    expect(await page.evaluate(() => 'layoutTestMark' in window)).toBe(true);
    expect(posts).toEqual([]);
    expect(await layoutCookie(page)).toBe('scattered');
    expect(await page.evaluate(() => localStorage.getItem('kokoelma.layout.results'))).toBe(
      'scattered',
    );
  });
});
