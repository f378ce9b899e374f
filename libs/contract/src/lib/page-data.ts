import { Type, type Static, type TSchema } from 'typebox';
import { ErrorResponse, Lang } from './common';
import {
  CollectionObject,
  LocalizedText,
  SearchCard,
  SearchParams,
  SearchResponse,
  SitemapResponse,
} from './collection';
import { YearHistogram } from './year-histogram';
import {
  ArticleCategory,
  ArticleContent,
  ArticleSummary,
  ContentLink,
  ContentMenuItem,
  ContentPageContent,
  FrontPageContent,
  ObjectContent,
  RichTextDocument,
  VideoContent,
} from './content';
import { ResultsNotificationContent } from './content-api';
import { SharedGallery } from './galleries';

/** Facts every page needs about the site itself. */
export const SiteData = Type.Object({
  /** The collection is the generated demo collection: pages say so. */
  demo: Type.Boolean(),
  /** Objects in the collection. */
  objectCount: Type.Integer(),
  /** The `{imageBase}` of object image URLs: the local image route or the image server. */
  imageBase: Type.String(),
  /**
   * The IIIF Image API base of object images (`{base}/{imageId}/info.json` feeds the
   * deep-zoom viewer); null when there is none.
   */
  iiifImageBase: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** The site's public origin, for canonical links and og tags (no trailing slash). */
  publicUrl: Type.String(),
});
export type SiteData = Static<typeof SiteData>;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const List = <T extends TSchema>(item: T) => Type.Immutable(Type.Array(item));

// The collection schemas carry $ids (for OpenAPI); a page schema holds several of them,
// so it uses copies without ids (a schema may define an id only once).
const PageObject = Type.Object(CollectionObject.properties);
const PageSearchParams = Type.Object(SearchParams.properties, { additionalProperties: false });
const PageSearchResponse = Type.Object({
  ...SearchResponse.properties,
  data: Type.Array(Type.Object(SearchCard.properties)),
  searchParams: PageSearchParams,
});

const PageCard = Type.Object(SearchCard.properties);

/**
 * The front page: the editors' front page (null without one in this language), the works
 * it leads with (the first one large, the others as a row) and the newest articles.
 */
export const FrontPageData = Type.Object({
  kind: Type.Literal('front'),
  lang: Lang,
  content: Nullable(FrontPageContent),
  latestArticles: List(ArticleSummary),
  works: Type.Optional(Type.Array(PageCard, { maxItems: 12 })),
});
export type FrontPageData = Static<typeof FrontPageData>;

/** Why a work is listed among an object's similar works: what it shares, strongest first. */
export const SimilarReason = Type.Object({
  /** It has a creator of the object. */
  sameArtist: Type.Boolean(),
  /** The strongest shared terms besides the creator (technique, keyword …), at most two. */
  terms: Type.Array(Type.Object(LocalizedText.properties), { maxItems: 2 }),
  /** The work's decade (1890) when made within 25 years of the object; else null. */
  decade: Nullable(Type.Integer()),
  sameMuseum: Type.Boolean(),
});
export type SimilarReason = Static<typeof SimilarReason>;

/** "More by {artist}": the object's first creator and their other works, best first. */
export const MoreByWorks = Type.Object({
  personId: Type.String(),
  name: Type.String(),
  works: Type.Array(PageCard, { maxItems: 8 }),
});
export type MoreByWorks = Static<typeof MoreByWorks>;

/** One of an object's similar works, with the reason it is listed. */
export const SimilarWorkCard = Type.Object({ work: PageCard, reason: SimilarReason });
export type SimilarWorkCard = Static<typeof SimilarWorkCard>;

/** A palette colour's name (`colour.{name}` in the messages) and its shade. */
export const PaletteName = Type.Object({
  name: Type.String(),
  tone: Type.Union([Type.Literal('light'), Type.Literal('dark'), Type.Null()]),
});
export type PaletteName = Static<typeof PaletteName>;

/** An object page: the object, and its parts (sketchbook pages, works of a series). */
/**
 * One revision of an object's data, as its page lists it: when, and each changed field
 * with its value before and after as text in the page's language (null: not shown as
 * text — a list, an image, a measurement — or none).
 */
export const PageObjectRevision = Type.Object({
  at: Type.String({ format: 'date-time' }),
  fields: Type.Array(
    Type.Object({
      field: Type.String(),
      before: Nullable(Type.String()),
      after: Nullable(Type.String()),
    }),
  ),
});
export type PageObjectRevision = Static<typeof PageObjectRevision>;

/** The most revisions an object page lists (the newest). */
export const OBJECT_PAGE_REVISIONS = 20;

