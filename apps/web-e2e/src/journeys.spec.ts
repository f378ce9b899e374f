import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';
import { hydrated, notYetHydrated, slowStartingPage } from './slow-start';

// Issue 21: visitor journeys without rough edges.

async function register(page: Page) {
  const email = `journey-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'paintings in the evening light', name: 'Helmi Kulkija' },
  });
  expect(res.status()).toBe(201);
}

async function someObjectIds(page: Page, count: number): Promise<number[]> {
  const res = await page.request.post('/api/search', { data: { lang: 'en', hasImage: true } });
  const { data } = (await res.json()) as { data: Array<{ id: number }> };
  return data.slice(0, count).map((o) => o.id);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

// Client-side navigations wait for their page data: on a busy machine that takes a while.
const SLOW = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

test.describe('1. scroll position', () => {
  test('an object opened from scrolled results starts at the top; Back returns', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en/search');
    const results = page.getByRole('list', { name: 'Search results' });
    const item = results.locator('> li').nth(30);
    await item.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    const id = await item.getAttribute('id');
    await item.getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/object\/\d+/, SLOW);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/search/, SLOW);
    // The results' own restoration (the opened object, focused and in view) still works.
    await expect(page.locator(`#${id} a`)).toBeFocused();
    await expect(page.locator(`#${id}`)).toBeInViewport();
  });

  test('the site map from the footer and a page from the menu open at the top', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en/');
    const footer = page.getByRole('contentinfo');
    await footer.locator('a[href="/en/sitemap"]').scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
    await footer.locator('a[href="/en/sitemap"]').click();
    await expect(page).toHaveURL(/\/en\/sitemap$/, SLOW);
    await expect.poll(() => scrollY(page)).toBe(0);
    // Back returns to the footer.
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/$/, SLOW);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  });
});

