import type { CmsAsset } from './cms-asset';
import type { RichTextDocument } from './rich-text-document';

/** A generic content page, `/{lang}/{slug}` (spec §2, §3). */
export interface ContentPage {
  readonly kind: 'content-page';
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly headerImage?: CmsAsset;
  /** Plain-text summary for the og:description and the content search. */
  readonly description?: string;
  readonly body: RichTextDocument;
  /** The optional info box beside the body. */
  readonly sidebarInfoBox?: RichTextDocument;
}

/** A link to a content page or an article, as the front page shows it. */
export interface FrontPageHighlight {
  readonly id: string;
  readonly kind: 'content-page' | 'article';
  readonly slug: string;
  readonly title: string;
  readonly description?: string;
  readonly image?: CmsAsset;
}

/** The front page, `/{lang}/`. */
export interface FrontPage {
  readonly kind: 'front-page';
  readonly id: string;
  readonly title: string;
  readonly ingress?: string;
  readonly heroImage?: CmsAsset;
  readonly heroImageAlt?: string;
  readonly heroImageCaption?: string;
  readonly body?: RichTextDocument;
  /** Pages and articles the editors lift up, in their order. */
  readonly highlights: readonly FrontPageHighlight[];
}

/** One hit of the site content search (spec §2): only pages that are in the menu. */
export interface ContentSearchItem {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  /** The first block of the page's body as plain text; empty when the body has none. */
  readonly text: string;
}
