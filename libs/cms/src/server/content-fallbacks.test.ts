import { describe, expect, it, vi } from 'vitest';
import { CmsRequestError } from './cms-errors';
import { withContentFallbacks } from './content-fallbacks';
import { stubProvider } from './testing/stub-provider';

const down = () => new CmsRequestError('x', 503, 'down');

describe('withContentFallbacks', () => {
  it('makes an article that cannot be fetched no article, and reports why', async () => {
    const base = stubProvider();
    const onError = vi.fn();
    const error = down();
    base.getArticle.mockRejectedValue(error);
    expect(await withContentFallbacks(base, onError).getArticle('fi', 'a')).toBeNull();
    expect(onError).toHaveBeenCalledWith(error, 'getArticle');
  });

  it('empties what decorates a page', async () => {
    const base = stubProvider();
    for (const method of Object.values(base)) method.mockRejectedValue(down());
    const onError = vi.fn();
    const cms = withContentFallbacks(base, onError);
    expect(await cms.getMenu('fi')).toEqual([]);
    expect(await cms.getFooter('fi')).toBeNull();
    expect(await cms.latestArticles('fi', 3)).toEqual([]);
    expect(await cms.getObjectInfos('fi')).toEqual([]);
    expect(await cms.getObjectLinkMap('fi')).toEqual({});
    expect(await cms.getObjectAdditionalInfo(1, 'fi')).toBeNull();
    expect(await cms.getObjectAdvisory(1042, 'fi')).toBeNull();
    expect(await cms.getPersonIntroduction('50058', 'fi')).toBeNull();
    expect(await cms.getResultsNotification('fi')).toBeNull();
    expect(await cms.searchContent({ search: 'a', lang: 'fi' })).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(10);
  });

  it('lets the page content itself fail, for the error page', async () => {
    const base = stubProvider();
    for (const method of Object.values(base)) method.mockRejectedValue(down());
    const onError = vi.fn();
    const cms = withContentFallbacks(base, onError);
    await expect(cms.getContentPage('fi', 'a')).rejects.toThrow(CmsRequestError);
    await expect(cms.getFrontPage('fi')).rejects.toThrow(CmsRequestError);
    await expect(cms.listArticles('fi')).rejects.toThrow(CmsRequestError);
    await expect(cms.listVideos('fi')).rejects.toThrow(CmsRequestError);
    await expect(cms.listArticleCategories('fi')).rejects.toThrow(CmsRequestError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('passes answers through untouched', async () => {
    const base = stubProvider();
    base.getObjectLinkMap.mockResolvedValue({ '4': { text: 't', url: '/u' } });
    const cms = withContentFallbacks(base, vi.fn());
    expect(await cms.getObjectLinkMap('sv')).toEqual({ '4': { text: 't', url: '/u' } });
    expect(base.getObjectLinkMap).toHaveBeenCalledWith('sv');
  });
});
