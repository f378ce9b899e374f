import type { Page } from '@playwright/test';
import { LANGS, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';

const SIGN_IN = { fi: 'Kirjaudu sisään', sv: 'Logga in', en: 'Please sign in' };

async function register(page: Page) {
  const email = `gallerist-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'paintings in the evening light', name: 'Helmi Galleristi' },
  });
  expect(res.status()).toBe(201);
}

async function someObjectIds(page: Page, count: number): Promise<number[]> {
  const res = await page.request.post('/api/search', { data: { lang: 'en', hasImage: true } });
  const { data } = (await res.json()) as { data: Array<{ id: number }> };
  return data.slice(0, count).map((o) => o.id);
}

for (const lang of LANGS) {
  test(`${lang}: gallery pages ask a signed-out visitor to sign in`, async ({ page }) => {
    for (const path of [`/${lang}/galleries`, `/${lang}/favourites`]) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 2, name: SIGN_IN[lang] })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test('create a gallery from an object, see it, edit it, delete it', async ({ page }) => {
  // Five axe runs and, as the file's first test, a fresh server's first gallery view (its
  // page data blocks the event loop for about 5 s on a busy machine).
  test.setTimeout(60_000);
  await register(page);
  const [first, second] = await someObjectIds(page, 2);
  await gotoHydrated(page, `/en/object/${first}`);
  await page.getByRole('button', { name: 'Add to gallery' }).click();
  // No galleries yet: the new-gallery modal opens straight away (spec §2).
  const dialog = page.getByRole('dialog', { name: 'New gallery' });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder('Name...').fill('Evening light');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const done = page.getByRole('dialog', { name: 'Gallery Evening light created' });
  await expect(done).toBeVisible();
  await expectNoAxeViolations(page);
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();

  // A second object: the add-to-gallery modal lists the gallery.
  await gotoHydrated(page, `/en/object/${second}`);
  await page.getByRole('button', { name: 'Add to gallery' }).click();
  const add = page.getByRole('dialog', { name: 'Add to gallery' });
  await add.getByRole('button', { name: 'Evening light' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('button', { name: 'Add to gallery' }).click();
  await expect(add.getByRole('button', { name: /Evening light/ })).toBeDisabled();
  await page.keyboard.press('Escape');

  await gotoHydrated(page, '/en/galleries');
  await expect(page.getByText('2 works')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Evening light', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Evening light', {
    timeout: 15_000,
  });
  await expect(page.getByRole('list', { name: 'Works' }).locator('> li')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Edit gallery' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit gallery');
  const removes = page.getByRole('button', { name: /^Remove from the gallery/ });
  await expect(removes).toHaveCount(2);
  await removes.first().click();
  await expect(removes).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Delete gallery' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete gallery' }).click();
  await expect(page).toHaveURL(/\/en\/galleries$/);
  await expect(page.getByText('You have no galleries yet')).toBeVisible();
});

test('favourites, and signing in from an object page returns to the modal', async ({ page }) => {
  const [first] = await someObjectIds(page, 1);
  await gotoHydrated(page, `/fi/object/${first}`);
  await page.getByRole('link', { name: 'Lisää galleriaan' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await page.getByRole('link', { name: /Luo tili/ }).click();
  await page.getByLabel('Nimi').fill('Helmi');
  await page.getByLabel('Sähköpostiosoite').fill(`fav-${Date.now()}@example.org`);
  await page.getByLabel('Salasana', { exact: true }).fill('a quiet evening at the ateneum');
  await page.getByRole('button', { name: 'Luo tili' }).click();
  await expect(page).toHaveURL(new RegExp(`/fi/object/${first}`));
  await expect(page.getByRole('dialog', { name: 'Uusi galleria' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Suosikki' }).click();
  // Pressed, the toggle says so in words too ("♥ Suosikeissa").
  await expect(page.getByRole('button', { name: 'Suosikeissa' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await gotoHydrated(page, '/fi/favourites');
  await expect(page.getByRole('list', { name: 'Teokset' }).locator('> li')).toHaveCount(1);
});

test('a gallery’s view is rendered on the server: public indexable, private a 404', async ({
  page,
  browser,
}, info) => {
  // Three browsers' worth of work and two axe runs, on a busy machine.
  test.setTimeout(90_000);
  await register(page);
  const [first, second] = await someObjectIds(page, 2);
  const created = await page.request.post('/api/galleries', {
    data: { name: 'Rendered on the server', artworkId: first },
  });
  const { id } = (await created.json()) as { id: number };
  await page.request.post(`/api/galleries/${id}/artwork/${second}`);
  const made = await page.request.patch(`/api/galleries/${id}`, {
    data: { visibility: 'public', description: 'Light over the lake.' },
  });
  const { slug } = (await made.json()) as { slug: string };

  // Someone signed out, and before any script runs: the HTML itself has the gallery.
  const stranger = await browser.newContext({ baseURL: info.project.use.baseURL });
  const html = await stranger.request.get(`/en/galleries/${slug}`);
  expect(html.status()).toBe(200);
  const body = await html.text();
  expect(body).toContain('<h1>Rendered on the server</h1>');
  expect(body).toContain(`href="/en/object/${first}"`);
  expect(body).toContain(`href="/en/object/${second}"`);
  expect(body).toContain('<meta name="description" content="Light over the lake."/>');
  expect(body).toContain('<link rel="canonical"');
  expect(body).not.toContain('noindex');
  expect(html.headers()['cache-control']).toBe('private, no-store');

  // The server-rendered page is accessible as it is, before its script (never loaded
  // here; axe needs script in the page, so the page's own is blocked instead)…
  const noScript = await browser.newContext({ baseURL: info.project.use.baseURL });
  const plain = await noScript.newPage();
  await plain.route(/\.js(\?|$)/, (route) => route.abort());
  await plain.goto(`/en/galleries/${slug}`);
  await expect(plain.getByRole('list', { name: 'Works' }).locator('> li')).toHaveCount(2);
  expect(await plain.locator('html[data-hydrated]').count()).toBe(0);
  await expectNoAxeViolations(plain);
  await noScript.close();
  // …and once hydrated, with nothing fetched again to show it.
  const viewer = await stranger.newPage();
  const asked: string[] = [];
  viewer.on('request', (request) => {
    if (/\/api\/(pagedata|galleries|search\/additional)/.test(request.url())) {
      asked.push(request.url());
    }
  });
  await gotoHydrated(viewer, `/en/galleries/${slug}`);
  await expect(viewer.getByRole('list', { name: 'Works' }).locator('> li')).toHaveCount(2);
  await expectNoAxeViolations(viewer);
  expect(asked).toEqual([]);

  // Made private (which also replaces the link): a 404 for anyone but the owner.
  const closed = await page.request.patch(`/api/galleries/${id}`, {
    data: { visibility: 'private' },
  });
  const own = (await closed.json()) as { slug: string };
  for (const path of [`/en/galleries/${slug}`, `/en/galleries/${own.slug}`]) {
    const res = await stranger.request.get(path);
    expect(res.status()).toBe(404);
    expect(await res.text()).not.toContain('Rendered on the server');
  }
  const owners = await page.request.get(`/en/galleries/${own.slug}`);
  expect(owners.status()).toBe(200);
  expect(await owners.text()).toContain('<meta name="robots" content="noindex"/>');
  await stranger.close();
});
