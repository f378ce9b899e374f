import type { Page } from '@playwright/test';
import { LANGS, expect, expectNoAxeViolations, test } from './fixtures';
import { messages } from './gallery-keyboard';

// The search page's timeline (issue 23, item 3): the results' production years as SVG
// bars, each a link that sets the production year filter; a drag across bars chooses a
// range; the counts as a table. Run at 1280 and 320 px (the two Playwright projects).
// The timeline is a closed "Years" filter among the filters (issue 37: the results come
// first), which a visitor opens — on a phone after opening the filters.

const COUNT_TEXT = { fi: /(\d+) tulos/, sv: /(\d+) resultat/, en: /(\d+) results?/ };
const TIMELINE = {
  fi: 'Tulosten valmistusvuodet',
  sv: 'Resultatens tillverkningsår',
  en: 'Years the results were made',
};

/** The bar links of the timeline. */
const bars = (page: Page, lang: (typeof LANGS)[number]) =>
  page.getByRole('group', { name: TIMELINE[lang] }).getByRole('link');

/** Opens the "Years" filter: on a phone the filters first (a summary shown only there). */
async function openYears(page: Page, lang: (typeof LANGS)[number]) {
  const t = messages(lang);
  const filters = page.locator('summary', { hasText: t('search.showFilters') });
  if (await filters.isVisible()) await filters.click();
  const years = page.locator('summary', { hasText: t('search.timeline.years') });
  if ((await years.locator('..').getAttribute('open')) === null) await years.click();
  await expect(page.getByTestId('year-timeline')).toBeVisible();
}

/** The number in the result count above the results. */
async function shownCount(page: Page, lang: (typeof LANGS)[number]): Promise<number> {
  const text = await page.locator('main p', { hasText: COUNT_TEXT[lang] }).first().innerText();
  return Number(COUNT_TEXT[lang].exec(text)?.[1]);
}

for (const lang of LANGS) {
  test(`timeline in ${lang}: by keyboard a bar sets the year filter`, async ({ page }) => {
    await page.goto(`/${lang}/search?q=`);
    await openYears(page, lang);
    const timeline = page.getByTestId('year-timeline');
    await expect(timeline.getByRole('heading', { name: TIMELINE[lang] })).toBeVisible();
    expect(await bars(page, lang).count()).toBeGreaterThan(1);
    expect(await bars(page, lang).count()).toBeLessThanOrEqual(40);
    // No horizontal scrolling, even at 320 px.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    const before = await shownCount(page, lang);

    // Tab until a bar has the focus.
    let label: string | null = null;
    for (let i = 0; i < 120 && label === null; i++) {
      await page.keyboard.press('Tab');
      label = await page.evaluate(() =>
        document.activeElement?.hasAttribute('data-bar')
          ? document.activeElement.getAttribute('aria-label')
          : null,
      );
    }
    expect(label, 'a bar took the focus').not.toBeNull();
    const [, from, to] = /^(\d{4})(?:–(\d{4}))?:/.exec(label ?? '') ?? [];
    const count = Number(/(\d+)\D*$/.exec(label ?? '')?.[1]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`yearFrom=${from}&yearTo=${to ?? from}`));
    // The results are those of the bar: its count, fewer than before.
    await expect.poll(() => shownCount(page, lang)).toBe(count);
    expect(count).toBeLessThan(before);
    await expectNoAxeViolations(page);

    // The active year range is a chip that clears it.
    await page.locator('a[aria-label*="–"]', { hasText: `${from}–${to ?? from}` }).click();
    await expect(page).not.toHaveURL(/yearFrom=/);
    await expect.poll(() => shownCount(page, lang)).toBe(before);
  });
}

test('the table alternative lists the same years as links', async ({ page }) => {
  await page.goto('/en/search?q=');
  await openYears(page, 'en');
  const labels = await bars(page, 'en').evaluateAll((links) =>
    links.map((a) => a.getAttribute('aria-label')),
  );
  await page.getByText('Show as a table').click();
  const table = page.getByRole('table', { name: TIMELINE.en });
  await expect(table).toBeVisible();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
    );
  expect(rows.map(([years, n]) => `${years}: ${n} result${n === '1' ? '' : 's'}`)).toEqual(labels);
  await expectNoAxeViolations(page);
});

test('dragging across bars chooses a range of years', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a mouse drag');
  await page.goto('/en/search?q=');
  await openYears(page, 'en');
  const links = bars(page, 'en');
  const n = await links.count();
  const first = await links.nth(0).boundingBox();
  const last = await links.nth(n - 1).boundingBox();
  if (!first || !last) throw new Error('bars not drawn');
  const labelOf = async (i: number) => (await links.nth(i).getAttribute('aria-label')) ?? '';
  const from = /^(\d{4})/.exec(await labelOf(0))?.[1];
  const to = /^(\d{4})(?:–(\d{4}))?/
    .exec(await labelOf(n - 1))
    ?.slice(1)
    .filter(Boolean)
    .at(-1);
  await page.mouse.move(first.x + first.width / 2, first.y + first.height - 2);
  await page.mouse.down();
  await page.mouse.move(last.x + last.width / 2, last.y + last.height - 2, { steps: 8 });
  await page.mouse.up();
  await expect(page).toHaveURL(new RegExp(`yearFrom=${from}&yearTo=${to}`));
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('a bar is a plain link to the search with its years', async ({ page }) => {
    await page.goto('/fi/search?q=&image=1');
    await openYears(page, 'fi');
    const bar = bars(page, 'fi').first();
    const label = (await bar.getAttribute('aria-label')) ?? '';
    const [, from, to] = /^(\d{4})(?:–(\d{4}))?:/.exec(label) ?? [];
    await bar.click();
    await expect(page).toHaveURL(new RegExp(`yearFrom=${from}&yearTo=${to ?? from}&image=1`));
    // With years chosen, the "Years" filter is open.
    await openYears(page, 'fi');
  });
});
