import type { Page } from '@playwright/test';
import { LANGS, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';

// The content advisory of a demo object (the local content's objectAdvisory of 1042): its
// note before the image, the images blurred until "Show image", which works by keyboard
// with script and without it (a native checkbox and CSS sibling rules).

const OBJECT = 1042;
const LABEL = { fi: 'Sisältövaroitus', sv: 'Innehållsvarning', en: 'Content advisory' };
const REVEAL = { fi: 'Näytä kuva', sv: 'Visa bilden', en: 'Show image' };

const mainImage = (page: Page) => page.locator('.part-image img');
const filterOf = (page: Page) => mainImage(page).evaluate((img) => getComputedStyle(img).filter);

/**
 * From the note (a click on its text starts the keyboard's sequential navigation there),
 * Tab until the reveal checkbox has the focus, then Space; the download and zoom, hidden
 * while blurred, are there afterwards.
 */
async function revealByKeyboard(page: Page, lang: (typeof LANGS)[number]) {
  const toggle = page.getByRole('checkbox', { name: REVEAL[lang], exact: true });
  await expect(toggle).not.toBeChecked();
  const waiting = page.locator('.part-bar .needs-reveal');
  for (const control of await waiting.all()) await expect(control).toBeHidden();
  await page.getByRole('region', { name: LABEL[lang], exact: true }).locator('p').last().click();
  for (let i = 0; i < 15; i++) {
    if (await toggle.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  for (const control of await waiting.all()) await expect(control).toBeVisible();
}

async function expectAdvisoryBeforeBlurredImage(page: Page, lang: (typeof LANGS)[number]) {
  const note = page.getByRole('region', { name: LABEL[lang], exact: true });
  await expect(note).toBeVisible();
  await expect(note).toContainText(/\w{4}/);
  const noteBox = await note.boundingBox();
  const imageBox = await mainImage(page).boundingBox();
  expect(noteBox && imageBox && noteBox.y + noteBox.height <= imageBox.y + 1).toBe(true);
  expect(await filterOf(page)).toMatch(/blur\(4\dpx\)/);
  await expect(mainImage(page)).toHaveAttribute('alt', /\S/);
  await expect(page.getByText(REVEAL[lang], { exact: true })).toBeVisible();
}

test.describe('an object with a content advisory', () => {
  for (const lang of LANGS) {
    test(`${lang}: the note comes before the blurred image, which Tab + Space reveals`, async ({
      page,
    }) => {
      await gotoHydrated(page, `/${lang}/object/${OBJECT}`);
      await expectAdvisoryBeforeBlurredImage(page, lang);
      await expectNoAxeViolations(page);
      await revealByKeyboard(page, lang);
      await expect.poll(() => filterOf(page)).toBe('none');
      await expectNoAxeViolations(page);
    });
  }

  test('the button over the blurred image reveals it to a pointer too', async ({ page }) => {
    await gotoHydrated(page, `/en/object/${OBJECT}`);
    // A click lands on the label only if nothing (the blurred image) covers it.
    await page.getByText(REVEAL.en, { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: REVEAL.en, exact: true })).toBeChecked();
    await expect.poll(() => filterOf(page)).toBe('none');
  });

  test('no link preview shows the blurred image; other objects keep theirs', async ({ page }) => {
    await page.goto(`/en/object/${OBJECT}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
    await page.goto('/en/object/1043');
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
  });
});

test.describe('an object with a content advisory, without script', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    test(`${lang}: Tab + Space reveals the image without script`, async ({ page }) => {
      await page.goto(`/${lang}/object/${OBJECT}`);
      await expectAdvisoryBeforeBlurredImage(page, lang);
      await revealByKeyboard(page, lang);
      await expect.poll(() => filterOf(page)).toBe('none');
    });
  }
});
