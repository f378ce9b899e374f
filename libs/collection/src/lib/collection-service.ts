import type { Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { Language } from '@kokoelma/domain';
import type { Facet, Prediction, SearchParams } from '@kokoelma/contract';
import { wholeCollectionFacets } from './repository/derived-data';
import { objectIdRange, sitemapPage, type SitemapPage } from './repository/sitemap';
import type { CollectionRecord } from './record';
import { countObjects, findObjects } from './repository/object-repository';
import { predict } from './search/predictions';
import { searchCollection, type SearchResult } from './search/search-service';

/** What the HTTP layer and the page loaders ask of the collection. */
export interface CollectionService {
  search(params: SearchParams, lang: Language): Promise<SearchResult>;
  /** Objects by id in the order asked; unknown ids are left out. */
  objects(ids: readonly number[]): Promise<CollectionRecord[]>;
  /** One object, or null when there is none with that id. */
  object(id: number): Promise<CollectionRecord | null>;
  predictions(search: string, lang: Language): Promise<Prediction[]>;
  count(): Promise<number>;
  /** Every filter's values with counts over the whole collection, terms in `lang`. */
  filters(lang: Language): Promise<Facet[]>;
  /** One page of the object site map. */
  sitemap(lang: Language, page: number, pageSize: number): Promise<SitemapPage>;
  /** Object ids in id order, for XML site maps. */
  objectIds(offset: number, limit: number): Promise<number[]>;
}

/** The collection service over an open database. */
export function createCollectionService(db: Kysely<Tables>): CollectionService {
  return {
    search: (params, lang) => searchCollection(db, params, lang),
    objects: (ids) => findObjects(db, ids),
    object: async (id) => (await findObjects(db, [id]))[0] ?? null,
    predictions: (search, lang) => predict(db, search, lang),
    count: () => countObjects(db),
    filters: (lang) => wholeCollectionFacets(db, lang),
    sitemap: (lang, page, pageSize) => sitemapPage(db, lang, page, pageSize),
    objectIds: (offset, limit) => objectIdRange(db, offset, limit),
  };
}
