import { LANGS, expect, gotoHydrated, test } from './fixtures';

// What a page's first load costs (issue 5's budget): scripts and pages travel compressed,
// and a page loads its own language's messages, no other language's.

/** The message catalogue chunks a page requested, by language: /assets/{lang}-{hash}.js. */
function catalogues(urls: string[]): string[] {
  return urls.flatMap((url) => /\/assets\/(fi|sv|en)-[\w-]{8}\.js$/.exec(url)?.[1] ?? []);
}

for (const lang of LANGS) {
  test(`${lang}: the search page loads its own language's messages and no other`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await gotoHydrated(page, `/${lang}/search`);
    expect(catalogues(requested)).toEqual([lang]);
  });
}

test('following a language link loads that language’s messages on the way', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await gotoHydrated(page, '/fi/search');
  await page
    .locator('header a[hreflang="sv"]')
    .first()
    .click({ timeout: 5000 })
    .catch(async () => {
      // On a phone the switcher lives in the menu.
      await page.locator('header').getByRole('button', { name: 'Valikko' }).click();
      await page.getByRole('dialog').locator('a[hreflang="sv"]').click();
    });
  await expect(page).toHaveURL(/\/sv\/search$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A language link loads the page anew (spec §2): its app, with the Swedish messages,
  // is fetched once that page has loaded, and has them when it has hydrated.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  expect(new Set(catalogues(requested))).toEqual(new Set(['fi', 'sv']));
});

test('pages and scripts come compressed to a browser that accepts it', async ({ page }) => {
  const html = await page.request.get('/fi/search', {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(html.headers()['content-encoding']).toBe('br');
  expect(html.headers()['vary']).toContain('Accept-Encoding');
  const script = /<script type="module" src="([^"]+)"/.exec(await html.text())?.[1];
  expect(script).toBeTruthy();
  const gzip = await page.request.get(script ?? '', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});
