import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Tables } from '@kokoelma/db';
import type { Language } from '@kokoelma/domain';
import type { Facet, Prediction, SearchParams, YearHistogram } from '@kokoelma/contract';
import { wholeCollectionFacets } from './repository/derived-data';
import { objectIdRange, sitemapPage, type SitemapPage } from './repository/sitemap';
import type { CollectionRecord } from './record';
import { countObjects, findExistingIds, findObjects } from './repository/object-repository';
import {
  findPerson,
  objectBatches,
  objectPage,
  peoplePage,
  type ObjectPage,
  type ObjectPageQuery,
  type PeoplePage,
  type PeoplePageQuery,
  type PersonListing,
} from './repository/listings';
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
  /** One page of the object site map. */
  sitemap(lang: Language, page: number, pageSize: number): Promise<SitemapPage>;
  /** Object ids in id order, for XML site maps. */
  objectIds(offset: number, limit: number): Promise<number[]>;
  /** Objects matching search filters, in id order, a keyset page at a time. */
  listObjects(query: ObjectPageQuery): Promise<ObjectPage>;
  /** People connected to objects, in id order, a keyset page at a time. */
  people(query: PeoplePageQuery): Promise<PeoplePage>;
  /** One person, or null when there is none with that id. */
  person(id: string): Promise<PersonListing | null>;
  /** Every object in id order, a batch at a time (bounded memory for any collection). */
  exportBatches(batchSize?: number): AsyncIterable<CollectionRecord[]>;
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
  // The promise is cached, so concurrent identical searches share one database query.
  const cache = new LRUCache<string, Promise<SearchResult>>({ max: 500, ttl: Math.max(ttl, 1) });
  const search = (params: SearchParams, lang: Language, offset = 0) => {
    if (ttl <= 0) return searchCollection(db, params, lang, offset);
    const key = JSON.stringify([lang, params, offset]);
    const hit = cache.get(key);
    if (hit) return hit;
    const pending = searchCollection(db, params, lang, offset);
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    return pending;
  };
  const histograms = new LRUCache<string, Promise<YearHistogram | null>>({
    max: 500,
    ttl: Math.max(ttl, 1),
  });
  const histogram = (params: SearchParams, lang: Language) => {
    if (ttl <= 0) return yearHistogram(db, params, lang);
    const key = JSON.stringify([lang, params]);
    const hit = histograms.get(key);
    if (hit) return hit;
    const pending = yearHistogram(db, params, lang);
    histograms.set(key, pending);
    pending.catch(() => histograms.delete(key));
    return pending;
  };
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
  // (every signed-in view of a page is rendered anew). The promise is kept, so concurrent
  // views of one object share one ranking; a failed one is not kept.
  const relatedCache = new LRUCache<number, Promise<RelatedWorks>>({
    max: 5000,
    ttl: Math.max(ttl, 1),
  });
  const related = (record: CollectionRecord): Promise<RelatedWorks> => {
    if (ttl <= 0) return relatedWorks(db, record);
    const hit = relatedCache.get(record.id);
    if (hit) return hit;
    const pending = relatedWorks(db, record);
    relatedCache.set(record.id, pending);
    pending.catch(() => relatedCache.delete(record.id));
    return pending;
  };
  return {
    clearCache: () => {
      cache.clear();
      histograms.clear();
      records.clear();
      relatedCache.clear();
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
    sitemap: (lang, page, pageSize) => sitemapPage(db, lang, page, pageSize),
    objectIds: (offset, limit) => objectIdRange(db, offset, limit),
    listObjects: (query) => objectPage(db, query),
    people: (query) => peoplePage(db, query),
    person: (id) => findPerson(db, id),
    exportBatches: (batchSize) => objectBatches(db, batchSize),
  };
}