export const ObjectPageData = Type.Object({
  kind: Type.Literal('object'),
  lang: Lang,
  object: PageObject,
  children: Type.Array(PageObject, { description: 'Child objects, at most 200' }),
  parents: Type.Array(Type.Object({ id: Type.Integer(), title: PageObject.properties.title })),
  /** What the CMS says about this object: info boxes, the link button, additional info, the advisory. */
  content: ObjectContent,
  /** "More by {artist}"; null (or absent) when the object has no known creator with other works. */
  moreBy: Type.Optional(Nullable(MoreByWorks)),
  /** "Similar works", most similar first; empty when nothing is similar enough. */
  similar: Type.Optional(Type.Array(SimilarWorkCard, { maxItems: 8 })),
  /**
   * What each colour of the object's palette is called, in the palette's order: the
   * nearest named colour and whether it is much lighter or darker than that. Named on
   * the server, so the page needs none of the colour maths.
   */
  paletteNames: Type.Optional(Type.Array(PaletteName, { maxItems: 12 })),
  /** What imports and updates revised in the object's data, newest first; absent: none. */
  history: Type.Optional(Type.Array(PageObjectRevision, { maxItems: OBJECT_PAGE_REVISIONS })),
  /**
   * `?version=`: the day (YYYY-MM-DD) the object is shown as it was then; absent: as it
   * is now.
   */
  version: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
});
export type ObjectPageData = Static<typeof ObjectPageData>;

/** The collection search page: the search the URL asks for and its first results. */
export const SearchPageData = Type.Object({
  kind: Type.Literal('search'),
  lang: Lang,
  params: PageSearchParams,
  result: PageSearchResponse,
  /** The editors' notice shown above the results; null when the CMS has none. */
  notification: Nullable(ResultsNotificationContent),
  /** The results' production years (the timeline); null or absent when none has one. */
  yearHistogram: Type.Optional(Nullable(YearHistogram)),
});
export type SearchPageData = Static<typeof SearchPageData>;

/** A role a person has in works of the collection, in the languages it is known in. */
export const PersonRole = Type.Object({
  fi: Type.String(),
  sv: Type.Optional(Nullable(Type.String())),
  en: Type.Optional(Nullable(Type.String())),
  /** How many of the person's works name them in this role. */
  count: Type.Integer({ minimum: 0 }),
});
export type PersonRole = Static<typeof PersonRole>;

/** A person as their page shows them: the authority's name, life years and roles. */
export const PagePerson = Type.Object({
  /** The person's id (a merged person's surviving id: its page answers under this one). */
  id: Type.String(),
  name: Type.String(),
  firstName: Nullable(Type.String()),
  familyName: Nullable(Type.String()),
  birthYear: Nullable(Type.Integer()),
  deathYear: Nullable(Type.Integer()),
  /** Where they were born and died, as the records write it. */
  birthPlace: Nullable(Type.String()),
  deathPlace: Nullable(Type.String()),
  /** The same person in other authority files, as links. */
  sameAs: Type.Array(Type.String(), { maxItems: 10 }),
  /** Other spellings of the name that the people authority merged into the person. */
  otherNames: Type.Array(Type.String(), { maxItems: 20 }),
  /** Works of the collection that name the person. */
  objectCount: Type.Integer({ minimum: 0 }),
  roles: Type.Array(PersonRole, { maxItems: 20 }),
});
export type PagePerson = Static<typeof PagePerson>;

/**
 * A person's page (/{lang}/people/{id}): who they are and their works, as the search
 * for their works gives them (oldest first unless the address asks another order; the
 * category and display filters of the address), with the works' years and where they
 * are on view now.
 */
export const PersonPageData = Type.Object({
  kind: Type.Literal('person'),
  lang: Lang,
  person: PagePerson,
  /** The editors' introduction of the person in the page's language (CMS); null when none. */
  introduction: Nullable(RichTextDocument),
  params: PageSearchParams,
  result: PageSearchResponse,
  yearHistogram: Type.Optional(Nullable(YearHistogram)),
});
export type PersonPageData = Static<typeof PersonPageData>;

/** The people index (/{lang}/people): A–Ö by family name, a page at a time. */
export const PeoplePageData = Type.Object({
  kind: Type.Literal('people'),
  lang: Lang,
  people: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      birthYear: Nullable(Type.Integer()),
      deathYear: Nullable(Type.Integer()),
      objectCount: Type.Integer({ minimum: 0 }),
    }),
    { maxItems: 100 },
  ),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pages: Type.Integer({ minimum: 0 }),
  /** The name filter as asked ('' for everyone). */
  q: Type.String(),
  /** The letter the index is at; null for every letter. */
  letter: Nullable(Type.String()),
  /** The index's letters in the page's alphabet. */
  letters: Type.Array(Type.String(), { maxItems: 40 }),
});
export type PeoplePageData = Static<typeof PeoplePageData>;

/** A page of the object site map (/{lang}/sitemap/objects/{page}) or the site map itself. */
export const SitemapPageData = Type.Object({
  kind: Type.Literal('sitemap'),
  lang: Lang,
  objects: SitemapResponse,
  /** The content pages of the menu, for the site map's list of pages. */
  contentPages: Type.Optional(
    Type.Array(Type.Object({ slug: Type.String(), title: Type.String() })),
  ),
});
export type SitemapPageData = Static<typeof SitemapPageData>;

