import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Tables } from '@kokoelma/db';
import type { Language } from '@kokoelma/domain';
import { OBJECT_HISTORY_MAX, type Facet } from '@kokoelma/contract';
import type { Prediction, SearchParams, YearHistogram } from '@kokoelma/contract/site';
import { wholeCollectionFacets } from './search/facet-counts';
import {
  countPeopleWithWorks,
  objectIdRange,
  personIdRange,
  sitemapPage,
  type SitemapPage,
} from './store/sitemap';
import { materialsFacet, type MaterialCount } from './store/materials';
import {
  objectChanges,
  objectDeletedAt,
  objectHistory,
  objectVersionAt,
  type ObjectVersion,
  type ObjectChangesPage,
  type ObjectChangesQuery,
} from './store/object-changes';
import { findImageOwner, type ImageOwner } from './images/image-download';
import type { CollectionRecord } from './model/record';
import { countObjects, findExistingIds, findObjects } from './store/object-repository';
import {
  findPerson,
  objectBatches,
  objectPage,
  peopleIndex,
  peoplePage,
  personRoles,
  type ObjectPage,
  type ObjectPageQuery,
  type PeoplePage,
  type PeoplePageQuery,
  type PersonListing,
  type PersonRoleCount,
  type PeopleIndexPage,
  type PeopleIndexQuery,
} from './search/listings';
import { predict } from './search/predictions';
import { searchCollection, type SearchResult } from './search/search-service';
import { yearHistogram } from './search/year-histogram';
import { relatedWorks, type RelatedWorks } from './similar/similar-works';

/** What the HTTP layer and the page loaders ask of the collection. */
export interface CollectionService {
  /** `offset`: the ids from there on (a next window of at most RESULT_ID_LIMIT ids). */
  search(params: SearchParams, lang: Language, offset?: number): Promise<SearchResult>;
  /** The production years of a search's results (the timeline); null when none has one. */
  yearHistogram(params: SearchParams, lang: Language): Promise<YearHistogram | null>;
  /** Objects by id in the order asked; unknown ids are left out. */
  objects(ids: readonly number[]): Promise<CollectionRecord[]>;
  /** One object, or null when there is none with that id. */
  object(id: number): Promise<CollectionRecord | null>;
  /** "More by" the object's artist and "Similar works" (ids, best first, with reasons). */
  related(record: CollectionRecord): Promise<RelatedWorks>;
  /** Of the ids asked, those the collection holds, in the order asked (no records read). */
  existingIds(ids: readonly number[]): Promise<number[]>;
  predictions(search: string, lang: Language): Promise<Prediction[]>;
  count(): Promise<number>;
  /** Every filter's values with counts over the whole collection, terms in `lang`. */
  filters(lang: Language): Promise<Facet[]>;
  /** The materials facet's values with counts over the whole collection (spec §7). */
  materials(lang: Language): Promise<MaterialCount[]>;
  /** The object showing the image `imageId`, and that image's record; null when none does. */
  imageOwner(imageId: string): Promise<ImageOwner | null>;
  /** One page of the object site map. */
  sitemap(lang: Language, page: number, pageSize: number): Promise<SitemapPage>;
  /** Object ids in id order, for XML site maps. */
  objectIds(offset: number, limit: number): Promise<number[]>;
  /** How many people objects name (each has a page). */
  countPeople(): Promise<number>;
  /** Ids of the people objects name, in id order, for XML site maps. */
  personIds(offset: number, limit: number): Promise<string[]>;
  /** Objects matching search filters, in id order, a keyset page at a time. */
  listObjects(query: ObjectPageQuery): Promise<ObjectPage>;
  /** People connected to objects, in id order, a keyset page at a time. */
  people(query: PeoplePageQuery): Promise<PeoplePage>;
  /** One person, or null when there is none with that id. */
  person(id: string): Promise<PersonListing | null>;
  /** The people index: people objects name, A–Ö by family name, a page at a time. */
  peopleIndex(query: PeopleIndexQuery): Promise<PeopleIndexPage>;
  /** The roles the records give a person, the most frequent first (at most 20). */
  personRoles(id: string): Promise<PersonRoleCount[]>;
  /** Every object in id order, a batch at a time (bounded memory for any collection). */
  exportBatches(batchSize?: number): AsyncIterable<CollectionRecord[]>;
  /** The objects changed since a moment (deleted ones as tombstones), a page at a time. */
  changes(query: ObjectChangesQuery): Promise<ObjectChangesPage>;
  /** When object `id` was removed from the collection; null when it is stored or unknown. */
  deletedAt(id: number): Promise<Date | null>;
  /** The changes of object `id`, newest first, each field with its value before and after. */
  history(id: number): Promise<ObjectVersion[]>;
  /**
   * Object `id` as it was at the end of `day` (YYYY-MM-DD, the museum's time zone), from
   * its history; null when it did not exist then.
   */
  versionAt(id: number, day: string): Promise<CollectionRecord | null>;
}