test.describe('3. layout choice', () => {
  test('the stored layout choice is rendered by the server, so nothing moves', async ({ page }) => {
    await gotoHydrated(page, '/sv/search');
    await page.getByRole('radio', { name: 'Rader' }).click();
    await expect(page.getByRole('radio', { name: 'Rader' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'kokoelma_layout_results')?.value).toBe('row');
    // The server's HTML, before any script: the choice is already the checked one.
    const html = await (await page.request.get('/sv/search')).text();
    const checked = [...html.matchAll(/<button[^>]*role="radio"[^>]*>.*?<\/button>/gs)]
      .map(([button]) => button)
      .filter((button) => button.includes('aria-checked="true"'));
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('Rader');
    // And after hydration it stays.
    await gotoHydrated(page, '/sv/search');
    await expect(page.getByRole('radio', { name: 'Rader' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});

test.describe('4. show more', () => {
  test('keyboard focus moves to the first new result and the count is announced', async ({
    page,
  }) => {
    await gotoHydrated(page, '/fi/search');
    const results = page.getByRole('list', { name: /Hakutulokset/ });
    await expect(results.locator('> li')).toHaveCount(50);
    const more = page.getByRole('button', { name: 'Näytä lisää' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(results.locator('> li')).toHaveCount(100, SLOW);
    const fiftyFirst = results.locator('> li').nth(50);
    await expect(fiftyFirst.getByRole('link')).toBeFocused();
    await expect(page.getByText('Lisättiin 50 tulosta.')).toBeAttached();
    // The next Tab goes on through the results, not to the footer.
    await page.keyboard.press('Tab');
    const inResults = await page.evaluate(
      () => !!document.activeElement?.closest('[id^="object-"]'),
    );
    expect(inResults).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('en and sv say how many were added', async ({ page }) => {
    for (const [lang, button, text] of [
      ['en', 'Show more', '50 more results shown.'],
      ['sv', 'Visa fler', '50 resultat till visas.'],
    ] as const) {
      await gotoHydrated(page, `/${lang}/search`);
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByText(text)).toBeAttached(SLOW);
    }
  });
});

test.describe('7. analytics', () => {
  const events = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map(
        (e) => e.event,
      ),
    );

  test('a plain visit to the search page sends no collectionSearch; a search does', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en/search');
    await expect.poll(() => events(page)).toContain('pageview');
    // Events wait for the page to load and are checked every second.
    await page.waitForTimeout(1500);
    expect(await events(page)).not.toContain('collectionSearch');
    await page.getByRole('combobox', { name: /Search words/ }).fill('a');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=a/, SLOW);
    await expect.poll(() => events(page)).toContain('collectionSearch');
  });
});

test.describe('8. gallery modal', () => {
  test('a blank gallery name is refused next to the field; the modal stays open', async ({
    page,
    pageErrors,
  }) => {
    await register(page);
    const [first] = await someObjectIds(page, 1);
    await gotoHydrated(page, `/en/object/${first}`);
    await page.getByRole('button', { name: 'Add to gallery' }).click();
    const dialog = page.getByRole('dialog', { name: 'New gallery' });
    await expect(dialog).toBeVisible();
    await dialog.getByPlaceholder('Name...').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Give the gallery a name.')).toBeVisible();
    const field = dialog.getByRole('textbox', { name: 'Gallery name' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Give the gallery a name.');
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page);
    // A failed call says so, too.
    await page.route('**/api/galleries', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: '{"error":"internal"}' })
        : route.fallback(),
    );
    await field.fill('Evening light');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Saving failed. Check the name and try again.')).toBeVisible();
    // The browser logs the failed request it was made to fail: expected here.
    const failed = pageErrors.findIndex((e) => e.includes('status of 500'));
    expect(failed).toBeGreaterThanOrEqual(0);
    pageErrors.splice(failed, 1);
    await page.unroute('**/api/galleries');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Gallery Evening light created' })).toBeVisible();
  });
});

test.describe('9. my galleries', () => {
  test('after deleting from an edit page opened by its address, My galleries is the truth', async ({
    page,
  }) => {
    await register(page);
    const [first, second] = await someObjectIds(page, 2);
    const made: number[] = [];
    for (const [name, artworkId] of [
      ['Kept', first],
      ['Gone', second],
    ] as const) {
      const res = await page.request.post('/api/galleries', { data: { name, artworkId } });
      expect(res.ok()).toBe(true);
      made.push(((await res.json()) as { id: number }).id);
    }
    await gotoHydrated(page, `/en/galleries/${made[1]}/edit`);
    await page.getByRole('button', { name: 'Delete gallery' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete gallery' }).click();
    await expect(page).toHaveURL(/\/en\/galleries$/, SLOW);
    await expect(page.getByRole('link', { name: 'Kept', exact: true })).toBeVisible();
    await expect(page.getByText('You have no galleries yet')).toHaveCount(0);
  });
});

test.describe('12. og:image of content pages', () => {
  for (const path of ['/en/kuvien-kayttooikeudet', '/fi/']) {
    test(`${path}: the og:image is exactly 1100 × 650, as it declares`, async ({ page }) => {
      await page.goto(path);
      const og = await page.locator('meta[property="og:image"]').getAttribute('content');
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
        'content',
        '1100',
      );
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute(
        'content',
        '650',
      );
      const url = new URL(og ?? '');
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return [image.naturalWidth, image.naturalHeight];
      }, `${url.pathname}${url.search}`);
      expect(size).toEqual([1100, 650]);
    });
  }
});

test.describe('14. image download', () => {
  test('a free image downloads as a file named after the work; a reserved one offers no download', async ({
    page,
  }) => {
    const res = await page.request.post('/api/search', { data: { lang: 'fi', hasImage: true } });
    const { data } = (await res.json()) as {
      data: Array<{ id: number; images: Array<{ license: string | null }> }>;
    };
    const free = data.find((o) => o.images[0]?.license === 'CC0');
    const reserved = data.find((o) => o.images[0]?.license === 'All rights reserved');
    expect(free && reserved).toBeTruthy();
    for (const [lang, name] of [
      ['fi', 'Lataa kuva'],
      ['en', 'Download the image'],
    ] as const) {
      await gotoHydrated(page, `/${lang}/object/${free?.id}`);
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', new RegExp(`^/image-download/.+\\?lang=${lang}$`));
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/\.jpg$/);
      expect(download.suggestedFilename().length).toBeGreaterThan('x.jpg'.length);
    }
    await gotoHydrated(page, `/en/object/${reserved?.id}`);
    await expect(page.getByRole('link', { name: 'Download the image' })).toHaveCount(0);
    // The server refuses it too, whoever asks.
    const pageData = (await (
      await page.request.get(`/api/pagedata?path=/en/object/${reserved?.id}`)
    ).json()) as { object: { images: Array<{ id: string; filename_extension: string }> } };
    const image = pageData.object.images[0];
    const refused = await page.request.get(
      `/image-download/${image?.id}${image?.filename_extension}?lang=en`,
    );
    expect(refused.status()).toBe(403);
  });
});

test.describe('13. spec gaps', () => {
  test('dates of articles and videos are d.L.yyyy', async ({ page }) => {
    await page.goto('/en/artikkelit');
    const article = await page
      .locator('main a[href^="/en/artikkelit/"]')
      .first()
      .getAttribute('href');
    for (const path of [article ?? '', '/sv/videos']) {
      await page.goto(path);
      const dates = await page.locator('main time').allTextContents();
      expect(dates.length, path).toBeGreaterThan(0);
      for (const date of dates) expect(date).toMatch(/\b\d{1,2}\.\d{1,2}\.\d{4}\b/);
      for (const date of dates) expect(date).not.toMatch(/[A-Za-z]{3,} \d{4}|\d{4}-\d\d/);
    }
  });

  test('a Finnish title on an English page carries lang="fi"', async ({ page }) => {
    const res = await page.request.post('/api/search', { data: { lang: 'en' } });
    const { objectIds } = (await res.json()) as { objectIds: number[] };
    const objects = (await (
      await page.request.post('/api/search/additional', { data: { ids: objectIds.slice(0, 200) } })
    ).json()) as Array<{ id: number; title: { fi: string | null; en: string | null } }>;
    const finnishOnly = objects.find((o) => o.title.fi && !o.title.en);
    test.skip(!finnishOnly, 'the demo collection has no object without an English title');
    await page.goto(`/en/object/${finnishOnly?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'fi');
    await expectNoAxeViolations(page);
  });

  test('the Donate link goes to the donation page in the page’s language', async ({ page }) => {
    for (const lang of ['fi', 'sv', 'en'] as const) {
      await page.goto(`/${lang}/`);
      const hrefs = await page
        .locator('a[href*="kansallisgalleria.fi"][href*="tue-toimintaamme"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href).toContain(`kansallisgalleria.fi/${lang}/`);
    }
  });

  test('switching language on /login keeps returnTo, in the new language', async ({ page }) => {
    await page.goto(`/login?lang=fi&returnTo=${encodeURIComponent('/fi/search?q=talvi')}`);
    const english = page.locator('a[hreflang="en"]').first();
    await expect(english).toHaveAttribute(
      'href',
      `/login?lang=en&returnTo=${encodeURIComponent('/en/search?q=talvi')}`,
    );
  });
});

test.describe('10. unsupported browsers', () => {
  const BANNER = 'The browser you are using is unsupported. The site may not work correctly.';
  for (const [name, userAgent, warned] of [
    [
      'Internet Explorer 11',
      'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
      true,
    ],
    [
      'Internet Explorer 10',
      'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
      true,
    ],
    [
      'Googlebot',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      false,
    ],
    [
      'a link preview',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      false,
    ],
  ] as const) {
    test(`${name} is ${warned ? '' : 'not '}warned`, async ({ browser }) => {
      const context = await browser.newContext({ userAgent, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/en/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(BANNER)).toHaveCount(warned ? 1 : 0);
      await context.close();
    });
  }
});

test.describe('11. error page', () => {
  test('/errorTest looks like the site: styled, one h1, a collection photo with its credit', async ({
    page,
    pageErrors,
  }) => {
    const res = await page.goto('/errorTest');
    expect(res?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const messages = page.getByRole('heading', { level: 2 });
    await expect(messages).toHaveCount(3);
    expect(
      await messages.evaluateAll((els) =>
        els.map((el) => el.closest('[lang]')?.getAttribute('lang')),
      ),
    ).toEqual(['fi', 'sv', 'en']);
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).toContain('system-ui');
    const photo = page.getByRole('main').locator('img');
    await expect(photo).toHaveCount(1);
    await expect(page.locator('figcaption')).toContainText('Photo: ');
    await expect(page.locator('figcaption')).toContainText('Kuva: ');
    const size = await photo.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(size).toEqual([1100, 650]);
    await expectNoAxeViolations(page);
    // The document itself answered 500: that console line is the expected one.
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !/status of 500/.test(e)));
  });
});

test.describe('2. input before hydration', () => {
  test('a filter chosen before the app starts stays chosen and is applied', async ({ page }) => {
    const early = await slowStartingPage(page, '/en/search', { cpuSlowdown: 4 });
    const filter = early.getByRole('checkbox', { name: /With an image only/ });
    // On a phone the filters sit behind their disclosure, a native <details>: it opens
    // without the app.
    if (!(await filter.isVisible())) await early.getByText('Show filters').click();
    await filter.check();
    await early.getByRole('combobox', { name: 'Order' }).selectOption('year-desc');
    await notYetHydrated(early);
    await hydrated(early);
    // Once running, the app acts on both choices, as it would have at once.
    await expect(early).toHaveURL(/[?&]image=1/, SLOW);
    await expect(early).toHaveURL(/[?&]sort=year-desc/);
    await expect(early.getByRole('checkbox', { name: /With an image only/ })).toBeChecked();
    await expect(early.getByRole('combobox', { name: 'Order' })).toHaveValue('year-desc');
    await early.close();
  });

  test('a sign-in form filled in before the app starts keeps what was typed', async ({ page }) => {
    const early = await slowStartingPage(page, '/login?lang=en', { cpuSlowdown: 4 });
    await early.getByLabel('E-mail address').fill('early@example.org');
    await early.getByLabel('Password', { exact: true }).fill('typed before the app');
    await notYetHydrated(early);
    await hydrated(early);
    await expect(early.getByLabel('E-mail address')).toHaveValue('early@example.org');
    await expect(early.getByLabel('Password', { exact: true })).toHaveValue('typed before the app');
    await early.close();
  });

  test('the API key sign-in form filled in before the app starts keeps what was typed', async ({
    page,
  }) => {
    // (The key's own screen, with the request form, is loaded in the browser (spec §4):
    // there is nothing to type into before the app runs.)
    const early = await slowStartingPage(page, '/apikey/login?lang=en', { cpuSlowdown: 4 });
    await early.getByLabel('E-mail address').fill('developer@example.org');
    await early.getByLabel('Password', { exact: true }).fill('an early developer');
    await notYetHydrated(early);
    await hydrated(early);
    await expect(early.getByLabel('E-mail address')).toHaveValue('developer@example.org');
    await expect(early.getByLabel('Password', { exact: true })).toHaveValue('an early developer');
    await early.close();
  });

  test('words typed into the search box before the app starts are kept and predicted', async ({
    page,
  }) => {
    const early = await slowStartingPage(page, '/fi/search', { cpuSlowdown: 4 });
    const box = early.getByRole('combobox', { name: /Hakusanat/ });
    await box.pressSequentially('tal', { delay: 30 });
    await notYetHydrated(early);
    await hydrated(early);
    await expect(box).toHaveValue('tal');
    await expect(early.getByRole('option').first()).toBeVisible(SLOW);
    await early.close();
  });
});
