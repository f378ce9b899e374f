import { Type, type Static, type TSchema } from 'typebox';
import { ErrorResponse, Lang } from './common';
import { CONTENT_SLUG_PATTERN } from './path-patterns';
import {
  ArticleCategory,
  ArticleContent,
  ArticleSummary,
  FrontPageContent,
  RichTextDocument,
  VideoContent,
} from './content';

// The content API (spec §7): the CMS's articles, categories, videos, object texts, the
// results notification and the front page as JSON, one route each, and the og:image of an
// object. Pages get the same content through /api/pagedata; these serve other clients.
// `lang` is optional and defaults to Finnish, like the collection API's.

const List = <T extends TSchema>(item: T) => Type.Immutable(Type.Array(item));
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ContentSlug = Type.String({
  pattern: CONTENT_SLUG_PATTERN,
  description: 'Slug of an article, e.g. avoimet-kuvat',
});

const OptionalLang = Type.Optional(Lang);
const Preview = Type.Optional(
  Type.Boolean({ description: 'true: unpublished content too (spec §6); never cached' }),
);

export const ArticlesQuery = Type.Object(
  {
    lang: OptionalLang,
    category: Type.Optional(
      Type.String({
        pattern: CONTENT_SLUG_PATTERN,
        description: 'Slug of a category (GET /api/article-categories); unknown is 404',
      }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'Default 1000' })),
  },
  { additionalProperties: false },
);
export type ArticlesQuery = Static<typeof ArticlesQuery>;

export const ArticleParams = Type.Object({ slug: ContentSlug }, { additionalProperties: false });

export const PreviewQuery = Type.Object(
  { lang: OptionalLang, preview: Preview },
  { additionalProperties: false },
);
export type PreviewQuery = Static<typeof PreviewQuery>;

export const LangQuery = Type.Object({ lang: OptionalLang }, { additionalProperties: false });

/** How many of the newest articles GET /api/latest-articles gives without `limit`. */
export const LATEST_ARTICLES_DEFAULT = 3;

export const LatestArticlesQuery = Type.Object(
  {
    lang: OptionalLang,
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 50, description: `Default ${LATEST_ARTICLES_DEFAULT}` }),
    ),
  },
  { additionalProperties: false },
);

export const VideosQuery = Type.Object(
  {
    lang: OptionalLang,
    query: Type.Optional(
      Type.String({ maxLength: 200, description: 'Words to find in title or description' }),
    ),
  },
  { additionalProperties: false },
);

export const LangParams = Type.Object({ lang: Lang }, { additionalProperties: false });

/** An info box with the objects and galleries it is shown on (spec §3). */
export const ObjectInfoEntry = Type.Object({
  id: Type.String(),
  objectIds: List(Type.Integer()),
  galleryIds: List(Type.String()),
  title: Type.String(),
  content: Type.Optional(RichTextDocument),
  linkTitle: Type.Optional(Type.String()),
  linkUrl: Type.Optional(Type.String()),
  newTab: Type.Boolean(),
});
export type ObjectInfoEntry = Static<typeof ObjectInfoEntry>;

/** Object id → its link button; the newest entry for an id wins (spec §3). */
export const ObjectLinkMapResponse = Type.Record(
  Type.String({ pattern: '^[0-9]+$' }),
  Type.Object({ text: Type.String(), url: Type.String() }),
  { description: 'Keys are object ids' },
);
export type ObjectLinkMapResponse = Static<typeof ObjectLinkMapResponse>;

/** The editors' notice above the collection search results, e.g. about a data update. */
export const ResultsNotificationContent = Type.Object({
  id: Type.String(),
  title: Type.Optional(Type.String()),
  message: Type.String(),
  linkText: Type.Optional(Type.String()),
  linkUrl: Type.Optional(Type.String({ description: 'Absolute, or a path of this site' })),
});
export type ResultsNotificationContent = Static<typeof ResultsNotificationContent>;

export const OgImageParams = Type.Object(
  {
    filename: Type.String({
      maxLength: 64,
      description: 'An image file name as in image URLs: the image id and its extension',
    }),
  },
  { additionalProperties: false },
);

/** A JPEG's bytes (streamed, so never serialised). */
const JpegBody = Type.Unsafe<unknown>(Type.String({ format: 'binary', description: 'image/jpeg' }));

const errors = { 400: ErrorResponse, 404: ErrorResponse, 500: ErrorResponse };
/** Preview (`preview=true`) without the preview link's cookie once a real CMS is configured. */
const previewErrors = { ...errors, 403: ErrorResponse };

/**
 * Routes of the content API. Anonymous answers may be cached for a minute
 * (`Cache-Control: public, max-age=60`: editors see a publish within a minute); preview
 * answers are `private, no-store`, and once a real CMS is configured need the preview
 * link's cookie (403 `{ error: 'forbidden', message }` without it). A missing article or front page, one not written in `lang`, or an
 * unknown category is a 404 `{ error: 'not_found', message }`; bad input a 400.
 */
export const contentApiRoutes = {
  articles: {
    method: 'GET',
    url: '/api/articles',
    schema: { querystring: ArticlesQuery, response: { 200: List(ArticleSummary), ...errors } },
  },
  article: {
    method: 'GET',
    url: '/api/articles/:slug',
    schema: {
      params: ArticleParams,
      querystring: PreviewQuery,
      response: { 200: ArticleContent, ...previewErrors },
    },
  },
  articleCategories: {
    method: 'GET',
    url: '/api/article-categories',
    schema: { querystring: LangQuery, response: { 200: List(ArticleCategory), ...errors } },
  },
  latestArticles: {
    method: 'GET',
    url: '/api/latest-articles',
    schema: {
      querystring: LatestArticlesQuery,
      response: { 200: List(ArticleSummary), ...errors },
    },
  },
  videos: {
    method: 'GET',
    url: '/api/videos',
    schema: { querystring: VideosQuery, response: { 200: List(VideoContent), ...errors } },
  },
  objectInfos: {
    method: 'GET',
    url: '/api/object-infos/:lang',
    schema: { params: LangParams, response: { 200: List(ObjectInfoEntry), ...errors } },
  },
  objectLinkMap: {
    method: 'GET',
    url: '/api/object-link-map/:lang',
    schema: { params: LangParams, response: { 200: ObjectLinkMapResponse, ...errors } },
  },
  resultsNotification: {
    method: 'GET',
    url: '/api/results-notification/:lang',
    schema: {
      params: LangParams,
      response: { 200: Nullable(ResultsNotificationContent), ...errors },
    },
  },
  frontPage: {
    method: 'GET',
    url: '/api/frontpage',
    schema: { querystring: PreviewQuery, response: { 200: FrontPageContent, ...previewErrors } },
  },
  /**
   * The og:image of an object image (spec §2: 1100 × 650): the image cropped to exactly
   * that size, as a JPEG; with the museum's image server configured, a redirect to its
   * 1100-wide rendition (302). Answers 304 to a matching If-None-Match.
   */
  ogImage: {
    method: 'GET',
    url: '/og-image/:filename',
    schema: {
      params: OgImageParams,
      response: { 200: JpegBody, ...errors },
    },
  },
} as const;
