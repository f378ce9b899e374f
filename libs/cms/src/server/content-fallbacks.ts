import { CmsUnavailableError } from './cms-errors';
import type { ContentProvider } from './content-provider';

/** Told about every failure a fallback hides, so that it can be logged and reported. */
export type ContentErrorHandler = (error: unknown, operation: keyof ContentProvider) => void;

/**
 * The spec's softer failure rules over a strict provider:
 *
 * - an article that cannot be fetched is no article (spec §2), so the page says "not
 *   found" instead of failing;
 * - what decorates a page — menu, footer, latest articles, object info boxes, link
 *   buttons, additional info, an object's advisory, a person's introduction, the results notification, content search hits — becomes
 *   empty, so a CMS outage never takes down object and search pages;
 * - the content of a page itself (front page, content page, article and video lists,
 *   categories) still fails, since "page data failure other than 404 throws" (spec §8)
 *   and the route shows the error page.
 *
 * Every hidden failure goes to `onError`.
 */
export function withContentFallbacks(
  provider: ContentProvider,
  onError: ContentErrorHandler,
): ContentProvider {
  function soft<A extends unknown[], R>(
    operation: keyof ContentProvider,
    load: (...args: A) => Promise<R>,
    fallback: R,
  ): (...args: A) => Promise<R> {
    return async (...args) => {
      try {
        return await load(...args);
      } catch (error) {
        // A preview the CMS could not answer is said to be so, not hidden.
        if (error instanceof CmsUnavailableError) throw error;
        onError(error, operation);
        return fallback;
      }
    };
  }

  return {
    getMenu: soft('getMenu', provider.getMenu.bind(provider), []),
    getFrontPage: provider.getFrontPage.bind(provider),
    getContentPage: provider.getContentPage.bind(provider),
    listArticles: provider.listArticles.bind(provider),
    latestArticles: soft('latestArticles', provider.latestArticles.bind(provider), []),
    getArticle: soft('getArticle', provider.getArticle.bind(provider), null),
    listArticleCategories: provider.listArticleCategories.bind(provider),
    listVideos: provider.listVideos.bind(provider),
    getObjectInfos: soft('getObjectInfos', provider.getObjectInfos.bind(provider), []),
    getObjectLinkMap: soft('getObjectLinkMap', provider.getObjectLinkMap.bind(provider), {}),
    getObjectAdditionalInfo: soft(
      'getObjectAdditionalInfo',
      provider.getObjectAdditionalInfo.bind(provider),
      null,
    ),
    getObjectAdvisory: soft('getObjectAdvisory', provider.getObjectAdvisory.bind(provider), null),
    getPersonIntroduction: soft(
      'getPersonIntroduction',
      provider.getPersonIntroduction.bind(provider),
      null,
    ),
    getResultsNotification: soft(
      'getResultsNotification',
      provider.getResultsNotification.bind(provider),
      null,
    ),
    getFooter: soft('getFooter', provider.getFooter.bind(provider), null),
    searchContent: soft('searchContent', provider.searchContent.bind(provider), []),
  };
}
