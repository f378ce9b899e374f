import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';

// The UX review's rubric (§5) for the visual identity and galleries (issue 37, part B):
// R1 brand type, R7 galleries show art, R8 sharing works for the recipient, R9 nothing
// cut or overlapped at 375 px. "First screen": the element's top is less than the
// viewport's height minus 100 px.

const CURATOR = 'Helmi Galleristi';

async function register(page: Page, name = CURATOR) {
  const email = `identity-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'paintings in the evening light', name },
  });
  expect(res.status()).toBe(201);
}

/** A gallery of six works with images, visible to anyone with the link; its slug. */
async function sixWorkGallery(page: Page, name: string) {
  const res = await page.request.post('/api/search', { data: { lang: 'en', hasImage: true } });
  const { data } = (await res.json()) as { data: Array<{ id: number }> };
  const ids = data.slice(0, 6).map((o) => o.id);
  expect(ids).toHaveLength(6);
  const created = await page.request.post('/api/galleries', {
    data: { name, artworkId: ids[0] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const artwork of ids.slice(1)) {
    expect((await page.request.post(`/api/galleries/${id}/artwork/${artwork}`)).ok()).toBe(true);
  }
  const made = await page.request.patch(`/api/galleries/${id}`, {
    data: { visibility: 'link', description: 'Light over the lake in June.' },
  });
  const { slug } = (await made.json()) as { slug: string };
  return { id, slug };
}

/** In the page: both web faces (not only their local fallbacks) have loaded. */
function webFontsLoaded() {
  const loaded = [...document.fonts]
    .filter((face) => face.status === 'loaded')
    .map((face) => face.family.replace(/^["']|["']$/g, ''));
  return loaded.includes('Inter Variable') && loaded.includes('Source Serif 4 Variable');
}

async function strangerPage(
  browser: Browser,
  info: TestInfo,
  size: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: size });
  return context.newPage();
}

test.describe('R1: brand type', () => {
  test('the h1 of /en/ is set in the loaded display face, the text in the text face', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en/');
    // The web fonts come after the page's images: wait until both faces are in.
    await page.waitForFunction(webFontsLoaded);
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      const h1 = document.querySelector('h1');
      const family = h1 ? getComputedStyle(h1).fontFamily : '';
      const first =
        family
          .split(',')[0]
          ?.trim()
          .replace(/^["']|["']$/g, '') ?? '';
      const loaded = [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/^["']|["']$/g, ''));
      return {
        size: document.fonts.size,
        family,
        first,
        loaded,
        body: getComputedStyle(document.body).fontFamily,
      };
    });
    expect(fonts.size).toBeGreaterThan(0);
    expect(fonts.first).not.toBe('system-ui');
    expect(fonts.first).toBe('Source Serif 4 Variable');
    expect(fonts.loaded).toContain('Source Serif 4 Variable');
    expect(fonts.loaded).toContain('Inter Variable');
    expect(fonts.body.split(',')[0]).toMatch(/Inter Variable/);
  });

  test('the fonts come from this site after the page’s images, woff2, cached for a year', async ({
    page,
  }) => {
    const fontResponses: Array<{ url: string; type: string; cache: string }> = [];
    page.on('response', (response) => {
      if (/\.woff2$/.test(new URL(response.url()).pathname)) {
        fontResponses.push({
          url: response.url(),
          type: response.headers()['content-type'] ?? '',
          cache: response.headers()['cache-control'] ?? '',
        });
      }
    });
    const res = await gotoHydrated(page, '/en/');
    // No font is preloaded or fetched with the page's first requests: the art comes first.
    await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0);
    expect(res?.headers()['content-security-policy']).toContain("font-src 'self'");
    await expect.poll(() => fontResponses.length).toBeGreaterThanOrEqual(2);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      const fonts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\.woff2$/.test(new URL(entry.name).pathname));
      const images = (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).filter((entry) => entry.initiatorType === 'img');
      return {
        firstFont: Math.min(...fonts.map((entry) => entry.startTime)),
        firstImageEnd: Math.min(...images.map((entry) => entry.responseEnd)),
        load: navigation.loadEventStart,
      };
    });
    expect(timing.firstFont).toBeGreaterThanOrEqual(Math.min(timing.load, timing.firstImageEnd));
    for (const font of fontResponses) {
      expect(new URL(font.url).origin).toBe(new URL(page.url()).origin);
      expect(font.type).toBe('font/woff2');
      expect(font.cache).toBe('public, max-age=31536000, immutable');
    }
  });

  test('the swap to the web fonts shifts no layout on /en/', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >) {
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoHydrated(page, '/en/');
    await page.waitForFunction(webFontsLoaded);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    expect(cls).toBeLessThan(0.05);
  });
});

test.describe('R7 and R8: galleries show art and are worth sharing', () => {
  test('each row of My galleries shows a cover image; a gallery shows its first work on the first screen', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'desktop', 'measured at 1280 × 800');
    await register(page);
    await sixWorkGallery(page, 'Finnish summer light');
    await sixWorkGallery(page, 'Evening');
    await gotoHydrated(page, '/en/galleries');
    const rows = page.getByRole('list', { name: 'My galleries' }).locator('> li');
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      await expect(row.locator('img').first()).toBeVisible();
      expect(await row.locator('img').count()).toBe(4);
    }
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Finnish summer light', exact: true }).click();
    // A fresh server's first gallery view takes its page data 5 s on a busy machine.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finnish summer light', {
      timeout: 15_000,
    });
    const works = page.getByRole('list', { name: 'Works' });
    await expect(works.locator('img').first()).toBeVisible();
    const top = await works
      .locator('img')
      .first()
      .evaluate((img) => img.getBoundingClientRect().top);
    expect(top).toBeLessThan(800 - 100);
    // JSON, IIIF and embed wait in one disclosure after the works.
    const use = page.locator('summary', { hasText: 'Use this gallery' });
    await expect(use).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download as JSON' })).toBeHidden();
    await use.click();
    await expect(page.getByRole('link', { name: 'Download as JSON' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in a IIIF viewer' })).toBeVisible();
    const useTop = await use.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const worksTop = await works.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(useTop).toBeGreaterThan(worksTop);
    await expectNoAxeViolations(page);
  });

  test('a signed-out visitor sees the curator and the way home, not "My galleries"', async ({
    page,
    browser,
  }, info) => {
    await register(page);
    const { slug } = await sixWorkGallery(page, 'Shared light');
    const size = page.viewportSize() ?? { width: 1280, height: 800 };
    const visitor = await strangerPage(browser, info, size);
    await gotoHydrated(visitor, `/en/galleries/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Shared light');
    await expect(visitor.getByText(`By ${CURATOR}`)).toBeVisible();
    await expect(visitor.getByText('Light over the lake in June.')).toBeVisible();
    const crumbs = visitor.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByText('My galleries')).toHaveCount(0);
    if (size.width >= 768) {
      await expect(crumbs.getByRole('link', { name: 'Front page' })).toBeVisible();
      await expect(crumbs.getByText('Gallery', { exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(visitor);
    // In Finnish and Swedish too.
    await gotoHydrated(visitor, `/fi/galleries/${slug}`);
    await expect(visitor.getByText(`Kokoajana ${CURATOR}`)).toBeVisible();
    await expect(
      visitor.getByRole('navigation', { name: 'Murupolku' }).getByText('Omat galleriat'),
    ).toHaveCount(0);
    await gotoHydrated(visitor, `/sv/galleries/${slug}`);
    await expect(visitor.getByText(`Sammanställt av ${CURATOR}`)).toBeVisible();
    await visitor.context().close();
  });

  test('signed in, the share panel copies the link and says so', async ({ page }, info) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: String(info.project.use.baseURL),
    });
    await register(page);
    const { slug } = await sixWorkGallery(page, 'Light to share');
    await gotoHydrated(page, `/en/galleries/${slug}`);
    // The owner's way back is their galleries.
    if ((page.viewportSize()?.width ?? 0) >= 768) {
      await expect(
        page
          .getByRole('navigation', { name: 'Breadcrumbs' })
          .getByRole('link', { name: 'My galleries' }),
      ).toBeVisible();
    }
    await page.getByRole('button', { name: 'Share the gallery' }).click();
    const panel = page.getByRole('region', { name: 'Share the gallery' });
    const copy = panel.getByRole('button', { name: 'Copy link' });
    await expect(copy).toBeVisible();
    const link = await panel.getByLabel('Link to share:').inputValue();
    expect(link).toMatch(new RegExp(`/en/galleries/${slug}$`));
    await expect(panel.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await copy.click();
    await expect(panel.getByRole('status')).toHaveText('Link copied');
    await expect(panel.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expectNoAxeViolations(page);
  });
});

