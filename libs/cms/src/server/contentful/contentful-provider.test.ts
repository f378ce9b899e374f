import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CmsRequestError } from '../cms-errors';
import { LOCAL_CONTENT } from '../local/content/index';
import { createLocalContentProvider } from '../local/local-provider';
import { createLocalSpace } from '../local/local-space';
import { contentfulError, startFakeContentful } from '../testing/fake-contentful';
import { RECORDED_BLOG_PAGE } from '../testing/recorded-blog-page';
import type { FakeContentful } from '../testing/fake-contentful';
import { createContentfulProvider } from './contentful-provider';
import type { ContentfulProviderOptions } from './contentful-provider';

// The real Contentful SDK against local servers that answer as the Delivery and Preview
// APIs do, serving the local content. Whatever the SDK does to the responses, the same
// transformers must give the same domain objects as the local provider.

const SPACE = 'fake-space';
let delivery: FakeContentful;
let preview: FakeContentful;

beforeAll(async () => {
  const published = createLocalSpace({ ...LOCAL_CONTENT, drafts: [] });
  // The Preview API serves drafts: the local space does so for preview queries.
  const withDrafts = createLocalSpace(LOCAL_CONTENT);
  const previewSpace = {
    query: (query: Parameters<typeof withDrafts.query>[0]) =>
      withDrafts.query({ ...query, preview: true }),
  };
  delivery = await startFakeContentful({
    space: published,
    spaceId: SPACE,
    accessToken: 'cda-token',
  });
  preview = await startFakeContentful({
    space: previewSpace,
    spaceId: SPACE,
    accessToken: 'cpa-token',
  });
});

afterAll(async () => {
  await Promise.all([delivery.close(), preview.close()]);
});

afterEach(() => {
  delivery.requests.length = 0;
  preview.requests.length = 0;
});

function provider(overrides: Partial<ContentfulProviderOptions> = {}) {
  return createContentfulProvider({
    spaceId: SPACE,
    accessToken: 'cda-token',
    previewAccessToken: 'cpa-token',
    host: delivery.host,
    previewHost: preview.host,
    insecure: true,
    retryLimit: 0,
    log: () => undefined,
    ...overrides,
  });
}

const local = createLocalContentProvider();

describe('Contentful provider with the real SDK', () => {
  it('gives the same article as the local provider, read with include depth 2', async () => {
    const article = await provider().getArticle('en', 'avoimet-kuvat');
    expect(article).toEqual(await local.getArticle('en', 'avoimet-kuvat'));
    expect(article?.kind === 'article' && article.author?.image?.url).toBe(
      '/cms-assets/objects/1016.jpg',
    );
    const [request] = delivery.requests;
    expect(request?.path).toBe(`/spaces/${SPACE}/environments/master/entries`);
    expect(request?.params).toMatchObject({
      content_type: 'blogPage',
      'fields.slug': 'avoimet-kuvat',
      locale: 'en',
      include: '2',
      limit: '1',
    });
    expect(request?.authorization).toBe('Bearer cda-token');
    expect(preview.requests).toHaveLength(0);
  });

  it('resolves links inside rich text as the local provider does', async () => {
    for (const lang of ['fi', 'sv', 'en'] as const) {
      const page = await provider().getContentPage(lang, 'Medialle');
      expect(page?.kind).toBe('content-page');
      expect(page).toEqual(await local.getContentPage(lang, 'Medialle'));
    }
  });

  it('builds the same menu, three levels deep', async () => {
    const menu = await provider().getMenu('sv');
    expect(menu.map((group) => group.title)).toEqual(['Samlingar', 'Information']);
    expect(menu).toEqual(await local.getMenu('sv'));
  });

  it('reads a recorded Contentful response: https URLs, image sizes, links to pages', async () => {
    delivery.script({ status: 200, body: RECORDED_BLOG_PAGE });
    const article = await provider().getArticle('en', 'a-winter-in-the-archives');
    if (article?.kind !== 'article') throw new Error('expected an article');
    expect(article).toMatchObject({
      id: '5KsDBWseXY6QegucYAoacS',
      type: 'Archives',
      publishDate: '2025-03-05T00:00+02:00',
      heroImage: {
        url: 'https://images.ctfassets.net/fake-space/1Ab2Cd3Ef4Gh5Ij6Kl7Mn8/0a1b2c3d4e5f/staircase.jpg',
        contentType: 'image/jpeg',
        width: 2400,
        height: 1350,
        size: 482113,
        description: 'The main staircase of the Ateneum in winter light',
      },
      recommendations: [],
    });
    // The author's portrait was not included in the response: the author stays, imageless.
    expect(article.author).toEqual({
      name: 'Jane Archivist',
      description: 'Archivist at the Finnish National Gallery',
    });
    const [paragraph, embedded] = article.articleBody.content;
    expect(paragraph?.content[1]?.data).toEqual({
      target: { kind: 'content-page', slug: 'kuvien-kayttooikeudet' },
    });
    expect(embedded?.data['target']).toMatchObject({ id: '1Ab2Cd3Ef4Gh5Ij6Kl7Mn8', width: 2400 });
  });

  it('asks for 1000 object infos and 1000 link buttons, newest first', async () => {
    const cms = provider();
    expect(await cms.getObjectInfos('fi')).toEqual(await local.getObjectInfos('fi'));
    expect(await cms.getObjectLinkMap('fi')).toEqual(await local.getObjectLinkMap('fi'));
    const [infos, buttons] = delivery.requests;
    expect(infos?.params).toMatchObject({
      content_type: 'objectInfo',
      limit: '1000',
      locale: 'fi',
    });
    expect(buttons?.params).toMatchObject({
      content_type: 'haunLinkkipainike',
      limit: '1000',
      order: '-sys.updatedAt',
    });
  });

  it('asks for one additional info by object id', async () => {
    const info = await provider().getObjectAdditionalInfo(1007, 'sv');
    expect(info?.objectId).toBe(1007);
    expect(delivery.requests[0]?.params).toMatchObject({
      content_type: 'objectAdditionalInfo',
      'fields.objectId': '1007',
      limit: '1',
    });
  });

  it('asks for one object’s content advisory by its id, as the local content answers', async () => {
    const advisory = await provider().getObjectAdvisory(1042, 'fi');
    expect(advisory).toEqual(await local.getObjectAdvisory(1042, 'fi'));
    expect(advisory).toMatchObject({ objectId: 1042, blurImage: true });
    expect(delivery.requests[0]?.params).toMatchObject({
      content_type: 'objectAdvisory',
      'fields.objectId': '1042',
      limit: '1',
      locale: 'fi',
    });
  });

  it('asks for one person’s introduction by their id, as the local content answers', async () => {
    const intro = await provider().getPersonIntroduction('50058', 'en');
    expect(intro).toEqual(await local.getPersonIntroduction('50058', 'en'));
    expect(intro?.personId).toBe('50058');
    expect(delivery.requests[0]?.params).toMatchObject({
      content_type: 'personIntroduction',
      'fields.personId': '50058',
      limit: '1',
      locale: 'en',
    });
  });

  it('searches videos with the full-text query parameter', async () => {
    const videos = await provider().listVideos('en', { query: 'Sintel' });
    expect(videos.map((video) => video.id)).toEqual(['video-sintel']);
    expect(delivery.requests[0]?.params).toMatchObject({ content_type: 'video', query: 'Sintel' });
  });

  it('uses the Preview API with the preview token when preview is asked for', async () => {
    const cms = provider();
    expect(await cms.getArticle('fi', 'talven-hankinnat')).toBeNull();
    const draft = await cms.getArticle('fi', 'talven-hankinnat', { preview: true });
    expect(draft?.kind === 'article' && draft.title).toBe('Talven hankinnat');
    expect(preview.requests).toHaveLength(1);
    expect(preview.requests[0]?.authorization).toBe('Bearer cpa-token');
    await cms.getFrontPage('fi', { preview: true });
    await cms.searchContent({ search: 'kuva', lang: 'fi', preview: true });
    const previewTypes = preview.requests.map((request) => request.params['content_type']);
    expect(previewTypes).toEqual(['blogPage', 'frontPage', 'page']);
  });

  it('makes an incomplete preview article undefined (no mobile hero image)', async () => {
    expect(await provider().getArticle('fi', 'tuleva-nayttely', { preview: true })).toBeNull();
  });

  it('serves published content for preview when no preview token is configured', async () => {
    const cms = provider({ previewAccessToken: undefined });
    expect(await cms.getArticle('fi', 'talven-hankinnat', { preview: true })).toBeNull();
    expect(preview.requests).toHaveLength(0);
  });
});

