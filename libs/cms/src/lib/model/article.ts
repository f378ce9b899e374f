import type { CmsAsset } from './cms-asset';
import type { RichTextDocument } from './rich-text-document';

/** A category of articles; its name is the article's `type` (spec §3). */
export interface ArticleCategory {
  readonly id: string;
  /** Stable across languages, for filter links. */
  readonly slug: string;
  readonly name: string;
}

/** The optional author of an article. */
export interface ArticleAuthor {
  readonly name: string;
  readonly description?: string;
  readonly image?: CmsAsset;
}

/** An article as lists and cards show it. */
export interface ArticleSummary {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  /** ISO date or date-time as the CMS stores it. */
  readonly publishDate: string;
  /** The category's name; undefined when the article has no category. */
  readonly type?: string;
  readonly categoryId?: string;
  readonly heroImage?: CmsAsset;
  readonly heroImageAlt?: string;
  readonly ingress?: string;
}

/**
 * A whole article, `/{lang}/artikkelit/{slug}` (spec §3). Hero image, mobile hero
 * image and category are required: an article without one of them is not shown.
 */
export interface Article {
  readonly kind: 'article';
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly publishDate: string;
  readonly type: string;
  readonly category: ArticleCategory;
  readonly heroImage: CmsAsset;
  readonly heroImageMobile: CmsAsset;
  readonly heroImageAlt?: string;
  readonly heroImageCaption?: string;
  readonly ingress?: string;
  readonly articleBody: RichTextDocument;
  /** Always empty (spec §3): the site shows no recommendations yet. */
  readonly recommendations: readonly ArticleSummary[];
  readonly author?: ArticleAuthor;
}
