import type { Page } from '@playwright/test';
import { LANGS, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';

// Pages from the CMS (the local demo content): front page, content pages, articles,
// videos, the menu's content search, and the CMS parts of object pages.

const FRONT = {
  fi: 'Tutustu kokoelmiin',
  sv: 'Utforska samlingarna',
  en: 'Explore the collections',
};
const RIGHTS = {
  fi: 'Kuvien käyttöoikeudet',
  sv: 'Användningsrätt till bilder',
  en: 'Image usage rights',
};
const ABOUT = { fi: 'Tietoa kokoelmasta', sv: 'Om samlingen', en: 'About the collection' };
const GROUP = { fi: 'Kansallisgalleria', sv: 'Nationalgalleriet', en: 'Finnish National Gallery' };
const ARTICLES = { fi: 'Artikkelit', sv: 'Artiklar', en: 'Articles' };
const VIDEOS = { fi: 'Videot', sv: 'Videor', en: 'Videos' };
const CONSERVATION = { fi: 'Konservointi', sv: 'Konservering', en: 'Conservation' };
const PLAY = {
  fi: 'Salli ja toista video',
  sv: 'Tillåt och spela upp videon',
  en: 'Allow and play the video',
};
const MENU = { fi: 'Valikko', sv: 'Meny', en: 'Menu' };
const RESULTS = { fi: 'Hakutulokset', sv: 'Sökresultat', en: 'Search results' };
const COUNT = { fi: /^\d[\d\s]* tulosta?$/, sv: /^\d[\d\s]* resultat$/, en: /^\d[\d,]* results?$/ };
/** The local content's results notification: its title and link text. */
const NOTIFICATION = {
  fi: { title: 'Esittelykokoelma', link: 'Tietoa kokoelmasta', text: 'esittelyaineistoa' },
  sv: { title: 'Demosamling', link: 'Om samlingen', text: 'demomaterial' },
  en: { title: 'Demo collection', link: 'About the collection', text: 'demo material' },
};
/** Shown for a rich-text file that is not png, jpeg or pdf, in Finnish on every page. */
const UNSUPPORTED = 'Liitetiedostoa ei tueta, eikä sitä voida näyttää.';
const SEARCH_SITE = { fi: 'Hae sivustolta', sv: 'Sök på webbplatsen', en: 'Search the site' };

/** No part of the page is wider than the window (320 px phones included). */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lang of LANGS) {
  test(`${lang}: the front page shows the CMS content, search entry points and latest articles`, async ({
    page,
  }) => {
    const res = await page.goto(`/${lang}/`);
    expect(res?.status()).toBe(200);
    const html = (await res?.text()) ?? '';
    // Server-rendered: the editors' ingress and the article links are in the HTML itself.
    expect(html).toContain(`href="/${lang}/artikkelit/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRONT[lang]);
    const main = page.getByRole('main');
    await expect(main.getByRole('search').locator('input[name="q"]')).toBeVisible();
    await expect(main.locator(`a[href="/${lang}/search"]`).first()).toBeVisible();
    await expect(main.locator(`a[href^="/${lang}/artikkelit/"]`)).not.toHaveCount(0);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /w=1100&.*h=650/,
    );
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });

  test(`${lang}: a content page has breadcrumbs from the menu, its sub-menu and og tags`, async ({
    page,
  }) => {
    const res = await page.goto(`/${lang}/kuvien-kayttooikeudet`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(RIGHTS[lang]);
    await expect(page).toHaveTitle(`${RIGHTS[lang]} | ${GROUP[lang]}`);
    const crumbs = page.locator('nav[aria-label]').filter({ has: page.locator('ol') });
    const trail = crumbs.locator('ol a');
    const viewport = page.viewportSize();
    if ((viewport?.width ?? 0) >= 768) {
      await expect(trail).toHaveText([/./, ABOUT[lang]]);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(RIGHTS[lang]);
    } else {
      // Phones get one link up the trail: the parent page from the menu.
      await expect(crumbs.locator(`a[href="/${lang}/tietoa-kokoelmasta"]`).first()).toBeVisible();
    }
    const subMenu = page.getByRole('main').getByRole('navigation').last();
    await expect(subMenu.locator('[aria-current="page"]')).toHaveAttribute(
      'href',
      `/${lang}/kuvien-kayttooikeudet`,
    );
    await expect(subMenu.locator(`a[href="/${lang}/tietoa-kokoelmasta"]`)).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      RIGHTS[lang],
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\w/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http.*w=1100&.*h=650&fit=fill/,
    );
    // The header image is the demo object's, through the local content's image route.
    await expect(page.getByRole('main').locator('img').first()).toHaveJSProperty('complete', true);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });

  test(`${lang}: articles list, category filter and an article with its hero and date`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/${lang}/artikkelit`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLES[lang]);
    const cards = page.getByRole('main').getByRole('heading', { level: 2 });
    // The conservation article has no Swedish body: no Swedish list leads to it.
    const conservation = lang === 'sv' ? 0 : 1;
    await expect(cards).toHaveCount(4 + conservation);
    await expectNoAxeViolations(page);
    const filter = page.getByRole('navigation', { name: /Aiheet|Ämnen|Topics/ });
    await filter.getByRole('link', { name: CONSERVATION[lang] }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/artikkelit\\?category=konservointi$`));
    if (conservation === 0) {
      await expect(cards).toHaveText(['Det finns ännu inga artiklar om det här ämnet.']);
    } else {
      await expect(cards).toHaveCount(1);
    }
    await expect(filter.locator('[aria-current="page"]')).toHaveText(CONSERVATION[lang]);

    const res = await page.goto(`/${lang}/artikkelit/avoimet-kuvat`);
    expect(res?.status()).toBe(200);
    const article = page.getByRole('article').first();
    await expect(article.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
    await expect(article.locator('picture source[media]')).toHaveAttribute(
      'srcset',
      /\/cms-assets\/objects\/\d+\.jpg/,
    );
    await expect(article.locator('figcaption')).not.toBeEmpty();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });

  test(`${lang}: the videos page plays a video only after consent, else links to it`, async ({
    page,
  }) => {
    // The player is a stand-in page: the test needs no network, only the frame's address.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await gotoHydrated(page, `/${lang}/videos`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(VIDEOS[lang]);
    const main = page.getByRole('main');
    // Another video from the list: the choice is in the address, the player shows it.
    const other = main.locator('a[href*="?video="]').nth(1);
    const title = (await other.textContent()) ?? '';
    await other.click();
    await expect(page).toHaveURL(/\?video=video-sintel$/);
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(title);
    // No player before consent, a link to the video on its service instead.
    await expect(main.locator('iframe')).toHaveCount(0);
    await expect(main.locator('a[href^="https://www.youtube.com/watch"]').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: PLAY[lang] }).click();
    await expect(main.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/eRsGyueVLvQ$/,
    );
    await expect(main.locator('iframe')).toHaveAttribute('title', title);
  });
}

for (const lang of LANGS) {
  test(`${lang}: the search page shows the CMS’s results notification above the results`, async ({
    page,
  }) => {
    const res = await page.goto(`/${lang}/search`);
    expect(res?.status()).toBe(200);
    // Server-rendered with the page, not fetched afterwards.
    expect((await res?.text()) ?? '').toContain(NOTIFICATION[lang].text);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const notice = page.locator('[data-results-notification]');
    await expect(notice.getByRole('note')).toContainText(NOTIFICATION[lang].title);
    await expect(notice).toContainText(NOTIFICATION[lang].text);
    await expect(notice.getByRole('link', { name: NOTIFICATION[lang].link })).toHaveAttribute(
      'href',
      `/${lang}/tietoa-kokoelmasta`,
    );
    const count = page.getByRole('main').getByText(COUNT[lang]).first();
    const results = page.getByRole('list', { name: RESULTS[lang] });
    await expect(count).toBeVisible();
    const [noticeBox, countBox, resultsBox] = await Promise.all([
      notice.boundingBox(),
      count.boundingBox(),
      results.boundingBox(),
    ]);
    const bottom = (noticeBox?.y ?? Infinity) + (noticeBox?.height ?? 0);
    expect(bottom).toBeLessThanOrEqual(countBox?.y ?? 0);
    expect(bottom).toBeLessThanOrEqual(resultsBox?.y ?? 0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });

  test(`${lang}: a rich-text file of an unsupported type shows the Finnish note, without errors`, async ({
    page,
  }) => {
    // The media page embeds an SVG logo; the site shows only png, jpeg and pdf files. The
    // fixture fails the test on any console error, so reporting it must stay quiet too.
    const res = await gotoHydrated(page, `/${lang}/Medialle`);
    expect(res?.status()).toBe(200);
    const note = page.getByRole('main').locator('[data-unsupported-asset]');
    await expect(note).toHaveCount(1);
    await expect(note).toHaveText(UNSUPPORTED);
    await expect(note).toHaveAttribute('lang', 'fi');
    await expect(note).toHaveAttribute('role', 'note');
    await expect(note).toHaveAttribute('data-unsupported-asset', 'image/svg+xml');
    // The file is not offered as a link or an image either.
    await expect(page.locator('main a[href$=".svg"], main img[src*=".svg"]')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
}

test('the results notification stays when a search changes inside the app', async ({ page }) => {
  await gotoHydrated(page, '/en/search');
  const pageData = page.waitForResponse((r) => r.url().includes('/api/pagedata'));
  const words = page.getByRole('main').locator('input[name="q"]');
  await words.fill('blue');
  await words.press('Enter');
  expect((await pageData).status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/search\?/);
  await expect(page.locator('[data-results-notification]')).toContainText(NOTIFICATION.en.title);
});

test('sv: an article not yet written in Swedish says so', async ({ page }) => {
  const res = await page.goto('/sv/artikkelit/konservaattorin-tyopoydalta');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Den här sidan finns ännu inte på svenska',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page);
  // It links to itself in the other languages (on a phone the switcher is in the menu).
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Suomi' })).toHaveAttribute(
    'href',
    '/fi/artikkelit/konservaattorin-tyopoydalta',
  );
  await main.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/artikkelit\/konservaattorin-tyopoydalta$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/not yet available/);
});

test('preview=true shows a draft article that is otherwise not found', async ({ page }) => {
  const hidden = await page.goto('/fi/artikkelit/talven-hankinnat');
  expect(hidden?.status()).toBe(404);
  const res = await page.goto('/fi/artikkelit/talven-hankinnat?preview=true');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talven hankinnat');
  await expect(page.getByRole('note')).toContainText(['Esikatselu']);
  await expectNoAxeViolations(page);
});

test('an unknown slug is the 404 page', async ({ page }) => {
  const res = await page.goto('/en/no-such-content-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops');
});

test('a content page link with a hash opens at that heading', async ({ page }) => {
  await page.goto('/fi/yhteystiedot#palaute');
  const heading = page.locator('h2#palaute');
  await expect(heading).toHaveText('Palaute');
  await expect(heading).toBeInViewport();
});

test('the info box and the menu and footer from the CMS', async ({ page }) => {
  await page.goto('/en/tietoa-kokoelmasta');
  await expect(page.getByRole('complementary', { name: 'Information' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Kaivokatu 2');
  await expect(footer.locator('a[href="/en/tietoa-kokoelmasta"]')).toBeVisible();
  await expect(page.locator('#site-menu a[href="/en/kuvien-kayttooikeudet"]')).toHaveCount(1);
});

test('the menu’s content search works by keyboard, 350 ms after typing', async ({ page }) => {
  await gotoHydrated(page, '/fi/');
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contentfulsearch')) searches.push(request.postData() ?? '');
  });
  const button = page.locator('header').getByRole('button', { name: MENU.fi });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('searchbox', { name: SEARCH_SITE.fi });
  // Focus starts on the close button; the search field is the next stop.
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  // The whole word arrives at once (a loaded machine cannot type evenly within 350 ms):
  // one request, sent after the debounce.
  await field.fill('lisenssi');
  await expect(dialog.getByRole('status')).toHaveText('1 sivu löytyi');
  expect(searches.map((body) => JSON.parse(body))).toEqual([{ search: 'lisenssi', lang: 'fi' }]);
  const hit = dialog.getByRole('list', { name: 'Löytyneet sivut' }).getByRole('link').first();
  await expect(hit).toContainText(RIGHTS.fi);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(hit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fi\/kuvien-kayttooikeudet$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(RIGHTS.fi);

  await button.click();
  await field.fill('zzzzqqq');
  await expect(dialog.getByRole('status')).toHaveText('Sivuja ei löytynyt');
});

test('a content page reached inside the app matches the server-rendered one', async ({ page }) => {
  await gotoHydrated(page, '/sv/');
  const pageData = page.waitForResponse((r) => r.url().includes('/api/pagedata'));
  await page.locator('footer a[href="/sv/tietoa-kokoelmasta"]').click();
  expect((await pageData).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ABOUT.sv);
  const main = page.getByRole('main');
  const shown = async () => ({
    text: await main.innerText(),
    links: await main.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
  });
  const rendered = await shown();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ABOUT.sv);
  expect(await shown()).toEqual(rendered);
});

test('object pages show the CMS link button, info boxes and additional info', async ({ page }) => {
  await page.goto('/fi/object/1004');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Katso videot' })).toHaveAttribute(
    'href',
    '/fi/videos',
  );
  await expect(main.getByRole('complementary', { name: 'Kuvan käyttö' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/en/object/1007');
  await expect(page.getByRole('heading', { name: 'More about the work' })).toBeVisible();
});

test('the local content’s files are served by the built server', async ({ request }) => {
  const pdf = await request.get('/cms-assets/files/kuvien-kayttoehdot.pdf');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const image = await request.get('/cms-assets/objects/1001.jpg?w=800', { maxRedirects: 0 });
  expect(image.status()).toBe(302);
  expect(image.headers().location).toMatch(/^\/images\/1\/jpg\/800\/\d+\.jpg$/);
  expect((await request.get('/cms-assets/objects/1001.jpg?w=800')).status()).toBe(200);
});
