import { CONTENT_FETCH_LIMIT, isLanguage, objectLinkMap } from '@kokoelma/domain';
import type { Language } from '@kokoelma/domain';
import { menuSlugs } from '../lib/menu/menu-path';
import type { ContentProvider } from './content-provider';
import type { EntryQuery, EntrySource } from './entry-source';
import { toArticle, toArticleCategory, toArticleSummary } from './transform/article';
import { toMenu } from './transform/menu';
import {
  toObjectAdditionalInfo,
  toObjectAdvisory,
  toObjectInfo,
  toObjectLinkEntry,
  toPersonIntroduction,
} from './transform/object-content';
import { toContentPage, toContentSearchItem, toFrontPage } from './transform/page';
import { toFooterTexts, toResultsNotification } from './transform/site-texts';
import { toVideo } from './transform/video';

/** The CMS locale code of each site language. */
export type ContentLocales = Readonly<Record<Language, string>>;

/** The site's language codes are the locale codes unless configured otherwise. */
export const DEFAULT_LOCALES: ContentLocales = { fi: 'fi', sv: 'sv', en: 'en' };

/** Blog pages are read with their links two levels deep: author → image (spec §7). */
const ARTICLE_INCLUDE = 2;
/** Groups → links → children → their pages. */
const MENU_INCLUDE = 4;
/** A page's images and the pages its body links to. */
const PAGE_INCLUDE = 2;

/** Slugs are path segments: no slash, not blank, not absurdly long. */
function isSlug(slug: string): boolean {
  return slug.trim() !== '' && slug.length <= 200 && !slug.includes('/');
}

/** A person's id as their page's address has it: not blank, no control characters, ≤ 200. */
function isPersonId(id: string): boolean {
  if (id.trim() === '' || id.length > 200) return false;
  return [...id].every((char) => char.charCodeAt(0) >= 0x20);
}

/** Contentful entry ids: letters, digits, dot, underscore, hyphen; at most 64. */
function isEntryId(id: string): boolean {
  return /^[A-Za-z0-9._-]{1,64}$/.test(id);
}

function keep<T>(values: readonly unknown[], transform: (value: unknown) => T | undefined): T[] {
  return values.flatMap((value) => {
    const result = transform(value);
    return result === undefined ? [] : [result];
  });
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return CONTENT_FETCH_LIMIT;
  return Math.min(CONTENT_FETCH_LIMIT, Math.max(1, Math.floor(limit)));
}

/**
 * The content provider over any entry source: both the local content and Contentful
 * answer entry queries in the delivery API's shape, so one set of queries and one set of
 * transformers serves both. Inputs are checked before any query is sent.
 */
