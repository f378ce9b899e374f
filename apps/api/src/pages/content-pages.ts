import { contentPagePath, isMissingTranslation } from '@kokoelma/cms';
import type { ContentProvider } from '@kokoelma/cms/server';
import type {
  ContentFrame,
  ContentSearchItem,
  FrontPageData,
  ObjectContent,
  PageResolvers,
  ResultsNotificationContent,
  RichTextDocument,
} from '@kokoelma/contract/site';
import { isLanguage, type Language } from '@kokoelma/domain';
import {
  articleContent,
  contentFrame,
  contentPageContent,
  frontPageContent,
  menuAncestors,
  menuContentPages,
  reportUnsupportedAssets,
  subMenu,
  type ContentErrorReporter,
} from './content-mappers';

/** What the content pages need. */
export interface ContentPagesOptions {
  content: ContentProvider;
  /**
   * The consent tool's id (Cookiebot): the cookie feature flag. With it the cookie page
   * shows the tool's cookie declaration.
   */
  cookieDeclarationId?: string;
  /** Told of content the site cannot show (logged and reported, never shown as an error). */
  onContentError?: ContentErrorReporter;
}

/** The resolvers of the content routes (typed by the route table in libs/contract). */
type ContentResolvers = Pick<
  PageResolvers<unknown>,
  'front' | 'articles' | 'article' | 'videos' | 'content-page'
>;

/** The page whose slug loads the cookie declaration (spec §2). */
export const COOKIE_PAGE_SLUG = 'tietoa-evasteista';

/** How many of the newest articles the front page shows. */
export const FRONT_PAGE_ARTICLES = 3;

/** Preview (unpublished content) is asked for by the query string only (spec §6). */
function isPreview(query: string): boolean {
  return new URLSearchParams(query).get('preview') === 'true';
}

