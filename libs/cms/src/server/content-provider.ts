import type { Language } from '@kokoelma/domain';
import type { Article, ArticleCategory, ArticleSummary } from '../lib/model/article';
import type { ContentPage, ContentSearchItem, FrontPage } from '../lib/model/content-page';
import type { MenuItem } from '../lib/model/menu-item';
import type { MissingTranslation } from '../lib/model/missing-translation';
import type {
  ObjectAdditionalInfo,
  ObjectAdvisory,
  ObjectInfo,
  ObjectLinkMap,
  PersonIntroduction,
} from '../lib/model/object-content';
import type { FooterTexts, ResultsNotification } from '../lib/model/site-texts';
import type { Video } from '../lib/model/video';

/** Preview loads drafts and unpublished changes (spec §2, §6: `?preview=true`). */
export interface PreviewOptions {
  readonly preview?: boolean;
}

export interface ListArticlesOptions {
  /** Only articles of this category (its id). */
  readonly category?: string;
  /** At most this many, newest first; 1–1000, default 1000. */
  readonly limit?: number;
}

export interface ListVideosOptions {
  /** Full-text search over title and description. */
  readonly query?: string;
}

/**
 * A site content search (spec §7): term and language come from the request body
 * unchecked, so both may be missing; then the answer is empty.
 */
export interface ContentSearchRequest {
  readonly search?: string | null;
  readonly lang?: string | null;
  readonly preview?: boolean;
}

/**
 * Everything the site reads from the CMS, in one of its languages. Implemented by the
 * local content and by Contentful, and wrapped by the cache and the fallbacks.
 *
 * Failures reject with `CmsRequestError`, except where a result says otherwise;
 * `withContentFallbacks` applies the spec's softer rules on top.
 */
export interface ContentProvider {
  /** The top-level menu groups, with their links and children. */
  getMenu(lang: Language): Promise<readonly MenuItem[]>;
  /** The front page; missing-translation without a title in `lang`; null when none. */
  getFrontPage(
    lang: Language,
    options?: PreviewOptions,
  ): Promise<FrontPage | MissingTranslation | null>;
  /** A content page by slug; missing-translation without title or body; null when none. */
  getContentPage(lang: Language, slug: string): Promise<ContentPage | MissingTranslation | null>;
  /** Articles with a title in `lang`, newest first. */
  listArticles(lang: Language, options?: ListArticlesOptions): Promise<readonly ArticleSummary[]>;
  /** The `count` newest articles. */
  latestArticles(lang: Language, count: number): Promise<readonly ArticleSummary[]>;
  /**
   * An article by slug (fetched with include depth 2, spec §7); missing-translation
   * without title or body in `lang`; null when there is none or it is incomplete.
   */
  getArticle(
    lang: Language,
    slug: string,
    options?: PreviewOptions,
  ): Promise<Article | MissingTranslation | null>;
  listArticleCategories(lang: Language): Promise<readonly ArticleCategory[]>;
  listVideos(lang: Language, options?: ListVideosOptions): Promise<readonly Video[]>;
  /** Every object info box (limit 1000, spec §7). */
  getObjectInfos(lang: Language): Promise<readonly ObjectInfo[]>;
  /** Object id → link button; newest update first, first entry for an id wins (spec §3). */
  getObjectLinkMap(lang: Language): Promise<ObjectLinkMap>;
  /** The additional info of one object (limit 1, spec §7); null when none. */
  getObjectAdditionalInfo(id: number, lang: Language): Promise<ObjectAdditionalInfo | null>;
  /** The content advisory of one object (limit 1); null when none (or neither note nor blur). */
  getObjectAdvisory(id: number, lang: Language): Promise<ObjectAdvisory | null>;
  /** The introduction of one person by their id (limit 1); null when none in `lang`. */
  getPersonIntroduction(personId: string, lang: Language): Promise<PersonIntroduction | null>;
  getResultsNotification(lang: Language): Promise<ResultsNotification | null>;
  getFooter(lang: Language): Promise<FooterTexts | null>;
  /** Pages matching the term that are in the menu, with their first block (spec §2). */
  searchContent(request: ContentSearchRequest): Promise<readonly ContentSearchItem[]>;
}
