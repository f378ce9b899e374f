import type { Document } from '@contentful/rich-text-types';
import { Type, type Static, type TSchema } from 'typebox';
import { ErrorResponse, Lang } from './common';

// Schemas of the editorial content as pages receive it (menu, footer, content pages,
// articles, videos, object texts). The server's CMS library turns Contentful's shapes
// into these; the schemas keep /api/pagedata serialising exactly what the in-process
// render saw. Lists are immutable so that the library's readonly values fit as they are.

const List = <T extends TSchema>(item: T) => Type.Immutable(Type.Array(item));
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A file of the CMS: an image or a document. `url` is absolute or site-relative. */
export const ContentAsset = Type.Object({
  id: Type.String(),
  url: Type.String(),
  contentType: Type.String({ description: 'Media type, e.g. image/jpeg' }),
  fileName: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  description: Type.Optional(Type.String({ description: 'Alternative text of an image' })),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
  size: Type.Optional(Type.Integer()),
});
export type ContentAsset = Static<typeof ContentAsset>;

const RichTextNode = Type.Object({}, { additionalProperties: true });

/**
 * A rich-text body: Contentful's document tree, rebuilt node by node by the server's
 * transformer (only known node types, link targets reduced to assets and slugs). The
 * tree is recursive and its node types are Contentful's enums, so the schema checks the
 * root and serialises every node as it is, and the static type is the renderer's own.
 */
export const RichTextDocument = Type.Unsafe<Document>(
  Type.Object(
    {
      nodeType: Type.Literal('document'),
      data: Type.Object({}, { additionalProperties: true }),
      content: Type.Array(RichTextNode),
    },
    { additionalProperties: true, description: 'A Contentful rich-text document' },
  ),
);
export type RichTextDocument = Static<typeof RichTextDocument>;

/** A link with its text: breadcrumbs, sub-menus. */
export const ContentLink = Type.Object({ title: Type.String(), href: Type.String() });
export type ContentLink = Static<typeof ContentLink>;

const MenuLink = Type.Object({ id: Type.String(), title: Type.String(), href: Type.String() });

/** A link of a menu group, with its own children (the third level). */
export const ContentMenuItem = Type.Object({
  id: Type.String(),
  title: Type.String(),
  href: Type.String(),
  children: List(MenuLink),
});
export type ContentMenuItem = Static<typeof ContentMenuItem>;

/** A top-level group of the menu; `href` when the group has a page of its own. */
export const ContentMenuGroup = Type.Object({
  id: Type.String(),
  title: Type.String(),
  href: Type.Optional(Type.String()),
  items: List(ContentMenuItem),
});
export type ContentMenuGroup = Static<typeof ContentMenuGroup>;

/** The editable texts of the footer; link labels are the app's own messages. */
export const ContentFooter = Type.Object({
  organisation: Type.String(),
  address: List(Type.String()),
  phone: Type.Optional(Type.String()),
  feedbackSurveyUrl: Type.Optional(Type.String()),
  social: Type.Object({
    facebook: Type.Optional(Type.String()),
    x: Type.Optional(Type.String()),
    instagram: Type.Optional(Type.String()),
  }),
});
export type ContentFooter = Static<typeof ContentFooter>;

/** What every page of a language shows from the CMS: the menu and the footer texts. */
export const ContentFrame = Type.Object({
  lang: Lang,
  menu: List(ContentMenuGroup),
  footer: Nullable(ContentFooter),
});
export type ContentFrame = Static<typeof ContentFrame>;

/** A page or article the front page lifts up. */
export const FrontPageHighlight = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('content-page'), Type.Literal('article')]),
  slug: Type.String(),
  title: Type.String(),
  description: Type.Optional(Type.String()),
  image: Type.Optional(ContentAsset),
});

/** The editors' front page. */
export const FrontPageContent = Type.Object({
  id: Type.String(),
  title: Type.String(),
  ingress: Type.Optional(Type.String()),
  heroImage: Type.Optional(ContentAsset),
  heroImageAlt: Type.Optional(Type.String()),
  heroImageCaption: Type.Optional(Type.String()),
  body: Type.Optional(RichTextDocument),
  highlights: List(FrontPageHighlight),
});
export type FrontPageContent = Static<typeof FrontPageContent>;

/** A generic content page (spec §3). */
export const ContentPageContent = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  headerImage: Type.Optional(ContentAsset),
  description: Type.Optional(Type.String()),
  body: RichTextDocument,
  sidebarInfoBox: Type.Optional(RichTextDocument),
});
export type ContentPageContent = Static<typeof ContentPageContent>;

export const ArticleCategory = Type.Object({
  id: Type.String(),
  slug: Type.String({ description: 'Stable across languages, for filter links' }),
  name: Type.String(),
});
export type ArticleCategory = Static<typeof ArticleCategory>;