/** Options of the collection service. */
export interface CollectionServiceOptions {
  /**
   * How long a search result is reused for the same parameters, and an object read by id
   * (0: never). Imports in this process clear both at once; an import run elsewhere shows
   * within this time.
   */
  searchCacheSeconds?: number;
}

/** The collection service over an open database. */
export function createCollectionService(
  db: Kysely<Tables>,
  options: CollectionServiceOptions = {},
): CollectionService & { clearCache(): void } {
  const ttl = (options.searchCacheSeconds ?? 60) * 1000;
  const caches: Array<{ clear(): void }> = [];
  /**
   * `load`, answered from an LRU of its promises for `ttl` (not at all when it is 0): a
   * concurrent call with the same key shares the pending one, and a failed one is not kept.
   */
  function cachedLoad<K extends string | number, A extends unknown[], V>(
    max: number,
    keyOf: (...args: A) => K,
    load: (...args: A) => Promise<V>,
  ): (...args: A) => Promise<V> {
    if (ttl <= 0) return load;
    const cache = new LRUCache<K, Promise<V>>({ max, ttl });
    caches.push(cache);
    return (...args) => {
      const key = keyOf(...args);
      const hit = cache.get(key);
      if (hit) return hit;
      const pending = load(...args);
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
      return pending;
    };
  }
  const search = cachedLoad<string, [SearchParams, Language, number?], SearchResult>(
    500,
    (params: SearchParams, lang: Language, offset = 0) => JSON.stringify([lang, params, offset]),
    (params: SearchParams, lang: Language, offset = 0) =>
      searchCollection(db, params, lang, offset),
  );
  const histogram = cachedLoad(
    500,
    (params: SearchParams, lang: Language) => JSON.stringify([lang, params]),
    (params: SearchParams, lang: Language) => yearHistogram(db, params, lang),
  );
  // Objects by id, kept as long as search results: every page and API answer that shows
  // objects reads them, and they change only with an import. Found objects only.
  const records = new LRUCache<number, CollectionRecord>({ max: 5000, ttl: Math.max(ttl, 1) });
  const objects = async (ids: readonly number[]): Promise<CollectionRecord[]> => {
    if (ttl <= 0) return findObjects(db, ids);
    const found = new Map<number, CollectionRecord>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = records.get(id);
      if (hit) found.set(id, hit);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const record of await findObjects(db, missing)) {
        found.set(record.id, record);
        records.set(record.id, record);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  };
  // "More by" and "Similar works" of an object, kept like its record: they change only
  // with an import, and ranking them is most of the database's share of an object page
  // (every signed-in view of a page is rendered anew).
  const related = cachedLoad(
    5000,
    (record: CollectionRecord) => record.id,
    (record: CollectionRecord) => relatedWorks(db, record),
  );
  return {
    clearCache: () => {
      for (const cache of caches) cache.clear();
      records.clear();
    },
    search,
    yearHistogram: histogram,
    objects,
    object: async (id) => (await objects([id]))[0] ?? null,
    related,
    existingIds: (ids) => findExistingIds(db, ids),
    predictions: (search, lang) => predict(db, search, lang),
    count: () => countObjects(db),
    filters: (lang) => wholeCollectionFacets(db, lang),
    materials: (lang) => materialsFacet(db, lang),
    imageOwner: (imageId) => findImageOwner(db, imageId),
    sitemap: (lang, page, pageSize) => sitemapPage(db, lang, page, pageSize),
    objectIds: (offset, limit) => objectIdRange(db, offset, limit),
    countPeople: () => countPeopleWithWorks(db),
    personIds: (offset, limit) => personIdRange(db, offset, limit),
    listObjects: (query) => objectPage(db, query),
    people: (query) => peoplePage(db, query),
    person: (id) => findPerson(db, id),
    personRoles: (id) => personRoles(db, id),
    peopleIndex: (query) => peopleIndex(db, query),
    exportBatches: (batchSize) => objectBatches(db, batchSize),
    changes: (query) => objectChanges(db, query),
    deletedAt: (id) => objectDeletedAt(db, id),
    history: (id) => objectHistory(db, id, OBJECT_HISTORY_MAX),
    versionAt: async (id, day) => (await objectVersionAt(db, id, day)) as CollectionRecord | null,
  };
}
