import type { PageData, SiteData } from '@kokoelma/contract';
import type { CollectionService } from '@kokoelma/collection';
import { isLanguage } from '@kokoelma/domain';

/** The in-process API the web app's server render uses; /api/pagedata serves the same. */
export interface PageDataSource {
  pageData(path: string, query: string): Promise<PageData | null>;
  site(): Promise<SiteData>;
}

/** How long the site facts are reused. */
export const SITE_FACTS_MS = 60_000;

/**
 * Resolves a page path to its data. Each route that has data gets a branch here as its
 * feature lands; a path with no page is null (HTTP 404).
 */
export function createPageDataSource(
  collection: CollectionService,
  isDemo: () => Promise<boolean>,
  now: () => number = Date.now,
): PageDataSource {
  // Every page shows the site facts; they change only with an import, so they are read
  // from the database at most once a minute rather than on every render.
  let site: { value: Promise<SiteData>; at: number } | null = null;
  const readSite = async (): Promise<SiteData> => {
    const [demo, objectCount] = await Promise.all([isDemo(), collection.count()]);
    return { demo, objectCount };
  };
  return {
    async pageData(path) {
      const front = /^\/([a-z]{2})\/?$/.exec(path);
      if (front && isLanguage(front[1])) return { kind: 'front', lang: front[1] };
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
  };
}
