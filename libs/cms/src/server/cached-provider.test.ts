import { describe, expect, it } from 'vitest';
import { createCachedProvider } from './cached-provider';
import { CmsRequestError } from './cms-errors';
import { stubProvider } from './testing/stub-provider';

function setup(ttlMs = 1000) {
  // Not 0: lru-cache reads a start time of 0 as "never stored".
  let time = 1_000_000;
  const base = stubProvider();
  const cached = createCachedProvider(base, { ttlMs, now: () => time });
  return { base, cached, advance: (ms: number) => (time += ms) };
}

const footer = { id: 'f', organisation: 'K', address: ['a'], social: {} };

describe('createCachedProvider', () => {
  it('answers again from memory until the lifetime is over', async () => {
    const { base, cached, advance } = setup(1000);
    base.getFooter.mockResolvedValue(footer);
    expect(await cached.getFooter('fi')).toEqual(footer);
    advance(999);
    expect(await cached.getFooter('fi')).toEqual(footer);
    expect(base.getFooter).toHaveBeenCalledTimes(1);
    advance(2);
    await cached.getFooter('fi');
    expect(base.getFooter).toHaveBeenCalledTimes(2);
  });

  it('keeps languages and arguments apart', async () => {
    const { base, cached } = setup();
    await cached.getContentPage('fi', 'a');
    await cached.getContentPage('sv', 'a');
    await cached.getContentPage('fi', 'b');
    await cached.getContentPage('fi', 'a');
    expect(base.getContentPage).toHaveBeenCalledTimes(3);
    await cached.listArticles('fi', { category: 'c' });
    await cached.listArticles('fi');
    expect(base.listArticles).toHaveBeenCalledTimes(2);
  });

  it('caches "nothing there" too: a missing slug is not asked for again', async () => {
    const { base, cached } = setup();
    expect(await cached.getArticle('fi', 'none')).toBeNull();
    expect(await cached.getArticle('fi', 'none')).toBeNull();
    expect(base.getArticle).toHaveBeenCalledTimes(1);
  });

  it('forgets everything on clear()', async () => {
    const { base, cached } = setup();
    await cached.getMenu('fi');
    await cached.getFooter('fi');
    cached.clear();
    await cached.getMenu('fi');
    await cached.getFooter('fi');
    expect(base.getMenu).toHaveBeenCalledTimes(2);
    expect(base.getFooter).toHaveBeenCalledTimes(2);
  });

  it('never caches preview requests', async () => {
    const { base, cached } = setup();
    await cached.getArticle('fi', 'a', { preview: true });
    await cached.getArticle('fi', 'a', { preview: true });
    await cached.getFrontPage('fi', { preview: true });
    await cached.getFrontPage('fi', { preview: true });
    await cached.searchContent({ search: 'x', lang: 'fi', preview: true });
    await cached.searchContent({ search: 'x', lang: 'fi', preview: true });
    expect(base.getArticle).toHaveBeenCalledTimes(2);
    expect(base.getFrontPage).toHaveBeenCalledTimes(2);
    expect(base.searchContent).toHaveBeenCalledTimes(2);
    // …and a preview answer does not become the published one.
    await cached.getArticle('fi', 'a');
    expect(base.getArticle).toHaveBeenCalledTimes(3);
  });

  it('does not keep failures: the next request asks again', async () => {
    const { base, cached } = setup();
    base.getFooter.mockRejectedValueOnce(new CmsRequestError('footer', 503, 'down'));
    await expect(cached.getFooter('fi')).rejects.toThrow(CmsRequestError);
    base.getFooter.mockResolvedValueOnce(footer);
    expect(await cached.getFooter('fi')).toEqual(footer);
    expect(base.getFooter).toHaveBeenCalledTimes(2);
  });

  it('shares one request between callers arriving while it is on its way', async () => {
    const { base, cached } = setup();
    let release: () => void = () => undefined;
    base.getMenu.mockReturnValueOnce(new Promise((resolve) => (release = () => resolve([]))));
    const calls = [cached.getMenu('en'), cached.getMenu('en'), cached.getMenu('en')];
    release();
    await Promise.all(calls);
    expect(base.getMenu).toHaveBeenCalledTimes(1);
  });

  it('passes everything through when the lifetime is 0', async () => {
    const { base, cached } = setup(0);
    await cached.getMenu('fi');
    await cached.getMenu('fi');
    expect(base.getMenu).toHaveBeenCalledTimes(2);
  });
});
