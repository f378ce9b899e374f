import type { PageData, SiteData } from '@kokoelma/contract';
import type { CollectionService } from '@kokoelma/collection';
import { isLanguage } from '@kokoelma/domain';

/** The in-process API the web app's server render uses; /api/pagedata serves the same. */
export interface PageDataSource {
  pageData(path: string, query: string): Promise<PageData | null>;
  site(): Promise<SiteData>;
}

/**
 * Resolves a page path to its data. Each route that has data gets a branch here as its
 * feature lands; a path with no page is null (HTTP 404).
 */
export function createPageDataSource(
  collection: CollectionService,
  isDemo: () => Promise<boolean>,
): PageDataSource {
  return {
    async pageData(path) {
      const front = /^\/([a-z]{2})\/?$/.exec(path);
      if (front && isLanguage(front[1])) return { kind: 'front', lang: front[1] };
      return null;
    },
    async site() {
      const [demo, objectCount] = await Promise.all([isDemo(), collection.count()]);
      return { demo, objectCount };
    },
  };
}
