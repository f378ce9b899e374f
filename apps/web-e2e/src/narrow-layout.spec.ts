import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

// A 320 px phone: long values, tags, links and names wrap instead of widening the page
// (WCAG 1.4.10 Reflow), and the facts' values get the width rather than their labels.

interface Term {
  fi?: string | null;
}
interface ObjectPage {
  similar?: Array<{ reason: { terms: Term[] } }>;
}

/** The page scrolls no wider than the viewport: nothing sticks out sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .soft(async () => {
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${what}: the page's scroll width`).toBeLessThanOrEqual(width);
    })
    .toPass({ timeout: 5_000 });
}

/**
 * A demo object whose similar works are listed with the longest Finnish word among the
 * first objects (such as "gelatiinihopeavedos"), as the page's data has it.
 */
async function objectWithLongSimilarTag(request: APIRequestContext): Promise<number> {
  const res = await request.post('/api/search', { data: { lang: 'fi' } });
  expect(res.status()).toBe(200);
  const { objectIds } = (await res.json()) as { objectIds: number[] };
  let best = { id: 0, length: 0 };
  for (const id of objectIds.slice(0, 120)) {
    const page = await request.get(`/api/pagedata?path=${encodeURIComponent(`/fi/object/${id}`)}`);
    if (!page.ok()) continue;
    const data = (await page.json()) as ObjectPage;
    const words = (data.similar ?? []).flatMap(({ reason }) =>
      reason.terms.flatMap((term) => (term.fi ?? '').split(/\s+/)),
    );
    const length = Math.max(0, ...words.map((word) => word.length));
    if (length > best.length) best = { id, length };
    if (length >= 19) break;
  }
  expect(best.length, "a long word in a similar work's reason").toBeGreaterThanOrEqual(16);
  return best.id;
}

async function register(page: Page) {
  const email = `narrow-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'a narrow phone in the tram', name: 'Kapea Puhelin' },
  });
  expect(res.status()).toBe(201);
}

async function colourOf(link: Locator) {
  return link.evaluate((el) => getComputedStyle(el).color);
}

test.describe('a 320 px phone', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'mobile', 'the 320 px project runs these');
  });

  test('an object page: the facts values get the width, similar-work tags wrap', async ({
    page,
  }) => {
    const id = await objectWithLongSimilarTag(page.request);
    for (const path of [`/fi/object/${id}`, `/en/object/${id}`]) {
      await gotoHydrated(page, path);
      await expect(
        page.getByRole('heading', { level: 2, name: /Samankaltaisia|Similar/ }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page, path);
      // The reasons' tags stay inside their cards.
      const sticking = await page
        .locator('section[aria-labelledby="similar-heading"] li')
        .evaluateAll((cards) =>
          cards.flatMap((card) => {
            const right = card.getBoundingClientRect().right;
            return [...card.querySelectorAll('a > div > span')]
              .filter((tag) => tag.getBoundingClientRect().right > right + 0.5)
              .map((tag) => tag.textContent);
          }),
        );
      expect.soft(sticking, `${path}: tags sticking out of their cards`).toEqual([]);
      // Each value has nearly the page's width (the label above it, not beside it).
      const widths = await page
        .locator('dl dd')
        .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
      expect(widths.length).toBeGreaterThan(2);
      expect.soft(Math.min(...widths), `${path}: the narrowest value`).toBeGreaterThanOrEqual(200);
    }
  });

  test('a shared gallery link and a long gallery name do not widen the page', async ({ page }) => {
    await register(page);
    const search = await page.request.post('/api/search', { data: { lang: 'fi' } });
    const { objectIds } = (await search.json()) as { objectIds: number[] };
    const name = 'Kansallisromantiikanaikakaudenmaisemamaalaustenkokoelmagalleria';
    const created = await page.request.post('/api/galleries', {
      data: { name, artworkId: objectIds[0] },
    });
    expect(created.status()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };

    await gotoHydrated(page, '/fi/galleries');
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `Muokkaa: ${name}` })).toBeVisible();
    await expectNoSidewaysScroll(page, 'my galleries');

    await gotoHydrated(page, `/fi/galleries/${slug}`);
    await expectNoSidewaysScroll(page, 'the gallery');
    await page.getByRole('button', { name: 'Jaa galleria' }).click();
    await expect(page.getByText('Jaettava linkki:')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the gallery with its share link');
  });

  test('"All articles" and the not-found page\'s search link are coloured as other links', async ({
    page,
  }) => {
    const langs = [
      {
        lang: 'fi',
        browse: 'Selaa kaikkia teoksia',
        all: 'Kaikki artikkelit',
        search: 'Hae kokoelmista',
      },
      {
        lang: 'sv',
        browse: 'Bläddra bland alla verk',
        all: 'Alla artiklar',
        search: 'Sök i samlingarna',
      },
      {
        lang: 'en',
        browse: 'Browse all works',
        all: 'All articles',
        search: 'Search the collections',
      },
    ] as const;
    for (const { lang, browse, all, search } of langs) {
      await gotoHydrated(page, `/${lang}/`);
      // A link styled as the site's links are: the front page's link into the search.
      const other = await colourOf(page.getByRole('link', { name: browse, exact: true }));
      expect(other).toBe('rgb(11, 87, 164)');
      const allArticles = page.getByRole('link', { name: all, exact: true });
      expect.soft(await colourOf(allArticles), `${lang}: ${all}`).toBe(other);
      await page.goto(`/${lang}/no-such-page-${Date.now()}`);
      const searchLink = page.getByRole('main').getByRole('link', { name: search, exact: true });
      expect.soft(await colourOf(searchLink), `${lang}: ${search}`).toBe(other);
      await expectNoSidewaysScroll(page, `${lang}: not found`);
    }
  });
});

test('on a desktop the facts keep each label beside its value', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'the 1280 px project runs it');
  const id = await objectWithLongSimilarTag(page.request);
  await gotoHydrated(page, `/en/object/${id}`);
  const row = page.locator('dl > div').first();
  const label = await row.locator('dt').boundingBox();
  const value = await row.locator('dd').boundingBox();
  expect(label && value && Math.abs(label.y - value.y)).toBeLessThan(2);
  expect(label && value && value.x).toBeGreaterThan((label?.x ?? 0) + (label?.width ?? 0));
  // The labels take at most 40 % of the list (a long one wraps), so the values keep the
  // rest of the side column: "Materials and techniques" left them 130 px at 1024 px.
  const widths = await page
    .locator('dl')
    .first()
    .evaluate((list) => ({
      list: list.getBoundingClientRect().width,
      label: Math.max(
        ...[...list.querySelectorAll('dt')].map((term) => term.getBoundingClientRect().width),
      ),
    }));
  expect(widths.label).toBeLessThanOrEqual(widths.list * 0.4 + 1);
});
