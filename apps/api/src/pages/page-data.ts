import { objectRevisions } from './object-revisions';
import type {
  CollectionObject,
  ContentFrame,
  MoreByWorks,
  PersonRole,
  SearchCard,
  SearchParams,
  SimilarWorkCard,
  ContentSearchItem,
  DataRouteId,
  PageData,
  PageDataOf,
  PageMatch,
  PageResolvers,
  Prediction,
  SiteData,
} from '@kokoelma/contract/site';
import {
  hasPageData,
  matchPage,
  paletteName,
  resolvePage,
  searchParamsFromQuery,
} from '@kokoelma/contract/site';
import {
  indexLetters,
  publicObject,
  type CollectionRecord,
  type CollectionService,
} from '@kokoelma/collection';
import {
  PAGE_SIZE,
  calendarDateOf,
  isRealDate,
  type CalendarDate,
  type Language,
} from '@kokoelma/domain';
import { createContentPages, type ContentPages, type ContentPagesOptions } from './content-pages';
import {
  galleryEmbedResolver,
  galleryPageResolver,
  type GalleryPageSource,
} from './gallery-page-data';
import { ANONYMOUS_VIEWER, type PageViewer } from './page-viewer';

/** The in-process API the web app's server render uses; /api/* serves the same over HTTP. */
export interface PageDataSource {
  /**
   * The data of the page at `path` (GET /api/pagedata): the path matched once against the
   * route table (matchPage), then its route's resolver. `viewer` is asked only by a page
   * that depends on who asks (a gallery); without it the visitor is nobody signed in.
   */
  pageData(path: string, query: string, viewer?: PageViewer): Promise<PageData | null>;
  /** The data of a page the web router has already matched (the server render). */
  page<K extends DataRouteId>(
    match: PageMatch<K>,
    viewer?: PageViewer,
  ): Promise<PageDataOf<K> | null>;
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
  publicApi?: { rateLimit: { max: number; keylessMax: number; windowSeconds: number } };
  /** The gallery service's shared view, for /{lang}/galleries/{slug}; without it, 404. */
  galleries?: GalleryPageSource;
}

/**
 * Records as the pages send them: the public object of each (publicObject), never what the
 * store alone keeps (a LIDO record's linked images, an image's harvest validators).
 */