/** A gallery's slug or id from what an editor pasted: the id itself, or an address. */
export function galleryIdOf(entry: string): string {
  const text = entry.trim();
  return /\/galleries\/([^/?#]+)/.exec(text)?.[1] ?? text;
}

/** The content parts of the site: front page data, resolvers, frame, search, site map. */
export function createContentPages(options: ContentPagesOptions) {
  const { content, onContentError } = options;

  async function frontPage(lang: Language, query: string): Promise<FrontPageData> {
    const [front, latest] = await Promise.all([
      content.getFrontPage(lang, { preview: isPreview(query) }),
      content.latestArticles(lang, FRONT_PAGE_ARTICLES),
    ]);
    // Without an editors' front page in this language the page still offers search and
    // the latest articles, under the site's own title.
    const page = front && !isMissingTranslation(front) ? frontPageContent(front) : null;
    reportUnsupportedAssets(page?.body, `front page ${lang}`, onContentError);
    return { kind: 'front', lang, content: page, latestArticles: latest };
  }

  const contentPage: ContentResolvers['content-page'] = async ({ params: { lang, slug } }) => {
    const [page, menu] = await Promise.all([
      content.getContentPage(lang, slug),
      content.getMenu(lang),
    ]);
    if (!page) return null;
    const translated = isMissingTranslation(page) ? null : contentPageContent(page);
    reportUnsupportedAssets(translated?.body, `page ${slug}`, onContentError);
    reportUnsupportedAssets(translated?.sidebarInfoBox, `page ${slug}`, onContentError);
    const cookieId = options.cookieDeclarationId;
    return {
      kind: 'content-page',
      lang,
      slug,
      page: translated,
      breadcrumbs: menuAncestors(lang, menu, slug),
      subMenu: subMenu(lang, menu, slug),
      cookieDeclaration:
        slug === COOKIE_PAGE_SLUG && cookieId
          ? { src: `https://consent.cookiebot.com/${encodeURIComponent(cookieId)}/cd.js` }
          : null,
    };
  };

  const articles: ContentResolvers['articles'] = async ({ params: { lang }, query }) => {
    const categories = await content.listArticleCategories(lang);
    // An unknown category (an old link) shows every article rather than nothing.
    const chosen = categories.find((c) => c.slug === new URLSearchParams(query).get('category'));
    const list = await content.listArticles(lang, chosen ? { category: chosen.id } : {});
    return {
      kind: 'articles',
      lang,
      categories,
      category: chosen?.slug ?? null,
      articles: list,
    };
  };

  const article: ContentResolvers['article'] = async ({ params: { lang, slug }, query }) => {
    const preview = isPreview(query);
    const found = await content.getArticle(lang, slug, { preview });
    if (!found) return null;
    const value = isMissingTranslation(found) ? null : articleContent(found);
    reportUnsupportedAssets(value?.articleBody, `article ${slug}`, onContentError);
    return { kind: 'article', lang, slug, preview, article: value };
  };

  const videos: ContentResolvers['videos'] = async ({ params: { lang }, query }) => {
    const list = await content.listVideos(lang);
    const asked = new URLSearchParams(query).get('video');
    const selected = list.find((video) => video.id === asked)?.id ?? null;
    return { kind: 'videos', lang, videos: list, selected };
  };

  /** The resolvers of the content routes, by route id. */
  const resolvers: ContentResolvers = {
    front: ({ params: { lang }, query }) => frontPage(lang, query),
    articles,
    article,
    videos,
    'content-page': contentPage,
  };

  /** What the CMS says about one object (spec §3). */
  async function objectContent(id: number, lang: Language): Promise<ObjectContent> {
    const [infos, links, additional, advisory] = await Promise.all([
      content.getObjectInfos(lang),
      content.getObjectLinkMap(lang),
      content.getObjectAdditionalInfo(id, lang),
      content.getObjectAdvisory(id, lang),
    ]);
    const boxes = infos
      .filter((info) => info.objectIds.includes(id))
      .map(({ objectIds: _o, galleryIds: _g, ...info }) => info);
    for (const box of boxes) reportUnsupportedAssets(box.content, `object ${id}`, onContentError);
    reportUnsupportedAssets(additional?.content, `object ${id}`, onContentError);
    reportUnsupportedAssets(advisory?.advisory, `object ${id}`, onContentError);
    return {
      infos: boxes,
      linkButton: links[String(id)] ?? null,
      additionalInfo: additional
        ? { ...(additional.title ? { title: additional.title } : {}), content: additional.content }
        : null,
      advisory: advisory
        ? {
            ...(advisory.advisory ? { text: advisory.advisory } : {}),
            blurImage: advisory.blurImage,
          }
        : null,
    };
  }

  /**
   * The editors' introduction of a person (by the id their page answers under), in the
   * page's language only; null when there is none (or the CMS failed).
   */
  async function personIntroduction(
    personId: string,
    lang: Language,
  ): Promise<RichTextDocument | null> {
    const intro = await content.getPersonIntroduction(personId, lang);
    reportUnsupportedAssets(intro?.introduction, `person ${personId}`, onContentError);
    return intro?.introduction ?? null;
  }

  /**
   * The info boxes that name a gallery (spec §3: an object info entry's galleryIds).
   * Editors paste what they see of a gallery: its address, /{lang}/galleries/{slug}, or
   * just the slug; the numeric id (its edit page's address) works too and survives a
   * new view link, which gives the gallery a new slug.
   */
  async function galleryInfos(
    gallery: { id: number; slug: string },
    lang: Language,
  ): Promise<ObjectContent['infos']> {
    const names = new Set([gallery.slug, String(gallery.id)]);
    const infos = await content.getObjectInfos(lang);
    const boxes = infos
      .filter((info) => info.galleryIds.some((entry) => names.has(galleryIdOf(entry))))
      .map(({ objectIds: _o, galleryIds: _g, ...info }) => info);
    for (const box of boxes) {
      reportUnsupportedAssets(box.content, `gallery ${gallery.id}`, onContentError);
    }
    return boxes;
  }

  return {
    frontPage,
    resolvers,
    objectContent,
    personIntroduction,
    galleryInfos,
    contentFrame: (lang: Language): Promise<ContentFrame> => contentFrame(content, lang),
    /** The editors' notice above the search results; null when none (or the CMS failed). */
    resultsNotification: (lang: Language): Promise<ResultsNotificationContent | null> =>
      content.getResultsNotification(lang),
    /** Pages of the menu matching the term (spec §2, §7); empty without term or language. */
    async contentSearch(
      search: string,
      lang: string,
      preview: boolean,
    ): Promise<ContentSearchItem[]> {
      if (!isLanguage(lang) || search.trim() === '') return [];
      const items = await content.searchContent({ search, lang, preview });
      return items.map((item) => ({
        id: item.id,
        title: item.title,
        href: contentPagePath(lang, item.slug),
        text: item.text,
      }));
    },
    /** The content pages of the site map (the menu's pages, in its order). */
    async contentPagesForSitemap(lang: Language): Promise<Array<{ slug: string; title: string }>> {
      return menuContentPages(await content.getMenu(lang));
    },
  };
}

export type ContentPages = ReturnType<typeof createContentPages>;
