import type { APIRequestContext } from '@playwright/test';
import { LANGS, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';

interface Card {
  id: number;
}
interface Reason {
  sameArtist: boolean;
  terms: Array<Record<string, string | null | undefined>>;
  decade: number | null;
  sameMuseum: boolean;
}
interface ObjectPage {
  moreBy?: { name: string; works: Card[] } | null;
  similar?: Array<{ work: Card; reason: Reason }>;
}

const SIMILAR = { fi: 'Samankaltaisia teoksia', sv: 'Liknande verk', en: 'Similar works' };
const MORE_BY = { fi: 'Lisää teoksia: ', sv: 'Fler verk av ', en: 'More by ' };
const SAME_ARTIST = { fi: 'sama taiteilija', sv: 'samma konstnär', en: 'same artist' };
const DECADE = {
  fi: (d: number) => `${d}-luku`,
  sv: (d: number) => `${d}-talet`,
  en: (d: number) => `${d}s`,
};

/**
 * A demo object whose page lists both "More by" and "Similar works", one with a shared
 * artist among its similar works if there is one: its page data, read as the site reads it.
 */
async function objectWithRelatedWorks(request: APIRequestContext) {
  const res = await request.post('/api/search', { data: { lang: 'en', hasImage: true } });
  expect(res.status()).toBe(200);
  const { objectIds } = (await res.json()) as { objectIds: number[] };
  let fallback: { id: number; data: ObjectPage } | null = null;
  for (const id of objectIds.slice(0, 40)) {
    const page = await request.get(`/api/pagedata?path=${encodeURIComponent(`/en/object/${id}`)}`);
    const data = (await page.json()) as ObjectPage;
    if (!data.moreBy?.works.length || !data.similar?.length) continue;
    if (data.similar.some((s) => s.reason.decade !== null)) return { id, data };
    fallback ??= { id, data };
  }
  if (!fallback) throw new Error('no demo object with related works');
  return fallback;
}

for (const lang of LANGS) {
  test(`${lang}: an object page lists More by and Similar works, each with its reason, by keyboard`, async ({
    page,
  }) => {
    const { id, data } = await objectWithRelatedWorks(page.request);
    const similar = data.similar ?? [];
    const moreBy = data.moreBy;
    // Server-rendered: the sections are in the HTML before any script runs.
    const res = await gotoHydrated(page, `/${lang}/object/${id}`);
    expect(res?.status()).toBe(200);
    const html = (await res?.text()) ?? '';
    expect(html).toContain(SIMILAR[lang]);
    expect(html).toContain(`href="/${lang}/object/${similar[0]?.work.id}"`);

    const moreByHeading = page.getByRole('heading', { level: 2, name: MORE_BY[lang] });
    await expect(moreByHeading).toHaveText(`${MORE_BY[lang]}${moreBy?.name}`);
    const moreByList = page.getByRole('list', { name: `${MORE_BY[lang]}${moreBy?.name}` });
    await expect(moreByList.getByRole('listitem')).toHaveCount(moreBy?.works.length ?? 0);

    await expect(page.getByRole('heading', { level: 2, name: SIMILAR[lang] })).toBeVisible();
    const list = page.getByRole('list', { name: SIMILAR[lang] });
    const cards = list.getByRole('link');
    await expect(cards).toHaveCount(similar.length);
    // Each card's link names its reason in the page's language.
    for (const [index, { reason }] of similar.entries()) {
      const card = cards.nth(index);
      if (reason.sameArtist) await expect(card).toContainText(SAME_ARTIST[lang]);
      if (reason.decade !== null) await expect(card).toContainText(DECADE[lang](reason.decade));
      if (!reason.sameArtist) await expect(card).not.toContainText(SAME_ARTIST[lang]);
    }
    // Nothing wider than the screen (320 px included).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // By keyboard: from the last "More by" card, Tab reaches the first similar work,
    // and Enter opens it.
    await moreByList.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(cards.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/object/${similar[0]?.work.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
