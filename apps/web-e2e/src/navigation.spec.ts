import { LANGS, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';

const MENU = { fi: 'Valikko', sv: 'Meny', en: 'Menu' };
const GROUP = { fi: 'Kokoelmat', sv: 'Samlingar', en: 'Collections' };
const OTHER = { fi: ['sv', 'en'], sv: ['fi', 'en'], en: ['fi', 'sv'] } as const;

for (const lang of LANGS) {
  test(`${lang}: the menu opens, traps and closes by keyboard, returning focus`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/`);
    const button = page.locator('header').getByRole('button', { name: MENU[lang] });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(GROUP[lang]).filter({ visible: true }).first()).toBeVisible();
    // Focus moved into the menu and stays there however far one tabs.
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () =>
          !!document.activeElement?.closest('[role="dialog"]') ||
          !!document.activeElement?.closest('header'),
      );
      expect(inside).toBe(true);
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test(`${lang}: the language switcher offers the other two languages of the same page`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/no-such-page?x=1`);
    for (const other of OTHER[lang]) {
      const link = page.locator(`a[hreflang="${other}"]`).first();
      await expect(link).toHaveAttribute('href', `/${other}/no-such-page?x=1`);
    }
    await expect(page.locator(`a[hreflang="${lang}"]`)).toHaveCount(0);
  });

  test(`${lang}: the footer has the address, phone, information links and social links`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
    await expect(footer.locator(`a[href="/${lang}/sitemap"]`)).toBeVisible();
    for (const site of ['facebook.com', 'x.com', 'instagram.com']) {
      await expect(footer.locator(`a[href*="${site}"]`)).toBeVisible();
    }
  });
}

test('switching language reloads the same page in the other language', async ({ page }) => {
  await page.goto('/fi/');
  await page
    .locator('header a[hreflang="en"], [role="dialog"] a[hreflang="en"]')
    .first()
    .click({
      force: true,
    })
    .catch(async () => {
      // On a phone the switcher lives in the menu.
      await page.locator('header').getByRole('button', { name: 'Valikko' }).click();
      await page.getByRole('dialog').locator('a[hreflang="en"]').click();
    });
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the header hides when scrolling down past 250 px and returns when scrolling up', async ({
  page,
}) => {
  // The header follows scrolling once the page's script runs.
  await gotoHydrated(page, '/en/');
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
  });
  const header = page.locator('header').first();
  await page.mouse.wheel(0, 1200);
  await expect
    .poll(async () => (await header.boundingBox())?.y ?? 0, { timeout: 3000 })
    .toBeLessThan(-10);
  await page.mouse.wheel(0, -300);
  await expect.poll(async () => (await header.boundingBox())?.y ?? -100).toBeGreaterThanOrEqual(-1);
});

test('a link of the frame navigates inside the app and the new page is announced', async ({
  page,
}) => {
  await gotoHydrated(page, '/fi/no-such-page');
  const pageData = page.waitForResponse((r) => r.url().includes('/api/pagedata'));
  await page.locator('header a[href="/fi/"]').first().click();
  expect((await pageData).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutustu kokoelmiin');
  await expect(page.locator('[aria-live="polite"]').first()).toContainText(
    'Sivu vaihtui: Tutustu kokoelmiin',
  );
  await expect(page.locator('#main')).toBeFocused();
});

test('page views and menu clicks reach the in-page data layer', async ({ page }) => {
  await gotoHydrated(page, '/en/');
  await page.locator('header').getByRole('button', { name: 'Menu' }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { dataLayer?: { event: string }[] }).dataLayer?.map((e) => e.event),
      ),
    )
    .toEqual(['pageview', 'menuButtonClick']);
});
