import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';
import { activate, messages, objectIds, skipToContent, tabTo, typeInto } from './gallery-keyboard';

// Save before signing up: a signed-out visitor's favourites live in the browser, survive
// a reload, and join the account at sign-in — cleared from the browser only once the
// server took them; a failed merge keeps them and says so.

// Sign-up and two page loads on a busy machine take a while.
test.describe.configure({ timeout: 60_000 });

const t = messages('en');
const KEY = 'kokoelma.favourites';

async function favouriteByKeyboard(page: Page, objectId: number) {
  await gotoHydrated(page, `/en/object/${objectId}`);
  await skipToContent(page);
  const button = page.getByRole('button', { name: t('galleries.favourite') });
  await activate(page, button, 'Space');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as number[], KEY);

async function signUpFromFavourites(page: Page) {
  await skipToContent(page);
  await activate(page, page.getByRole('link', { name: t('galleries.signInToKeep') }));
  await expect(page).toHaveURL(/\/login\?/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await activate(page, page.getByRole('link', { name: t('login.toRegister') }));
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const email = `saver-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
  await typeInto(page, page.getByLabel(t('login.name')), 'Aino');
  await typeInto(page, page.getByLabel(t('login.email')), email);
  await typeInto(
    page,
    page.getByLabel(t('login.password'), { exact: true }),
    'a quiet evening at the ateneum',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/favourites$/);
}

test('favourites kept signed out are merged into the account at sign-up', async ({ page }) => {
  const [first, second] = await objectIds(page, 2);
  if (first === undefined || second === undefined) throw new Error('ids');
  await favouriteByKeyboard(page, first);
  await favouriteByKeyboard(page, second);
  // A new page load of the first object: the favourite is still there. (A new address
  // rather than a reload, which the browser may answer from its cache.)
  await gotoHydrated(page, `/en/object/${first}?again=1`);
  await expect(page.getByRole('button', { name: t('galleries.favourite') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await stored(page)).toEqual([second, first]);

  await gotoHydrated(page, '/en/favourites');
  await expect(page.getByText(t('galleries.localFavouritesText'))).toBeVisible();
  await expect(
    page.getByRole('list', { name: t('galleries.objects') }).locator('> li'),
  ).toHaveCount(2);
  await expectNoAxeViolations(page);

  await signUpFromFavourites(page);
  await expect(
    page.getByRole('note').filter({ hasText: t('galleries.favouritesMerged', { count: 2 }) }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: t('galleries.objects') }).locator('> li'),
  ).toHaveCount(2);
  expect(await stored(page)).toEqual([]);
  const favourites = await page.request.get('/api/favourites');
  const ids = ((await favourites.json()) as { objects: Array<{ id: number }> }).objects.map(
    (o) => o.id,
  );
  expect(ids.sort()).toEqual([first, second].sort());
  await expectNoAxeViolations(page);
});

test('a failed merge keeps the favourites in the browser and can be tried again', async ({
  page,
  pageErrors,
}) => {
  const [first] = await objectIds(page, 1);
  if (first === undefined) throw new Error('ids');
  await favouriteByKeyboard(page, first);
  await gotoHydrated(page, '/en/favourites');
  await page.route('**/api/favourites/merge', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":"unavailable","message":"m"}',
    }),
  );
  await signUpFromFavourites(page);
  const warning = page.getByRole('alert').filter({ hasText: t('galleries.favouritesMergeFailed') });
  await expect(warning).toBeVisible();
  expect(await stored(page)).toEqual([first]);
  await expectNoAxeViolations(page);

  await page.unroute('**/api/favourites/merge');
  const retry = warning.getByRole('button', { name: t('galleries.tryAgain') });
  await tabTo(page, retry);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('note').filter({ hasText: t('galleries.favouritesMerged', { count: 1 }) }),
  ).toBeVisible();
  expect(await stored(page)).toEqual([]);
  // The one failed request was the stubbed merge: the browser logs it, as it should.
  const failedLoads = pageErrors.filter((e) => /status of 503/.test(e));
  expect(failedLoads).toHaveLength(1);
  pageErrors.splice(pageErrors.indexOf(failedLoads[0] ?? ''), 1);
});
