import type { APIRequestContext } from '@playwright/test';
import {
  SCALE_PERSON_CM,
  scaleDrawing,
  scaleDrawingSize,
  type Dimension,
  type Language,
} from '@kokoelma/domain';
import { LANGS, expect, expectNoAxeViolations, test } from './fixtures';

// The object page's citation downloads, its drawing of the work beside a person, and
// its images' descriptions.

interface FoundObject {
  id: number;
  dimensions: Dimension[];
  images: Array<{ id: number; description?: Partial<Record<Language, string | null>> | null }>;
}

/** Whole objects of the demo collection (a search card has no measurements). */
async function findObjects(request: APIRequestContext) {
  const res = await request.post('/api/search', { data: { lang: 'fi', hasImage: true } });
  expect(res.status()).toBe(200);
  const ids = ((await res.json()) as { objectIds: number[] }).objectIds.slice(0, 50);
  const whole = await request.post('/api/search/additional', { data: { ids } });
  expect(whole.status()).toBe(200);
  return (await whole.json()) as FoundObject[];
}

const DESCRIPTION = { fi: 'Kuvaus', sv: 'Beskrivning', en: 'Description' };
const CITE = { fi: 'Viittaa teokseen', sv: 'Källhänvisning', en: 'Cite this work' };
const DOWNLOADS = {
  fi: 'Lataa viitetiedot viitteidenhallintaohjelmaan',
  sv: 'Ladda ner källhänvisningen till ett referenshanteringsprogram',
  en: 'Download for a reference manager',
};
/** The drawing's accessible name, as the catalogue words it (written out here on purpose). */
const sizeName = (size: string, lang: Language) =>
  ({
    fi: `${size}, vertailuna ${SCALE_PERSON_CM} cm pitkä ihminen`,
    sv: `${size}, bredvid en ${SCALE_PERSON_CM} cm lång person`,
    en: `${size}, beside a person ${SCALE_PERSON_CM} cm tall`,
  })[lang];

for (const lang of LANGS) {
  test(`${lang}: the citation downloads in BibTeX, RIS and CSL-JSON`, async ({ page }) => {
    const [object] = await findObjects(page.request);
    await page.goto(`/${lang}/object/${object?.id}`);
    await page.getByText(CITE[lang], { exact: true }).click();
    const list = page.getByRole('list', { name: DOWNLOADS[lang] });
    await expect(list.getByRole('link')).toHaveText(['BibTeX', 'RIS', 'CSL-JSON']);
    const pageUrl = new RegExp(`/${lang}/object/${object?.id}$`);
    for (const [name, extension, type] of [
      ['BibTeX', 'bib', 'application/x-bibtex'],
      ['RIS', 'ris', 'application/x-research-info-systems'],
      ['CSL-JSON', 'json', 'application/vnd.citationstyles.csl+json'],
    ] as const) {
      const link = list.getByRole('link', { name, exact: true });
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(`kokoelma-${object?.id}.${extension}`);
      const res = await page.request.get((await link.getAttribute('href')) ?? '');
      expect(res.headers()['content-type']).toBe(`${type}; charset=utf-8`);
      const text = await res.text();
      const url = /https?:\/\/\S+?\/object\/\d+/.exec(text)?.[0] ?? '';
      expect(url).toMatch(pageUrl);
    }
    await expectNoAxeViolations(page);
  });

  test(`${lang}: a work with measurements is drawn beside a person, named by its size`, async ({
    page,
  }) => {
    const objects = await findObjects(page.request);
    const drawn = objects.find((o) => scaleDrawing(o.dimensions));
    const undrawn = objects.find((o) => !scaleDrawing(o.dimensions));
    test.skip(!drawn, 'no object of the first page has usable measurements');
    const drawing = scaleDrawing(drawn!.dimensions)!;
    const res = await page.goto(`/${lang}/object/${drawn!.id}`);
    // Server-rendered: the drawing is in the HTML before any script ran.
    expect(await res?.text()).toContain('data-scale-drawing');
    const image = page.getByRole('img', { name: sizeName(scaleDrawingSize(drawing, lang), lang) });
    await expect(image).toBeVisible();
    const box = await image.boundingBox();
    expect(box?.width).toBeGreaterThan(40);
    expect(box?.width).toBeLessThanOrEqual(240);
    await expectNoAxeViolations(page);
    if (undrawn) {
      await page.goto(`/${lang}/object/${undrawn.id}`);
      await expect(page.locator('[data-scale-drawing]')).toHaveCount(0);
    }
  });
}

for (const lang of LANGS) {
  test(`${lang}: a described image says what it shows, as alt text and under the image`, async ({
    page,
  }) => {
    const objects = await findObjects(page.request);
    const described = objects.find(
      (o) => o.images.length === 1 && o.images[0]?.description?.[lang],
    );
    const plain = objects.find((o) => o.images.length === 1 && !o.images[0]?.description);
    test.skip(!described || !plain, 'the first results hold no described and plain image');
    const text = described!.images[0]!.description![lang]!;
    const res = await page.goto(`/${lang}/object/${described!.id}`);
    const html = (await res?.text()) ?? '';
    expect(html).toContain(
      `<meta property="og:image:alt" content="${text.replace(/&/g, '&amp;')}"`,
    );
    const figure = page.locator('main figure').first();
    await expect(figure.getByRole('img', { name: text, exact: true })).toBeVisible();
    const shown = page.locator('main .part-description');
    await expect(shown).toHaveText(`${DESCRIPTION[lang]}${text}`);
    await expect(shown).toBeVisible();
    await expectNoAxeViolations(page);

    // Without a description: what is known of the work, never the bare title.
    await page.goto(`/${lang}/object/${plain!.id}`);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const alt = (await page.locator('main figure img').first().getAttribute('alt')) ?? '';
    expect(alt.startsWith(title)).toBe(true);
    expect(alt.length).toBeGreaterThan(title.length);
    await expect(page.locator('main .part-description')).toHaveCount(0);
  });
}
