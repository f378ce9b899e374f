import type { Page } from '@playwright/test';
import { LANGS, expect, expectNoAxeViolations, test } from './fixtures';

// The search filters on a phone before the app has hydrated, or with script off (issue 22
// review): they are behind a native disclosure, which opens without script, and the plain
// GET form applies them.

const SHOW = { fi: 'Näytä rajaukset', sv: 'Visa avgränsningar', en: 'Show filters' };
const HIDE = { fi: 'Piilota rajaukset', sv: 'Dölj avgränsningar', en: 'Hide filters' };
const FILTERS = { fi: 'Rajaukset', sv: 'Avgränsningar', en: 'Filters' };
const APPLY = { fi: 'Rajaa', sv: 'Avgränsa', en: 'Apply filters' };

/** The disclosure's visible words: "show" while closed, "hide" while open. */
const words = (page: Page, text: string) =>
  page.locator('summary').getByText(text, { exact: true });

test.describe('search filters without script at 320 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

  for (const lang of LANGS) {
    test(`open, choose and apply in ${lang}`, async ({ page }) => {
      // One viewport is enough: this checks the phone layout, whatever the project.
      test.skip(test.info().project.name !== 'mobile', 'the 320 px project runs it');
      await page.goto(`/${lang}/search?q=a`);
      const group = page.getByRole('group', { name: FILTERS[lang], exact: true });
      await expect(group).toBeHidden();
      await expect(words(page, HIDE[lang])).toBeHidden();
      // By keyboard, as a visitor without a pointer would.
      await page.locator('summary', { has: page.getByText(SHOW[lang], { exact: true }) }).focus();
      await page.keyboard.press('Enter');
      await expect(group).toBeVisible();
      await expect(words(page, SHOW[lang])).toBeHidden();
      await expect(words(page, HIDE[lang])).toBeVisible();
      const first = group.getByRole('checkbox').first();
      const name = (await first.getAttribute('name')) ?? '';
      const value = (await first.getAttribute('value')) ?? 'on';
      await first.check();
      await group.getByRole('button', { name: APPLY[lang] }).click();
      // The plain GET form sent the choice with the words.
      await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?.*q=a`));
      expect(new URL(page.url()).searchParams.getAll(name)).toContain(value);
    });
  }
});

// axe needs script in the page, so the same markup is checked with script on, at 320 px:
// the disclosure closed and open, in each language.
test.describe('search filters at 320 px, axe', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const lang of LANGS) {
    test(`the disclosure is accessible closed and open in ${lang}`, async ({ page }) => {
      test.skip(test.info().project.name !== 'mobile', 'the 320 px project runs it');
      // Two full-page axe runs on the search page: more than the default time on a busy machine.
      test.setTimeout(90_000);
      await page.goto(`/${lang}/search?q=a`);
      await expect(words(page, SHOW[lang])).toBeVisible();
      await expectNoAxeViolations(page);
      await words(page, SHOW[lang]).click();
      await expect(page.getByRole('group', { name: FILTERS[lang], exact: true })).toBeVisible();
      await expect(words(page, HIDE[lang])).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