test.describe('R9: nothing cut or overlapped at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the header wordmark fits, unellipsised, in every language at 375 and 320 px', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'mobile', 'once, at phone widths');
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 812 });
      for (const lang of ['en', 'fi', 'sv']) {
        await gotoHydrated(page, `/${lang}/`);
        const mark = await page.locator('header [data-wordmark]').evaluate((wordmark) => {
          const shown = [...wordmark.children].filter(
            (child) => getComputedStyle(child).display !== 'none',
          ) as HTMLElement[];
          const header = wordmark.closest('header')?.getBoundingClientRect();
          const actions = [...(wordmark.closest('header')?.querySelectorAll('button') ?? [])]
            .map((b) => b.getBoundingClientRect())
            .filter((r) => r.width > 0 && r.top < (header?.bottom ?? 0));
          return {
            texts: shown.map((el) => el.textContent),
            cut: shown.filter(
              (el) =>
                el.scrollWidth > el.clientWidth + 1 ||
                getComputedStyle(el).textOverflow === 'ellipsis',
            ).length,
            right: wordmark.getBoundingClientRect().right,
            firstAction: Math.min(...actions.map((r) => r.left)),
            bottom: wordmark.getBoundingClientRect().bottom,
            headerBottom: header?.bottom ?? 0,
          };
        });
        expect(mark.cut, `${lang} at ${width}: ${mark.texts.join(' / ')}`).toBe(0);
        expect(mark.texts.join(' ')).not.toContain('…');
        expect(mark.right, `${lang} at ${width}`).toBeLessThanOrEqual(mark.firstAction);
        expect(mark.bottom).toBeLessThanOrEqual(mark.headerBottom);
      }
    }
    // The link keeps the full name for everyone.
    await expect(page.getByRole('link', { name: 'Nationalgalleriets samlingar' })).toBeVisible();
  });

  test('the search placeholder fits its field', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'once, at 375 px');
    for (const lang of ['en', 'fi', 'sv']) {
      await gotoHydrated(page, `/${lang}/search`);
      const field = page.getByRole('main').locator('input[name="q"]').first();
      const fit = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return { text: 0, room: 0, placeholder: '' };
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return {
          text: context.measureText(input.placeholder).width,
          room,
          placeholder: input.placeholder,
        };
      });
      expect(fit.placeholder.length).toBeGreaterThan(0);
      expect(fit.text, `${lang}: "${fit.placeholder}"`).toBeLessThanOrEqual(fit.room);
    }
  });

  test('in the Scattered layout no caption of the first 50 results lies under another card', async ({
    page,
    context,
  }, info) => {
    test.skip(info.project.name !== 'mobile', 'once, at 375 px');
    await context.addCookies([
      {
        name: 'kokoelma_layout_results',
        value: 'scattered',
        url: String(info.project.use.baseURL),
      },
    ]);
    await gotoHydrated(page, '/en/search');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.locator('> li')).toHaveCount(50);
    const overlaps = await results.evaluate((list) => {
      const cards = [...list.children].slice(0, 50);
      const boxes = cards.map((card) => ({
        images: [...card.querySelectorAll('img, picture, [data-no-image]')].map((el) =>
          el.getBoundingClientRect(),
        ),
        frames: [...card.querySelectorAll('a > div:first-child')].map((el) =>
          el.getBoundingClientRect(),
        ),
        captions: [...card.querySelectorAll('h3, p')].map((el) => el.getBoundingClientRect()),
      }));
      const hit = (a: DOMRect, b: DOMRect) =>
        a.left < b.right - 0.5 &&
        b.left < a.right - 0.5 &&
        a.top < b.bottom - 0.5 &&
        b.top < a.bottom - 0.5;
      const found: string[] = [];
      boxes.forEach((card, i) => {
        boxes.forEach((other, j) => {
          if (i === j) return;
          for (const caption of card.captions) {
            for (const image of [...other.images, ...other.frames]) {
              if (hit(caption, image)) found.push(`card ${i + 1}'s caption under card ${j + 1}`);
            }
          }
        });
      });
      return found;
    });
    expect(overlaps).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

test("signed in, the header shows the visitor's initial", async ({ page }) => {
  await register(page, 'Aino Virtanen');
  await gotoHydrated(page, '/en/');
  const account = page.getByRole('banner').getByRole('button', { name: 'My account' });
  await expect(account).toContainText('A');
  await expect(account.locator('[data-initial]')).toHaveText('A');
  await expectNoAxeViolations(page);
});
