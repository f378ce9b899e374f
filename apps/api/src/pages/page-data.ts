import type {
  CollectionObject,
  ContentFrame,
  MoreByWorks,
  SearchCard,
  SimilarWorkCard,
  ContentSearchItem,
  PageData,
  Prediction,
  SiteData,
} from '@kokoelma/contract';
import { paletteName, searchParamsFromQuery } from '@kokoelma/contract';
import type { CollectionRecord, CollectionService } from '@kokoelma/collection';
import { PAGE_SIZE, isLanguage, type Language } from '@kokoelma/domain';
import { createContentPages, type ContentPagesOptions } from './content-pages';
import {
  galleryEmbedResolver,
  galleryPageResolver,
  type GalleryPageSource,
} from './gallery-page-data';
import { ANONYMOUS_VIEWER, type PageViewer } from './page-viewer';

/** The in-process API the web app's server render uses; /api/* serves the same over HTTP. */
export interface PageDataSource {
  /**
   * The data of the page at `path`. `viewer` is asked only by a page that depends on who
   * asks (a gallery); without it the visitor is nobody signed in.
   */
  pageData(path: string, query: string, viewer?: PageViewer): Promise<PageData | null>;
  site(): Promise<SiteData>;
  /** Objects by id in the order asked (the next slice of a search's objectIds). */
  additional(ids: readonly number[]): Promise<CollectionObject[]>;
  predictions(search: string, lang: Language): Promise<Prediction[]>;
  /** Menu and footer texts from the CMS, for every page of `lang`. */
  contentFrame(lang: Language): Promise<ContentFrame>;
  /** The menu's site content search; `lang` as sent (unknown gives nothing). */
  contentSearch(search: string, lang: string, preview?: boolean): Promise<ContentSearchItem[]>;
  /** The content pages the site map lists: `contentPages` of its page data. */
  contentPagesForSitemap(lang: Language): Promise<Array<{ slug: string; title: string }>>;
}

/** What the page data needs besides the collection (`content`: the CMS and its options). */
export interface PageDataOptions extends ContentPagesOptions {
  /** True when the collection is the generated demo. */
  isDemo: () => Promise<boolean>;
  imageBase: string;
  /** The IIIF Image API base of object images (deep zoom), or null/absent for none. */
  iiifImageBase?: string | null;
  publicUrl: string;
  now?: () => number;
  /** The public API's rate limit, for /{lang}/developers; without it that page is a 404. */
  publicApi?: { rateLimit: { max: number; windowSeconds: number } };
  /** The gallery service's shared view, for /{lang}/galleries/{slug}; without it, 404. */
  galleries?: GalleryPageSource;
}

/** What a card shows of a record (the search's result card). */
function cardOf(record: CollectionRecord): SearchCard {
  const { id, title, preferredTitle, museum, people, dateFrom, datePrefix, yearFrom, yearTo } =
    record;
  const images = record.images.slice(0, 1);
  return {
    id,
    title,
    preferredTitle,
    museum,
    people,
    dateFrom,
    datePrefix,
    yearFrom,
    yearTo,
    images,
  };
}

/**
 * "More by {artist}" and "Similar works" of an object page: the ranking's ids and reasons
 * (libs/collection similar-works.ts), then the listed works' records, read in one go.
 */
async function relatedOf(
  collection: CollectionService,
  object: CollectionRecord,
): Promise<{ moreBy: MoreByWorks | null; similar: SimilarWorkCard[] }> {
  const related = await collection.related(object);
  const ids = [...(related.moreBy?.ids ?? []), ...related.similar.map((w) => w.id)];
  const records = new Map((await collection.objects(ids)).map((r) => [r.id, r]));
  const moreByWorks = (related.moreBy?.ids ?? []).flatMap((id) => {
    const record = records.get(id);
    return record ? [cardOf(record)] : [];
  });
  const moreBy =
    related.moreBy && moreByWorks.length > 0
      ? { personId: related.moreBy.personId, name: related.moreBy.name, works: moreByWorks }
      : null;
  const similar = related.similar.flatMap((w) => {
    const record = records.get(w.id);
    return record ? [{ work: cardOf(record), reason: w.reason }] : [];
  });
  return { moreBy, similar };
}

/** How long the site facts are reused. */
export const SITE_FACTS_MS = 60_000;

/** The most child objects an object page lists (a sketchbook has tens of pages). */
export const MAX_CHILDREN = 200;

export type PageResolver = (
  lang: Language,
  match: RegExpExecArray,
  query: string,
  viewer: PageViewer,
) => Promise<PageData | null>;

/**
 * Resolves a page path to its data. Each route that has data gets a branch here as its
 * feature lands; a path with no page is null (HTTP 404).
 */
