import { LANGS, expect, expectNoAxeViolations, test } from './fixtures';

const SIGN_IN = { fi: 'Kirjaudu sisään', sv: 'Logga in', en: 'Sign in' };
const REGISTER = { fi: 'Luo tili', sv: 'Skapa konto', en: 'Create an account' };

for (const lang of LANGS) {
  test(`${lang}: the sign-in and registration pages speak the page's language`, async ({
    page,
  }) => {
    const res = await page.goto(`/login?lang=${lang}&returnTo=/${lang}/search`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SIGN_IN[lang]);
    await expectNoAxeViolations(page);
    await page.goto(`/login?lang=${lang}&signup=true`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTER[lang]);
    await expectNoAxeViolations(page);
  });
}

test('register, be greeted in the header, sign out, and fail to sign in with a wrong password', async ({
  page,
}) => {
  const email = `visitor-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
  await page.goto('/login?lang=en&signup=true&returnTo=%2Fen%2Fsearch');
  await page.getByLabel('Name').fill('Aino Ackté');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a quiet evening at the ateneum');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en\/search$/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'My account' }).click();
  await expect(page.getByText('Hello, Aino!')).toBeVisible();
  await expect(page.getByRole('link', { name: /My gallery/ })).toBeVisible();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'My account' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/login?lang=en');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not the right passphrase');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is wrong.');
  await expect(page).toHaveURL(/error=invalid_credentials/);
});
