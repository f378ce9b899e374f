import type { Locator, Page } from '@playwright/test';
import { LANGS, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';
import { messages, type Lang } from './gallery-keyboard';

// The art first (issue 37, part A), as the UX review's rubric (ux-review-2026-12.md §5)
// measures it: R2 (museum colours on the front page and on a result card), R3 (a linked
// work on a phone's first screen), R4 (search results on the first screen), R5 (the
// object page's actions and title on the first screen), R6 (a pressed favourite looks
// and reads pressed), R10 (a Finnish fallback is marked) and R11 (not-found and no-image
// offer a way on). "First screen": the element's top is above the viewport's height less
// 100 px. Each test sets the review's viewports itself, so it runs in one project only.

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

/** The four museums' colours (libs/domain museums.ts), as computed styles give them. */
const MUSEUM_COLOURS: Record<string, string> = {
  ateneum: 'rgb(18, 53, 91)',
  kiasma: 'rgb(255, 230, 0)',
  sinebrychoff: 'rgb(92, 31, 46)',
  vttk: 'rgb(0, 89, 79)',
};

// Works of the e2e server's demo collection (300 objects, always generated alike), each
// checked below to have the property it stands for.
/** A landscape work with an image whose description is in Finnish only. */
const FINNISH_ONLY = 1087;
/** A portrait work (taller than wide): its image pushes the title down on a phone. */
const PORTRAIT = 1002;
/** A work with a landscape image and a Finnish-only description. */
const LANDSCAPE = 1000;
/** A work without any image. */
const WITHOUT_IMAGE = 1008;

interface ApiObject {
  id: number;
  museum: string;
  description: { fi?: string | null; sv?: string | null; en?: string | null };
  images: Array<{ width: number; height: number }>;
}

async function objectOf(page: Page, id: number): Promise<ApiObject> {
  const res = await page.request.post('/api/objects', { data: { id } });
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiObject;
}

/** The top of an element in the viewport, after a fresh load (no scrolling). */
async function topOf(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.y;
}

/** Whether the element's top is on the first screen of the review's definition. */
async function expectOnFirstScreen(page: Page, locator: Locator) {
  const height = page.viewportSize()?.height ?? 0;
  expect(await topOf(locator)).toBeLessThan(height - 100);
}

/** Every border and background colour of an element and its descendants. */
function coloursIn(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) => {
    const out = new Set<string>();
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(element);
      out.add(style.backgroundColor);
      for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
        if (style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none') {
          out.add(style.getPropertyValue(`border-${side.toLowerCase()}-color`));
        }
      }
    }
    return [...out];
  });
}

test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'sets the review’s viewports itself');
});

test('the works named here have the properties they stand for', async ({ page }) => {
  const finnish = await objectOf(page, FINNISH_ONLY);
  expect(finnish.description.fi).toBeTruthy();
  expect(finnish.description.sv ?? '').toBe('');
  expect(finnish.description.en ?? '').toBe('');
  expect(finnish.images.length).toBeGreaterThan(0);
  const landscape = await objectOf(page, LANDSCAPE);
  expect(landscape.images[0]?.width).toBeGreaterThan(landscape.images[0]?.height ?? Infinity);
  const portrait = await objectOf(page, PORTRAIT);
  expect(portrait.images[0]?.height).toBeGreaterThan(portrait.images[0]?.width ?? Infinity);
  expect((await objectOf(page, WITHOUT_IMAGE)).images).toEqual([]);
});