export function createPageDataSource(
  collection: CollectionService,
  options: PageDataOptions,
): PageDataSource {
  const now = options.now ?? Date.now;
  // Every page shows the site facts; they change only with an import, so they are read
  // from the database at most once a minute rather than on every render.
  let site: { value: Promise<SiteData>; at: number } | null = null;
  const readSite = async (): Promise<SiteData> => {
    const [demo, objectCount] = await Promise.all([options.isDemo(), collection.count()]);
    return {
      demo,
      objectCount,
      imageBase: options.imageBase,
      iiifImageBase: options.iiifImageBase ?? null,
      publicUrl: options.publicUrl,
    };
  };

  const content = createContentPages(options);
  const galleryPage = options.galleries
    ? galleryPageResolver(options.galleries, (ids) => collection.objects(ids), content)
    : null;
  const galleryEmbed = options.galleries
    ? galleryEmbedResolver(options.galleries, (ids) => collection.objects(ids))
    : null;
  const pages: Array<[RegExp, PageResolver]> = [
    [/^\/?$/, (lang, _match, query) => content.frontPage(lang, query)],
    [
      /^\/object\/(\d{1,15})$/,
      async (lang, match) => {
        const id = Number(match[1]);
        if (!Number.isSafeInteger(id) || id < 1) return null;
        const object = await collection.object(id);
        if (!object) return null;
        const [children, parents, objectContent, related] = await Promise.all([
          collection.objects(object.children.slice(0, MAX_CHILDREN)),
          collection.objects(object.parents.slice(0, 10)),
          content.objectContent(id, lang),
          relatedOf(collection, object),
        ]);
        return {
          kind: 'object',
          lang,
          object,
          children,
          parents: parents.map((p) => ({ id: p.id, title: p.preferredTitle ?? p.title })),
          content: objectContent,
          moreBy: related.moreBy,
          similar: related.similar,
          paletteNames: (object.palette ?? []).map((colour) => paletteName(colour.hex)),
        };
      },
    ],
    [
      /^\/search\/?$/,
      async (lang, _match, query) => {
        const params = searchParamsFromQuery(query);
        const [result, notification, years] = await Promise.all([
          collection.search(params, lang),
          content.resultsNotification(lang),
          collection.yearHistogram(params, lang),
        ]);
        const searchResult = { ...result, searchParams: params };
        // The timeline counts what the results are: the corrected words when the search
        // used close spellings of the visitor's, and nothing when nothing was found.
        const yearHistogram =
          result.totalCount === 0
            ? null
            : result.correctedQuery
              ? await collection.yearHistogram(
                  { ...params, searchTerms: [result.correctedQuery] },
                  lang,
                )
              : years;
        return {
          kind: 'search',
          lang,
          params,
          result: searchResult,
          notification,
          yearHistogram,
        };
      },
    ],
    [
      /^\/sitemap(?:\/objects\/(\d{1,6}))?\/?$/,
      async (lang, match) => {
        const page = match[1] === undefined ? 1 : Number(match[1]);
        if (page < 1) return null;
        const objects = await collection.sitemap(lang, page, PAGE_SIZE);
        if (match[1] !== undefined && page > objects.pages) return null;
        const contentPages = await content.contentPagesForSitemap(lang);
        return { kind: 'sitemap', lang, objects, contentPages };
      },
    ],
    [
      /^\/developers\/?$/,
      async (lang) =>
        options.publicApi
          ? { kind: 'developers', lang, rateLimit: options.publicApi.rateLimit }
          : null,
    ],
    [
      // The shared (or own) view of a gallery; its edit page loads in the browser.
      /^\/galleries\/([^/]+)\/?$/,
      async (lang, match, _query, viewer) =>
        galleryPage ? galleryPage(lang, match[1] ?? '', viewer) : null,
    ],
    [
      // A public gallery's compact view for other sites to frame (never the owner's view).
      /^\/embed\/galleries\/([^/]+)\/?$/,
      async (lang, match) => (galleryEmbed ? galleryEmbed(lang, match[1] ?? '') : null),
    ],
    ...content.resolvers.specific,
    // Any other single segment is a content page by its slug: keep this entry last.
    content.resolvers.contentPage,
  ];

  return {
    async pageData(path, query, viewer = ANONYMOUS_VIEWER) {
      const head = /^\/([a-z]{2})(\/.*)?$/.exec(path);
      if (!head || !isLanguage(head[1])) return null;
      const lang = head[1];
      const rest = head[2] ?? '';
      for (const [pattern, resolve] of pages) {
        const match = pattern.exec(rest);
        if (match) return resolve(lang, match, query, viewer);
      }
      return null;
    },
    site() {
      if (!site || now() - site.at > SITE_FACTS_MS) {
        const value = readSite();
        site = { value, at: now() };
        value.catch(() => (site = null));
      }
      return site.value;
    },
    additional: (ids) => collection.objects(ids),
    predictions: (search, lang) => collection.predictions(search, lang),
    contentFrame: (lang) => content.contentFrame(lang),
    contentSearch: (search, lang, preview = false) => content.contentSearch(search, lang, preview),
    contentPagesForSitemap: (lang) => content.contentPagesForSitemap(lang),
  };
}
