import type { Page } from '@playwright/test';
import { LANGS, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';

const SIGN_IN = { fi: 'Kirjaudu sisään', sv: 'Logga in', en: 'Please sign in' };

async function register(page: Page) {
  const email = `gallerist-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'paintings in the evening light', name: 'Helmi Galleristi' },
  });
  expect(res.status()).toBe(201);
}

async function someObjectIds(page: Page, count: number): Promise<number[]> {
  const res = await page.request.post('/api/search', { data: { lang: 'en', hasImage: true } });
  const { data } = (await res.json()) as { data: Array<{ id: number }> };
  return data.slice(0, count).map((o) => o.id);
}

for (const lang of LANGS) {
  test(`${lang}: gallery pages ask a signed-out visitor to sign in`, async ({ page }) => {
    for (const path of [`/${lang}/galleries`, `/${lang}/favourites`]) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 2, name: SIGN_IN[lang] })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test('create a gallery from an object, see it, edit it, delete it', async ({ page }) => {
  await register(page);
  const [first, second] = await someObjectIds(page, 2);
  await gotoHydrated(page, `/en/object/${first}`);
  await page.getByRole('button', { name: 'Add to gallery' }).click();
  // No galleries yet: the new-gallery modal opens straight away (spec §2).
  const dialog = page.getByRole('dialog', { name: 'New gallery' });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder('Name...').fill('Evening light');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const done = page.getByRole('dialog', { name: 'Gallery Evening light created' });
  await expect(done).toBeVisible();
  await expectNoAxeViolations(page);
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();

  // A second object: the add-to-gallery modal lists the gallery.
  await gotoHydrated(page, `/en/object/${second}`);
  await page.getByRole('button', { name: 'Add to gallery' }).click();
  const add = page.getByRole('dialog', { name: 'Add to gallery' });
  await add.getByRole('button', { name: 'Evening light' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('button', { name: 'Add to gallery' }).click();
  await expect(add.getByRole('button', { name: /Evening light/ })).toBeDisabled();
  await page.keyboard.press('Escape');

  await gotoHydrated(page, '/en/galleries');
  await expect(page.getByText('2 works')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Evening light', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Evening light');
  await expect(page.getByRole('list', { name: 'Works' }).locator('> li')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Edit gallery' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit gallery');
  const removes = page.getByRole('button', { name: /^Remove from the gallery/ });
  await expect(removes).toHaveCount(2);
  await removes.first().click();
  await expect(removes).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Delete gallery' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete gallery' }).click();
  await expect(page).toHaveURL(/\/en\/galleries$/);
  await expect(page.getByText('You have no galleries yet')).toBeVisible();
});

test('favourites, and signing in from an object page returns to the modal', async ({ page }) => {
  const [first] = await someObjectIds(page, 1);
  await gotoHydrated(page, `/fi/object/${first}`);
  await page.getByRole('link', { name: 'Lisää galleriaan' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await page.getByRole('link', { name: /Luo tili/ }).click();
  await page.getByLabel('Nimi').fill('Helmi');
  await page.getByLabel('Sähköpostiosoite').fill(`fav-${Date.now()}@example.org`);
  await page.getByLabel('Salasana', { exact: true }).fill('a quiet evening at the ateneum');
  await page.getByRole('button', { name: 'Luo tili' }).click();
  await expect(page).toHaveURL(new RegExp(`/fi/object/${first}`));
  await expect(page.getByRole('dialog', { name: 'Uusi galleria' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Suosikki' }).click();
  await expect(page.getByRole('button', { name: 'Suosikki' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await gotoHydrated(page, '/fi/favourites');
  await expect(page.getByRole('list', { name: 'Teokset' }).locator('> li')).toHaveCount(1);
});
