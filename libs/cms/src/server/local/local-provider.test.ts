import { LANGUAGES } from '@kokoelma/domain';
import { describe, expect, it } from 'vitest';
import { isSlugInMenu, menuPath } from '../../lib/menu/menu-path';
import { createLocalContentProvider } from './local-provider';

const cms = createLocalContentProvider();

/** The pages the footer and the spec name, served under the same slug in every language. */
const FOOTER_SLUGS = [
  'tietoa-kokoelmasta',
  'kuvien-kayttooikeudet',
  'Medialle',
  'saavutettavuus',
  'tietosuoja',
  'yhteystiedot',
  'tietoa-evasteista',
];

describe('local content: pages', () => {
  it.each(LANGUAGES)('has every footer page and the cookie page in %s', async (lang) => {
    for (const slug of FOOTER_SLUGS) {
      const page = await cms.getContentPage(lang, slug);
      expect(page?.kind, `${lang}/${slug}`).toBe('content-page');
    }
  });

  it('is null for an unknown slug, and for slugs that cannot be one', async () => {
    expect(await cms.getContentPage('fi', 'ei-ole')).toBeNull();
    expect(await cms.getContentPage('fi', 'a/b')).toBeNull();
    expect(await cms.getContentPage('fi', ' ')).toBeNull();
    // Slugs are matched exactly, as Contentful matches them.
    expect(await cms.getContentPage('fi', 'medialle')).toBeNull();
  });

  it('serves each language its own text', async () => {
    const titles = await Promise.all(
      LANGUAGES.map(async (lang) => {
        const page = await cms.getContentPage(lang, 'tietosuoja');
        return page?.kind === 'content-page' ? page.title : undefined;
      }),
    );
    expect(titles).toEqual(['Tietosuoja', 'Dataskydd', 'Privacy']);
  });

  it('has a front page in every language, with highlights', async () => {
    for (const lang of LANGUAGES) {
      const front = await cms.getFrontPage(lang);
      if (front?.kind !== 'front-page') throw new Error(`no front page in ${lang}`);
      expect(front.heroImage?.url).toBe('/cms-assets/objects/1001.jpg');
      expect(front.highlights.map((h) => h.slug)).toEqual([
        'kokoelmahaku-uudistui',
        'avoimet-kuvat',
        'tietoa-kokoelmasta',
        'kuvien-kayttooikeudet',
      ]);
    }
  });
});

describe('local content: menu', () => {
  it('has the collection and information groups, translated', async () => {
    expect((await cms.getMenu('fi')).map((group) => group.title)).toEqual(['Kokoelmat', 'Tietoa']);
    expect((await cms.getMenu('en')).map((group) => group.title)).toEqual([
      'Collections',
      'Information',
    ]);
  });

  it('gives the breadcrumb path of a page three levels down', async () => {
    const path = menuPath(await cms.getMenu('sv'), 'kuvien-kayttooikeudet');
    expect(path.map((item) => item.title)).toEqual([
      'Information',
      'Om samlingen',
      'Användningsrätt till bilder',
    ]);
    expect(path[2]?.contentId).toBe('page-image-rights');
  });

  it('links every footer page except the cookie page', async () => {
    const menu = await cms.getMenu('fi');
    for (const slug of FOOTER_SLUGS.slice(0, -1)) expect(isSlugInMenu(menu, slug), slug).toBe(true);
    expect(isSlugInMenu(menu, 'tietoa-evasteista')).toBe(false);
  });
});

