import { describe, expect, it } from 'vitest';
import { createCachedProvider } from './cached-provider';
import { CmsRequestError, CmsUnavailableError } from './cms-errors';
import { withContentFallbacks } from './content-fallbacks';
import { stubProvider } from './testing/stub-provider';

function setup(ttlMs = 1000, timeoutMs = 5000) {
  // Not 0: lru-cache reads a start time of 0 as "never stored".
  let time = 1_000_000;
  const base = stubProvider();
  const stale: string[] = [];
  const cached = createCachedProvider(base, {
    ttlMs,
    timeoutMs,
    now: () => time,
    onStale: (_error, operation) => stale.push(operation),
  });
  return { base, cached, stale, advance: (ms: number) => (time += ms) };
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

describe('createCachedProvider when the CMS fails or hangs (stale-if-error)', () => {
  const down = () => new CmsRequestError('footer', 503, 'down');
  const footer2 = { ...footer, organisation: 'K2' };
  /** A CMS call that does not answer until `answer` is called. */
  function hanging<T>() {
    let answer: (value: T) => void = () => undefined;
    const promise = new Promise<T>((resolve) => (answer = resolve));
    return { promise, answer: (value: T) => answer(value) };
  }

  it('answers the last good copy when a refresh fails, and says so', async () => {
    const { base, cached, stale, advance } = setup(1000);
    base.getFooter.mockResolvedValueOnce(footer);
    expect(await cached.getFooter('fi')).toEqual(footer);
    advance(5000);
    base.getFooter.mockRejectedValueOnce(down());
    expect(await cached.getFooter('fi')).toEqual(footer);
    expect(stale).toEqual(['footer']);
    // The CMS is back: the next request refreshes.
    base.getFooter.mockResolvedValueOnce(footer2);
    expect(await cached.getFooter('fi')).toEqual(footer2);
  });

  it('answers the copy after the time-out, with one refresh on its way at a time', async () => {
    const { base, cached, stale, advance } = setup(1000, 50);
    base.getFooter.mockResolvedValueOnce(footer);
    await cached.getFooter('fi');
    advance(5000);
    const slow = hanging<typeof footer>();
    base.getFooter.mockReturnValueOnce(slow.promise);
    const started = Date.now();
    expect(await cached.getFooter('fi')).toEqual(footer);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(stale).toEqual(['footer']);
    // While that refresh is still on its way, others get the copy at once, no new call.
    for (let i = 0; i < 5; i += 1) expect(await cached.getFooter('fi')).toEqual(footer);
    expect(base.getFooter).toHaveBeenCalledTimes(2);
    // The refresh lands in the background: its answer is served from then on.
    slow.answer(footer2);
    await slow.promise;
    await new Promise((r) => setTimeout(r, 0));
    expect(await cached.getFooter('fi')).toEqual(footer2);
    expect(base.getFooter).toHaveBeenCalledTimes(2);
  });

  it('without a copy, a CMS that hangs is a CmsRequestError within the time-out', async () => {
    const { base, cached } = setup(1000, 50);
    base.getMenu.mockReturnValueOnce(hanging<[]>().promise);
    const started = Date.now();
    await expect(cached.getMenu('fi')).rejects.toBeInstanceOf(CmsRequestError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps the last good copy across the webhook’s clear, for a failure right after', async () => {
    const { base, cached } = setup();
    base.getFooter.mockResolvedValueOnce(footer);
    await cached.getFooter('fi');
    cached.clear();
    base.getFooter.mockRejectedValueOnce(down());
    expect(await cached.getFooter('fi')).toEqual(footer);
    expect(base.getFooter).toHaveBeenCalledTimes(2);
  });

  it('tells a preview that the CMS is unavailable (503), not that the page is missing', async () => {
    const { base, cached } = setup();
    base.getArticle.mockRejectedValueOnce(new CmsRequestError('blogPage', undefined, 'ECONNRESET'));
    const errors: unknown[] = [];
    const provider = withContentFallbacks(cached, (error) => errors.push(error));
    const failure = await provider.getArticle('fi', 'a', { preview: true }).catch((e) => e);
    expect(failure).toBeInstanceOf(CmsUnavailableError);
    expect(failure).toMatchObject({ code: 'unavailable', retryAfterSeconds: 5 });
    // A published request still falls back to "no article".
    base.getArticle.mockRejectedValueOnce(new CmsRequestError('blogPage', 503, 'down'));
    expect(await provider.getArticle('fi', 'b')).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