describe('Contentful failures', () => {
  it('turns a 404 of an unknown space into CmsRequestError with the status', async () => {
    const error = await provider({ spaceId: 'no-such-space' })
      .getMenu('fi')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CmsRequestError);
    expect(error).toMatchObject({
      status: 404,
      contentType: 'menuItem',
      code: 'CMS_REQUEST_FAILED',
    });
  });

  it('turns a bad token into a 401 without the token in the message', async () => {
    const error = await provider({ accessToken: 'wrong-secret-token' })
      .getFooter('fi')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401 });
    expect(error instanceof Error && error.message).toContain('AccessTokenInvalid');
    expect(error instanceof Error && error.message).not.toContain('wrong-secret-token');
  });

  it('fails with status 500 at once when retries are off', async () => {
    delivery.script({ status: 500, body: contentfulError('ServerError', 'Internal error') });
    const error = await provider()
      .getFooter('fi')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500 });
    expect(delivery.requests).toHaveLength(1);
  });

  it('retries after a 429 as the rate-limit reset header says, then succeeds', async () => {
    delivery.script({
      status: 429,
      headers: { 'X-Contentful-RateLimit-Reset': '0' },
      body: contentfulError('RateLimitExceeded', 'You have exceeded the rate limit.'),
    });
    const footer = await provider({ retryLimit: 2 }).getFooter('en');
    expect(footer?.organisation).toBe('Finnish National Gallery');
    expect(delivery.requests).toHaveLength(2);
  });

  it('gives up with 429 when the rate limit persists past the retries', async () => {
    const limited = {
      status: 429,
      headers: { 'X-Contentful-RateLimit-Reset': '0' },
      body: contentfulError('RateLimitExceeded', 'You have exceeded the rate limit.'),
    };
    delivery.script(limited, limited);
    const error = await provider({ retryLimit: 1 })
      .getFooter('fi')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429 });
    expect(delivery.requests).toHaveLength(2);
  });

  it('retries a 503 once and then answers', async () => {
    delivery.script({ status: 503, body: contentfulError('ServiceUnavailable', 'Unavailable') });
    const notification = await provider({ retryLimit: 1 }).getResultsNotification('fi');
    expect(notification?.id).toBe('results-notification');
    expect(delivery.requests).toHaveLength(2);
  }, 10_000);

  it('reports a server that does not answer as a network failure without status', async () => {
    const error = await provider({ host: '127.0.0.1:9', timeoutMs: 2000 })
      .getFooter('fi')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CmsRequestError);
    expect(error).toMatchObject({ status: undefined });
  });
});
