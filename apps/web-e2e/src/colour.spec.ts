import type { Page } from '@playwright/test';
import { LANGS, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';

// Search by colour (issue 23, item 2): the object page's palette and the search page's
// colour filter, in three languages at 320 and 1280 px, by keyboard, with axe.

const PALETTE = { fi: 'Kuvan värit', sv: 'Bildens färger', en: 'Colours of the image' };
const COLOUR = { fi: 'Väri', sv: 'Färg', en: 'Colour' };
const ANY = { fi: 'Mikä tahansa', sv: 'Vilken som helst', en: 'Any colour' };
const RED = { fi: 'punainen', sv: 'röd', en: 'red' };
const SHOW_FILTERS = { fi: 'Näytä rajaukset', sv: 'Visa avgränsningar', en: 'Show filters' };
const RESULTS = { fi: 'Hakutulokset', sv: 'Sökresultat', en: 'Search results' };
const OWN = { fi: 'Oma väri', sv: 'Egen färg', en: 'Own colour' };
const PICKER = { fi: 'Valitse oma väri', sv: 'Välj egen färg', en: 'Choose your own colour' };
const CHIP = { fi: /Väri: /, sv: /Färg: /, en: /Colour: / };
const NAMED = ['#1e50c8', '#c62828', '#2e7d32', '#f9d71c', '#6d4c41', '#8a8a8a', '#141414'];

/**
 * An object whose palette is computed. The tests start only once the demo images'
 * palettes are (playwright.config.ts waits for the server to say so), so one is found at
 * once: none is a failure, not something to wait for.
 */
async function objectWithPalette(page: Page): Promise<number> {
  for (const colour of NAMED) {
    const response = await page.request.post('/api/search', {
      data: { lang: 'en', colour },
      headers: { origin: new URL(page.url() || 'http://127.0.0.1').origin },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { objectIds: number[] };
    if (body.objectIds[0]) return body.objectIds[0];
  }
  throw new Error('no object has a palette: were the demo palettes computed?');
}

for (const lang of LANGS) {
  test(`object page palette in ${lang}: named swatches that search by their colour`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/${lang}/`);
    const id = await objectWithPalette(page);
    await gotoHydrated(page, `/${lang}/object/${id}`);
    const palette = page.getByRole('region', { name: PALETTE[lang] });
    await expect(palette).toBeVisible();
    const swatches = palette.getByRole('link');
    expect(await swatches.count()).toBeGreaterThan(0);
    // Each swatch is named: the colour in the page's language and its share.
    const name = (await swatches.first().getAttribute('aria-label')) ?? '';
    expect(name).toMatch(/^\p{L}[\p{L} ]*, \d{1,3}\s?%$/u);
    await expectNoAxeViolations(page);
    // By keyboard: the first swatch opens the search for its colour, which finds works.
    const hex = (await swatches.first().getAttribute('data-colour')) ?? '';
    await swatches.first().focus();
    await expect(swatches.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?colour=${encodeURIComponent(hex)}`));
    await expect(page.getByRole('link', { name: CHIP[lang] })).toBeVisible();
    const results = page.getByRole('list', { name: RESULTS[lang] });
    expect(await results.locator('> li').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  test(`search page colour filter in ${lang}: chosen by keyboard, kept in the URL`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/${lang}/search?q=a`);
    // Below desktop width the filters are behind a disclosure: its "show" words are
    // visible while it is closed.
    const filters = page.locator('summary').getByText(SHOW_FILTERS[lang], { exact: true });
    if (await filters.isVisible()) await filters.click();
    const group = page.getByRole('group', { name: COLOUR[lang] });
    await expect(group).toBeVisible();
    // The named colours are told by name, not by colour alone.
    await expect(group.getByRole('radio', { name: RED[lang], exact: true })).toBeVisible();
    const any = group.getByRole('radio', { name: ANY[lang] });
    await expect(any).toBeChecked();
    await expectNoAxeViolations(page);
    await any.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/colour=%23c62828/);
    await expect(page).toHaveURL(/q=a/);
    await expect(page.getByRole('link', { name: CHIP[lang] })).toBeVisible();
    if (await filters.isVisible()) await filters.click();
    await expect(
      page
        .getByRole('group', { name: COLOUR[lang] })
        .getByRole('radio', { name: RED[lang], exact: true }),
    ).toBeChecked();
    await expectNoAxeViolations(page);
    // An own colour: picking it chooses "own colour" and searches for it.
    if (await filters.isVisible()) await filters.click();
    await page.getByLabel(PICKER[lang]).fill('#ff8800');
    await expect(page).toHaveURL(/colour=%23ff8800/);
    if (await filters.isVisible()) await filters.click();
    await expect(page.getByRole('radio', { name: OWN[lang] })).toBeChecked();
    await expect(page.getByLabel(PICKER[lang])).toHaveValue('#ff8800');
  });
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });
  test('the colour filter works in the plain GET form', async ({ page }) => {
    await page.goto('/en/search?q=a');
    // Below desktop width the filters open from their disclosure, which needs no script.
    const filters = page.locator('summary').getByText(SHOW_FILTERS.en, { exact: true });
    if (await filters.isVisible()) await filters.click();
    await page.getByRole('radio', { name: OWN.en }).check();
    await page.getByLabel(PICKER.en).fill('#1e50c8');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/colour=custom&customColour=%231e50c8/);
    await expect(page.getByRole('link', { name: CHIP.en })).toBeVisible();
    // A new page: on a phone its filters are closed again.
    if (await filters.isVisible()) await filters.click();
    await expect(page.getByRole('radio', { name: RED.en, exact: true })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'blue', exact: true })).toBeChecked();
  });
});
