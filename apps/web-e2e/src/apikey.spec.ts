import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';

// The API key screens on embedded defaults: local accounts and automatic approval, which
// approves a key a few seconds after its request while the screen polls.

const TEXTS = {
  fi: {
    loginTitle: 'Kirjaudu API-avainta varten',
    title: 'API-avain',
    register: 'Eikö sinulla ole vielä tiliä? Luo tili',
    name: 'Nimi',
    email: 'Sähköpostiosoite',
    password: 'Salasana',
    createAccount: 'Luo tili',
    signIn: 'Kirjaudu',
    use: 'Käyttötarkoitus',
    request: 'Pyydä API-avain',
    creating: 'Luodaan',
    valid: 'Voimassa',
    docs: 'Rajapinnan ohjeet',
    account: 'Oma tili',
  },
  en: {
    loginTitle: 'Sign in for an API key',
    title: 'API key',
    register: 'No account yet? Create one',
    name: 'Name',
    email: 'E-mail address',
    password: 'Password',
    createAccount: 'Create account',
    signIn: 'Sign in',
    use: 'Intended use',
    request: 'Request an API key',
    creating: 'Being created',
    valid: 'Valid',
    docs: 'API documentation',
    account: 'My account',
  },
} as const;

const uniqueEmail = () =>
  `developer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;

/** The key's value and state as the screen shows them. */
const keyValue = (page: Page) => page.getByTestId('apikey-value');
const keyState = (page: Page) => page.getByTestId('apikey-state');

for (const lang of ['fi', 'en'] as const) {
  const t = TEXTS[lang];

  test(`${lang}: register, request a key, see it being created, then valid`, async ({ page }) => {
    const email = uniqueEmail();
    const password = 'rajapinta kokoelmiin';
    await gotoHydrated(page, `/apikey/login?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.loginTitle);
    await expect(page.getByRole('navigation', { name: /murupolku|breadcrumbs/i })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: t.register }).click();
    await page.getByLabel(t.name).fill('Ada Kehittäjä');
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: t.createAccount }).click();
    await expect(page).toHaveURL(new RegExp(`/apikey/form\\?lang=${lang}$`));
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.getByRole('link', { name: t.docs })).toHaveAttribute(
      'href',
      `/${lang}/developers`,
    );
    const field = page.getByLabel(t.use);
    await expect(field).toBeVisible();
    await expectNoAxeViolations(page);

    await field.fill('Opetussovellus, joka näyttää teoksia\nkoululaisille.');
    // By keyboard: from the field to the button, which Enter presses.
    await field.press('Tab');
    await expect(page.getByRole('button', { name: t.request })).toBeFocused();
    await page.keyboard.press('Enter');
    // The whole key, once, while it is being created…
    await expect(keyValue(page)).toHaveText(/^kok_[A-Za-z0-9]{43}$/);
    await expect(keyState(page)).toHaveText(t.creating);
    // Nothing wider than the window, the whole key included (320 px on the mobile run).
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    const key = (await keyValue(page).textContent()) ?? '';
    await expectNoAxeViolations(page);
    // …then approved, which the screen notices by itself.
    await expect(keyState(page)).toHaveText(t.valid, { timeout: 15_000 });
    await expect(keyValue(page)).toHaveText(key);

    // The key works only now, for the public API, and only its start is shown later.
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(keyValue(page)).toHaveText(`${key.slice(0, 12)}…`);
    await expect(keyState(page)).toHaveText(t.valid);
    await expect(page.getByText('koululaisille.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('sign in on the API key sign-in page and find the key from the user menu', async ({
  page,
}) => {
  const email = uniqueEmail();
  const password = 'avain kokoelmiin';
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password, name: 'Grace Kehittäjä' },
  });
  expect(registered.status()).toBe(201);
  const requested = await page.request.post('/api/apikey/request', {
    data: { description: 'A museum map app' },
  });
  expect(requested.status()).toBe(201);
  await page.request.post('/logout?lang=en');

  await gotoHydrated(page, '/apikey/form?lang=en');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/apikey\/login\?lang=en$/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/apikey\/form\?lang=en$/);
  await expect(page.getByText('A museum map app')).toBeVisible();

  await gotoHydrated(page, '/en/');
  await page.getByRole('button', { name: 'My account' }).click();
  await page.locator('#user-menu').getByRole('link', { name: 'API key' }).click();
  await expect(page).toHaveURL(/\/apikey\/form\?lang=en$/);
  await expect(keyValue(page)).toHaveText(/^kok_[A-Za-z0-9]{8}…$/);
});
