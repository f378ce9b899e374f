import type {
  CollectionObject,
  ContentFrame,
  ContentSearchItem,
  CurrentUser,
  DataRouteId,
  PageDataOf,
  PageMatch,
  Prediction,
  SiteData,
} from '@kokoelma/contract';
import type { Language } from '@kokoelma/domain';

/**
 * What pages ask of the server. On the server it is answered in-process (no HTTP to
 * itself); in the browser by fetch. Loaders are written once against it.
 */
export interface ApiClient {
  /**
   * The data of a page the router has matched (its route id and typed parameters), or
   * null when there is no such page. The route table types the answer by the route id.
   */
  page<K extends DataRouteId>(match: PageMatch<K>): Promise<PageDataOf<K> | null>;
  /** Facts every page needs: whether the collection is demo data, its size, image base. */
  site(): Promise<SiteData>;
  /** Objects by id, in the order asked: the next slice of a search's objectIds. */
  additional(ids: readonly number[]): Promise<CollectionObject[]>;
  /** The signed-in visitor, or null when signed out. */
  me(): Promise<CurrentUser | null>;
  /** Search predictions for what the visitor has typed so far. */
  predictions(search: string, lang: Language): Promise<Prediction[]>;
  /** Menu and footer texts from the CMS for every page of `lang`. */
  contentFrame(lang: Language): Promise<ContentFrame>;
  /** The menu's site content search: pages of the menu matching `search`. */
  contentSearch(search: string, lang: Language, preview?: boolean): Promise<ContentSearchItem[]>;
}
