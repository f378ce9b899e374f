// Early input: each control a visitor can press on a page before its app has hydrated,
// pressed as soon as it is on the screen of a phone (412 × 823, the CPU slowed 4×, no
// network throttling), and its effect checked once the app runs. A control passes when
// its effect is there within 10 s of hydration; "early" says whether the press really
// came before hydration (on a fast run the app can win the race: the check still holds,
// but it then proves less).
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, playwrightChromiumArgs } from '../../apps/web-e2e/src/chromium.ts';

const EFFECT_MS = 10_000;

/** The page is hydrated (asked without waiting, so the press is not held up by asking). */
const isHydrated = (page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

const waitHydrated = (page) =>
  page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });

/** The checks: where, what is pressed, and what must be true afterwards. */
function checks(objectId) {
  const results = (page) => page.getByRole('list', { name: 'Search results' }).locator('> li');
  return [
    {
      name: 'layout choice (Rows)',
      path: '/en/search?q=a',
      press: (page) => page.getByRole('radio', { name: 'Rows' }).click(),
      effect: (page) =>
        page
          .getByRole('radio', { name: 'Rows' })
          .waitFor({ state: 'attached' })
          .then(() =>
            page.getByRole('radio', { name: 'Rows' }).getAttribute('aria-checked', {
              timeout: EFFECT_MS,
            }),
          )
          .then((checked) => checked === 'true'),
    },
    {
      name: 'sort',
      path: '/en/search',
      press: (page) => page.getByRole('combobox', { name: 'Order' }).selectOption('year-desc'),
      effect: (page) => page.waitForURL(/[?&]sort=year-desc/, { timeout: EFFECT_MS }),
    },
    {
      name: 'filter (with an image)',
      path: '/en/search',
      // On a phone the filters are behind their disclosure (a native <details>).
      press: async (page) => {
        const box = page.getByRole('checkbox', { name: /With an image only/ });
        if (!(await box.isVisible())) await page.getByText('Show filters').click();
        await box.check();
      },
      effect: (page) => page.waitForURL(/[?&]image=1/, { timeout: EFFECT_MS }),
    },
    {
      name: 'year typed',
      path: '/en/search',
      press: async (page) => {
        const from = page.getByRole('group', { name: 'Year made' }).getByLabel('From');
        if (!(await from.isVisible())) await page.getByText('Show filters').click();
        await from.fill('1900');
        await from.press('Tab');
      },
      effect: (page) => page.waitForURL(/[?&]yearFrom=1900/, { timeout: EFFECT_MS }),
    },
    {
      name: 'Show more',
      path: '/en/search',
      press: (page) => page.getByRole('button', { name: 'Show more' }).click(),
      effect: (page) =>
        results(page)
          .nth(50)
          .waitFor({ state: 'attached', timeout: EFFECT_MS })
          .then(() => true),
    },
    {
      name: 'Favourite',
      path: `/en/object/${objectId}`,
      press: (page) => page.getByRole('button', { name: 'Favourite' }).click(),
      effect: (page) =>
        page
          .getByRole('button', { name: 'In favourites' })
          .waitFor({ state: 'visible', timeout: EFFECT_MS })
          .then(() => true),
    },
    {
      name: 'menu',
      path: '/en/',
      press: (page) => page.getByRole('button', { name: 'Menu', exact: true }).click(),
      effect: (page) =>
        page
          .locator('button[aria-controls="site-menu"][aria-expanded="true"]')
          .waitFor({ state: 'attached', timeout: EFFECT_MS })
          .then(() => true),
    },
    {
      name: 'language (Svenska)',
      path: '/en/',
      press: (page) => page.getByRole('link', { name: 'Svenska' }).first().click(),
      effect: (page) => page.waitForURL(/\/sv\//, { timeout: EFFECT_MS }),
    },
  ];
}

/**
 * Runs every early-input check against `base` (a built server), each in a fresh browser
 * context. Returns one row per control: { name, path, early, ok, error? }.
 */
export async function earlyInputChecks({ base, objectId, cpuSlowdown = 4 }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: playwrightChromiumArgs(),
  });
  try {
    const rows = [];
    for (const check of checks(objectId)) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      const row = { name: check.name, path: check.path, early: false, ok: false };
      try {
        // Pressed at once: as soon as the document has arrived and the control is shown.
        await page.goto(`${base}${check.path}`, { waitUntil: 'commit' });
        await check.press(page);
        row.early = !(await isHydrated(page));
        await waitHydrated(page);
        row.ok = (await check.effect(page)) !== false;
      } catch (error) {
        row.error = String(error?.message ?? error).split('\n')[0];
      }
      rows.push(row);
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
  }
}
