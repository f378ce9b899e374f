import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Each slow page's start: lets its app's script through. */
const starts = new WeakMap<Page, () => void>();

/**
 * A page of its own (the fixture's page waits for hydration on goto) whose app is held
 * back until the test calls {@link hydrated}, as on a slow phone: what the visitor does
 * meanwhile happens to the server-rendered HTML. `cpuSlowdown` slows the page's processor
 * as well (4: a mid-range phone).
 */
export async function slowStartingPage(
  page: Page,
  path: string,
  { cpuSlowdown = 1 }: { cpuSlowdown?: number } = {},
): Promise<Page> {
  const early = await page.context().newPage();
  if (cpuSlowdown > 1) {
    const cdp = await early.context().newCDPSession(early);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  const started = new Promise<void>((resolve) => {
    starts.set(early, resolve);
    // Never held for good: a test that forgets to start the app still ends.
    setTimeout(resolve, 30_000);
  });
  await early.route('**/assets/start-client-*.js', async (route) => {
    await started;
    await route.continue();
  });
  await early.goto(path);
  return early;
}

/** Fails unless the app has not yet taken over `early` (what was just done was done early). */
export const notYetHydrated = async (early: Page) =>
  expect(await early.locator('html').getAttribute('data-hydrated')).toBeNull();

/** Lets the app of `early` start, and waits until it has taken over the page. */
export async function hydrated(early: Page) {
  starts.get(early)?.();
  await early.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
}
