import { LANGS, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';

const TITLES = { fi: 'Rajapinta kehittäjille', sv: 'API för utvecklare', en: 'API for developers' };
const FOOTER_LINKS = { fi: 'Kehittäjille', sv: 'För utvecklare', en: 'For developers' };
const KEY_LINKS = { fi: 'Pyydä API-avain', sv: 'Begär en API-nyckel', en: 'Request an API key' };
/** The limit the e2e server runs with: the configuration's default. */
const RATE = {
  fi: '120 pyyntöä 60 sekunnin aikana',
  sv: '120 anrop per 60 sekunder',
  en: '120 requests per 60 seconds',
};

/** The keyless limit of the e2e server: the configuration's default. */
const KEYLESS = {
  fi: '30 pyyntöä 60 sekunnin aikana',
  sv: '30 anrop per 60 sekunder',
  en: '30 requests per 60 seconds',
};

// Just after start the server may still be busy (demo images) and shed load with 503 on
// a loaded machine: wait until it answers before judging the pages.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get('/fi/developers')).status(), { timeout: 60_000 })
    .toBe(200);
});

for (const lang of LANGS) {
  test(`${lang}: the developer page is server-rendered, complete and accessible`, async ({
    page,
  }) => {
    const res = await page.goto(`/${lang}/developers`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[lang]);
    await expect(page).toHaveTitle(new RegExp(TITLES[lang]));
    const main = page.getByRole('main');
    await expect(main.getByRole('navigation').first()).toContainText(TITLES[lang]);
    // The configured limit, the key page in this language, the document, the licence.
    await expect(main).toContainText(RATE[lang]);
    await expect(main).toContainText(KEYLESS[lang]);
    await expect(main.getByRole('link', { name: KEY_LINKS[lang] })).toHaveAttribute(
      'href',
      `/apikey/form?lang=${lang}`,
    );
    await expect(main.locator('a[href$="/api/v1/openapi.json"]')).toBeVisible();
    await expect(main.locator(`a[href="/${lang}/kuvien-kayttooikeudet"]`)).toBeVisible();
    await expect(main).toContainText('CC0 1.0');
    // Every endpoint with a curl example, and the IIIF manifests.
    for (const path of [
      '/api/v1/objects',
      '/api/v1/objects/{id}',
      '/api/v1/search',
      '/api/v1/export',
    ]) {
      await expect(
        main.getByRole('heading', { level: 3, name: `GET ${path}`, exact: true }),
      ).toBeVisible();
    }
    await expect(
      main.locator('pre', { hasText: 'curl -H "x-api-key: $KOKOELMA_API_KEY"' }).first(),
    ).toBeVisible();
    await expect(main).toContainText('/iiif/3/manifest/object/{id}');
    await expectNoAxeViolations(page);
  });
}

test('the footer link reaches the developer page', async ({ page }) => {
  for (const lang of LANGS) {
    await gotoHydrated(page, `/${lang}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: FOOTER_LINKS[lang] }).click();
    // A client-side navigation: the URL changes once the page's data has loaded.
    await expect(page).toHaveURL(new RegExp(`/${lang}/developers$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[lang]);
  }
});

test('the table of contents works by keyboard', async ({ page }) => {
  await gotoHydrated(page, '/en/developers');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.getByRole('link', { name: 'Limits' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#developers-limits$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Limits' })).toBeInViewport();
});

test('nothing is cut off or scrolls sideways at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoHydrated(page, '/fi/developers');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

// Issue 43: this test asserted that a read without a key was refused (401); the reads now
// answer without one, at the keyless rate, and only the export asks for a key.
test('the OpenAPI document is served, the reads answer without a key, the export asks for one', async ({
  request,
}) => {
  const doc = await request.get('/api/v1/openapi.json');
  expect(doc.status()).toBe(200);
  const body = await doc.json();
  expect(body.openapi).toBe('3.1.0');
  expect(Object.keys(body.paths)).toEqual(
    expect.arrayContaining(['/api/v1/objects', '/api/v1/search', '/api/v1/export']),
  );
  const keyless = await request.get('/api/v1/objects');
  expect(keyless.status()).toBe(200);
  expect(keyless.headers()['ratelimit-policy']).toBe('"keyless";q=30;w=60');
  expect(keyless.headers()['ratelimit']).toMatch(/^"keyless";r=\d+;t=\d+$/);
  const refused = await request.get('/api/v1/export');
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error).toBe('api_key_missing');
});

test('the interactive API reference loads the document and shows an operation, with no CSP violation', async ({
  page,
}) => {
  // Every violation of the page's policy, as the page itself hears of it (console errors
  // fail every test too; this names the directive).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  const res = await page.goto('/api-reference');
  expect(res?.status()).toBe(200);
  const policy = res?.headers()['content-security-policy'] ?? '';
  // Scripts as strict as on every page: this origin and the answer's nonce only.
  expect(policy).toMatch(/script-src 'self' 'nonce-[0-9a-f]+'/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("connect-src 'self'");
  // An operation of the document, with its path, from the rendered reference.
  await expect(page.getByText('/api/v1/objects/{id}').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /Kokoelma public API/ }).first()).toBeVisible();
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect(violations).toEqual([]);
});

test('the developer page links to the interactive reference in every language', async ({
  page,
}) => {
  for (const lang of ['fi', 'sv', 'en'] as const) {
    await page.goto(`/${lang}/developers`);
    await expect(page.getByRole('main').locator('a[href="/api-reference"]')).toBeVisible();
  }
  // The site's own pages keep their policy: no inline styles allowed there.
  const front = await page.goto('/fi/');
  expect(front?.headers()['content-security-policy']).toMatch(
    /style-src 'self' 'nonce-[0-9a-f]+'(;|$)/,
  );
});
