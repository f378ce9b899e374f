// Public browser entry of @kokoelma/cms: the content model's types, the rich-text
// renderer and small pure helpers. Everything here ships to browsers, so nothing may pull
// in Node built-ins or the Contentful SDK; those live behind '@kokoelma/cms/server'.

// Content model
export type { CmsAsset } from './lib/model/cms-asset';
export { isCmsAsset } from './lib/model/cms-asset';
export type {
  RichTextDocument,
  RichTextEntryTarget,
  RichTextTarget,
} from './lib/model/rich-text-document';
export { isRichTextEntryTarget } from './lib/model/rich-text-document';
export type { MenuItem } from './lib/model/menu-item';
export type {
  ContentPage,
  ContentSearchItem,
  FrontPage,
  FrontPageHighlight,
} from './lib/model/content-page';
export type { Article, ArticleAuthor, ArticleCategory, ArticleSummary } from './lib/model/article';
export type { Video } from './lib/model/video';
export type {
  ObjectAdditionalInfo,
  ObjectAdvisory,
  ObjectInfo,
  ObjectLinkButton,
  ObjectLinkMap,
  PersonIntroduction,
} from './lib/model/object-content';
export type { FooterSocialUrls, FooterTexts, ResultsNotification } from './lib/model/site-texts';
export type { MissingTranslation } from './lib/model/missing-translation';
export { isMissingTranslation, missingTranslation } from './lib/model/missing-translation';

// Menu: breadcrumbs, sidebar and the content search filter
export { isSlugInMenu, menuBranch, menuPath, menuSlugs } from './lib/menu/menu-path';

// Paths and rich text
export { articlePath, contentPagePath } from './lib/content-paths';
export { RichText } from './lib/rich-text/rich-text';
export type { RichTextProps } from './lib/rich-text/rich-text';
export { UNSUPPORTED_ASSET_MESSAGE } from './lib/rich-text/rich-text-asset';
export type { RichTextErrorHandler } from './lib/rich-text/rich-text-asset';
export { firstBlockText, headingId, richTextPlainText } from './lib/rich-text/plain-text';
export { contentImageSrcSet, contentImageUrl } from './lib/rich-text/content-image-url';
export type { ContentImageFormat, ContentImageOptions } from './lib/rich-text/content-image-url';