describe('local content: articles', () => {
  it('lists at least four articles per language, newest first, typed by category', async () => {
    for (const lang of LANGUAGES) {
      const articles = await cms.listArticles(lang);
      expect(articles.length).toBeGreaterThanOrEqual(4);
      const dates = articles.map((article) => article.publishDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(articles.every((article) => article.type !== undefined)).toBe(true);
    }
  });

  it('shows the untranslated message for the article without a Swedish body', async () => {
    expect(await cms.getArticle('sv', 'konservaattorin-tyopoydalta')).toEqual({
      kind: 'missing-translation',
      lang: 'sv',
    });
    expect((await cms.getArticle('fi', 'konservaattorin-tyopoydalta'))?.kind).toBe('article');
    expect((await cms.getArticle('en', 'konservaattorin-tyopoydalta'))?.kind).toBe('article');
    // Its Swedish title exists, but no Swedish list leads to a page that says it is not
    // available in Swedish.
    const swedish = await cms.listArticles('sv');
    expect(swedish.map((a) => a.slug)).not.toContain('konservaattorin-tyopoydalta');
    expect(swedish.length).toBeGreaterThan(0);
    const finnish = await cms.listArticles('fi');
    expect(finnish.map((a) => a.slug)).toContain('konservaattorin-tyopoydalta');
  });

  it('filters by category and limits', async () => {
    const [conservation] = (await cms.listArticleCategories('fi')).filter(
      (c) => c.slug === 'konservointi',
    );
    const articles = await cms.listArticles('fi', { category: conservation?.id ?? '' });
    expect(articles.map((a) => a.slug)).toEqual(['konservaattorin-tyopoydalta']);
    expect((await cms.latestArticles('fi', 2)).map((a) => a.slug)).toEqual([
      'kokoelmahaku-uudistui',
      'avoimet-kuvat',
    ]);
    expect(await cms.latestArticles('fi', 0)).toEqual([]);
    expect(await cms.listArticles('fi', { category: 'no such category' })).toEqual([]);
  });

  it('has categories in every language, ordered by name', async () => {
    expect((await cms.listArticleCategories('sv')).map((c) => c.name)).toEqual([
      'Aktuellt',
      'Konservering',
      'Samlingar',
    ]);
  });

  it('shows drafts only in preview, and an incomplete draft not even there', async () => {
    expect(await cms.getArticle('fi', 'talven-hankinnat')).toBeNull();
    expect((await cms.getArticle('fi', 'talven-hankinnat', { preview: true }))?.kind).toBe(
      'article',
    );
    expect(await cms.getArticle('fi', 'tuleva-nayttely', { preview: true })).toBeNull();
    expect(await cms.getArticle('fi', 'ei-ole')).toBeNull();
  });
});

describe('local content: videos, object texts, footer', () => {
  it('lists three embeddable videos and searches them', async () => {
    const videos = await cms.listVideos('fi');
    expect(videos).toHaveLength(3);
    expect(
      videos.every((video) =>
        video.embedUrl?.startsWith('https://www.youtube-nocookie.com/embed/'),
      ),
    ).toBe(true);
    expect((await cms.listVideos('sv', { query: 'sintel' })).map((v) => v.id)).toEqual([
      'video-sintel',
    ]);
    expect(await cms.listVideos('en', { query: 'no such film' })).toEqual([]);
  });

  it('has object info boxes for demo objects', async () => {
    const infos = await cms.getObjectInfos('sv');
    expect(infos.map((info) => info.objectIds)).toEqual([
      [1001, 1002, 1003],
      [1005, 1008, 1013],
      [1004, 1006, 1010],
    ]);
    expect(infos[0]?.linkUrl).toBe('/sv/tietoa-kokoelmasta');
    expect(infos[2]?.newTab).toBe(true);
  });

  it('maps object ids to link buttons, the newer button winning for a shared id', async () => {
    const map = await cms.getObjectLinkMap('en');
    expect(map['1004']).toEqual({ text: 'Watch the videos', url: '/en/videos' });
    expect(map['1001']).toEqual({
      text: 'Read about free images',
      url: '/en/artikkelit/avoimet-kuvat',
    });
    expect(map['1003']).toBeUndefined();
  });

  it('finds additional info by object id only', async () => {
    expect((await cms.getObjectAdditionalInfo(1007, 'fi'))?.objectId).toBe(1007);
    expect(await cms.getObjectAdditionalInfo(1002, 'fi')).toBeNull();
    // Ids below the demo collection's first (1000) name no object.
    expect(await cms.getObjectAdditionalInfo(7, 'fi')).toBeNull();
    expect(await cms.getObjectAdditionalInfo(-1, 'fi')).toBeNull();
  });

  it('finds an object’s content advisory with its blur, in every language', async () => {
    for (const lang of LANGUAGES) {
      const advisory = await cms.getObjectAdvisory(1042, lang);
      expect(advisory?.objectId, lang).toBe(1042);
      expect(advisory?.blurImage, lang).toBe(true);
      expect(advisory?.advisory?.nodeType, lang).toBe('document');
    }
    expect(JSON.stringify((await cms.getObjectAdvisory(1042, 'sv'))?.advisory)).toContain(
      'innehållsvarning',
    );
    // Other objects have none; ids that name no object find nothing.
    expect(await cms.getObjectAdvisory(1001, 'fi')).toBeNull();
    expect(await cms.getObjectAdvisory(0, 'fi')).toBeNull();
    expect(await cms.getObjectAdvisory(1.5, 'fi')).toBeNull();
  });

  it('finds a person’s introduction by their id, in the languages it is written in', async () => {
    for (const lang of LANGUAGES) {
      const intro = await cms.getPersonIntroduction('50058', lang);
      expect(intro?.personId, lang).toBe('50058');
      expect(intro?.introduction.nodeType).toBe('document');
    }
    // Not written in Swedish: nothing, not the Finnish text.
    expect(await cms.getPersonIntroduction('50079', 'sv')).toBeNull();
    expect((await cms.getPersonIntroduction('50079', 'en'))?.personId).toBe('50079');
    // Nobody else has one; ids that cannot be a person's find nothing.
    expect(await cms.getPersonIntroduction('50118', 'fi')).toBeNull();
    expect(await cms.getPersonIntroduction('', 'fi')).toBeNull();
    expect(await cms.getPersonIntroduction('a\nb', 'fi')).toBeNull();
    expect(await cms.getPersonIntroduction('x'.repeat(201), 'fi')).toBeNull();
  });

  it('has the results notification and the footer in every language', async () => {
    for (const lang of LANGUAGES) {
      expect((await cms.getResultsNotification(lang))?.message).toMatch(/\w/);
      expect((await cms.getFooter(lang))?.phone).toBe('+358 294 500 200');
    }
    expect((await cms.getFooter('sv'))?.address).toEqual(['Brunnsgatan 2', '00100 Helsingfors']);
  });
});

describe('local content: content search', () => {
  it('finds pages in the menu with the first block of their body', async () => {
    const items = await cms.searchContent({ search: 'Kuvasto', lang: 'fi' });
    expect(items.map((item) => item.slug).sort()).toEqual(['Medialle', 'kuvien-kayttooikeudet']);
    expect(items.find((item) => item.slug === 'Medialle')?.text).toMatch(/^Toimitukset voivat/);
  });

  it('does not offer pages outside the menu', async () => {
    // The cookie page matches "eväste" but is not in the menu; the privacy page links it.
    const items = await cms.searchContent({ search: 'eväste', lang: 'fi' });
    expect(items.map((item) => item.slug)).toEqual(['tietosuoja']);
  });

  it('matches words of the text, not the structure of rich text', async () => {
    expect(await cms.searchContent({ search: 'paragraph', lang: 'en' })).toEqual([]);
    expect(
      await cms.searchContent({ search: 'saavutettavuusvaatimukset', lang: 'fi' }),
    ).toHaveLength(1);
    expect(await cms.searchContent({ search: 'https', lang: 'fi' })).toEqual([]);
  });

  it('is empty without a term or a valid language', async () => {
    expect(await cms.searchContent({ search: '  ', lang: 'fi' })).toEqual([]);
    expect(await cms.searchContent({ search: 'kuva', lang: null })).toEqual([]);
    expect(await cms.searchContent({ search: 'kuva', lang: 'de' })).toEqual([]);
    expect(await cms.searchContent({ lang: 'fi' })).toEqual([]);
  });

  it('searches in the language asked for', async () => {
    expect(
      (await cms.searchContent({ search: 'Dataombudsmannens', lang: 'sv' })).map((i) => i.slug),
    ).toEqual(['tietosuoja']);
    expect(await cms.searchContent({ search: 'Dataombudsmannens', lang: 'fi' })).toEqual([]);
  });
});
