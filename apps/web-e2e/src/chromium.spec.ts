import { chromium as playwright } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  CHROMIUM_PATH,
  IDLE_BROWSER_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
  playwrightChromiumArgs,
} from './chromium';

/** The switches Playwright starts Chromium with, given ours. */
async function launchSwitches(args: string[]): Promise<string[]> {
  const server = await playwright.launchServer({ executablePath: CHROMIUM_PATH, args });
  try {
    return server.process().spawnargs;
  } finally {
    await server.close();
  }
}

const disabled = (switches: string[]) =>
  switches.filter((flag) => flag.startsWith('--disable-features='));

test('the browser keeps Playwright’s disabled features and also leaves out the idle ones', async () => {
  test.skip(test.info().project.name !== 'desktop', 'one browser launch is enough');
  // Playwright's own list, as it launches today: ours repeats it, or a Playwright upgrade
  // would silently turn its features back on in every launch that adds one.
  const [theirs] = disabled(await launchSwitches(['--no-sandbox']));
  expect(theirs?.split('=')[1]?.split(',')).toEqual([...PLAYWRIGHT_DISABLED_FEATURES]);

  // Chromium takes the last --disable-features: ours, which holds both lists.
  const last = disabled(await launchSwitches(playwrightChromiumArgs())).at(-1);
  const features = last?.split('=')[1]?.split(',') ?? [];
  for (const feature of [...PLAYWRIGHT_DISABLED_FEATURES, ...IDLE_BROWSER_FEATURES])
    expect(features).toContain(feature);
});

test('a new window does not build the address bar’s popup page', async ({ browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'one browser is enough');
  // The browser of these tests is launched with playwrightChromiumArgs: the popup page, a
  // chrome:// renderer of its own, never starts. Its requests show in the browser's
  // target list as a page target of chrome://omnibox-popup.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/fi/');
  const cdp = await browser.newBrowserCDPSession();
  await page.waitForTimeout(500);
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(
    targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://')),
  ).toEqual([]);
  await context.close();
});