for (const lang of LANGS) {
  const t = messages(lang);

  test(`R3 ${lang}: the front page leads with a linked work on a phone`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, `/${lang}/`);
    const work = page
      .getByRole('main')
      .locator('a[href*="/object/"]')
      .filter({
        has: page.locator('img'),
      });
    await expectOnFirstScreen(page, work.first().locator('img'));
    // The caption names maker, title, year and museum, all inside the one link.
    const name = (await work.first().innerText()).split('\n').filter(Boolean);
    expect(name.length).toBeGreaterThanOrEqual(3);
    expect(await work.first().getAttribute('href')).toMatch(new RegExp(`^/${lang}/object/\\d+$`));
    // Before the page's title, on a phone.
    const title = await topOf(page.getByRole('heading', { level: 1 }));
    expect(await topOf(work.first())).toBeLessThan(title);
    await expectNoAxeViolations(page);
  });

  test(`R2 ${lang}: the front page's museums row, each in its colour, opens its works`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/${lang}/`);
    const row = page.getByRole('region', { name: t('front.museums') });
    const links = row.getByRole('link');
    await expect(links).toHaveCount(4);
    for (const [museum, colour] of Object.entries(MUSEUM_COLOURS)) {
      const link = row.locator(`a[href*="museum=${museum}"]`);
      await expect(link).toHaveCount(1);
      expect(await coloursIn(link)).toContain(colour);
    }
    // The editorial row is one row: no story twice.
    const stories = page.getByRole('region', { name: t('front.highlights') }).getByRole('heading');
    const titles = await stories.allInnerTexts();
    expect(new Set(titles).size).toBe(titles.length);
    // Kiasma's link: a search of Kiasma's works only.
    await row.locator('a[href*="museum=kiasma"]').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?museum=kiasma$`));
    const cards = page.getByRole('list', { name: t('search.results') }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    await expect(cards.filter({ hasText: t('museum.short.kiasma') })).toHaveCount(count);
    await expectNoAxeViolations(page);
  });

  test(`R11 ${lang}: not-found offers the search field and a way on`, async ({ page }) => {
    for (const path of [`/${lang}/no-such-page`, `/${lang}/object/999999`]) {
      const res = await gotoHydrated(page, path);
      expect(res?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: t('notFound.title') }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: t('notFound.searchLink') })).toBeVisible();
      await expect(page.getByRole('link', { name: t('front.museumWorks') })).toHaveCount(4);
      await expectNoAxeViolations(page);
    }
    const field = page.getByRole('search').getByRole('searchbox', { name: t('search.label') });
    await field.fill('landscape');
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?q=landscape$`));
  });

  test(`R6 ${lang}: a pressed favourite changes its looks and its words`, async ({ page }) => {
    await gotoHydrated(page, `/${lang}/object/${LANDSCAPE}`);
    const button = page.getByRole('button', { name: t('galleries.favourite') });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    const look = (of: Locator) =>
      of.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, colour: style.color };
      });
    const before = { ...(await look(button)), text: await button.innerText() };
    await button.click();
    const pressed = page.getByRole('button', { name: t('galleries.inFavourites') });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    const after = { ...(await look(pressed)), text: await pressed.innerText() };
    expect(after.text).not.toBe(before.text);
    expect(after.text).toContain('♥');
    expect(after.background).not.toBe(before.background);
    await expectNoAxeViolations(page);
    // And back.
    await pressed.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(await button.innerText()).toBe(before.text);
  });
}

test('R6 signed in: the favourite reads and looks pressed, and stays so', async ({ page }) => {
  const t = messages('en');
  const email = `favourer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'paintings in the evening light', name: 'Aino Suosija' },
  });
  expect(res.status()).toBe(201);
  await gotoHydrated(page, `/en/object/${PORTRAIT}`);
  const button = page.getByRole('button', { name: t('galleries.favourite') });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const background = () => button.evaluate((element) => getComputedStyle(element).backgroundColor);
  const before = await background();
  await expect(button).toHaveText(`♡${t('galleries.favourite')}`);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveText(`♥${t('galleries.inFavourites')}`);
  expect(await background()).not.toBe(before);
  // The server kept it: a new load shows it pressed.
  await gotoHydrated(page, `/en/object/${PORTRAIT}?again=1`);
  await expect(page.getByRole('button', { name: t('galleries.inFavourites') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('R2: the first search result card carries its museum’s colour and name', async ({ page }) => {
  const t = messages('en');
  for (const path of ['/en/search', '/en/search?q=landscape']) {
    const res = await page.request.post('/api/search', {
      data: path.includes('q=') ? { lang: 'en', searchTerms: ['landscape'] } : { lang: 'en' },
    });
    const { data } = (await res.json()) as { data: Array<{ museum: string }> };
    const museum = data[0]?.museum ?? '';
    expect(Object.keys(MUSEUM_COLOURS)).toContain(museum);
    await gotoHydrated(page, path);
    const card = page
      .getByRole('list', { name: t('search.results') })
      .getByRole('listitem')
      .first();
    expect(await coloursIn(card)).toContain(MUSEUM_COLOURS[museum]);
    await expect(card).toContainText(t(`museum.short.${museum}`));
  }
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`R4 at ${viewport.width}: search results come right under the search box`, async ({
    page,
  }) => {
    const t = messages('en');
    await page.setViewportSize(viewport);
    await gotoHydrated(page, '/en/search?q=landscape');
    const results = page.getByRole('list', { name: t('search.results') });
    await expectOnFirstScreen(page, results.getByRole('listitem').first().locator('img'));
    // The years are a filter of their own, closed: its timeline shows once opened.
    const timeline = page.getByRole('group', { name: t('search.timeline') });
    await expect(timeline).toBeHidden();
    // One demo notice on the page.
    await expect(page.getByRole('note').filter({ hasText: /demo/i })).toHaveCount(1);
    // The order beside the result count.
    const count = page
      .getByRole('main')
      .getByRole('paragraph')
      .filter({ hasText: /^\d+ results?$/ });
    const sort = page.getByRole('combobox', { name: t('search.sort') });
    const countBox = await count.boundingBox();
    const sortBox = await sort.boundingBox();
    expect(Math.abs((sortBox?.y ?? 0) - (countBox?.y ?? 1000))).toBeLessThan(60);
    if (viewport.width < 1024) await page.getByText(t('search.showFilters')).click();
    await page.locator('summary', { hasText: t('search.timeline.years') }).click();
    await expect(timeline).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`R5 at ${viewport.width}: the object page's actions and title come first`, async ({
    page,
  }) => {
    const t = messages('en');
    await page.setViewportSize(viewport);
    for (const id of [LANDSCAPE, PORTRAIT]) {
      await gotoHydrated(page, `/en/object/${id}`);
      const title = page.getByRole('heading', { level: 1 });
      const add = page.getByRole('link', { name: t('object.addToGallery') });
      if (viewport === PHONE) await expectOnFirstScreen(page, title);
      else await expectOnFirstScreen(page, add);
      // One action bar attached to the image: keep, favourite, share, download, zoom.
      const image = page.getByRole('main').locator('figure img').first();
      const imageBox = await image.boundingBox();
      const bar = [
        add,
        page.getByRole('button', { name: t('galleries.favourite') }),
        page.getByRole('button', { name: t('object.copyLink') }),
      ];
      for (const action of bar) {
        const box = await action.boundingBox();
        expect(box?.y ?? Infinity).toBeGreaterThan((imageBox?.y ?? 0) + (imageBox?.height ?? 0));
      }
      // On a phone the title block right after the image; beside it on a wide screen.
      const titleBox = await title.boundingBox();
      if (viewport === PHONE) expect(titleBox?.y ?? Infinity).toBeLessThan(await topOf(add));
      else {
        expect(titleBox?.x ?? 0).toBeGreaterThan((imageBox?.x ?? 0) + (imageBox?.width ?? 0));
      }
    }
    await expectNoAxeViolations(page);
    if (viewport === DESKTOP) {
      // The image stays in view while the facts scroll.
      await page.mouse.wheel(0, 700);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      const image = page.getByRole('main').locator('figure img').first();
      const box = await image.boundingBox();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect(box?.y ?? Infinity).toBeLessThan(viewport.height - 100);
    }
  });
}

for (const [lang, note] of [
  ['en', 'in Finnish'],
  ['sv', 'på finska'],
] as const) {
  test(`R10 ${lang}: a Finnish description on a ${lang} page is marked and says so`, async ({
    page,
  }) => {
    const object = await objectOf(page, FINNISH_ONLY);
    const text = object.description.fi ?? '';
    await gotoHydrated(page, `/${lang}/object/${FINNISH_ONLY}`);
    const description = page.getByRole('main').locator('[lang="fi"]', { hasText: text });
    await expect(description).toBeVisible();
    await expect(description).toContainText(`(${note})`);
    // The note itself is in the page's language.
    await expect(description.getByText(`(${note})`)).toHaveAttribute('lang', lang);
    await expectNoAxeViolations(page);
  });
}

for (const [lang, note] of [
  ['en', 'Title in Finnish'],
  ['sv', 'Titel på finska'],
] as const) {
  test(`R10 ${lang}: a title shown in Finnish on a ${lang} page is marked and says so`, async ({
    page,
  }) => {
    // A work of the demo collection whose title has no ${lang} form.
    type Titled = { id: number; title: Record<string, string | null | undefined> };
    let work: Titled | undefined;
    for (let id = 1000; id < 1060 && !work; id++) {
      const res = await page.request.post('/api/objects', { data: { id } });
      if (!res.ok()) continue;
      const object = (await res.json()) as Titled;
      if (object.title.fi && !object.title[lang]) work = object;
    }
    expect(work, 'a work titled in Finnish only').toBeDefined();
    await gotoHydrated(page, `/${lang}/object/${work?.id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAttribute('lang', 'fi');
    await expect(heading).toHaveText(work?.title.fi ?? '');
    await expect(page.getByRole('main').getByText(note, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('R10 fi: the Finnish page has no language note', async ({ page }) => {
  await gotoHydrated(page, `/fi/object/${FINNISH_ONLY}`);
  await expect(page.getByText('(suomeksi)')).toHaveCount(0);
});

for (const lang of ['en', 'fi'] satisfies Lang[]) {
  test(`R11 ${lang}: a work without an image shows a framed placeholder with the reason`, async ({
    page,
  }) => {
    const t = messages(lang);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, `/${lang}/object/${WITHOUT_IMAGE}`);
      // The reason, in the frame that stands in for the image with the words "No image".
      const placeholder = page
        .getByRole('main')
        .getByText(t('object.noImageReason.none'))
        .locator('..');
      await expect(placeholder).toContainText(t('object.noImage'));
      const box = await placeholder.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(200);
      const framed = await placeholder.evaluate((element) => {
        const style = getComputedStyle(element);
        return (
          style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
          (style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0)
        );
      });
      expect(framed).toBe(true);
      // The actions are there without an image too.
      await expect(page.getByRole('link', { name: t('object.addToGallery') })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
}
