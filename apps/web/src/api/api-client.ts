import type { PageData, SiteData } from '@kokoelma/contract';

/**
 * What pages ask of the server. On the server it is answered in-process (no HTTP to
 * itself); in the browser by fetch. Loaders are written once against it.
 */
export interface ApiClient {
  /** The data of the page at `path` (with its query string), or null when there is no such page. */
  pageData(path: string, query: string): Promise<PageData | null>;
  /** Facts every page needs: whether the collection is demo data, its size. */
  site(): Promise<SiteData>;
}