async function publicObjects(records: Promise<CollectionRecord[]>): Promise<CollectionObject[]> {
  return (await records).map(publicObject);
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

/**
 * The day of `?version=` in an object page's query: a real calendar date, not after
 * today (in the museum's time zone); null for none or anything else (the object as it
 * is now).
 */
export function versionDay(query: string | undefined): string | null {
  const value = new URLSearchParams(query ?? '').get('version');
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!value || !match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (!isRealDate({ year, month, day }) || year < 1900) return null;
  const today = calendarDateOf(new Date());
  const todayIso = today ? isoDay(today) : '';
  return value <= todayIso ? value : null;
}

/** A calendar day as YYYY-MM-DD. */
const isoDay = ({ year, month, day }: CalendarDate) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The most child objects an object page lists (a sketchbook has tens of pages). */
export const MAX_CHILDREN = 200;

/**
 * THE SERVER'S PAGE RESOLVERS: one per route id with data in the route table (libs/contract
 * page-routes.ts), which types each one's parameters and data; the compiler refuses a
 * missing one. The content routes' resolvers are in content-pages.ts, the galleries' in
 * gallery-page-data.ts.
 */
export function createPageResolvers(
  collection: CollectionService,
  options: PageDataOptions,
  content: ContentPages,
): PageResolvers<PageViewer> {
  const galleryPage = options.galleries
    ? galleryPageResolver(
        options.galleries,
        (ids) => publicObjects(collection.objects(ids)),
        content,
      )
    : null;
  const galleryEmbed = options.galleries
    ? galleryEmbedResolver(options.galleries, (ids) => publicObjects(collection.objects(ids)))
    : null;
  return {
    ...content.resolvers,
    // The front page leads with works of the collection (issue 37): the editors' page
    // and articles, and works with an image that are on view, the best first.
    front: async (match, viewer) => {
      const [page, works] = await Promise.all([
        content.resolvers.front(match, viewer),
        frontWorks(collection, match.params.lang),
      ]);
      return page && { ...page, works };
    },
    object: async ({ params: { lang, id }, query }) => {
      // `?version=YYYY-MM-DD`: the object as it was that day (from its history).
      const day = versionDay(query);
      const object = day ? await collection.versionAt(id, day) : await collection.object(id);
      if (!object) return null;
      const [children, parents, objectContent, related, versions] = await Promise.all([
        collection.objects(object.children.slice(0, MAX_CHILDREN)),
        collection.objects(object.parents.slice(0, 10)),
        content.objectContent(id, lang),
        relatedOf(collection, object),
        collection.history(id),
      ]);
      const history = objectRevisions(versions, lang);
      return {
        kind: 'object',
        lang,
        object: publicObject(object),
        children: children.map(publicObject),
        parents: parents.map((p) => ({ id: p.id, title: p.preferredTitle ?? p.title })),
        content: objectContent,
        moreBy: related.moreBy,
        similar: related.similar,
        paletteNames: (object.palette ?? []).map((colour) => paletteName(colour.hex)),
        ...(history.length > 0 ? { history } : {}),
        ...(day ? { version: day } : {}),
      };
    },
    search: async ({ params: { lang }, query }) => {
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
    // A person's page: who they are, then their works as the search gives them, oldest
    // first unless the address asks for another order; the address's category and
    // display filters apply. A merged person's old id finds the survivor (whose page the
    // web app redirects to).
    person: async ({ params: { lang, id }, query }) => {
      const person = await collection.person(id);
      if (!person) return null;
      const asked = searchParamsFromQuery(query);
      const sortAsked = new URLSearchParams(query).get('sort');
      const params: SearchParams = {
        people: [person.id],
        sort: PERSON_SORTS.find((sort) => sort === sortAsked) ?? 'year-asc',
        ...(asked.categories ? { categories: asked.categories } : {}),
        ...(asked.displayFilter ? { displayFilter: asked.displayFilter } : {}),
      };
      const [result, yearHistogram, roles, introduction] = await Promise.all([
        collection.search(params, lang),
        collection.yearHistogram(params, lang),
        collection.personRoles(person.id),
        content.personIntroduction(person.id, lang),
      ]);
      return {
        kind: 'person',
        lang,
        person: {
          id: person.id,
          name: person.name,
          firstName: person.firstName,
          familyName: person.familyName,
          birthYear: person.birthYear,
          deathYear: person.deathYear,
          birthPlace: person.birthPlace,
          deathPlace: person.deathPlace,
          sameAs: person.sameAs,
          // The authority never keeps the shown name among them; checked again here.
          otherNames: person.otherNames.filter((name) => name !== person.name),
          objectCount: person.objectCount,
          roles: rolesIn(roles, result.data, person.id),
        },
        introduction,
        params,
        result: { ...result, searchParams: params },
        yearHistogram,
      };
    },
    // The people index: A–Ö by family name in the page's alphabet, 100 a page, with a
    // name filter (?q=) and a letter (?letter=); past the last page is none.
    people: async ({ params: { lang }, query }) => {
      const asked = new URLSearchParams(query);
      const q = (asked.get('q') ?? '').trim().slice(0, 100);
      const letters = indexLetters(lang);
      const wanted = (asked.get('letter') ?? '').toLowerCase();
      const letter = letters.includes(wanted) ? wanted : null;
      const pageAsked = asked.get('page') ?? '1';
      const page = /^[1-9]\d{0,5}$/.test(pageAsked) ? Number(pageAsked) : 0;
      if (page === 0) return null;
      const found = await collection.peopleIndex({
        lang,
        search: q,
        letter,
        offset: (page - 1) * PEOPLE_PER_PAGE,
        limit: PEOPLE_PER_PAGE,
      });
      const pages = Math.ceil(found.total / PEOPLE_PER_PAGE);
      if (page > Math.max(1, pages)) return null;
      return {
        kind: 'people',
        lang,
        people: found.people.map((p) => ({
          id: p.id,
          name: p.name,
          birthYear: p.birthYear,
          deathYear: p.deathYear,
          objectCount: p.objectCount,
        })),
        total: found.total,
        page,
        pages,
        q,
        letter,
        letters,
      };
    },
    sitemap: ({ params: { lang } }) => sitemap(lang, null),
    'sitemap-objects': ({ params: { lang, page } }) => sitemap(lang, page),
    developers: async ({ params: { lang } }) =>
      options.publicApi
        ? { kind: 'developers', lang, rateLimit: options.publicApi.rateLimit }
        : null,
    // The shared (or own) view of a gallery; its edit page loads in the browser.
    gallery: async ({ params: { lang, slug } }, viewer) =>
      galleryPage ? galleryPage(lang, slug, viewer) : null,
    // A public gallery's compact view for other sites to frame (never the owner's view).
    'gallery-embed': async ({ params: { lang, slug } }) =>
      galleryEmbed ? galleryEmbed(lang, slug) : null,
  };

  /** The site map, or one page of its object list (`page`; past the last one is none). */
  async function sitemap(lang: Language, page: number | null) {
    const objects = await collection.sitemap(lang, page ?? 1, PAGE_SIZE);
    if (page !== null && page > objects.pages) return null;
    const contentPages = await content.contentPagesForSitemap(lang);
    return { kind: 'sitemap', lang, objects, contentPages } as const;
  }
}

/** How many works the front page shows: one large, the others in a row. */
/**
 * A person's roles with their Swedish and English names where one of the works on the
 * page gives them (the records keep each object's role in three languages; the people
 * table only the Finnish name).
 */
function rolesIn(
  roles: ReadonlyArray<{ role: string; count: number }>,
  works: readonly SearchCard[],
  personId: string,
): PersonRole[] {
  const names = new Map<string, { sv?: string | null; en?: string | null }>();
  for (const work of works) {
    for (const person of work.people) {
      const role = person.role;
      if (String(person.id) !== personId || !role?.fi || names.has(role.fi)) continue;
      names.set(role.fi, { sv: role.sv ?? null, en: role.en ?? null });
    }
  }
  return roles.map(({ role, count }) => ({ fi: role, ...names.get(role), count }));
}

/** People on a page of the people index. */
export const PEOPLE_PER_PAGE = 100;

/** The orders of a person's works (the page's links); the first is the default. */
const PERSON_SORTS = ['year-asc', 'year-desc', 'title', 'relevance'] as const;

export const FRONT_PAGE_WORKS = 5;

/**
 * The front page's works: works with an image on view in the museums, the best first;
 * when fewer are on view, other works with an image after them.
 */
async function frontWorks(collection: CollectionService, lang: Language) {
  const onView = await collection.search({ hasImage: true, displayFilter: 'anywhere' }, lang);
  const works = onView.data.slice(0, FRONT_PAGE_WORKS);
  if (works.length < FRONT_PAGE_WORKS) {
    const more = await collection.search({ hasImage: true }, lang);
    const seen = new Set(works.map((work) => work.id));
    works.push(...more.data.filter((work) => !seen.has(work.id)));
  }
  return works.slice(0, FRONT_PAGE_WORKS);
}

/**
 * Resolves a page to its data: one resolver per route id of the route table; a path with
 * no page is null (HTTP 404).
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
  const resolvers = createPageResolvers(collection, options, content);

  return {
    async pageData(path, query, viewer = ANONYMOUS_VIEWER) {
      const match = matchPage(path, query);
      // An unknown address, and a page without page data (its view loads in the browser).
      if (!match || !hasPageData(match.id)) return null;
      return resolvePage(resolvers, match as PageMatch<DataRouteId>, viewer);
    },
    page: (match, viewer = ANONYMOUS_VIEWER) => resolvePage(resolvers, match, viewer),
    site() {
      if (!site || now() - site.at > SITE_FACTS_MS) {
        const value = readSite();
        site = { value, at: now() };
        value.catch(() => (site = null));
      }
      return site.value;
    },
    additional: (ids) => publicObjects(collection.objects(ids)),
    predictions: (search, lang) => collection.predictions(search, lang),
    contentFrame: (lang) => content.contentFrame(lang),
    contentSearch: (search, lang, preview = false) => content.contentSearch(search, lang, preview),
    contentPagesForSitemap: (lang) => content.contentPagesForSitemap(lang),
  };
}
