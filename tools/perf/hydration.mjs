// Time to hydrated: how long after navigation a page's app has taken over the
// server-rendered HTML (the `hydrated` performance mark the document sets), in the
// machine's Chromium with the CPU slowed 4× (as a mid-range phone), no network throttling.
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, playwrightChromiumArgs } from '../../apps/web-e2e/src/chromium.ts';

/**
 * Waits until the document says it has hydrated, asking from outside the page every 50 ms
 * (a tiny expression in the page's own world). Playwright's waitForSelector would first
 * load its injected script into the page and watch every DOM change from there: on a CPU
 * slowed 4× that is 40–50 ms of main-thread work no visitor's page does, right in the
 * window being measured (it put the search page's hydration 100–150 ms later).
 */
async function hydrated(cdp, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    // A document still being replaced has no context to ask: asked again in 50 ms.
    const answer = await cdp
      .send('Runtime.evaluate', {
        expression: `document.documentElement.dataset.hydrated === 'true'`,
        returnByValue: true,
      })
      .catch(() => null);
    if (answer?.result.value === true) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The page did not hydrate within ${timeoutMs} ms`);
}

/**
 * The median, over `runs` fresh page loads, of the `hydrated` mark's time for each path,
 * after one warm-up load (which fills the server's page cache and the browser's HTTP cache
 * the way a returning visitor's would not: each run uses a fresh browser context).
 */
export async function timeToHydrated({ base, paths, runs = 5, cpuSlowdown = 4 }) {
  // Without the browser window's own idle work (chromium.ts): it is no part of the page.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: playwrightChromiumArgs(),
  });
  try {
    const results = {};
    for (const [name, path] of Object.entries(paths)) {
      const times = [];
      for (let i = 0; i <= runs; i += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        await page.goto(`${base}${path}`, { waitUntil: 'commit' });
        await hydrated(cdp);
        const ms = await page.evaluate(
          () => performance.getEntriesByName('hydrated', 'mark')[0]?.startTime ?? NaN,
        );
        if (i > 0) times.push(Math.round(ms));
        await context.close();
      }
      const sorted = [...times].sort((a, b) => a - b);
      results[name] = { medianMs: sorted[Math.floor(sorted.length / 2)], runsMs: times };
    }
    return results;
  } finally {
    await browser.close();
  }
}