/**
 * A content page, /{lang}/{slug}. `page` is null when the page exists but is not written
 * in this language (spec §8: "this page is not yet available in …"). Breadcrumbs and
 * sub-menu come from the menu (spec §2); the cookie declaration only on the cookie page
 * and only when the consent tool is configured.
 */
export const ContentPageData = Type.Object({
  kind: Type.Literal('content-page'),
  lang: Lang,
  slug: Type.String(),
  page: Nullable(ContentPageContent),
  /** The menu path to the page, without the front page; empty when not in the menu. */
  breadcrumbs: List(ContentLink),
  /** The menu branch the page is in, for the sidebar. */
  subMenu: Nullable(
    Type.Object({
      title: Type.String(),
      href: Type.Optional(Type.String()),
      items: List(ContentMenuItem),
    }),
  ),
  cookieDeclaration: Nullable(Type.Object({ src: Type.String() })),
});
export type ContentPageData = Static<typeof ContentPageData>;

/** The articles list, /{lang}/artikkelit, filtered by a category's slug (?category=). */
export const ArticlesPageData = Type.Object({
  kind: Type.Literal('articles'),
  lang: Lang,
  categories: List(ArticleCategory),
  category: Nullable(Type.String({ description: 'Slug of the chosen category' })),
  articles: List(ArticleSummary),
});
export type ArticlesPageData = Static<typeof ArticlesPageData>;

/** An article, /{lang}/artikkelit/{slug}; `article` is null when not written in `lang`. */
export const ArticlePageData = Type.Object({
  kind: Type.Literal('article'),
  lang: Lang,
  slug: Type.String(),
  preview: Type.Boolean(),
  article: Nullable(ArticleContent),
});
export type ArticlePageData = Static<typeof ArticlePageData>;

/** The videos page, /{lang}/videos; `selected` is the video in the player (?video=). */
export const VideosPageData = Type.Object({
  kind: Type.Literal('videos'),
  lang: Lang,
  videos: List(VideoContent),
  selected: Nullable(Type.String()),
});
export type VideosPageData = Static<typeof VideosPageData>;

/**
 * The developer documentation of the public API, /{lang}/developers: the limits the
 * server enforces, so the page states the configured values rather than a copy.
 */
export const DevelopersPageData = Type.Object({
  kind: Type.Literal('developers'),
  lang: Lang,
  rateLimit: Type.Object({
    max: Type.Integer({ description: 'Requests per key per window' }),
    keylessMax: Type.Integer({ description: 'Requests per address per window without a key' }),
    windowSeconds: Type.Integer(),
  }),
});
export type DevelopersPageData = Static<typeof DevelopersPageData>;

/** The most artworks a gallery page shows (and its page data carries) at once. */
export const GALLERY_PAGE_OBJECTS = 200;

/**
 * A gallery's view, /{lang}/galleries/{slug}, as the visitor asking may see it (a private
 * gallery only to its owner, `gallery.owned`): one person's answer, never kept by a
 * shared cache. `objects` are its artworks still in the collection, in its order, at
 * most GALLERY_PAGE_OBJECTS; `infos` the CMS's info boxes that name this gallery.
 */
export const GalleryPageData = Type.Object({
  kind: Type.Literal('gallery'),
  lang: Lang,
  gallery: SharedGallery,
  objects: Type.Array(PageObject),
  infos: ObjectContent.properties.infos,
});
export type GalleryPageData = Static<typeof GalleryPageData>;

/**
 * A public gallery's embed view, /{lang}/embed/galleries/{slug}, which other sites frame:
 * the same for everyone (never the owner's view), and only while the gallery is public
 * (anything else is a 404). `objects` as in GalleryPageData.
 */
export const GalleryEmbedPageData = Type.Object({
  kind: Type.Literal('gallery-embed'),
  lang: Lang,
  gallery: SharedGallery,
  objects: Type.Array(PageObject),
});
export type GalleryEmbedPageData = Static<typeof GalleryEmbedPageData>;

/** The data of one page: what its route renders. */
export const PageData = Type.Union([
  FrontPageData,
  ObjectPageData,
  SearchPageData,
  PersonPageData,
  PeoplePageData,
  SitemapPageData,
  ContentPageData,
  ArticlesPageData,
  ArticlePageData,
  VideosPageData,
  DevelopersPageData,
  GalleryPageData,
  GalleryEmbedPageData,
]);
export type PageData = Static<typeof PageData>;

/** GET /api/site: the site facts. */
export const siteRoute = {
  method: 'GET',
  url: '/api/site',
  schema: { response: { 200: SiteData, 500: ErrorResponse } },
} as const;

export const PageDataQuery = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 2000, pattern: '^/' }),
    query: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);

/** GET /api/pagedata?path=&query=: the data of the page at `path`; 404 when there is none. */
export const pageDataRoute = {
  method: 'GET',
  url: '/api/pagedata',
  schema: {
    querystring: PageDataQuery,
    response: { 200: PageData, 400: ErrorResponse, 404: ErrorResponse, 500: ErrorResponse },
  },
} as const;