export function createEntryProvider(
  source: EntrySource,
  locales: ContentLocales = DEFAULT_LOCALES,
): ContentProvider {
  const entries = (lang: Language, query: Omit<EntryQuery, 'locale'>) =>
    source.getEntries({ ...query, locale: locales[lang] });

  const provider: ContentProvider = {
    async getMenu(lang) {
      const items = await entries(lang, {
        contentType: 'menuItem',
        where: { 'fields.type': 'top-level' },
        order: 'fields.order',
        include: MENU_INCLUDE,
        limit: CONTENT_FETCH_LIMIT,
      });
      return toMenu(items);
    },

    async getFrontPage(lang, { preview = false } = {}) {
      const [first] = await entries(lang, {
        contentType: 'frontPage',
        include: PAGE_INCLUDE,
        limit: 1,
        preview,
      });
      return toFrontPage(first, lang) ?? null;
    },

    async getContentPage(lang, slug) {
      if (!isSlug(slug)) return null;
      const [first] = await entries(lang, {
        contentType: 'page',
        where: { 'fields.slug': slug },
        include: PAGE_INCLUDE,
        limit: 1,
      });
      return toContentPage(first, lang) ?? null;
    },

    async listArticles(lang, { category, limit } = {}) {
      // An empty category (a bare ?category=) is no filter; an impossible id finds nothing.
      if (category && !isEntryId(category)) return [];
      const items = await entries(lang, {
        contentType: 'blogPage',
        order: '-fields.publishDate',
        include: 1,
        limit: clampLimit(limit),
        ...(category ? { where: { 'fields.category.sys.id': category } } : {}),
      });
      return keep(items, toArticleSummary);
    },

    async latestArticles(lang, count) {
      return count < 1 ? [] : provider.listArticles(lang, { limit: count });
    },

    async getArticle(lang, slug, { preview = false } = {}) {
      if (!isSlug(slug)) return null;
      const [first] = await entries(lang, {
        contentType: 'blogPage',
        where: { 'fields.slug': slug },
        include: ARTICLE_INCLUDE,
        limit: 1,
        preview,
      });
      return toArticle(first, lang) ?? null;
    },

    async listArticleCategories(lang) {
      const items = await entries(lang, {
        contentType: 'blogCategory',
        order: 'fields.name',
        include: 0,
        limit: CONTENT_FETCH_LIMIT,
      });
      return keep(items, toArticleCategory);
    },

    async listVideos(lang, { query } = {}) {
      const search = query?.trim();
      const items = await entries(lang, {
        contentType: 'video',
        order: '-fields.publishDate',
        include: 1,
        limit: CONTENT_FETCH_LIMIT,
        ...(search ? { search } : {}),
      });
      return keep(items, toVideo);
    },

    async getObjectInfos(lang) {
      const items = await entries(lang, {
        contentType: 'objectInfo',
        include: 1,
        limit: CONTENT_FETCH_LIMIT,
      });
      return keep(items, toObjectInfo);
    },

    async getObjectLinkMap(lang) {
      const items = await entries(lang, {
        contentType: 'haunLinkkipainike',
        order: '-sys.updatedAt',
        include: 0,
        limit: CONTENT_FETCH_LIMIT,
      });
      // The domain rule orders by update time again, so the answer does not depend on
      // the source honouring the order.
      const map = objectLinkMap(keep(items, toObjectLinkEntry));
      return Object.fromEntries([...map].map(([id, button]) => [String(id), button]));
    },

    async getObjectAdditionalInfo(id, lang) {
      if (!Number.isSafeInteger(id) || id < 1) return null;
      const [first] = await entries(lang, {
        contentType: 'objectAdditionalInfo',
        where: { 'fields.objectId': id },
        include: 1,
        limit: 1,
      });
      return toObjectAdditionalInfo(first) ?? null;
    },

    async getObjectAdvisory(id, lang) {
      if (!Number.isSafeInteger(id) || id < 1) return null;
      const [first] = await entries(lang, {
        contentType: 'objectAdvisory',
        where: { 'fields.objectId': id },
        include: 1,
        limit: 1,
      });
      return toObjectAdvisory(first) ?? null;
    },

    async getPersonIntroduction(personId, lang) {
      if (!isPersonId(personId)) return null;
      const [first] = await entries(lang, {
        contentType: 'personIntroduction',
        where: { 'fields.personId': personId },
        include: 1,
        limit: 1,
      });
      return toPersonIntroduction(first) ?? null;
    },

    async getResultsNotification(lang) {
      const [first] = await entries(lang, {
        contentType: 'resultsNotification',
        order: '-sys.updatedAt',
        include: 0,
        limit: 1,
      });
      return toResultsNotification(first) ?? null;
    },

    async getFooter(lang) {
      const [first] = await entries(lang, { contentType: 'footer', include: 0, limit: 1 });
      return toFooterTexts(first) ?? null;
    },

    async searchContent({ search, lang, preview = false }) {
      const term = search?.trim() ?? '';
      if (term === '' || !isLanguage(lang)) return [];
      const [pages, menu] = await Promise.all([
        entries(lang, {
          contentType: 'page',
          search: term,
          include: 0,
          limit: CONTENT_FETCH_LIMIT,
          preview,
        }),
        provider.getMenu(lang),
      ]);
      // Pages outside the menu (the cookie page, drafts of future sections) are not
      // offered by the search (spec §2).
      const inMenu = menuSlugs(menu);
      return keep(pages, toContentSearchItem).filter((item) => inMenu.has(item.slug));
    },
  };
  return provider;
}
