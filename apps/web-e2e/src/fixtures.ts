import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The three site languages, with a word of each to recognise the page by. */
export const LANGS = ['fi', 'sv', 'en'] as const;

/**
 * Every test collects the page's errors (uncaught exceptions, console errors such as
 * hydration mismatches and CSP violations) and fails if any appeared.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  /**
   * A page of the app answers to script once it has hydrated, which it does after the
   * page has loaded and painted (entry-client.tsx): `goto` waits for that, as a visitor
   * waits for a page to respond, before a test presses its buttons. Pages without the
   * app (the sign-in form, pages with script off) are not waited for.
   */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await page
        .waitForFunction(
          () =>
            document.documentElement.dataset['hydrated'] === 'true' ||
            !document.querySelector('script[type="module"][src]'),
          undefined,
          { timeout: 15_000 },
        )
        // A page that never hydrates fails on what the test expects of it instead.
        .catch(() => undefined);
      return response;
    };
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // A 404 page's own document load is reported as a failed resource: expected.
        if (/Failed to load resource: the server responded with a status of 404/.test(text)) return;
        errors.push(`console: ${text}`);
      });
      await use(errors);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** Runs axe with the WCAG 2.1 A and AA rules and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Opens `path` and waits until the page has hydrated (its controls respond to script). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

export { expect };