/** An article as lists and cards show it. */
export const ArticleSummary = Type.Object({
  id: Type.String(),
  title: Type.String(),
  slug: Type.String(),
  publishDate: Type.String({ description: 'ISO date or date-time' }),
  type: Type.Optional(Type.String({ description: 'The category name' })),
  categoryId: Type.Optional(Type.String()),
  heroImage: Type.Optional(ContentAsset),
  heroImageAlt: Type.Optional(Type.String()),
  ingress: Type.Optional(Type.String()),
});
export type ArticleSummary = Static<typeof ArticleSummary>;

/** A whole article (spec §3). */
export const ArticleContent = Type.Object({
  id: Type.String(),
  title: Type.String(),
  slug: Type.String(),
  publishDate: Type.String(),
  type: Type.String(),
  category: ArticleCategory,
  heroImage: ContentAsset,
  heroImageMobile: ContentAsset,
  heroImageAlt: Type.Optional(Type.String()),
  heroImageCaption: Type.Optional(Type.String()),
  ingress: Type.Optional(Type.String()),
  articleBody: RichTextDocument,
  recommendations: List(ArticleSummary),
  author: Type.Optional(
    Type.Object({
      name: Type.String(),
      description: Type.Optional(Type.String()),
      image: Type.Optional(ContentAsset),
    }),
  ),
});
export type ArticleContent = Static<typeof ArticleContent>;

/** A video of the videos page. */
export const VideoContent = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Type.Optional(Type.String()),
  videoUrl: Type.String({ description: 'The page of the video on its service' }),
  embedUrl: Type.Optional(Type.String({ description: 'Privacy-friendly player address' })),
  thumbnail: Type.Optional(ContentAsset),
  publishDate: Type.Optional(Type.String()),
});
export type VideoContent = Static<typeof VideoContent>;

/** What the CMS adds to one object's page: info boxes, the link button, additional info. */
export const ObjectContent = Type.Object({
  infos: List(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      content: Type.Optional(RichTextDocument),
      linkTitle: Type.Optional(Type.String()),
      linkUrl: Type.Optional(Type.String()),
      newTab: Type.Boolean(),
    }),
  ),
  linkButton: Nullable(Type.Object({ text: Type.String(), url: Type.String() })),
  additionalInfo: Nullable(
    Type.Object({ title: Type.Optional(Type.String()), content: RichTextDocument }),
  ),
  /**
   * The editors' content advisory, shown before the image: the note in the page's language
   * (absent when not written in it), and whether the images are blurred until the visitor
   * asks to see them (in every language). Absent or null when the object has none.
   */
  advisory: Type.Optional(
    Nullable(Type.Object({ text: Type.Optional(RichTextDocument), blurImage: Type.Boolean() })),
  ),
});
export type ObjectContent = Static<typeof ObjectContent>;

/**
 * POST /api/contentfulsearch body (spec §7). Term and language are taken as sent: a
 * missing one gives an empty answer, not an error.
 */
export const ContentSearchRequest = Type.Object(
  {
    search: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    lang: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
    preview: Type.Optional(Type.Boolean({ description: 'Search unpublished content too' })),
  },
  { additionalProperties: false },
);
export type ContentSearchRequest = Static<typeof ContentSearchRequest>;

/** A content page matching the search, only pages in the menu, with its first block. */
export const ContentSearchItem = Type.Object({
  id: Type.String(),
  title: Type.String(),
  href: Type.String(),
  text: Type.String({ description: 'First block of the body with text' }),
});
export type ContentSearchItem = Static<typeof ContentSearchItem>;

export const ContentFrameParams = Type.Object({ lang: Lang }, { additionalProperties: false });

export const WebhookResponse = Type.Object({ cleared: Type.Boolean() });

/** Routes of the content API, with the schemas Fastify validates and serialises with. */
const contentSearchSchema = {
  body: ContentSearchRequest,
  response: { 200: Type.Array(ContentSearchItem), 400: ErrorResponse, 500: ErrorResponse },
};

export const contentRoutes = {
  /** The site content search of the menu, by the spec's name (spec §7: contentfulsearch). */
  search: { method: 'POST', url: '/api/contentfulsearch', schema: contentSearchSchema },
  /**
   * The same search at the path earlier builds of the web app called; kept so that pages
   * loaded before a deploy keep working. Not for new clients.
   */
  searchAlias: { method: 'POST', url: '/api/contentsearch', schema: contentSearchSchema },
  frame: {
    method: 'GET',
    url: '/api/content-frame/:lang',
    schema: {
      params: ContentFrameParams,
      response: { 200: ContentFrame, 400: ErrorResponse, 500: ErrorResponse },
    },
  },
  webhook: {
    method: 'POST',
    url: '/api/cms/webhook',
    schema: {
      headers: Type.Object({ 'x-webhook-secret': Type.Optional(Type.String()) }),
      response: { 200: WebhookResponse, 401: ErrorResponse, 500: ErrorResponse },
    },
  },
} as const;
