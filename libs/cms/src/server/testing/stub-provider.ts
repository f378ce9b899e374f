import { vi } from 'vitest';
import type { ContentProvider } from '../content-provider';

/**
 * A provider whose every method is a mock answering with an empty result; tests set
 * the answers they care about. Calls are counted per method.
 */
export function stubProvider() {
  return {
    getMenu: vi.fn<ContentProvider['getMenu']>(async () => []),
    getFrontPage: vi.fn<ContentProvider['getFrontPage']>(async () => null),
    getContentPage: vi.fn<ContentProvider['getContentPage']>(async () => null),
    listArticles: vi.fn<ContentProvider['listArticles']>(async () => []),
    latestArticles: vi.fn<ContentProvider['latestArticles']>(async () => []),
    getArticle: vi.fn<ContentProvider['getArticle']>(async () => null),
    listArticleCategories: vi.fn<ContentProvider['listArticleCategories']>(async () => []),
    listVideos: vi.fn<ContentProvider['listVideos']>(async () => []),
    getObjectInfos: vi.fn<ContentProvider['getObjectInfos']>(async () => []),
    getObjectLinkMap: vi.fn<ContentProvider['getObjectLinkMap']>(async () => ({})),
    getObjectAdditionalInfo: vi.fn<ContentProvider['getObjectAdditionalInfo']>(async () => null),
    getObjectAdvisory: vi.fn<ContentProvider['getObjectAdvisory']>(async () => null),
    getPersonIntroduction: vi.fn<ContentProvider['getPersonIntroduction']>(async () => null),
    getResultsNotification: vi.fn<ContentProvider['getResultsNotification']>(async () => null),
    getFooter: vi.fn<ContentProvider['getFooter']>(async () => null),
    searchContent: vi.fn<ContentProvider['searchContent']>(async () => []),
  } satisfies ContentProvider;
}
